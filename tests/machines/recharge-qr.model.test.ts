import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { rechargeQrMachine } from '../../machines/recharge-qr.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { CUSTOMER_ID } from '../../tooling/machine-models/recharge-model.ts'
import {
  pendingQr,
  rechargeQrModel,
  VALID_AMOUNT_TEXT,
} from '../../tooling/machine-models/recharge-qr-model.ts'

describe('rechargeQrMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargeQrModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of [
      'credited',
      'closed',
      'expired',
      'refused',
      'failed',
      'waiting.rechecking',
    ])
      expect(visited).toContain(`rechargeQr.${state}`)
    // Among them: paid after a reconnect that missed the event, and after the customer closed the QR.
    const descriptions = walk.paths.map((path) => path.description)
    expect(descriptions).toContainEqual(
      expect.stringContaining('waiting.rechecking --xstate.done.actor.fetchTopUp--> credited'),
    )
    expect(descriptions).toContainEqual(
      expect.stringContaining('closed --socket.topUpPaid--> credited'),
    )
  })
})

describe('rechargeQrMachine, the amount after a QR', () => {
  /** A QR made for VALID_AMOUNT_TEXT, on screen and waiting for its payment. */
  async function qrOnScreen() {
    const actor = createActor(
      rechargeQrMachine.provide({
        actors: {
          generateQr: fromPromise(() => Promise.resolve(pendingQr)),
          ticker: fromCallback(() => {}),
        },
      }),
      { input: { userId: CUSTOMER_ID } },
    ).start()
    actor.send({ type: 'user.changeAmount', value: VALID_AMOUNT_TEXT })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'))
    return actor
  }

  it('is emptied once the wallet is credited, ready for the next top-up', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'socket.topUpPaid', topupId: pendingQr.topupId })
    expect(actor.getSnapshot().value).toBe('credited')
    expect(actor.getSnapshot().context.amountText).toBe('')
  })

  it('is kept when the QR expires, to make a new QR for the same amount', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'clock.tick', now: pendingQr.deadline })
    expect(actor.getSnapshot().value).toBe('expired')
    expect(actor.getSnapshot().context.amountText).toBe(VALID_AMOUNT_TEXT)
  })
})
