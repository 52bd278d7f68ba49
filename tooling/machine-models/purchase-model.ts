import { purchaseMachine } from '../../machines/purchase.machine.ts'
import type {
  LoadedProduct,
  LoadProductInput,
  OrderReading,
  PlayerLookup,
  PurchaseOrder,
  PurchaseProduct,
  PurchaseReceipt,
} from '../../machines/purchase.types.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'

type PurchaseMachine = typeof purchaseMachine
type PurchaseSnapshot = ModelSnapshot<PurchaseMachine>

export const PRODUCT_ID = '7b0d1c2e-3f40-4a51-8b62-7c83d94ea5f6'
export const INVOICE_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b'
export const ORDER_NUMBER = '7KQ4MZ2W'
/** The product's one account field, by its key (the Lao label). */
export const PLAYER_ID_FIELD = 'ໄອດີຜູ້ຫຼິ້ນ'
export const PACKET = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  names: { lao: '86 ເພັດ', thai: '86 เพชร', english: '86 Diamonds' },
  icon: null,
  amount: 33_000,
  inStock: null,
}
export const OTHER_PACKET = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  names: { lao: '172 ເພັດ', thai: '172 เพชร', english: '172 Diamonds' },
  icon: null,
  amount: 66_000,
  inStock: null,
}

function product(playerCheck: boolean): PurchaseProduct {
  return {
    names: { lao: 'ເກມທົດລອງ', thai: 'เกมทดลอง', english: 'Test Game' },
    details: { lao: '', thai: '', english: '' },
    image: null,
    // The key is the Lao label; the English one is left out, so English falls back to Lao.
    fields: [
      {
        name: PLAYER_ID_FIELD,
        labels: { lao: PLAYER_ID_FIELD, thai: 'ไอดีผู้เล่น', english: '' },
        hints: { lao: 'ເຊັ່ນ 100234567', thai: 'เช่น 100234567', english: 'e.g. 100234567' },
      },
    ],
    numericFields: false,
    servers: [
      { name: 'Asia', value: 'asia' },
      { name: 'Global', value: 'global' },
    ],
    playerCheck,
  }
}

/** The two shapes of product the screen handles: with and without the player look-up. */
export const LOADED: Record<'withCheck' | 'withoutCheck', LoadedProduct> = {
  withCheck: { product: product(true), packets: [PACKET, OTHER_PACKET] },
  withoutCheck: { product: product(false), packets: [PACKET, OTHER_PACKET] },
}

/** The balance a purchase leaves, and the one its refund restores. */
export const BALANCE_AFTER_PURCHASE = 217_000
export const REFUNDED_BALANCE = 250_000

/**
 * The purchase's answer for the walk's order, in the status the shop answered it with. A retry of
 * an order refunded since (CANCEL) carries the balance the refund left: the walk keeps the one the
 * purchase left, as a balance of its own would walk the whole form again (the unit tests check it).
 */
export function receipt(
  status: 'SUCCESS' | 'RUNNING' | 'CANCEL',
  voucherCode: string | null,
  walletAmount = BALANCE_AFTER_PURCHASE,
): PurchaseReceipt {
  return {
    invoiceId: INVOICE_ID,
    orderNumber: ORDER_NUMBER,
    status,
    amount: PACKET.amount,
    voucherCode,
    walletAmount,
  }
}

/**
 * The waiting order's page read again: delivered, refunded, or still waiting. The walk's refund
 * reads no balance, for the same reason.
 */
export const ORDER_READINGS: Record<OrderReading['verdict'], OrderReading> = {
  DELIVERED: { verdict: 'DELIVERED', walletAmount: null },
  REFUNDED: { verdict: 'REFUNDED', walletAmount: null },
  WAITING: { verdict: 'WAITING', walletAmount: null },
}

/**
 * Payloads for the walk. Each edit fills one part of the form. Failures cover
 * a refusal of each kind, and a lost answer that may be retried with the same key.
 */
