import type { SocketServer } from './socket-server.ts'

/** The room holding every socket authenticated as one user. */
export const userRoom = (userId: string) => `user:${userId}`

/** The room holding every socket authenticated as an operator (role ADMIN). */
export const ADMINS_ROOM = 'admins'

/** How handlers push events; see openapi.yaml's description for the event names and payloads. */
export interface Realtime {
  /** To every connected socket, visitors included (MESSEGE:GROUP). */
  emitGroup(event: string, payload: unknown): void
  /** Only to the sockets signed in as this user (MESSEGE:CUSTOMER:{id}, BANK:TOPUP:{id}). */
  emitToUser(userId: string, event: string, payload: unknown): void
  /** Only to operators' sockets (ADMIN:TOPUPS). */
  emitToAdmins(event: string, payload: unknown): void
  /** Drops the user's sockets, such as when the account is suspended. */
  disconnectUser(userId: string): void
}

export function createRealtime(io: SocketServer): Realtime {
  return {
    emitGroup: (event, payload) => {
      io.emit(event, payload)
    },
    emitToUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload)
    },
    emitToAdmins: (event, payload) => {
      io.to(ADMINS_ROOM).emit(event, payload)
    },
    disconnectUser: (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true)
    },
  }
}
