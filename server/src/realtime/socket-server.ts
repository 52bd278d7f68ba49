import { createAdapter } from '@socket.io/redis-streams-adapter'
import type { IncomingMessage, Server as HttpServer } from 'node:http'
import { Server, type DefaultEventsMap, type Socket } from 'socket.io'
import { realtimeEvents, type RealtimeEvents } from '#contract/realtime-events.ts'
import type { Authenticate } from '../security/authenticate.ts'
import type { RedisConnection } from '../shared-state/redis-connection.ts'
import { ADMINS_ROOM, userRoom } from './socket-rooms.ts'

export const SOCKET_PATH = '/socket.io'

interface SocketData {
  userId: string | null
  operator: boolean
}

/** Clients send nothing over the socket: every request of theirs is an HTTP call. */
type ClientEvents = Record<never, never>

/** The server emits the contract's events only; processes share rooms through the adapter alone. */
export type SocketServer = Server<ClientEvents, RealtimeEvents, DefaultEventsMap, SocketData>

/**
 * A page from another site must not open a socket with the visitor's token: only the same host
 * (or a client that sends no Origin, such as a native app or a test) may connect.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

function tokenOf(socket: Socket<ClientEvents, RealtimeEvents>): string | null {
  const token: unknown = socket.handshake.auth?.token
  return typeof token === 'string' && token.length > 0 ? token : null
}

/**
 * socket.io on the API's own HTTP server. A socket with `auth.token` joins its user's room; one
 * without is a visitor; a bad token is refused, so the client refreshes and reconnects.
 *
 * With `redis`, several processes share rooms through a Redis stream, which also keeps the events
 * a briefly disconnected socket missed, whichever process it reconnects to. WebSocket only (the
 * SPA agrees): a WebSocket stays on the process it opened on, so a balancer needs no sticky
 * sessions, which HTTP long-polling would.
 */
export function createSocketServer(
  httpServer: HttpServer,
  { authenticate, redis }: { authenticate: Authenticate; redis: RedisConnection | undefined },
): { io: SocketServer; close: () => Promise<void> } {
  const io: SocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket'],
    ...(redis ? { adapter: createAdapter(redis.client) } : {}),
    allowRequest: (request, callback) => callback(null, isSameOrigin(request)),
    connectionStateRecovery: {
      maxDisconnectionDuration: 2 * 60 * 1000,
      // A recovered socket passes the auth middleware again, with the token it has now.
      skipMiddlewares: false,
    },
  })

  io.use(async (socket, next) => {
    const token = tokenOf(socket)
    if (!token) {
      socket.data.userId = null
      socket.data.operator = false
      return next()
    }
    const user = await authenticate(token).catch(() => null)
    if (!user) return next(new Error('UNAUTHORIZED'))
    socket.data.userId = user.id
    socket.data.operator = user.role === 'ADMIN'
    next()
  })

  io.on('connection', (socket) => {
    const own = socket.data.userId ? userRoom(socket.data.userId) : null
    // A recovered socket gets its old rooms back; if it now carries another user's token (or
    // none), the old user's room must not follow it.
    for (const room of socket.rooms) {
      if (room.startsWith('user:') && room !== own) void socket.leave(room)
    }
    if (own) void socket.join(own)
    if (socket.data.operator) void socket.join(ADMINS_ROOM)
    else void socket.leave(ADMINS_ROOM)
  })

  // Events published while Redis was down reached no other process: this process's sockets
  // reload what they show.
  redis?.onRecovered(() => io.local.emit(realtimeEvents.resync))

  return { io, close: () => io.close() }
}
