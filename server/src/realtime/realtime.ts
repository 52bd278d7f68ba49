import type { RealtimeEventName, RealtimeEvents } from '#contract/realtime-events.ts'
import type { SocketServer } from './socket-server.ts'
import { ADMINS_ROOM, userRoom } from './socket-rooms.ts'

/** One event of the contract's map and the payload its listeners take. */
type Emit = <Event extends RealtimeEventName>(
  event: Event,
  ...payload: Parameters<RealtimeEvents[Event]>
) => void

/** How handlers push events; the names and payloads are the contract's `RealtimeEvents`. */
export interface Realtime {
  /** To every connected socket, visitors included (MESSEGE:GROUP). */
  emitGroup: Emit
  /** Only to the sockets signed in as this user (MESSEGE:CUSTOMER:{id}, BANK:TOPUP:{id}). */
  emitToUser<Event extends RealtimeEventName>(
    userId: string,
    event: Event,
    ...payload: Parameters<RealtimeEvents[Event]>
  ): void
  /** Only to operators' sockets (ADMIN:TOPUPS). */
  emitToAdmins: Emit
  /** Drops the user's sockets, such as when the account is suspended. */
  disconnectUser(userId: string): void
}

export function createRealtime(io: SocketServer): Realtime {
  return {
    emitGroup: (event, ...payload) => {
      io.emit(event, ...payload)
    },
    emitToUser: (userId, event, ...payload) => {
      io.to(userRoom(userId)).emit(event, ...payload)
    },
    emitToAdmins: (event, ...payload) => {
      io.to(ADMINS_ROOM).emit(event, ...payload)
    },
    disconnectUser: (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true)
    },
  }
}
