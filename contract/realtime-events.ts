import type { components } from './schema'

export type ChatMessagePayload = components['schemas']['ChatMessage']
export type TopupPaidPayload = components['schemas']['TopupPaidEvent']
export type TopupRejectedPayload = components['schemas']['TopupRejectedEvent']
export type OrderRefundedPayload = components['schemas']['OrderRefundedEvent']
export type OrderSettledPayload = components['schemas']['OrderSettledEvent']
export type AdminTopupsPayload = components['schemas']['AdminTopupsChangedEvent']

/**
 * Every event of openapi.yaml's realtime section with its payload: the backend emits them, the SPA
 * listens. socket.io's typed `Server` and `Socket` take this map, so an event name or a payload
 * that does not match it fails the typecheck on both sides. Events for one user carry the user's
 * id in their name, hence the template-literal keys.
 */
export interface RealtimeEvents {
  /** Every socket, visitors included: a new message in the group chat. */
  'MESSEGE:GROUP': (message: ChatMessagePayload) => void
  /** Only this user's sockets: a message in their conversation with the admin. */
  [event: `MESSEGE:CUSTOMER:${string}`]: (message: ChatMessagePayload) => void
  /** Only this user's sockets: a QR top-up was paid and the wallet credited. */
  [event: `BANK:TOPUP:${string}`]: (payload: TopupPaidPayload) => void
  /** Only this user's sockets: an operator refused one of their top-ups, with the reason. */
  [event: `TOPUP:REJECTED:${string}`]: (payload: TopupRejectedPayload) => void
  /** Only this user's sockets: an operator refunded one of their orders to the wallet. */
  [event: `ORDER:REFUNDED:${string}`]: (payload: OrderRefundedPayload) => void
  /** Only this user's sockets: the supplier delivered or refused one of their game orders. */
  [event: `ORDER:SETTLED:${string}`]: (payload: OrderSettledPayload) => void
  /** Only operators' sockets: a top-up was made, paid, flagged or decided; the desk reloads its list. */
  'ADMIN:TOPUPS': (payload: AdminTopupsPayload) => void
  /**
   * Every socket of one process: the relay between processes was down, so events may have been
   * lost; whoever shows live data reloads it.
   */
  'RELAY:RESYNC': () => void
}

export type RealtimeEventName = keyof RealtimeEvents & string

/** A listener of one event, as the map types it. */
export type RealtimeListener<Event extends RealtimeEventName> = (
  ...payload: Parameters<RealtimeEvents[Event]>
) => void

/** The names of `RealtimeEvents`, built for a user where the event is that user's alone. */
export const realtimeEvents = {
  groupChat: 'MESSEGE:GROUP',
  customerChat: (userId: string) => `MESSEGE:CUSTOMER:${userId}` as const,
  topupPaid: (userId: string) => `BANK:TOPUP:${userId}` as const,
  topupRejected: (userId: string) => `TOPUP:REJECTED:${userId}` as const,
  orderRefunded: (userId: string) => `ORDER:REFUNDED:${userId}` as const,
  orderSettled: (userId: string) => `ORDER:SETTLED:${userId}` as const,
  adminTopups: 'ADMIN:TOPUPS',
  resync: 'RELAY:RESYNC',
} as const satisfies Record<string, RealtimeEventName | ((userId: string) => RealtimeEventName)>
