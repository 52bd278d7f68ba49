import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { rechargePhoneCardMachine } from '#machines/recharge-phone-card.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import {
  PHONE_CARD_OPTIONS,
  rechargePhoneCardModel,
  sentCard,
} from '../../tooling/machine-models/recharge-phone-card-model.ts'

describe('rechargePhoneCardMachine, model-based', () => {
  it('walks the chart of machines/recharge-phone-card.machine.ts, with fakes for its requests only', () => {
    // .provide() keeps the machine's own config: the model cannot walk a copy of the chart.
    expect(rechargePhoneCardModel().machine.config).toBe(rechargePhoneCardMachine.config)
  })

  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargePhoneCardModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of ['credited', 'refused', 'failed', 'optionsFailed', 'waiting.rechecking'])
      expect(visited).toContain(`rechargePhoneCard.${state}`)
  })
})

describe('rechargePhoneCardMachine, a refused card', () => {
  async function refusedCard() {
    const { machine, promises } = rechargePhoneCardModel()
    const actor = createActor(machine).start()
    promises.resolve('loadOptions', PHONE_CARD_OPTIONS)
    await settled()
    actor.send({ type: 'user.chooseOperator', operator: 'UNITEL' })
    actor.send({ type: 'user.chooseFaceValue', faceValue: 50_000 })
    actor.send({ type: 'user.changeSerial', value: '1234 5678 9012' })
    actor.send({ type: 'user.changePin', value: '9876543211' })
    actor.send({ type: 'user.submit' })
    promises.resolve('sendCard', sentCard)
    await settled()
    actor.send({ type: 'socket.topUpRejected', topupId: sentCard.topupId, reason: 'typo' })
    expect(actor.getSnapshot().value).toBe('refused')
    return actor
  }

  it('goes back to the form as typed, to correct a typo', async () => {
    const actor = await refusedCard()
    actor.send({ type: 'user.edit' })
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('entering')
    expect(context).toMatchObject({
      operator: 'UNITEL',
      faceValue: 50_000,
      serial: '1234 5678 9012',
      pin: '9876543211',
      topUp: null,
      rejectReason: null,
    })
  })

  it('starts another card with serial and PIN cleared', async () => {
    const actor = await refusedCard()
    actor.send({ type: 'user.startOver' })
    expect(actor.getSnapshot().context).toMatchObject({ operator: 'UNITEL', serial: '', pin: '' })
  })
})

/** Lets the settled promise actors' answers reach the machine. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
