import { fromCallback } from 'xstate'
import { NO_ANSWER } from '../../contract/error-code.ts'
import { parseAmount } from '../../machines/recharge-inputs.ts'
import type { TopUpStatus } from '../../machines/recharge-outcome.ts'
import { rechargeQrMachine } from '../../machines/recharge-qr.machine.ts'
import type { PendingQr } from '../../machines/recharge-qr.types.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'
import { CUSTOMER_ID, REJECT_REASON } from './recharge-model.ts'

type RechargeQrMachine = typeof rechargeQrMachine
type RechargeQrSnapshot = ModelSnapshot<RechargeQrMachine>

export const VALID_AMOUNT_TEXT = '50,000'
const ISSUED_AT = Date.UTC(2025, 5, 1, 8, 0, 0)

export const pendingQr: PendingQr = {
  topupId: '0a7e3c55-9d1f-4b2a-8c6e-5f4d3b2a1c0e',
  qrCode: 'LAOQR|topup|0a7e3c55|50000',
  amount: 50_000,
  issuedAt: ISSUED_AT,
  deadline: ISSUED_AT + 15 * 60_000,
}

const deadlineOf = (snapshot: RechargeQrSnapshot) => snapshot.context.topUp?.deadline ?? ISSUED_AT

/** Each answer the top-up's re-reading can give: paid, lapsed, refused with a reason, waiting. */
export const fetchedTopUps = (
  [
    { status: 'SUCCESS' },
    { status: 'CANCEL' },
    { status: 'CANCEL', rejectReason: REJECT_REASON },
    { status: 'WAITING' },
  ] satisfies TopUpStatus[]
).map((output) => ({ type: 'xstate.done.actor.fetchTopUp' as const, output }))

/**
 * The amount empty or good, the QR made or not, and each answer: its payment (or another top-up's),
 * its refusal, its expiry (a minute before the deadline and at it) or a reconnect's reading.
 */
export const rechargeQrEvents: EventPayloads<RechargeQrMachine> = {
  'user.changeAmount': [
    { type: 'user.changeAmount', value: '' },
    { type: 'user.changeAmount', value: VALID_AMOUNT_TEXT },
  ],
  'socket.topUpPaid': [
    { type: 'socket.topUpPaid', topupId: pendingQr.topupId },
    { type: 'socket.topUpPaid', topupId: 'another-topup' },
  ],
  'socket.topUpRejected': [
    { type: 'socket.topUpRejected', topupId: pendingQr.topupId, reason: REJECT_REASON },
  ],
  'clock.tick': (snapshot) => [
    { type: 'clock.tick', now: deadlineOf(snapshot) - 60_000 },
    { type: 'clock.tick', now: deadlineOf(snapshot) },
  ],
  'xstate.done.actor.generateQr': [{ type: 'xstate.done.actor.generateQr', output: pendingQr }],
  'xstate.error.actor.generateQr': [
    { type: 'xstate.error.actor.generateQr', error: { code: NO_ANSWER } },
  ],
  'xstate.done.actor.fetchTopUp': fetchedTopUps,
  'xstate.error.actor.fetchTopUp': [
    { type: 'xstate.error.actor.fetchTopUp', error: { code: NO_ANSWER } },
  ],
}

/**
 * What tells two states apart for the customer: the state and what the form holds. The QR is
 * always the same one, and its time left only counts down (each step still checks the time shown).
 */
export function serializeRechargeQr(snapshot: RechargeQrSnapshot): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    amountOk: typeof parseAmount(context.amountText) === 'number',
    amountProblem: context.amountProblem,
    sent: context.topUp?.topupId ?? null,
    errorCode: context.errorCode,
    reason: context.rejectReason !== null,
  })
}

/** The QR's walk: every request decided by the walk, the ticker silent. */
export function rechargeQrModel() {
  const promises = new ControlledPromises()
  const machine = rechargeQrMachine.provide({
    actors: {
      generateQr: promises.logic<PendingQr, { userId: string; amount: number }>(),
      fetchTopUp: promises.logic<TopUpStatus, { topupId: string }>(),
      ticker: fromCallback(() => {}),
    },
  })
  return {
    machine,
    promises,
    input: { userId: CUSTOMER_ID },
    events: rechargeQrEvents,
    serializeState: serializeRechargeQr,
  }
}
