import { io, type Socket } from 'socket.io-client'
import {
  realtimeEvents,
  type RealtimeEventName,
  type RealtimeEvents,
  type RealtimeListener,
} from '../../contract/realtime-events'
import type { SessionStore } from '../session/session-store'

export interface RealtimeConnection {
  /** Listens to one of the contract's events until the returned function is called. */
  on<Event extends RealtimeEventName>(event: Event, listener: RealtimeListener<Event>): () => void
  /**
   * Called once connected (events sent before the handshake reached no one), after a reconnect
   * whose missed events the server could not replay, when the server says events between its
   * processes may have been lost, and after the signed-in user changes: whoever shows live data
   * reloads it then, so nothing is missed.
   */
  onResync(listener: () => void): () => void
  /** Whether the socket is connected now (tests and the chat's offline hint read it). */
  isConnected(): boolean
  close(): void
}

export interface RealtimeConnectionOptions {
  /** '' for the same origin as the SPA. */
  baseUrl: string
  /** Where the token comes from; a change of user (login, logout, another account) reconnects. */
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe' | 'refresh'>
}

/** The backend refuses a handshake whose token it cannot verify with this message. */
const UNAUTHORIZED = 'UNAUTHORIZED'

/**
 * The one socket.io connection of the app. It authenticates with the current access token at every
 * (re)connect, renews the session when the server refuses an expired token, and reconnects as the
 * new user (or as a visitor) when the session changes.
 */
export function openRealtimeConnection({
  baseUrl,
  session,
}: RealtimeConnectionOptions): RealtimeConnection {
  const accessToken = () => session.getSnapshot()?.accessToken || null
  const userIdNow = () => session.getSnapshot()?.user._id ?? null
  // The token the last handshake carried: a refusal of an older token than the session's own
  // needs no renewal, only a new handshake.
  let handshakeToken: string | null = null
  // The SPA only listens: every request of its own is an HTTP call.
  const socket: Socket<RealtimeEvents, Record<never, never>> = io(baseUrl || undefined, {
    path: '/socket.io',
    // Re-read at every handshake, so a reconnect carries the token the session has now.
    auth: (send) => {
      handshakeToken = accessToken()
      send(handshakeToken ? { token: handshakeToken } : {})
    },
    // WebSocket only, as the backend serves it: across several backend processes, a WebSocket
    // stays on the one it opened on, where HTTP long-polling would need sticky sessions.
    transports: ['websocket'],
  })
  const resyncListeners = new Set<() => void>()
  const resync = () => {
    for (const listener of resyncListeners) listener()
  }

  socket.on('connect', () => {
    // A recovered connection received what it missed from the server's buffer. Anything else,
    // the first connect included, may have missed events sent before the handshake.
    if (!socket.recovered) resync()
  })

  // The backends' relay was down for a while: events may have been lost on the way.
  socket.on(realtimeEvents.resync, resync)

  socket.on('connect_error', (error) => {
    // A refused handshake is not retried by socket.io itself: renew the session, then try again.
    if (socket.active || error.message !== UNAUTHORIZED) return
    if (accessToken() !== handshakeToken) {
      socket.connect()
      return
    }
    void session.refresh().then(() => socket.connect())
  })

  let userId = userIdNow()
  const stopWatchingSession = session.subscribe(() => {
    const next = userIdNow()
    if (next === userId) return
    userId = next
    socket.disconnect().connect()
    resync()
  })

  return {
    on(event, listener) {
      // socket.io's types cannot pair a name that is still generic with its listener; this
      // method's own signature pairs them from the same map.
      const typed = listener as RealtimeEvents[typeof event] as never
      socket.on(event, typed)
      return () => {
        socket.off(event, typed)
      }
    },
    onResync(listener) {
      resyncListeners.add(listener)
      return () => {
        resyncListeners.delete(listener)
      }
    },
    isConnected: () => socket.connected,
    close() {
      stopWatchingSession()
      resyncListeners.clear()
      socket.close()
    },
  }
}
