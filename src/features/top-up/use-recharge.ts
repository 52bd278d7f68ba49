import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom, StateValue } from 'xstate'
import type { RechargeMethod } from '#machines/recharge-methods'
import type { rechargeCouponMachine } from '#machines/recharge-coupon.machine'
import type { rechargeMobileMoneyMachine } from '#machines/recharge-mobile-money.machine'
import type { MobileMoneyAccount } from '#machines/recharge-mobile-money.types'
import type { rechargePhoneCardMachine } from '#machines/recharge-phone-card.machine'
import type { rechargeQrMachine } from '#machines/recharge-qr.machine'
import { realtimeEvents } from '#contract/realtime-events'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { createRechargeLogic, type RechargeLogic } from './recharge.logic'

export interface Recharge {
  /** The method chosen, null until the customer chooses one. */
  method: RechargeMethod | null
  choose(method: RechargeMethod): void
  /** The chosen method's actor, which its form draws. */
  qr: ActorRefFrom<typeof rechargeQrMachine> | undefined
  coupon: ActorRefFrom<typeof rechargeCouponMachine> | undefined
  phoneCard: ActorRefFrom<typeof rechargePhoneCardMachine> | undefined
  mobileMoney: ActorRefFrom<typeof rechargeMobileMoneyMachine> | undefined
  /** The chosen method's request is under way: the choice waits for its answer. */
  sending: boolean
}

/** The state a method's form draws (`{ waiting: 'listening' }` is 'waiting'). */
export function phaseOf(value: StateValue): string {
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '')
}

/**
 * The recharge screen for one customer: its actor, fed the customer's top-up events and the
 * reconnects that may have missed one (once, whichever method waits for them), and the actor of
 * the method chosen. `chosen` is the method the address names: on a reload or a step back through
 * history the machine follows it. `shopMobileMoney` is the shop's account, null when it takes no
 * mobile money.
 */
export function useRecharge(
  userId: string,
  shopMobileMoney: MobileMoneyAccount | null,
  chosen: RechargeMethod | undefined,
  testOptions?: FlowTestOptions<RechargeLogic>,
): Recharge {
  const actor = useFlowActor(createRechargeLogic, {
    systemId: 'recharge',
    input: { userId, mobileMoney: shopMobileMoney },
    ...testOptions,
  })
  const method = useSelector(actor, (snapshot) => snapshot.context.method)
  const qr = useSelector(actor, (snapshot) => snapshot.children.qr)
  const coupon = useSelector(actor, (snapshot) => snapshot.children.coupon)
  const phoneCard = useSelector(actor, (snapshot) => snapshot.children.phoneCard)
  const mobileMoney = useSelector(actor, (snapshot) => snapshot.children.mobileMoney)
  const sending = [
    useSelector(qr, (snapshot) => snapshot?.matches('sending')),
    useSelector(coupon, (snapshot) => snapshot?.matches('sending')),
    useSelector(phoneCard, (snapshot) => snapshot?.matches('sending')),
    useSelector(mobileMoney, (snapshot) => snapshot?.matches('sending')),
  ].some(Boolean)

  useEffect(() => {
    if (chosen) actor.send({ type: 'user.chooseMethod', method: chosen })
  }, [actor, chosen])
  useRealtimeEvent(realtimeEvents.topupPaid(userId), (payload) =>
    actor.send({ type: 'socket.topUpPaid', topupId: payload.topupId }),
  )
  useRealtimeEvent(realtimeEvents.topupRejected(userId), (payload) =>
    actor.send({
      type: 'socket.topUpRejected',
      topupId: payload.topupId,
      reason: payload.reason,
      cardRefusal: payload.cardRefusal,
    }),
  )
  useRealtimeResync(() => actor.send({ type: 'socket.resynced' }))

  return {
    method,
    choose: (next) => actor.send({ type: 'user.chooseMethod', method: next }),
    qr,
    coupon,
    phoneCard,
    mobileMoney,
    sending,
  }
}
