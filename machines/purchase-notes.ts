import type { EventSchemas, TransitionMeta } from './chart-notes'
import type { PurchaseEvent } from './purchase.types'

// What the purchase chart says besides its states (machines/chart-notes.ts).

/** The rules the purchase's transitions carry out, as their `meta` names them. */
export const rules = {
  playerCheck: { spec: 'DECISIONS Review before money moves: the player check' },
  walletOnly: {
    spec: 'DECISIONS Wallet only: a short balance cannot confirm and leads to Recharge',
  },
  oneRequest: { spec: 'SPEC 4 Purchase: one request per attempt (no double submit)' },
  gameReload: { spec: 'SPEC 4 Purchase of a game: the form reloads 2 s after success' },
  voucherCode: { spec: 'SPEC 4 Purchase of a voucher: the code shows until closed' },
  supplierOrder: {
    spec: 'DECISIONS Game top-ups from a supplier: RUNNING until delivered or refunded',
  },
  reconnectReload: {
    spec: 'DECISIONS After a reconnect the client reloads what it may have missed',
  },
} as const satisfies Record<string, TransitionMeta>

/** Each event the purchase accepts, as the chart and the QA console describe it. */
export const purchaseEventSchemas = {
  events: {
    'user.selectPacket': { description: 'The customer picks one of the packages.' },
    'user.changeField': {
      description: 'The customer types in one of the account fields (its name and new value).',
    },
    'user.selectServer': { description: 'The customer picks a server in the server select.' },
    'user.submit': {
      description: 'The customer taps the buy button: the form is checked before anything else.',
    },
    'user.confirm': {
      description:
        "The customer confirms the review; the screen makes the attempt's key (a UUID), which a retry of the same attempt sends again.",
    },
    'user.back': { description: 'The customer steps back from the review to the form.' },
    'user.retry': {
      description:
        'The customer taps "Try again": after a failed load, or after a purchase whose answer may have been lost.',
    },
    'user.dismiss': {
      description:
        'The customer closes the result (a voucher code, a refund notice, an order waiting for its supplier).',
    },
    'wallet.changed': {
      description:
        'The balance the app knows changed (a top-up, a purchase, a fetch of the user): the new balance, or none when unknown.',
    },
    'socket.orderDelivered': {
      description:
        "The socket's ORDER:SETTLED (SUCCESS): the supplier delivered one of the customer's game orders.",
    },
    'socket.orderRefunded': {
      description:
        "The socket's ORDER:REFUNDED: one of the customer's orders was refunded to the wallet.",
    },
    'socket.reconnected': {
      description:
        'The socket (re)connected, or the server said events may have been lost: a verdict may have been missed.',
    },
  },
} satisfies EventSchemas<PurchaseEvent>
