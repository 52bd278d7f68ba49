import { describe, expect, it } from 'vitest'
import { rechargePhoneCardMachine } from '#machines/recharge-phone-card.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { rechargePhoneCardModel } from '../../tooling/machine-models/recharge-phone-card-model.ts'

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
