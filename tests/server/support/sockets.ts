import { io, type Socket } from 'socket.io-client'

/**
 * A socket.io client to the test server. Resolves once connected; rejects with the server's reason
 * when the handshake is refused. `origin` sets the Origin header a browser would send.
 */
export function connectSocket(
  baseUrl: string,
  options: { token?: string; origin?: string } = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.token ? { auth: { token: options.token } } : {}),
    ...(options.origin ? { extraHeaders: { Origin: options.origin } } : {}),
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** Collects every event of one name a socket receives, to assert on later. */
export function recordEvents(socket: Socket, event: string): unknown[] {
  const received: unknown[] = []
  socket.on(event, (payload: unknown) => received.push(payload))
  return received
}
