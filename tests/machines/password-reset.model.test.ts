import { describe, expect, it } from 'vitest'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { passwordResetModel } from '../../tooling/machine-models/password-reset-model.ts'

describe('passwordResetMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(passwordResetModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.paths.map((path) => path.description)).toContainEqual(
      expect.stringMatching(/passwordChanged --xstate\.after\.redirectDelay\.[^ ]+--> leaving$/),
    )
  })
})
