import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type EmittedFrom } from 'xstate'
import {
  BALANCE_AFTER_PURCHASE,
  controlledPurchase,
  INVOICE_ID,
  LOADED,
  ORDER_READINGS,
  PACKET,
  PLAYER_ID_FIELD,
  PURCHASE_INPUT,
  receipt,
  REFUNDED_BALANCE,
  TOPPED_UP_BALANCE,
} from '../../tooling/machine-models/purchase-model.ts'

/** Settles a request and lets the machine take its answer. */
async function settle(answer: () => void) {
  answer()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

const OTHER_INVOICE_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'

/** The screen up to a confirmed order whose request is in flight; the balance pays for it. */
async function submitted(clock = new SimulatedClock()) {
  const { promises, machine } = controlledPurchase()
  const handed: Array<number | null> = []
  const actor = createActor(
    machine.provide({ actions: { refreshWallet: (_, balance) => void handed.push(balance) } }),
    { input: { ...PURCHASE_INPUT, balance: TOPPED_UP_BALANCE }, clock },
  ).start()
  const emitted: Array<EmittedFrom<typeof machine>> = []
  actor.on('*', (event) => emitted.push(event))
  await settle(() => promises.resolve('loadProduct', LOADED.withoutCheck))
  actor.send({ type: 'user.selectPacket', packetId: PACKET.id })
  actor.send({ type: 'user.changeField', name: PLAYER_ID_FIELD, value: '100234567' })
  actor.send({ type: 'user.selectServer', server: 'asia' })
  actor.send({ type: 'user.submit' })
  actor.send({ type: 'user.confirm', attemptKey: 'attempt-1' })
  expect(actor.getSnapshot().value).toBe('submitting')
  return { actor, promises, handed, emitted, clock }
}

const running = receipt('RUNNING', null)

/** The screen waiting for the supplier's verdict on its order. */
async function waiting() {
  const submission = await submitted()
  await settle(() => submission.promises.resolve('submitPurchase', running))
  expect(submission.actor.getSnapshot().matches({ awaitingSupplier: 'listening' })).toBe(true)
  return submission
}

describe('a game order its supplier settles later', () => {
  it('waits with the order paid, and ignores the verdict on another order', async () => {
    const { actor, promises, handed, emitted } = await submitted()
    await settle(() => promises.resolve('submitPurchase', running))
    expect(actor.getSnapshot().matches('awaitingSupplier')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      receipt: running,
      balance: BALANCE_AFTER_PURCHASE,
      packetId: null,
    })
    expect(handed).toEqual([BALANCE_AFTER_PURCHASE])
    // Nothing is announced as delivered before the supplier says so.
    expect(emitted).toEqual([])

    actor.send({ type: 'socket.orderDelivered', invoiceId: OTHER_INVOICE_ID })
    actor.send({ type: 'socket.orderRefunded', invoiceId: OTHER_INVOICE_ID })
    expect(actor.getSnapshot().matches('awaitingSupplier')).toBe(true)
  })

  it('turns delivered on its own verdict, announced as a game top-up', async () => {
    const { actor, promises, emitted } = await submitted()
    await settle(() => promises.resolve('submitPurchase', running))
    actor.send({ type: 'socket.orderDelivered', invoiceId: INVOICE_ID })
    expect(actor.getSnapshot().value).toBe('toppedUp')
    expect(emitted).toEqual([{ type: 'purchase.succeeded', kind: 'GAME' }])
  })

  it('turns refunded with the price paid, then forgets the order when closed', async () => {
    const { actor, promises, emitted } = await submitted()
    await settle(() => promises.resolve('submitPurchase', running))
    actor.send({ type: 'socket.orderRefunded', invoiceId: INVOICE_ID })
    expect(actor.getSnapshot().value).toBe('orderRefunded')
    expect(emitted).toEqual([{ type: 'purchase.refunded', amount: PACKET.amount }])
    actor.send({ type: 'user.dismiss' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.receipt).toBeNull()
  })
})

describe('a waiting order whose verdict the socket missed', () => {
  it('reads the order when the socket reconnects, and turns delivered', async () => {
    const { actor, promises, emitted } = await waiting()
    actor.send({ type: 'socket.reconnected' })
    expect(actor.getSnapshot().matches({ awaitingSupplier: 'readingOrder' })).toBe(true)
    await settle(() => promises.resolve('readOrder', ORDER_READINGS.DELIVERED))
    expect(actor.getSnapshot().value).toBe('toppedUp')
    expect(emitted).toEqual([{ type: 'purchase.succeeded', kind: 'GAME' }])
  })

  it('reads the order after a while, and turns refunded with the balance read', async () => {
    const { actor, promises, emitted, handed, clock } = await waiting()
    clock.increment(19_999)
    expect(promises.isWaiting('readOrder')).toBe(false)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ awaitingSupplier: 'readingOrder' })).toBe(true)
    await settle(() =>
      promises.resolve('readOrder', { verdict: 'REFUNDED', walletAmount: REFUNDED_BALANCE }),
    )
    expect(actor.getSnapshot().value).toBe('orderRefunded')
    expect(actor.getSnapshot().context.balance).toBe(REFUNDED_BALANCE)
    expect(handed).toEqual([BALANCE_AFTER_PURCHASE, REFUNDED_BALANCE])
    expect(emitted).toEqual([{ type: 'purchase.refunded', amount: PACKET.amount }])
  })

  it('keeps waiting while the supplier has not answered or the read fails, and reads again', async () => {
    const { actor, promises, emitted, clock } = await waiting()
    actor.send({ type: 'socket.reconnected' })
    await settle(() => promises.resolve('readOrder', ORDER_READINGS.WAITING))
    expect(actor.getSnapshot().matches({ awaitingSupplier: 'listening' })).toBe(true)
    clock.increment(20_000)
    await settle(() => promises.reject('readOrder', { code: 'NETWORK_ERROR' }))
    expect(actor.getSnapshot().matches({ awaitingSupplier: 'listening' })).toBe(true)
    clock.increment(20_000)
    expect(promises.isWaiting('readOrder')).toBe(true)
    expect(emitted).toEqual([])
  })

  it('reads nothing when the socket reconnects while no order waits', async () => {
    const { actor, promises } = await submitted()
    await settle(() => promises.resolve('submitPurchase', receipt('SUCCESS', null)))
    actor.send({ type: 'socket.reconnected' })
    expect(actor.getSnapshot().value).toBe('toppedUp')
    expect(promises.isWaiting('readOrder')).toBe(false)
  })
})

