import { describe, expect, it } from 'vitest'
import { createActor, type EmittedFrom } from 'xstate'
import {
  BALANCE_AFTER_PURCHASE,
  controlledPurchase,
  INVOICE_ID,
  LOADED,
  PACKET,
  PLAYER_ID_FIELD,
  PURCHASE_INPUT,
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
async function submitted() {
  const { promises, machine } = controlledPurchase()
  const handed: Array<number | null> = []
  const actor = createActor(
    machine.provide({ actions: { refreshWallet: (_, balance) => void handed.push(balance) } }),
    { input: { ...PURCHASE_INPUT, balance: TOPPED_UP_BALANCE } },
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
  return { actor, promises, handed, emitted }
}

const running = {
  invoiceId: INVOICE_ID,
  status: 'RUNNING',
  amount: PACKET.amount,
  voucherCode: null,
  walletAmount: BALANCE_AFTER_PURCHASE,
}

describe('a game order its supplier settles later', () => {
  it('waits with the order paid, and ignores the verdict on another order', async () => {
    const { actor, promises, handed, emitted } = await submitted()
    await settle(() => promises.resolve('submitPurchase', running))
    expect(actor.getSnapshot().value).toBe('awaitingSupplier')
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
    expect(actor.getSnapshot().value).toBe('awaitingSupplier')
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
