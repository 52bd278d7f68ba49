import type { RealtimeEventName, RealtimeListener } from '#contract/realtime-events'
import type { RealtimeConnection } from '#src/realtime/realtime-connection'

/**
 * The app's socket as a screen's hooks see it: the test says what the server emits and when the
 * socket reconnects without the events it missed.
 */
export function fakeRealtime() {
  const listeners = new Map<string, Set<(...payload: unknown[]) => void>>()
  const resyncListeners = new Set<() => void>()
  const connection: RealtimeConnection = {
    on: (event, listener) => {
      const forEvent = listeners.get(event) ?? new Set()
      forEvent.add(listener as (...payload: unknown[]) => void)
      listeners.set(event, forEvent)
      return () => forEvent.delete(listener as (...payload: unknown[]) => void)
    },
    onResync: (listener) => {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },
    isConnected: () => true,
    close: () => {},
  }
  const emit = <Event extends RealtimeEventName>(
    event: Event,
    ...payload: Parameters<RealtimeListener<Event>>
  ) => listeners.get(event)?.forEach((listener) => listener(...payload))
  const resync = () => resyncListeners.forEach((listener) => listener())
  return { connection, emit, resync, listensForResync: () => resyncListeners.size > 0 }
}
