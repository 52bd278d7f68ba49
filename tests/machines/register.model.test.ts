import { describe, expect, it } from 'vitest'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { registerModel } from '../../tooling/machine-models/register-model.ts'

describe('registerMachine, model-based', () => {
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
