import type { PendingTopUp, TopUpStatus } from '../../../machines/top-up.machine'
import type { ApiClient } from '../../api/client'
import { fromRequest } from '../../lib/from-request'

/** What the machine keeps of a failed call: the backend's error code, or NETWORK when none came. */
class TopUpRequestError extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

function failureOf(error: { code?: string } | undefined): TopUpRequestError {
  return new TopUpRequestError(error?.code ?? 'NETWORK')
}

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

export function createTopUpActors(api: ApiClient, now: () => number = Date.now) {
  return {
    generateQr: fromRequest<PendingTopUp, { userId: string; amount: number }>(
      async ({ input, signal }) => {
        const { data, error } = await api
          .POST('/api/v1/genarate-qrcode-bank', {
            body: { user_id: input.userId, amount: input.amount },
            signal,
          })
          .catch(() => ({ data: undefined, error: undefined }))
        if (!data) throw failureOf(error)
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
      const { data, error } = await api
        .GET('/api/v1/topup/{id}', { params: { path: { id: input.topupId } }, signal })
        .catch(() => ({ data: undefined, error: undefined }))
      if (!data) throw failureOf(error)
      return { status: data.data.status }
    }),
  }
}
