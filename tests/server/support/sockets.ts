import { io, type Socket } from 'socket.io-client'
import { realtimeEvents } from '#contract/realtime-events.ts'

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

/** Waits, up to `waitMs`, for a socket's events to make `check` true (they arrive on their own). */
export async function until(check: () => boolean, waitMs = 2_000): Promise<void> {
  const deadline = Date.now() + waitMs
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
}

/**
 * Opens a customer's socket (kept in `opened`, for the test to close) and records the settlements
 * or the refunds of their orders.
 */
export async function listenToOrders(
  baseUrl: string,
  customer: { id: string; token: string },
  event: 'orderSettled' | 'orderRefunded',
  opened: Socket[],
): Promise<unknown[]> {
  const socket = await connectSocket(baseUrl, { token: customer.token })
  opened.push(socket)
  return recordEvents(socket, realtimeEvents[event](customer.id))
}
