import { describe, expect, it } from 'vitest'
import { passwordResetMachine } from '#machines/password-reset.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { passwordResetModel } from '../../tooling/machine-models/password-reset-model.ts'

describe('passwordResetMachine, model-based', () => {
  it('walks the chart of machines/password-reset.machine.ts, with fakes for its requests only', () => {
    // .provide() keeps the machine's own config: the model cannot walk a copy of the chart.
    expect(passwordResetModel().machine.config).toBe(passwordResetMachine.config)
  })

  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(passwordResetModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.paths.map((path) => path.description)).toContainEqual(
      expect.stringMatching(/passwordChanged --xstate\.after\.redirectDelay\.[^ ]+--> leaving$/),
    )
  })
})
