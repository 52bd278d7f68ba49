import type { ErrorCode } from '../contract/error-code'
import type { AmountProblem } from './recharge-inputs'
import type { AwaitedTopUp, SentTopUp, TopUpAnswerEvent } from './recharge-outcome'

/**
 * A QR the bank accepts once. Times are the device's epoch ms: `issuedAt` when the QR arrived,
 * `deadline` when it stops being payable (the app derives both from the backend's answer, so a
 * device clock that is off does not shorten or stretch the QR's life).
 */
export interface PendingQr extends SentTopUp {
  qrCode: string
  issuedAt: number
  deadline: number
}

export interface RechargeQrInput {
  userId: string
}

export interface RechargeQrContext extends AwaitedTopUp {
  userId: string
  amountText: string
  amountProblem: AmountProblem | null
  /** The QR made last: on screen while it waits to be paid. */
  topUp: PendingQr | null
  remainingMs: number
  /** Why no QR could be made (or no answer came). */
  errorCode: ErrorCode | null
}

export type RechargeQrEvent =
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  /** The customer closes the QR; the bank may still be paid, and the wallet is credited then. */
  | { type: 'user.closeQr' }
  | TopUpAnswerEvent
  /** The current time, `now` (epoch ms), read by the ticker while the QR shows. */
  | { type: 'clock.tick'; now: number }
