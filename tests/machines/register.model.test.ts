import { describe, expect, it } from 'vitest'
import { registerMachine } from '#machines/register.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { registerModel } from '../../tooling/machine-models/register-model.ts'

describe('registerMachine, model-based', () => {
  it('walks the chart of machines/register.machine.ts, with fakes for its requests only', () => {
    // .provide() keeps the machine's own config: the model cannot walk a copy of the chart.
    expect(registerModel().machine.config).toBe(registerMachine.config)
  })

  it('walks every transition on a live actor', async () => {
    const model = registerModel()

    const walk = await walkMachinePaths(model)

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.paths.map((path) => path.description)).toContainEqual(
      expect.stringMatching(/--xstate\.done\.actor\.createAccount--> registered$/),
    )
    expect(model.signedIn.length).toBeGreaterThan(0)
  })
})
