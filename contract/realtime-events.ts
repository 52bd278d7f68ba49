import type { components } from './schema'

/** The event names of openapi.yaml's realtime section: the backend emits them, the SPA listens. */
export const realtimeEvents = {
  /** Every socket, visitors included: a new message in the group chat. */
  groupChat: 'MESSEGE:GROUP',
  /** Only this user's sockets: a message in their conversation with the admin. */
  customerChat: (userId: string) => `MESSEGE:CUSTOMER:${userId}`,
  /** Only this user's sockets: a QR top-up was paid and the wallet credited. */
  topupPaid: (userId: string) => `BANK:TOPUP:${userId}`,
  /** Only this user's sockets: an operator refused one of their top-ups, with the reason. */
  topupRejected: (userId: string) => `TOPUP:REJECTED:${userId}`,
  /** Only this user's sockets: an operator refunded one of their orders to the wallet. */
  orderRefunded: (userId: string) => `ORDER:REFUNDED:${userId}`,
  /** Only operators' sockets: a top-up was made, paid, flagged or decided; the desk reloads its list. */
  adminTopups: 'ADMIN:TOPUPS',
  /**
   * Every socket of one process: the relay between processes was down, so events may have been
   * lost; whoever shows live data reloads it.
   */
  resync: 'RELAY:RESYNC',
} as const

export type ChatMessagePayload = components['schemas']['ChatMessage']
export type TopupPaidPayload = components['schemas']['TopupPaidEvent']
export type TopupRejectedPayload = components['schemas']['TopupRejectedEvent']
export type OrderRefundedPayload = components['schemas']['OrderRefundedEvent']
export type AdminTopupsPayload = components['schemas']['AdminTopupsChangedEvent']
