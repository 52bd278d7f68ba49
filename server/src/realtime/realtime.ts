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
  /** To every connected socket, visitors included. */
  emitGroup: Emit
  /**
   * To every connected socket, visitors included, in two versions: the sockets of the users named
   * by `insiderIds` and every operator's get `inside`, all others `outside` (MESSEGE:GROUP, whose
   * poster's phone only the poster and the operators read whole). Each socket gets one of them.
   */
  emitGroupDivided<Event extends RealtimeEventName>(
    event: Event,
    division: {
      insiderIds: string[]
      inside: Parameters<RealtimeEvents[Event]>
      outside: Parameters<RealtimeEvents[Event]>
    },
  ): void
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
    emitGroupDivided: (event, { insiderIds, inside, outside }) => {
      const insiders = [...insiderIds.map(userRoom), ADMINS_ROOM]
      io.to(insiders).emit(event, ...inside)
      io.except(insiders).emit(event, ...outside)
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
