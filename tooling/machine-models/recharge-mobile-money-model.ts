import { NO_ANSWER } from '../../contract/error-code.ts'
import { mobileMoneyProblems } from '../../machines/recharge-inputs.ts'
import { rechargeMobileMoneyMachine } from '../../machines/recharge-mobile-money.machine.ts'
import type { MobileMoneyClaim } from '../../machines/recharge-mobile-money.types.ts'
import type { SentTopUp, TopUpStatus } from '../../machines/recharge-outcome.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'
import { REJECT_REASON, SHOP_MOBILE_MONEY } from './recharge-model.ts'
import { fetchedTopUps } from './recharge-qr-model.ts'

type RechargeMobileMoneyMachine = typeof rechargeMobileMoneyMachine

export const claimedTransfer: SentTopUp = { topupId: 'topup-momo-1', amount: 50_000 }

/** The reference the walk types when it types a good one. */
export const GOOD_REFERENCE = 'MM7K2Q9X1'

/**
 * Each field wrong or good (the phone a member's), the report taken, refused as no member's
 * number or a reference claimed before, or unanswered; the operator's answer (or another
 * top-up's), or a reconnect's reading.
 */
export const rechargeMobileMoneyEvents: EventPayloads<RechargeMobileMoneyMachine> = {
  'user.changeAmount': [
    { type: 'user.changeAmount', value: '' },
    { type: 'user.changeAmount', value: '50,000' },
  ],
  'user.changeSenderPhone': [
    { type: 'user.changeSenderPhone', value: '20 5555' },
    { type: 'user.changeSenderPhone', value: '20 5555 1234' },
  ],
  'user.changeReference': [{ type: 'user.changeReference', value: GOOD_REFERENCE }],
  'socket.topUpPaid': [
    { type: 'socket.topUpPaid', topupId: claimedTransfer.topupId },
    { type: 'socket.topUpPaid', topupId: 'another-topup' },
  ],
  'socket.topUpRejected': [
    { type: 'socket.topUpRejected', topupId: claimedTransfer.topupId, reason: REJECT_REASON },
  ],
  'xstate.done.actor.claimTransfer': [
    { type: 'xstate.done.actor.claimTransfer', output: claimedTransfer },
  ],
  'xstate.error.actor.claimTransfer': [
    { type: 'xstate.error.actor.claimTransfer', error: { code: 'SENDER_NOT_MEMBER' } },
    { type: 'xstate.error.actor.claimTransfer', error: { code: NO_ANSWER } },
  ],
  'xstate.done.actor.fetchTopUp': fetchedTopUps,
  'xstate.error.actor.fetchTopUp': [
    { type: 'xstate.error.actor.fetchTopUp', error: { code: NO_ANSWER } },
  ],
}

export function serializeRechargeMobileMoney(
  snapshot: ModelSnapshot<RechargeMobileMoneyMachine>,
): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    wrong: mobileMoneyProblems(context),
    marked: context.problems,
    sent: context.topUp?.topupId ?? null,
    errorCode: context.errorCode,
    reason: context.rejectReason !== null,
  })
}

/** The transfer's walk: every request decided by the walk. */
export function rechargeMobileMoneyModel() {
  const promises = new ControlledPromises()
  const machine = rechargeMobileMoneyMachine.provide({
    actors: {
      claimTransfer: promises.logic<SentTopUp, MobileMoneyClaim>(),
      fetchTopUp: promises.logic<TopUpStatus, { topupId: string }>(),
    },
  })
  return {
    machine,
    promises,
    input: SHOP_MOBILE_MONEY,
    events: rechargeMobileMoneyEvents,
    serializeState: serializeRechargeMobileMoney,
    // Three fields typed in any order: the shortest paths to every transition take each one.
    simplePaths: false,
  }
}
