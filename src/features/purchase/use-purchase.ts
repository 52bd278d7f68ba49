import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { PurchaseInput } from '#machines/purchase.types'
import { realtimeEvents } from '#contract/realtime-events'
import { formatKip } from '#src/lib/format-money'
import { useRealtimeEvent, useRealtimeResync } from '#src/realtime/use-realtime'
import { notify } from '../../ui/notify'
import { useEmitted } from '../../lib/use-emitted'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { useSession, useWalletBalance } from '../../session/use-session'
import { createPurchaseLogic, type PurchaseLogic } from './purchase.logic'
import { errorMessage } from '../../i18n/error-message'

/** What the detail screen starts a purchase with; the balance comes from the wallet store. */
export type PurchaseStart = Omit<PurchaseInput, 'balance'>

/**
 * The detail screen's purchase: its actor, started with the wallet store's balance and told of
 * every change of it, what the screen reads of it, and its intents, so components never build
 * machine events. The screen is behind the login guard, which also follows a session that ends
 * while it is open.
 */
export function usePurchase(input: PurchaseStart, testOptions?: FlowTestOptions<PurchaseLogic>) {
  // Signed out, the balance is not known: the machine keeps the last one it was told.
  const balance = useWalletBalance()
  const actor = useFlowActor(createPurchaseLogic, {
    systemId: `purchase:${input.productId}`,
    input: { ...input, balance },
    ...testOptions,
  })
  const snapshot = useSelector(actor, (state) => state)
  const { t, i18n } = useLingui()
  const userId = useSession().user?._id ?? null

  useEffect(() => {
    if (balance !== null) actor.send({ type: 'wallet.changed', balance })
  }, [actor, balance])

  useEmitted(actor, 'purchase.problem', ({ errorCode }) =>
    notify.error(errorMessage(errorCode, 'purchase')),
  )
  useEmitted(actor, 'purchase.succeeded', ({ kind }) => {
    if (kind === 'GAME') notify.success(t({ id: 'purchase.success', message: 'ສຳເລັດ' }))
  })
  useEmitted(actor, 'purchase.refunded', ({ amount }) => {
    const kip = formatKip(amount, i18n.locale)
    notify.warning(
      t({
        id: 'purchase.refundedLater',
        message: `ເກມບໍ່ໄດ້ຮັບຄຳສັ່ງຊື້, ${kip} ຄືນເຂົ້າກະເປົາເງິນແລ້ວ`,
      }),
    )
  })
  // A game order the supplier has not confirmed yet settles over the socket. A refusal comes as
  // the refund (ORDER:REFUNDED, which also carries an operator's refund); the wallet store takes
  // its balance in the shell (app/live-wallet.tsx).
  useRealtimeEvent(userId ? realtimeEvents.orderSettled(userId) : null, ({ invoiceId, status }) => {
    if (status === 'SUCCESS') actor.send({ type: 'socket.orderDelivered', invoiceId })
  })
  useRealtimeEvent(userId ? realtimeEvents.orderRefunded(userId) : null, ({ invoiceId }) =>
    actor.send({ type: 'socket.orderRefunded', invoiceId }),
  )
  // A verdict sent while the socket was down is not replayed: a waiting order is read again.
  useRealtimeResync(() => actor.send({ type: 'socket.reconnected' }))

  return {
    snapshot,
    context: snapshot.context,
    isBusy:
      snapshot.matches('validating') ||
      snapshot.matches('checkingPlayer') ||
      snapshot.matches('submitting'),
    selectPacket: (packetId: string) => actor.send({ type: 'user.selectPacket', packetId }),
    changeField: (name: string, value: string) =>
      actor.send({ type: 'user.changeField', name, value }),
    selectServer: (server: string) => actor.send({ type: 'user.selectServer', server }),
    submit: () => actor.send({ type: 'user.submit' }),
    // Each confirmed review is a new attempt with its own key; only retry() reuses it.
    confirm: () => actor.send({ type: 'user.confirm', attemptKey: newAttemptKey() }),
    back: () => actor.send({ type: 'user.back' }),
    retry: () => actor.send({ type: 'user.retry' }),
    dismiss: () => actor.send({ type: 'user.dismiss' }),
  }
}

export type PurchaseView = ReturnType<typeof usePurchase>

/** A UUID v4. randomUUID exists only on https and localhost; getRandomValues everywhere. */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
