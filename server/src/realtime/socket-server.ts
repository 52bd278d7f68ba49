import { createAdapter } from '@socket.io/redis-adapter'
import type { IncomingMessage, Server as HttpServer } from 'node:http'
import { createClient } from 'redis'
import { Server, type DefaultEventsMap, type Socket } from 'socket.io'
import type { Authenticate } from '../security/authenticate.ts'
import { ADMINS_ROOM, userRoom } from './realtime.ts'

export const SOCKET_PATH = '/socket.io'

interface SocketData {
  userId: string | null
  operator: boolean
}

export type SocketServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>

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

function tokenOf(socket: Socket): string | null {
  const token: unknown = socket.handshake.auth?.token
  return typeof token === 'string' && token.length > 0 ? token : null
}

/**
 * socket.io on the API's own HTTP server. A socket with `auth.token` joins its user's room; one
 * without is a visitor; a bad token is refused, so the client refreshes and reconnects.
 */
export async function createSocketServer(
  httpServer: HttpServer,
  { authenticate, redisUrl }: { authenticate: Authenticate; redisUrl: string | undefined },
): Promise<{ io: SocketServer; close: () => Promise<void> }> {
  const io: SocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
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

  const redisClients = redisUrl ? await attachRedisAdapter(io, redisUrl) : []

  return {
    io,
    close: async () => {
      await io.close()
      await Promise.all(redisClients.map((client) => client.close()))
    },
  }
}

/** Several server processes share rooms through Redis (connection state recovery then is off). */
async function attachRedisAdapter(io: SocketServer, url: string) {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  await Promise.all([pub.connect(), sub.connect()])
  io.adapter(createAdapter(pub, sub))
  return [pub, sub]
}
