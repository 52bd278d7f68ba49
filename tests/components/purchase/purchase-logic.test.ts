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
