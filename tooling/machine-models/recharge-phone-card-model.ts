import { NO_ANSWER } from '../../contract/error-code.ts'
import { phoneCardProblems, type PhoneCardOptions } from '../../machines/recharge-inputs.ts'
import type { SentTopUp, TopUpStatus } from '../../machines/recharge-outcome.ts'
import { rechargePhoneCardMachine } from '../../machines/recharge-phone-card.machine.ts'
import type { PhoneCardRequest } from '../../machines/recharge-phone-card.types.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'
import { REJECT_REASON } from './recharge-model.ts'
import { fetchedTopUps } from './recharge-qr-model.ts'

type RechargePhoneCardMachine = typeof rechargePhoneCardMachine

export const sentCard: SentTopUp = { topupId: 'topup-card-1', amount: 45_000 }

export const PHONE_CARD_OPTIONS: PhoneCardOptions = {
  operators: ['UNITEL', 'ETL', 'LAO_TELECOM', 'BEST'],
  faceValues: [10_000, 20_000, 50_000, 100_000],
  feePercent: 10,
}

/**
 * The serial too short or good, the card sent, used or no answer, and the provider's answer (or
 * another top-up's), or a reconnect's reading.
 */
export const rechargePhoneCardEvents: EventPayloads<RechargePhoneCardMachine> = {
  'user.chooseOperator': [{ type: 'user.chooseOperator', operator: 'UNITEL' }],
  'user.chooseFaceValue': [{ type: 'user.chooseFaceValue', faceValue: 50_000 }],
  'user.changeSerial': [
    { type: 'user.changeSerial', value: '123' },
    { type: 'user.changeSerial', value: '1234 5678 9012' },
  ],
  'user.changePin': [{ type: 'user.changePin', value: '9876543210' }],
  'socket.topUpPaid': [
    { type: 'socket.topUpPaid', topupId: sentCard.topupId },
    { type: 'socket.topUpPaid', topupId: 'another-topup' },
  ],
  // The card provider says why it refused a card.
  'socket.topUpRejected': [
    {
      type: 'socket.topUpRejected',
      topupId: sentCard.topupId,
      reason: REJECT_REASON,
      cardRefusal: 'CARD_ALREADY_USED',
    },
  ],
  'xstate.done.actor.loadOptions': [
    { type: 'xstate.done.actor.loadOptions', output: PHONE_CARD_OPTIONS },
  ],
  'xstate.error.actor.loadOptions': [
    { type: 'xstate.error.actor.loadOptions', error: { code: NO_ANSWER } },
  ],
  'xstate.done.actor.sendCard': [{ type: 'xstate.done.actor.sendCard', output: sentCard }],
  'xstate.error.actor.sendCard': [
    { type: 'xstate.error.actor.sendCard', error: { code: 'PHONE_CARD_ALREADY_USED' } },
    { type: 'xstate.error.actor.sendCard', error: { code: NO_ANSWER } },
  ],
  'xstate.done.actor.fetchTopUp': fetchedTopUps,
  'xstate.error.actor.fetchTopUp': [
    { type: 'xstate.error.actor.fetchTopUp', error: { code: NO_ANSWER } },
  ],
}

export function serializeRechargePhoneCard(
  snapshot: ModelSnapshot<RechargePhoneCardMachine>,
): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    cardLoaded: context.options !== null,
    cardWrong: phoneCardProblems(context),
    cardMarked: context.problems,
    sent: context.topUp?.topupId ?? null,
    errorCode: context.errorCode,
    reason: context.rejectReason !== null,
  })
}

/** The card's walk: every request decided by the walk. */
export function rechargePhoneCardModel() {
  const promises = new ControlledPromises()
  const machine = rechargePhoneCardMachine.provide({
    actors: {
      loadOptions: promises.logic<PhoneCardOptions>(),
      sendCard: promises.logic<SentTopUp, PhoneCardRequest>(),
      fetchTopUp: promises.logic<TopUpStatus, { topupId: string }>(),
    },
  })
  return {
    machine,
    promises,
    events: rechargePhoneCardEvents,
    serializeState: serializeRechargePhoneCard,
    // Four card fields typed in any order: simple paths explode; the shortest paths to every
    // transition still take each one.
    simplePaths: false,
  }
}
