import { describe, expect, it } from 'vitest'
import { rechargeMobileMoneyMachine } from '#machines/recharge-mobile-money.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { rechargeMobileMoneyModel } from '../../tooling/machine-models/recharge-mobile-money-model.ts'

describe('rechargeMobileMoneyMachine, model-based', () => {
  it('walks the chart of machines/recharge-mobile-money.machine.ts, with fakes for its requests only', () => {
    // .provide() keeps the machine's own config: the model cannot walk a copy of the chart.
    expect(rechargeMobileMoneyModel().machine.config).toBe(rechargeMobileMoneyMachine.config)
  })

  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargeMobileMoneyModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of ['credited', 'refused', 'failed', 'waiting.rechecking'])
      expect(visited).toContain(`rechargeMobileMoney.${state}`)
  })
})
