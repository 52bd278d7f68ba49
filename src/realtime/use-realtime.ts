import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * Calls `listener` for every `event` while the component is mounted; `null` listens to nothing
 * (a visitor has no private events). The latest listener is used without resubscribing.
 */
export function useRealtimeEvent<Payload>(
  event: string | null,
  listener: (payload: Payload) => void,
): void {
  const loadRealtime = useRouteContext({ from: '__root__', select: (context) => context.realtime })
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    if (!event) return
    let stop: (() => void) | undefined
    let cancelled = false
    void loadRealtime().then((connection) => {
      if (!cancelled) stop = connection.on<Payload>(event, (payload) => latest.current(payload))
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [event, loadRealtime])
}

/**
 * Calls `listener` when live data may have been missed (the first connect, a reconnect, another user).
 * With `joiningLate`, also once when the listener arrives on a connection already open: a component
 * loaded after the connect (the shell's balance keeper) may have missed what came before it.
 */
export function useRealtimeResync(
  listener: () => void,
  { joiningLate = false }: { joiningLate?: boolean } = {},
): void {
  const loadRealtime = useRouteContext({ from: '__root__', select: (context) => context.realtime })
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void loadRealtime().then((connection) => {
      if (cancelled) return
      stop = connection.onResync(() => latest.current())
      if (joiningLate && connection.isConnected()) latest.current()
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [loadRealtime, joiningLate])
}
