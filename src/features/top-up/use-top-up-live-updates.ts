import { realtimeEvents, type TopupPaidPayload } from '../../realtime/realtime-events'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { TopUpActorContext } from './top-up-actor-context'

/** Feeds the customer's payment events, and reconnects that may have missed one, to the top-up. */
export function useTopUpLiveUpdates(userId: string): void {
  const actor = TopUpActorContext.useActorRef()
  useRealtimeEvent<TopupPaidPayload>(realtimeEvents.topupPaid(userId), (payload) =>
    actor.send({ type: 'socket.topUpPaid', topupId: payload.topupId }),
  )
  useRealtimeResync(() => actor.send({ type: 'socket.resynced' }))
}
