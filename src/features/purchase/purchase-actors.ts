import {
  purchaseMachine,
  type LoadedProduct,
  type PurchaseFailure,
  type PurchaseOrder,
  type PurchaseReceipt,
} from '../../../machines/purchase.machine'
import type { ApiClient } from '../../api/client'
import type { components } from '../../api/schema'
import type { SessionSource } from '../session/session-source'
import { writeRememberedAccount } from './remembered-account'
import { fromRequest } from '../../lib/from-request'

type ProductDetail = components['schemas']['ProductDetail']
type Packet = components['schemas']['Packet']

interface PurchaseDependencies {
  api: ApiClient
  session: SessionSource
  storage: Storage
}

/** The Mobile Legends voucher type takes its ids as numbers (SPEC 2). */
const NUMERIC_VOUCHER_TYPE = /mobile\s*legends/i

/**
 * What an answer without data means for the machine: 402 is a session that can no longer be
 * renewed (SPEC 8, 'please log in again'); otherwise the API's own code.
 */
function failureOf(response: Response, error: unknown): PurchaseFailure {
  if (response.status === 402) return { code: 'SESSION_EXPIRED' }
  const code = (error as { code?: unknown } | undefined)?.code
  return { code: typeof code === 'string' ? code : 'INTERNAL_ERROR' }
}

/**
 * A request's answer, or its failure as the machine reads it. No answer at all (offline, dropped)
 * is NETWORK_ERROR: the request may or may not have arrived.
 */
async function request<T>(
  call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: Awaited<ReturnType<typeof call>>
  try {
    result = await call()
  } catch {
    throw { code: 'NETWORK_ERROR' } satisfies PurchaseFailure
  }
  if (result.data === undefined) throw failureOf(result.response, result.error)
  return result.data
}

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
      fields: detail.inputAboutInfo.map((field) => ({ name: field.name, hint: field.value })),
      numericFields:
        detail.kind === 'VOUCHER' && NUMERIC_VOUCHER_TYPE.test(detail.voucherTypeName ?? ''),
      servers: detail.gameservers,
      playerCheck: detail.playerCheck,
    },
    packets: packets.map((packet) => ({
      id: packet._id,
      name: packet.name,
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

/** The purchase machine with the app's requests, session and storage (the React boundary). */
export function createPurchaseLogic({ api, session, storage }: PurchaseDependencies) {
  return purchaseMachine.provide({
    actors: {
      loadProduct: fromRequest(async ({ input, signal }) => {
        const path = { params: { path: { id: input.productId } }, signal }
        const [detail, packets] = await Promise.all([
          request(() =>
            input.kind === 'GAME'
              ? api.GET('/api/v1/game/{id}', path)
              : api.GET('/api/v1/voucher/{id}', path),
          ),
          request(() =>
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
        request(() =>
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
        if (!walletId) throw { code: 'LOG_IN_FIRST' } satisfies PurchaseFailure
        const params = {
          header: { 'x-request-id': walletId, 'Idempotency-Key': input.attemptKey },
        }
        const body = purchaseBody(input, walletId)
        const answer = await request(() =>
          input.kind === 'GAME'
            ? api.POST('/api/v1/game-invoice', { params, body, signal })
            : api.POST('/api/v1/voucher-invoice', { params, body, signal }),
        )
        return { voucherCode: answer.code ?? null, walletAmount: answer.walletAmount }
      }),
    },
    actions: {
      refreshSession: () => void session.refreshUser().catch(() => {}),
      refreshWallet: () => void session.refreshUser().catch(() => {}),
      rememberAccount: ({ context }) =>
        writeRememberedAccount(storage, context.productId, {
          fields: context.fields,
          server: context.server,
        }),
    },
  })
}

export type PurchaseLogic = ReturnType<typeof createPurchaseLogic>
