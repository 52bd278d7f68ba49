import { afterEach, describe, expect, it } from 'vitest'
import type { Renewal } from '../../src/session/session-calls'
import { createSessionStore } from '../../src/session/session-store'
import { readSession, toStoredSession, writeSession } from '../../src/session/session-storage'
import { session as signedIn } from '../../tooling/machine-models/auth-model.ts'

// The token renewal moved here from the auth machine; these are its race tests, against the store.

const session = toStoredSession(signedIn)
const renewed: Renewal = {
  outcome: 'refreshed',
  session: { ...signedIn, accessToken: 'access-2', refreshToken: 'refresh-2' },
}

/** A signed-in store whose refresh calls the test settles, with what it did. */
function signedInStore() {
  localStorage.clear()
  writeSession(session)
  const calls: Array<{
    refreshToken: string
    signal: AbortSignal
    resolve: (renewal: Renewal) => void
    reject: (error: unknown) => void
  }> = []
  const store = createSessionStore({
    renew: (refreshToken, signal) =>
      new Promise((resolve, reject) => calls.push({ refreshToken, signal, resolve, reject })),
  })
  store.hydrate()
  let expiries = 0
  store.onExpired(() => (expiries += 1))
  return { store, calls, expiries: () => expiries }
}

/** IndexedDB is absent in happy-dom, so the hand-off answers at once: let the renewal reach its call. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => localStorage.clear())

describe('the session store', () => {
  it(
    'lets every 401 that arrives during a refresh wait for that one refresh',
    { tags: ['races'] },
    async () => {
      const { store, calls } = signedInStore()

      const outcomes = Promise.all(Array.from({ length: 10 }, () => store.refresh()))
      await flush()
      expect(calls).toHaveLength(1)
      calls[0]?.resolve(renewed)

      expect(await outcomes).toEqual(Array(10).fill('refreshed'))
      expect(readSession()?.refreshToken).toBe('refresh-2')
      expect(store.getSnapshot()?.accessToken).toBe('access-2')
    },
  )

  it('discards a refresh that answers after the logout', { tags: ['races'] }, async () => {
    const { store, calls, expiries } = signedInStore()

    const outcome = store.refresh()
    await flush()
    store.clear()
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.resolve(renewed)

    expect(await outcome).toBe('expired')
    expect(store.getSnapshot()).toBeNull()
    expect(readSession()).toBeNull()
    expect(expiries()).toBe(0)
  })

  it('ends the session everywhere when the refresh is refused (402)', async () => {
    const { store, calls, expiries } = signedInStore()

    const outcome = store.refresh()
    await flush()
    calls[0]?.resolve({ outcome: 'expired' })

    expect(await outcome).toBe('expired')
    expect(store.getSnapshot()).toBeNull()
    expect(readSession()).toBeNull()
    expect(expiries()).toBe(1)
  })

  it('keeps the session when the refresh call itself fails', async () => {
    const { store, calls, expiries } = signedInStore()

    const outcome = store.refresh()
    await flush()
    calls[0]?.reject(new TypeError('Failed to fetch'))

    expect(await outcome).toBe('failed')
    expect(store.getSnapshot()?.accessToken).toBe('access-1')
    expect(expiries()).toBe(0)
  })

  it('keeps a user fetched again after the tokens were renewed', async () => {
    const { store, calls } = signedInStore()

    const outcome = store.refresh()
    await flush()
    calls[0]?.resolve(renewed)
    await outcome
    store.updateUser({ ...session.user, walletAmount: 90_000 })

    expect(store.getSnapshot()).toMatchObject({
      accessToken: 'access-2',
      user: { walletAmount: 90_000 },
    })
    expect(readSession()?.user.walletAmount).toBe(90_000)
  })

  it('never writes older tokens back with a new balance', () => {
    const { store } = signedInStore()
    // Another tab renewed; its storage event has not reached this tab yet.
    localStorage.setItem('webAccessToken', 'access-from-another-tab')

    store.setWalletAmount(120_000)

    expect(readSession()).toMatchObject({
      accessToken: 'access-from-another-tab',
      user: { walletAmount: 120_000 },
    })
  })

  it('holds no session before it is hydrated, as on the server', () => {
    writeSession(session)
    const store = createSessionStore({ renew: () => Promise.reject(new Error('unused')) })

    expect(store.getSnapshot()).toBeNull()
    expect(store.getServerSnapshot()).toBeNull()
    store.hydrate()
    expect(store.getSnapshot()?.user.fullName).toBe('Somchai')
  })
})
