import { purchaseMachine } from '#machines/purchase.machine'
import type {
  LoadedProduct,
  OrderReading,
  PurchaseFailure,
  PurchaseOrder,
  PurchaseReceipt,
} from '#machines/purchase.types'
import { errorCodeOf, SESSION_ENDED } from '#contract/error-code'
import { dataOf, type Answer } from '../../api/answer'
import type { AppServices } from '../../services'
import type { components } from '#contract/schema'
import { writeRememberedAccount } from './remembered-account'
import { fromRequest } from '../../lib/from-request'
import { refetchUser } from '../../session/refetch-user'

type ProductDetail = components['schemas']['ProductDetail']
type Packet = components['schemas']['Packet']
type InvoiceDetail = components['schemas']['InvoiceDetail']

/** The Mobile Legends voucher type takes its ids as numbers (SPEC 2). */
const NUMERIC_VOUCHER_TYPE = /mobile\s*legends/i

function toLoadedProduct(detail: ProductDetail, packets: Packet[]): LoadedProduct {
  return {
    product: {
      names: { lao: detail.name, thai: detail.nameTh, english: detail.nameEn },
      details: {
        lao: detail.detail ?? '',
        thai: detail.detailTh ?? '',
        english: detail.detailEn ?? '',
      },
      image: detail.imageProfile ?? null,
      fields: detail.inputAboutInfo.map((field) => ({
        name: field.name,
        labels: { lao: field.name, thai: field.nameTh, english: field.nameEn },
        hints: { lao: field.value, thai: field.valueTh, english: field.valueEn },
      })),
      numericFields:
        detail.kind === 'VOUCHER' && NUMERIC_VOUCHER_TYPE.test(detail.voucherTypeName ?? ''),
      servers: detail.gameservers,
      playerCheck: detail.playerCheck,
    },
    packets: packets.map((packet) => ({
      id: packet._id,
      names: { lao: packet.name, thai: packet.nameTh, english: packet.nameEn },
      icon: packet.icon ?? null,
      amount: packet.amount,
      inStock: packet.inStock ?? null,
    })),
  }
}

function purchaseBody(order: PurchaseOrder, walletId: string) {
  return {
    ...(order.kind === 'GAME' ? { gameId: order.productId } : { voucherId: order.productId }),
    packetId: order.packetId,
    walletId,
    inputAboutInfo: order.fields,
    ...(order.server === null ? {} : { server: order.server }),
  }
}

/**
 * The balance a refusal left when the supplier refused the order at once: openapi.yaml's 502 with
 * `details: { invoiceId, refunded: true, walletAmount }`, its price already back in the wallet.
 */
async function refundedBalanceIn(call: Promise<Answer<unknown>>): Promise<number | null> {
  const answer = await call.catch(() => null)
  if (answer?.response.status !== 502) return null
  const error = answer.error as { details?: { refunded?: unknown; walletAmount?: unknown } }
  const { refunded, walletAmount } = error?.details ?? {}
  return refunded === true && typeof walletAmount === 'number' ? walletAmount : null
}

/**
 * What a waiting game order's page says: refunded once its timeline has the refund (a supplier's
 * refusal and an operator's refund both end so), delivered once SUCCESS, else still waiting.
 */
export function verdictOf(invoice: Pick<InvoiceDetail, 'status' | 'timeline'>) {
  if (invoice.timeline.some(({ step }) => step === 'REFUNDED')) return 'REFUNDED'
  return invoice.status === 'SUCCESS' ? 'DELIVERED' : 'WAITING'
}

/** The purchase machine with its requests over the app's client, its session and its storage. */
export function createPurchaseLogic(
  { api, session }: Pick<AppServices, 'api' | 'session'>,
  storage: Storage = localStorage,
) {
  return purchaseMachine.provide({
    actors: {
      loadProduct: fromRequest(async ({ input, signal }) => {
        const path = { params: { path: { id: input.productId } }, signal }
        const [detail, packets] = await Promise.all([
          dataOf(
            input.kind === 'GAME'
              ? api.GET('/api/v1/game/{id}', path)
              : api.GET('/api/v1/voucher/{id}', path),
          ),
          dataOf(
            api.GET('/api/v1/packets', {
              params: {
                query:
                  input.kind === 'GAME'
                    ? { gameId: input.productId }
                    : { voucherId: input.productId },
              },
              signal,
            }),
          ),
        ])
        return toLoadedProduct(detail.data, packets.data)
      }),
      checkPlayer: fromRequest(({ input, signal }) =>
        dataOf(
          api.POST('/api/v1/game/{id}/check-player', {
            params: { path: { id: input.productId } },
            body: {
              inputAboutInfo: input.fields,
              ...(input.server === null ? {} : { server: input.server }),
            },
            signal,
          }),
        ),
      ),
      submitPurchase: fromRequest(async ({ input, signal }): Promise<PurchaseReceipt> => {
        const walletId = session.getSnapshot()?.user.walletId
        // The session ended while the screen was open (a logout in another tab).
        if (!walletId) throw { code: SESSION_ENDED } satisfies PurchaseFailure
        const params = {
          header: { 'x-request-id': walletId, 'Idempotency-Key': input.attemptKey },
        }
        const body = purchaseBody(input, walletId)
        const call =
          input.kind === 'GAME'
            ? api.POST('/api/v1/game-invoice', { params, body, signal })
            : api.POST('/api/v1/voucher-invoice', { params, body, signal })
        const answer = await dataOf(call).catch(async (error: unknown) => {
          const refundedBalance = await refundedBalanceIn(call)
          if (refundedBalance === null) throw error
          throw { code: errorCodeOf(error), refundedBalance } satisfies PurchaseFailure
        })
        return {
          invoiceId: answer.data._id,
          orderNumber: answer.data.orderNumber,
          status: answer.data.status,
          amount: answer.data.packetId.amount,
          voucherCode: answer.code ?? null,
          walletAmount: answer.walletAmount,
        }
      }),
      // The order read again, its refund with the wallet's balance now (the shell's copy too).
      readOrder: fromRequest(async ({ input, signal }): Promise<OrderReading> => {
        const { data } = await dataOf(
          api.GET('/api/v1/invoices/{id}', { params: { path: { id: input.invoiceId } }, signal }),
        )
        const verdict = verdictOf(data)
        if (verdict !== 'REFUNDED') return { verdict, walletAmount: null }
        await refetchUser(api, session).catch(() => {})
        return { verdict, walletAmount: session.getSnapshot()?.user.walletAmount ?? null }
      }),
    },
    actions: {
      // The purchase's answer (or its refund) carries the new balance: nothing is fetched for it.
      refreshWallet: (_, balance) => {
        if (balance !== null) session.setWalletAmount(balance)
      },
      rememberAccount: ({ context }) =>
        writeRememberedAccount(storage, context.productId, {
          fields: context.fields,
          server: context.server,
        }),
    },
  })
}

export type PurchaseLogic = ReturnType<typeof createPurchaseLogic>
