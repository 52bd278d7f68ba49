import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { RealtimeEventName, RealtimeListener } from '../../contract/realtime-events'
import type { RealtimeConnection } from './realtime-connection'

/** The latest value of `value`, for a listener that must not resubscribe when it changes. */
function useLatest<Value>(value: Value) {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}

/**
 * Runs `subscribe` on the app's connection once it is open (`null` subscribes to nothing) and the
 * stop it returns when the component unmounts or `key` changes.
 */
function useConnection(
  key: unknown,
  subscribe: ((connection: RealtimeConnection) => () => void) | null,
): void {
  const loadRealtime = useRouteContext({ from: '__root__', select: (context) => context.realtime })
  const latest = useLatest(subscribe)
  const subscribing = subscribe !== null
  useEffect(() => {
    if (!subscribing) return
    let stop: (() => void) | undefined
    let cancelled = false
    void loadRealtime().then((connection) => {
      if (!cancelled) stop = latest.current?.(connection)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [key, subscribing, loadRealtime, latest])
}

/**
 * Calls `listener` for every `event` while the component is mounted; `null` listens to nothing
 * (a visitor has no private events). The latest listener is used without resubscribing.
 */
export function useRealtimeEvent<Event extends RealtimeEventName>(
  event: Event | null,
  listener: RealtimeListener<Event>,
): void {
  const latest = useLatest(listener)
  useConnection(
    event,
    event === null
      ? null
      : (connection) => connection.on(event, (...payload) => latest.current(...payload)),
  )
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
  const latest = useLatest(listener)
  useConnection(joiningLate, (connection) => {
    const stop = connection.onResync(() => latest.current())
    if (joiningLate && connection.isConnected()) latest.current()
    return stop
  })
}

/** Loads `routeId`'s data again: what a live screen does when the socket changed it. */
export function useRouteReload(routeId: string): () => void {
  const router = useRouter()
  return () => void router.invalidate({ filter: (match) => match.routeId === routeId })
}

/**
 * Loads `routeId`'s data again on every `event` that `concerns` it (every one, without the test)
 * and after a reconnect that may have missed one: a screen whose data the socket changes. A screen
 * that follows several events hears them with `useRealtimeEvent` and reloads once per reconnect.
 */
export function useLiveRouteData<Event extends RealtimeEventName>(
  routeId: string,
  event: Event | null,
  concerns: (...payload: Parameters<RealtimeListener<Event>>) => boolean = () => true,
): void {
  const reload = useRouteReload(routeId)
  useRealtimeEvent(event, (...payload) => {
    if (concerns(...payload)) reload()
  })
  useRealtimeResync(reload)
}