describe('a purchase retried after its order was refunded', () => {
  it('shows the order refunded with the balance the refund left, never topped up', async () => {
    const { actor, promises, handed, emitted } = await submitted()
    // The first answer was lost; meanwhile an operator refunded the order.
    await settle(() => promises.reject('submitPurchase', { code: 'NETWORK_ERROR' }))
    actor.send({ type: 'user.retry' })
    await settle(() =>
      promises.resolve('submitPurchase', receipt('CANCEL', null, REFUNDED_BALANCE)),
    )
    expect(actor.getSnapshot().value).toBe('orderRefunded')
    expect(actor.getSnapshot().context.balance).toBe(REFUNDED_BALANCE)
    expect(handed).toEqual([null, REFUNDED_BALANCE])
    expect(emitted).toEqual([
      { type: 'purchase.problem', errorCode: 'NETWORK_ERROR' },
      { type: 'purchase.refunded', amount: PACKET.amount },
    ])
  })

  it('shows a refunded voucher refunded, not its code', async () => {
    const { actor, promises } = await submitted()
    await settle(() =>
      promises.resolve('submitPurchase', receipt('CANCEL', 'VC-1234-5678', REFUNDED_BALANCE)),
    )
    expect(actor.getSnapshot().value).toBe('orderRefunded')
  })
})

describe('a refusal with the money back at once', () => {
  it('shows the code and keeps the balance the refund left, handing it to the app', async () => {
    const { actor, promises, handed } = await submitted()
    await settle(() =>
      promises.reject('submitPurchase', {
        code: 'TERMGAME_ERROR_LOGIN',
        refundedBalance: REFUNDED_BALANCE,
      }),
    )
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      errorCode: 'TERMGAME_ERROR_LOGIN',
      balance: REFUNDED_BALANCE,
    })
    expect(handed).toEqual([REFUNDED_BALANCE])
  })

  it('leaves the balance alone when a refusal carries none', async () => {
    const { actor, promises, handed } = await submitted()
    await settle(() => promises.reject('submitPurchase', { code: 'AMOUNT_IS_NOT_ENOUGH' }))
    expect(actor.getSnapshot().context.balance).toBe(TOPPED_UP_BALANCE)
    // The app is told of no balance (null), so the wallet store keeps its own.
    expect(handed).toEqual([null])
  })
})

describe("a paid order's result", () => {
  it('keeps what was bought, for which account, through the reload until the next order', async () => {
    const { actor, promises, clock } = await submitted()
    await settle(() => promises.resolve('submitPurchase', receipt('SUCCESS', null)))
    expect(actor.getSnapshot().value).toBe('toppedUp')
    const placed = {
      packet: PACKET,
      account: [{ labels: expect.objectContaining({ lao: PLAYER_ID_FIELD }), value: '100234567' }],
      server: 'Asia',
    }
    // The form is cleared for the next order; the result keeps what it held.
    expect(actor.getSnapshot().context).toMatchObject({ packetId: null, placedOrder: placed })

    clock.increment(2_000)
    await settle(() => promises.resolve('loadProduct', LOADED.withoutCheck))
    expect(actor.getSnapshot().value).toEqual({ form: 'ready' })
    expect(actor.getSnapshot().context).toMatchObject({
      receipt: { invoiceId: INVOICE_ID },
      placedOrder: placed,
    })
  })
})
