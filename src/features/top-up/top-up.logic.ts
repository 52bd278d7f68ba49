import { t } from '@lingui/core/macro'
import { topUpMachine, type PendingTopUp, type TopUpStatus } from '../../../machines/top-up.machine'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import type { AppServices } from '../../services'
import { notify } from '../../ui/notify'
import { formatKip } from '../../lib/format-money'
import { fromRequest } from '../../lib/from-request'

/**
 * The backend says when the QR expires in its own clock; the QR's lifetime (expiry minus creation)
 * is measured from the moment the answer arrives, so a device clock that is off does not matter.
 */
export function deadlineOnDevice(
  topup: { created_at: string; expiresAt?: string | null },
  receivedAt: number,
): number {
  const lifetime = Date.parse(topup.expiresAt ?? '') - Date.parse(topup.created_at)
  return receivedAt + (Number.isFinite(lifetime) ? Math.max(0, lifetime) : 0)
}

/** The top-up machine's requests over the app's client. */
export function createTopUpActors(api: ApiClient, now: () => number = Date.now) {
  return {
    generateQr: fromRequest<PendingTopUp, { userId: string; amount: number }>(
      async ({ input, signal }) => {
        const data = await dataOf(
          api.POST('/api/v1/genarate-qrcode-bank', {
            body: { user_id: input.userId, amount: input.amount },
            signal,
          }),
        )
        const issuedAt = now()
        return {
          topupId: data.topup._id,
          qrCode: data.qr_code,
          amount: data.topup.amount,
          issuedAt,
          deadline: deadlineOnDevice(data.topup, issuedAt),
        }
      },
    ),
    fetchTopUp: fromRequest<TopUpStatus, { topupId: string }>(async ({ input, signal }) => {
      const data = await dataOf(
        api.GET('/api/v1/topup/{id}', { params: { path: { id: input.topupId } }, signal }),
      )
      return { status: data.data.status, rejectReason: data.data.rejectReason ?? null }
    }),
  }
}

/** The top-up machine with its requests over the app's client, and the notice of a credit. */
export function createTopUpLogic({ api }: Pick<AppServices, 'api'>) {
  return topUpMachine.provide({
    actors: createTopUpActors(api),
    actions: {
      announceCredit: ({ context }) => {
        const amount = formatKip(context.topUp?.amount ?? 0)
        notify.success(t({ id: 'topUp.credited', message: `ເຕີມເງິນ ${amount} ສຳເລັດ` }))
      },
    },
  })
}

export type TopUpLogic = ReturnType<typeof createTopUpLogic>