export const purchaseEvents: EventPayloads<PurchaseMachine> = {
  // Each edit changes something, as a customer's does: the other package, server or id.
  'user.selectPacket': (snapshot) => [
    {
      type: 'user.selectPacket',
      packetId: snapshot.context.packetId === PACKET.id ? OTHER_PACKET.id : PACKET.id,
    },
  ],
  'user.changeField': (snapshot) => [
    {
      type: 'user.changeField',
      name: PLAYER_ID_FIELD,
      value: snapshot.context.fields[PLAYER_ID_FIELD] === '100234567' ? '100234568' : '100234567',
    },
  ],
  'user.selectServer': (snapshot) => [
    { type: 'user.selectServer', server: snapshot.context.server === 'asia' ? 'global' : 'asia' },
  ],
  'user.confirm': [{ type: 'user.confirm', attemptKey: 'attempt-1' }],
  // A top-up lands while the review shows the shortfall. Elsewhere the balance is reported
  // unchanged, which keeps the walk small.
  'wallet.changed': (snapshot) => [
    {
      type: 'wallet.changed',
      balance: snapshot.matches({ reviewing: 'shortOfFunds' })
        ? TOPPED_UP_BALANCE
        : snapshot.context.balance,
    },
  ],
  // Either product on the first load; a reload answers the same product again.
  'xstate.done.actor.loadProduct': (snapshot) =>
    [LOADED.withCheck, LOADED.withoutCheck]
      .filter(
        (loaded) =>
          !snapshot.context.product ||
          loaded.product.playerCheck === snapshot.context.product.playerCheck,
      )
      .map((output) => ({ type: 'xstate.done.actor.loadProduct', output })),
  'xstate.error.actor.loadProduct': [
    { type: 'xstate.error.actor.loadProduct', error: { code: 'NOT_FOUND' } },
  ],
  'xstate.done.actor.checkPlayer': [
    { type: 'xstate.done.actor.checkPlayer', output: { playerName: 'Player-1A2B3C' } },
  ],
  'xstate.error.actor.checkPlayer': [
    { type: 'xstate.error.actor.checkPlayer', error: { code: 'INVALID_USER_ID_GAME' } },
  ],
  // Delivered at once, a voucher, a game order its supplier has not confirmed yet, and a retry
  // answered after an operator refunded the order.
  'xstate.done.actor.submitPurchase': [
    { type: 'xstate.done.actor.submitPurchase', output: receipt('SUCCESS', null) },
    { type: 'xstate.done.actor.submitPurchase', output: receipt('SUCCESS', 'VC-1234-5678') },
    { type: 'xstate.done.actor.submitPurchase', output: receipt('RUNNING', null) },
    { type: 'xstate.done.actor.submitPurchase', output: receipt('CANCEL', null) },
  ],
  'xstate.error.actor.submitPurchase': [
    { type: 'xstate.error.actor.submitPurchase', error: { code: 'NETWORK_ERROR' } },
    { type: 'xstate.error.actor.submitPurchase', error: { code: 'AMOUNT_IS_NOT_ENOUGH' } },
    // The supplier refused the order at once: its price is already back in the wallet.
    {
      type: 'xstate.error.actor.submitPurchase',
      error: { code: 'TERMGAME_ERROR_LOGIN', refundedBalance: REFUNDED_BALANCE },
    },
  ],
  // The supplier's verdict on the order the screen waits for.
  'socket.orderDelivered': [{ type: 'socket.orderDelivered', invoiceId: INVOICE_ID }],
  'socket.orderRefunded': [{ type: 'socket.orderRefunded', invoiceId: INVOICE_ID }],
  // The same verdict read from the order's page, after a reconnect or a while.
  'xstate.done.actor.readOrder': Object.values(ORDER_READINGS).map((output) => ({
    type: 'xstate.done.actor.readOrder',
    output,
  })),
  'xstate.error.actor.readOrder': [
    { type: 'xstate.error.actor.readOrder', error: { code: 'NETWORK_ERROR' } },
  ],
}

/**
 * What makes two states the same for the walk: where the machine is, which product was loaded, the
 * balance, and in the form how many of SPEC 5's checks of the form (in order) it passes. The form's
 * ready and failed states count as one: the walk still takes every transition between them (its
 * shortest paths are searched per transition), and the screen checks tell them apart; so do the
 * waiting order's listening and reading states. Counting
 * only the checks passed in order keeps the walk small: a server chosen before the package is the
 * same state as none chosen.
 */
export function serializePurchase(snapshot: PurchaseSnapshot): string {
  const { context } = snapshot
  // Listening for the verdict and reading it are one state of the walk, as the form's are.
  const value = snapshot.matches('awaitingSupplier')
    ? 'awaitingSupplier'
    : JSON.stringify(snapshot.value)
  const product = context.product ? (context.product.playerCheck ? 'check' : 'plain') : 'none'
  if (!snapshot.matches('form')) {
    return `${value} ${context.errorCode ?? ''} ${product} ${context.balance}`
  }
  const checks = [
    context.packetId !== null,
    !!context.fields[PLAYER_ID_FIELD],
    context.server !== '',
  ]
  const passed = checks.findIndex((passes) => !passes)
  const progress = passed === -1 ? checks.length : passed
  return `form ${progress} ${product} ${context.balance}`
}

/** The balance the walk starts with: too little for either package, until a top-up lands. */
export const BALANCE = 20_000
/** The balance after the top-up that lands while the review is open: enough for either package. */
export const TOPPED_UP_BALANCE = 100_000

export const PURCHASE_INPUT = {
  kind: 'GAME' as const,
  productId: PRODUCT_ID,
  balance: BALANCE,
}

/** The machine with requests whose outcome each step of the walk decides. */
export function controlledPurchase() {
  const promises = new ControlledPromises()
  const machine = purchaseMachine.provide({
    actors: {
      loadProduct: promises.logic<LoadedProduct, LoadProductInput>(),
      checkPlayer: promises.logic<{ playerName: string | null }, PlayerLookup>(),
      submitPurchase: promises.logic<PurchaseReceipt, PurchaseOrder>(),
      readOrder: promises.logic<OrderReading, { invoiceId: string }>(),
    },
  })
  return { promises, machine }
}

/** The machine-level walk: a game's screen. */
export function purchaseModel() {
  return {
    ...controlledPurchase(),
    input: PURCHASE_INPUT,
    events: purchaseEvents,
    serializeState: serializePurchase,
  }
}
