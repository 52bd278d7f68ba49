import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events'
import { useLiveOrders } from '#src/features/history/use-live-history'
import { SessionProvider } from '#src/session/session-provider'
import type { SessionStore } from '#src/session/session-store'
import type { StoredSession } from '#src/session/session-storage'
import { fakeRealtime } from '#tests/support/fake-realtime.ts'

const USER_ID = '6f1c2a5e-3b7d-4c1e-9a2f-1d2e3f4a5b6c'
const INVOICE_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b'
const OTHER_INVOICE_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'

const signedIn: StoredSession = {
  user: {
    _id: USER_ID,
    userName: '2055551234',
    fullName: 'Somchai Phommavong',
    role: 'CUSTOMER',
    walletId: '0b9d7a0e-1c2b-4d3e-8f4a-5b6c7d8e9f00',
    walletAmount: 50_000,
  },
  accessToken: 'access',
  refreshToken: 'refresh',
}

const session = {
  getSnapshot: () => signedIn,
  getServerSnapshot: () => null,
  subscribe: () => () => {},
} as unknown as SessionStore

/** A screen following the customer's orders (one order's, when `invoiceId` is given); counts its loads. */
async function renderLiveOrders(invoiceId?: string) {
  const realtime = fakeRealtime()
  let loads = 0
  const rootRoute = createRootRoute({
    loader: () => {
      loads += 1
    },
    component: function LiveOrders() {
      useLiveOrders('__root__', invoiceId)
      return null
    },
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { realtime: () => Promise.resolve(realtime.connection) },
  })
  // The router folds reloads asked in one tick into one run of the loader, so the reloads the
  // hook asks for are counted where it asks: a second one is a second request once the first
  // has answered.
  let reloads = 0
  const invalidate = router.invalidate.bind(router)
  router.invalidate = (options) => {
    reloads += 1
    return invalidate(options)
  }
  render(
    <SessionProvider session={session} auth={() => Promise.reject(new Error('not needed'))}>
      <RouterProvider router={router} />
    </SessionProvider>,
  )
  await waitFor(() => expect(realtime.listensForResync()).toBe(true))
  await waitFor(() => expect(router.state.status).toBe('idle'))
  expect(loads).toBe(1)
  /** The reloads a step asks for; each one loaded the route's data. */
  const loadsAfter = async (step: () => void) => {
    const [reloadsBefore, loadsBefore] = [reloads, loads]
    await act(async () => {
      step()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(loads - loadsBefore).toBe(Math.min(reloads - reloadsBefore, 1))
    return reloads - reloadsBefore
  }
  return { ...realtime, loadsAfter }
}

describe("history following the customer's orders", () => {
  it('loads once per reconnect, though it hears two events', async () => {
    const view = await renderLiveOrders()
    expect(await view.loadsAfter(view.resync)).toBe(1)
  })

  it('loads on a delivery or a refund, and not on a refusal its refund will follow', async () => {
    const view = await renderLiveOrders()
    const settled = realtimeEvents.orderSettled(USER_ID)
    const refunded = realtimeEvents.orderRefunded(USER_ID)
    expect(
      await view.loadsAfter(() =>
        view.emit(settled, { invoiceId: INVOICE_ID, status: 'SUCCESS', walletAmount: 17_000 }),
      ),
    ).toBe(1)
    expect(
      await view.loadsAfter(() =>
        view.emit(settled, { invoiceId: INVOICE_ID, status: 'CANCEL', walletAmount: 50_000 }),
      ),
    ).toBe(0)
    expect(
      await view.loadsAfter(() =>
        view.emit(refunded, { invoiceId: INVOICE_ID, amount: 33_000, walletAmount: 50_000 }),
      ),
    ).toBe(1)
  })

  it("an order's page loads on its own order only", async () => {
    const view = await renderLiveOrders(INVOICE_ID)
    const refunded = realtimeEvents.orderRefunded(USER_ID)
    expect(
      await view.loadsAfter(() =>
        view.emit(refunded, { invoiceId: OTHER_INVOICE_ID, amount: 33_000, walletAmount: 50_000 }),
      ),
    ).toBe(0)
    expect(
      await view.loadsAfter(() =>
        view.emit(refunded, { invoiceId: INVOICE_ID, amount: 33_000, walletAmount: 50_000 }),
      ),
    ).toBe(1)
  })
})
