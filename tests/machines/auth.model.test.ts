import { describe, expect, it } from 'vitest'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { authModel } from '../../tooling/machine-models/auth-model.ts'

describe('authMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const { machine, promises, events, serializeState } = authModel()

    const walk = await walkMachinePaths({ machine, promises, events, serializeState })

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    expect(descriptions.length).toBeGreaterThan(20)
    expect(descriptions).toContainEqual(
      expect.stringContaining('--user.signIn--> signingIn --xstate.done.actor.logIn--> signedIn'),
    )
  })
})
