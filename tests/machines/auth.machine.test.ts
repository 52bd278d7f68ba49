import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { AuthEmitted } from '../../machines/auth.machine.ts'
import { authModel } from '../../tooling/machine-models/auth-model.ts'

// The token renewal's race tests moved with the renewal to the session store
// (tests/lib/session-store.test.ts).

/** A signed-in actor whose calls the test settles, and what it emitted. */
async function signedInActor() {
  const model = authModel()
  const actor = createActor(model.machine).start()
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  model.promises.resolve('restoreSession', true)
  await Promise.resolve()
  expect(actor.getSnapshot().matches('signedIn')).toBe(true)
  return { ...model, actor, emitted }
}

describe('authMachine', () => {
  it('follows a logout made in another tab without clearing storage again', async () => {
    const { actor, clears, emitted } = await signedInActor()

    actor.send({ type: 'storage.changed', signedIn: false })

    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(clears()).toBe(0)
    expect(emitted).toContainEqual({ type: 'session.signedOut', reason: 'elsewhere' })
  })

  it('clears the store once on logout and says so', async () => {
    const { actor, clears, emitted, persisted } = await signedInActor()

    actor.send({ type: 'user.signOut' })

    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(persisted).toEqual([])
    expect(clears()).toBe(1)
    expect(emitted).toContainEqual({ type: 'session.signedOut', reason: 'logout' })
  })
})
