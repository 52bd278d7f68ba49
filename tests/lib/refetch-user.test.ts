import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/api/client'
import { refetchUser } from '../../src/session/refetch-user'
import { createSessionStore } from '../../src/session/session-store'
import { readSession, toStoredSession, writeSession } from '../../src/session/session-storage'
import { session as signedIn } from '../../tooling/machine-models/auth-model.ts'

/** A signed-in store, and an API whose answer for the user the test releases with a balance. */
function signedInWithPendingUser() {
  localStorage.clear()
  writeSession(toStoredSession({ ...signedIn, data: { ...signedIn.data, walletAmount: 0 } }))
  const store = createSessionStore({ renew: () => new Promise(() => {}) })
  store.hydrate()
  let answer: (walletAmount: number) => void = () => {}
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => 'access',
    refreshSession: () => Promise.resolve('failed'),
    fetch: () =>
      new Promise((resolve) => {
        answer = (walletAmount) =>
          resolve(
            new Response(JSON.stringify({ data: { ...signedIn.data, walletAmount } }), {
              headers: { 'Content-Type': 'application/json' },
            }),
          )
      }),
  })
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { store, api, answer: (amount: number) => answer(amount), flush }
}

afterEach(() => localStorage.clear())

describe('fetching the signed-in user again', () => {
  it("keeps the server's balance", async () => {
    const { store, api, answer, flush } = signedInWithPendingUser()
    const done = refetchUser(api, store)
    await flush()
    answer(35_000)
    await done
    expect(readSession()?.user.walletAmount).toBe(35_000)
  })

  it(
    'keeps a balance a live payment brought while the request was on its way',
    { tags: ['races'] },
    async () => {
      const { store, api, answer, flush } = signedInWithPendingUser()
      const done = refetchUser(api, store)
      await flush()
      // The payment's event arrives first; the server had read the wallet before that payment.
      store.setWalletAmount(20_000)
      answer(0)
      await done
      expect(readSession()?.user.walletAmount).toBe(20_000)
    },
  )
})
