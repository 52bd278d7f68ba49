/** Which list a status is shown in: an unknown value is a failure in one and a success in the other. */
export type HistoryKind = 'topUp' | 'purchase'

export type StatusTone = 'success' | 'waiting' | 'failure'

/**
 * The status families SPEC 4 names, and `refunded`: an order cancelled after its price went back
 * to the wallet. Every other value is `other`.
 */
export type StatusFamily =
  'done' | 'waiting' | 'waitingReceipt' | 'running' | 'cancelled' | 'refunded' | 'other'

const FAMILY_OF: Record<string, StatusFamily> = {
  SUCCESS: 'done',
  APPROVED: 'done',
  WAITING: 'waiting',
  WAITING_RECEIPT: 'waitingReceipt',
  RUNNING: 'running',
  CANCEL: 'cancelled',
}

/** `refunded` says the record's price went back to the wallet (an order's `refundedAt`). */
export function statusFamily(status: string, { refunded = false } = {}): StatusFamily {
  const family = FAMILY_OF[status] ?? 'other'
  return family === 'cancelled' && refunded ? 'refunded' : family
}

/**
 * DECISIONS "Status colours": SUCCESS and APPROVED green; CANCEL red, refunded or not; WAITING,
 * WAITING_RECEIPT and RUNNING amber; any other value red in top-up history and green in purchase
 * history.
 */
export function statusTone(status: string, kind: HistoryKind): StatusTone {
  switch (statusFamily(status)) {
    case 'done':
      return 'success'
    case 'cancelled':
    case 'refunded':
      return 'failure'
    case 'waiting':
    case 'waitingReceipt':
    case 'running':
      return 'waiting'
    case 'other':
      return kind === 'topUp' ? 'failure' : 'success'
  }
}
