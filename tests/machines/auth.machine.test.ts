import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { AuthEmitted } from '../../machines/auth.machine.ts'
import { authModel } from './fixtures/auth-model.ts'

const session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: {
    _id: 'u1',
    userName: '2055550101',
    fullName: 'Somchai',
    role: 'CUSTOMER' as const,
    walletId: 'w1',
  },
}
const renewed = { ...session, accessToken: 'access-2', refreshToken: 'refresh-2' }

/** A signed-in actor whose calls the test settles, and what it emitted. */
async function signedInActor() {
  const model = authModel()
  const actor = createActor(model.machine).start()
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  model.promises.resolve('restoreSession', session)
  await Promise.resolve()
  expect(actor.getSnapshot().matches('signedIn')).toBe(true)
  return { ...model, actor, emitted }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('authMachine', () => {
  it('[races] lets every 401 that arrives during a refresh wait for that one refresh', async () => {
    const { actor, promises, emitted, persisted } = await signedInActor()

    for (let i = 0; i < 10; i++) actor.send({ type: 'api.unauthorized' })
    expect(promises.isWaiting('refreshTokens')).toBe(true)
    promises.resolve('refreshTokens', { outcome: 'refreshed', session: renewed })
    await flush()

    expect(emitted.filter((e) => e.type === 'session.refreshFinished')).toEqual([
      { type: 'session.refreshFinished', outcome: 'refreshed' },
    ])
    expect(persisted).toEqual([renewed])
    expect(actor.getSnapshot().context.session?.accessToken).toBe('access-2')
  })

  it('[races] discards a refresh that answers after the logout', async () => {
    const { actor, promises, persisted, clears, emitted } = await signedInActor()

    actor.send({ type: 'api.unauthorized' })
    actor.send({ type: 'user.signOut' })

    expect(promises.isWaiting('refreshTokens')).toBe(false)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(persisted).toEqual([])
    expect(clears()).toBe(1)
    expect(emitted).toContainEqual({ type: 'session.signedOut', reason: 'logout' })
    expect(emitted).toContainEqual({ type: 'session.refreshFinished', outcome: 'expired' })
  })

  it('ends the session everywhere when the refresh is refused (402)', async () => {
    const { actor, promises, clears, emitted } = await signedInActor()

    actor.send({ type: 'api.unauthorized' })
    promises.resolve('refreshTokens', { outcome: 'expired' })
    await flush()

    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.session).toBeNull()
    expect(clears()).toBe(1)
    expect(emitted).toContainEqual({ type: 'session.signedOut', reason: 'expired' })
  })

  it('keeps the session when the refresh call itself fails', async () => {
    const { actor, promises, clears, emitted } = await signedInActor()

    actor.send({ type: 'api.unauthorized' })
    promises.reject('refreshTokens', new TypeError('Failed to fetch'))
    await flush()

    expect(actor.getSnapshot().matches({ signedIn: { tokens: 'idle' } })).toBe(true)
    expect(clears()).toBe(0)
    expect(emitted).toContainEqual({ type: 'session.refreshFinished', outcome: 'failed' })
  })

  it('follows a logout made in another tab without clearing storage again', async () => {
    const { actor, clears, emitted } = await signedInActor()

    actor.send({ type: 'storage.changed', session: null })

    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(clears()).toBe(0)
    expect(emitted).toContainEqual({ type: 'session.signedOut', reason: 'elsewhere' })
  })

  it('keeps a refetch going while the tokens are renewed', async () => {
    const { actor, promises, persisted } = await signedInActor()

    actor.send({ type: 'user.refetch' })
    actor.send({ type: 'api.unauthorized' })
    promises.resolve('refreshTokens', { outcome: 'refreshed', session: renewed })
    await flush()
    promises.resolve('fetchUser', { ...session.user, walletAmount: 90_000 })
    await flush()

    expect(actor.getSnapshot().context.session).toMatchObject({
      accessToken: 'access-2',
      user: { walletAmount: 90_000 },
    })
    expect(persisted.at(-1)?.user.walletAmount).toBe(90_000)
  })
})
