/** Which list a status is shown in: an unknown value is a failure in one and a success in the other. */
export type HistoryKind = 'topUp' | 'purchase'

export type StatusTone = 'success' | 'waiting' | 'failure'

/** The status families SPEC 4 names; every other value is `other`. */
export type StatusFamily = 'done' | 'waiting' | 'waitingReceipt' | 'running' | 'cancelled' | 'other'

const FAMILY_OF: Record<string, StatusFamily> = {
  SUCCESS: 'done',
  APPROVED: 'done',
  WAITING: 'waiting',
  WAITING_RECEIPT: 'waitingReceipt',
  RUNNING: 'running',
  CANCEL: 'cancelled',
}

export function statusFamily(status: string): StatusFamily {
  return FAMILY_OF[status] ?? 'other'
}

/**
 * DECISIONS "Status colours": SUCCESS and APPROVED green; CANCEL red; WAITING, WAITING_RECEIPT and
 * RUNNING amber; any other value red in top-up history and green in purchase history.
 */
export function statusTone(status: string, kind: HistoryKind): StatusTone {
  switch (statusFamily(status)) {
    case 'done':
      return 'success'
    case 'cancelled':
      return 'failure'
    case 'waiting':
    case 'waitingReceipt':
    case 'running':
      return 'waiting'
    case 'other':
      return kind === 'topUp' ? 'failure' : 'success'
  }
}
