import { describe, expect, it } from 'vitest'
import { rechargeCouponMachine } from '#machines/recharge-coupon.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { rechargeCouponModel } from '../../tooling/machine-models/recharge-coupon-model.ts'

describe('rechargeCouponMachine, model-based', () => {
  it('walks the chart of machines/recharge-coupon.machine.ts, with fakes for its requests only', () => {
    // .provide() keeps the machine's own config: the model cannot walk a copy of the chart.
    expect(rechargeCouponModel().machine.config).toBe(rechargeCouponMachine.config)
  })

  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargeCouponModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of ['credited', 'refused'])
      expect(visited).toContain(`rechargeCoupon.${state}`)
  })
})
