import { describe, expect, it } from 'vitest'
import { createActor, toPromise, type AnyActorLogic } from 'xstate'
import type { PurchaseOrder } from '#machines/purchase.types'
import { createApiClient } from '#src/api/client'
import { createPurchaseLogic } from '#src/features/purchase/purchase.logic'
import type { SessionStore } from '#src/session/session-store'

const INVOICE_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b'
const WALLET_ID = '0b9d7a0e-1c2b-4d3e-8f4a-5b6c7d8e9f00'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const order: PurchaseOrder = {
  kind: 'GAME',
  productId: '7b0d1c2e-3f40-4a51-8b62-7c83d94ea5f6',
  packetId: 'a1b2c3d4-0000-4000-8000-000000000001',
  fields: [{ name: 'User ID', value: '100234567' }],
  server: null,
  attemptKey: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
}

const invoice = {
  _id: INVOICE_ID,
  kind: 'GAME',
  gameId: { _id: order.productId, name: 'ເກມ', nameTh: 'เกม', nameEn: 'Game', type: 'game' },
  packetId: { _id: order.packetId, name: '86', nameTh: '86', nameEn: '86', amount: 33_000 },
  inputAboutInfo: [],
  status: 'RUNNING',
  created_at: '2026-11-26T08:00:00.000Z',
}

/** The purchase request of the app's logic, over a fetch that answers `response`. */
function submitPurchase(response: () => Response) {
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => 'access',
    refreshSession: () => Promise.resolve('failed'),
    fetch: async () => response(),
  })
  const session = { getSnapshot: () => ({ user: { walletId: WALLET_ID } }) } as SessionStore
  const logic = createPurchaseLogic({ api, session }, {} as Storage)
  const actor = logic.implementations.actors.submitPurchase as AnyActorLogic
  return toPromise(createActor(actor, { input: order }).start())
}

describe('the purchase request', () => {
  it('answers an order still with its supplier as RUNNING, with the price paid', async () => {
    await expect(
      submitPurchase(() => json(200, { message: 'SUCCESS', walletAmount: 17_000, data: invoice })),
    ).resolves.toEqual({
      invoiceId: INVOICE_ID,
      status: 'RUNNING',
      amount: 33_000,
      voucherCode: null,
      walletAmount: 17_000,
    })
  })

  it("fails a supplier's refusal with the balance its refund left", async () => {
    await expect(
      submitPurchase(() =>
        json(502, {
          code: 'TERMGAME_ERROR_LOGIN',
          details: { invoiceId: INVOICE_ID, refunded: true, walletAmount: 50_000 },
        }),
      ),
    ).rejects.toEqual({ code: 'TERMGAME_ERROR_LOGIN', refundedBalance: 50_000 })
  })

  it('fails any other refusal with its code alone', async () => {
    await expect(
      submitPurchase(() => json(409, { code: 'AMOUNT_IS_NOT_ENOUGH' })),
    ).rejects.toMatchObject({ code: 'AMOUNT_IS_NOT_ENOUGH' })
    await expect(
      submitPurchase(() => json(502, { code: 'TERMGAME_ERROR_LEGION' })),
    ).rejects.not.toHaveProperty('refundedBalance')
  })
})

const customer = {
  _id: '6f1c2a5e-3b7d-4c1e-9a2f-1d2e3f4a5b6c',
  userName: '2055551234',
  fullName: 'Somchai Phommavong',
  role: 'CUSTOMER',
  walletId: WALLET_ID,
  walletAmount: 17_000,
}

const at = '2026-11-26T08:00:00.000Z'

/**
 * The waiting order read again by the app's logic, over a server whose order page shows `detail`
 * and whose user answer carries `walletAmount`; the session keeps what it is given.
 */
function readOrder(detail: { status: string; timeline: string[] }) {
  const asked: string[] = []
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => 'access',
    refreshSession: () => Promise.resolve('failed'),
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : input)
      asked.push(pathname)
      return pathname.startsWith('/api/v1/invoices/')
        ? json(200, {
            data: {
              ...invoice,
              status: detail.status,
              timeline: detail.timeline.map((step) => ({ step, at })),
            },
          })
        : json(200, { data: { ...customer, walletAmount: 50_000 } })
    },
  })
  let user = customer
  const session = {
    getSnapshot: () => ({ user }),
    updateUser: (next: typeof customer) => void (user = next),
  } as unknown as SessionStore
  const logic = createPurchaseLogic({ api, session }, {} as Storage)
  const actor = logic.implementations.actors.readOrder as AnyActorLogic
  const output = toPromise(createActor(actor, { input: { invoiceId: INVOICE_ID } }).start())
  return { output, asked }
}

describe('the waiting order read again', () => {
  it('is delivered once SUCCESS, and reads no balance', async () => {
    const { output, asked } = readOrder({
      status: 'SUCCESS',
      timeline: ['PAID', 'SENT', 'DELIVERED'],
    })
    await expect(output).resolves.toEqual({ verdict: 'DELIVERED', walletAmount: null })
    expect(asked).toEqual([`/api/v1/invoices/${INVOICE_ID}`])
  })

  it('is refunded once its timeline has the refund, with the balance read now', async () => {
    const { output } = readOrder({
      status: 'CANCEL',
      timeline: ['PAID', 'SENT', 'REFUSED', 'REFUNDED'],
    })
    await expect(output).resolves.toEqual({ verdict: 'REFUNDED', walletAmount: 50_000 })
  })

  it('is still waiting while RUNNING', async () => {
    const { output } = readOrder({ status: 'RUNNING', timeline: ['SENT'] })
    await expect(output).resolves.toEqual({ verdict: 'WAITING', walletAmount: null })
  })
})
