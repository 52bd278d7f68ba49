import type { ServerDeps } from '../../deps.ts'
import { ApiError, type ErrorCode } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import type { FlagReason } from '../../db/tables.ts'
import { receiveBankNotice } from './bank-notice.ts'
import { announceTopupChange, announceTopupPaid } from './topup-events.ts'

/** How a flagged payment is answered to the bank: recorded, not credited, the operator decides. */
const flaggedCode: Record<FlagReason, ErrorCode> = {
  AMOUNT_MISMATCH: 'PAYMENT_MISMATCH',
  CURRENCY_MISMATCH: 'PAYMENT_MISMATCH',
  DUPLICATE_PAYMENT: 'QR_ALREADY_PAID',
  PAID_WHEN_CLOSED: 'QR_EXPIRED',
}

function refuseFlagged(reason: FlagReason | null): never {
  const code = reason ? flaggedCode[reason] : 'QR_ALREADY_PAID'
  throw new ApiError(409, code, 'Recorded for the shop to decide; nothing was credited', {
    flagReason: reason,
  })
}

/**
 * bankPaymentNotice: the bank's word that a QR was paid. Its signature and freshness were checked
 * by the bankSignature scheme before the body was even validated.
 */
export function bankNoticeHandlers({
  db,
  clock,
  realtime,
  metrics,
}: ServerDeps): Pick<Handlers, 'bankPaymentNotice'> {
  return {
    async bankPaymentNotice(request) {
      const { paidAt, ...notice } = request.body
      const outcome = await receiveBankNotice(db, clock, { ...notice, paidAt: new Date(paidAt) })
      switch (outcome.kind) {
        case 'credited':
          announceTopupPaid({ realtime, metrics }, outcome.topup, outcome.walletAmount)
          return { status: 'CREDITED' }
        case 'replayed':
          if (outcome.outcome === 'CREDITED') return { status: 'ALREADY_CREDITED' }
          return refuseFlagged(outcome.reason)
        case 'flagged':
          announceTopupChange(realtime, outcome.topup.id)
          return refuseFlagged(outcome.reason)
        case 'unknown-bill':
          throw new ApiError(404, 'NOT_FOUND', 'No top-up has this bill number')
      }
    },
  }
}
