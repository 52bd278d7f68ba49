import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { PurchaseLogic } from './purchase-actors'

export type PurchaseActor = ActorRefFrom<PurchaseLogic>

/** The detail screen's intents, so components never build machine events themselves. */
export function usePurchase(actor: PurchaseActor) {
  const snapshot = useSelector(actor, (state) => state)
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
