import { realtimeEvents } from '#contract/realtime-events'
import { useLiveRouteData } from '../../realtime/use-realtime'

/** Any top-up made, paid, flagged or decided, by anyone, reloads the desk's list of top-ups. */
export function useLiveTopupQueue(routeId: string): void {
  useLiveRouteData(routeId, realtimeEvents.adminTopups)
}
