import { io } from 'socket.io-client'
import type { RefreshOutcome } from '../api/client'

export interface RealtimeConnection {
  /** Listens to one event until the returned function is called. */
  on<Payload>(event: string, listener: (payload: Payload) => void): () => void
  /**
   * Called once connected (events sent before the handshake reached no one), after a reconnect
   * whose missed events the server could not replay, and after the signed-in user changes: whoever
   * shows live data reloads it then, so nothing is missed.
   */
  onResync(listener: () => void): () => void
  /** Whether the socket is connected now (tests and the chat's offline hint read it). */
  isConnected(): boolean
  close(): void
}

export interface RealtimeConnectionOptions {
  /** '' for the same origin as the SPA. */
  baseUrl: string
  getAccessToken: () => string | null
  /** The signed-in user's id: a change (login, logout, another account) reconnects the socket. */
  getUserId: () => string | null
  subscribeSession: (listener: () => void) => () => void
  refreshSession: () => Promise<RefreshOutcome>
}

/** The backend refuses a handshake whose token it cannot verify with this message. */
const UNAUTHORIZED = 'UNAUTHORIZED'

/**
 * The one socket.io connection of the app. It authenticates with the current access token at every
 * (re)connect, renews the session when the server refuses an expired token, and reconnects as the
 * new user (or as a visitor) when the session changes.
 */
export function openRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  // The token the last handshake carried: a refusal of an older token than the session's own
  // needs no renewal, only a new handshake.
  let handshakeToken: string | null = null
  const socket = io(options.baseUrl || undefined, {
    path: '/socket.io',
    // Re-read at every handshake, so a reconnect carries the token the session has now.
    auth: (send) => {
      handshakeToken = options.getAccessToken()
      send(handshakeToken ? { token: handshakeToken } : {})
    },
    transports: ['websocket', 'polling'],
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

  socket.on('connect_error', (error) => {
    // A refused handshake is not retried by socket.io itself: renew the session, then try again.
    if (socket.active || error.message !== UNAUTHORIZED) return
    if (options.getAccessToken() !== handshakeToken) {
      socket.connect()
      return
    }
    void options.refreshSession().then(() => socket.connect())
  })

  let userId = options.getUserId()
  const stopWatchingSession = options.subscribeSession(() => {
    const next = options.getUserId()
    if (next === userId) return
    userId = next
    socket.disconnect().connect()
    resync()
  })

  return {
    on<Payload>(event: string, listener: (payload: Payload) => void) {
      socket.on(event, listener)
      return () => {
        socket.off(event, listener)
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
