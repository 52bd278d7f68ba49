import { describe, expect, it } from 'vitest'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { rechargeCouponModel } from '../../tooling/machine-models/recharge-coupon-model.ts'

describe('rechargeCouponMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargeCouponModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of ['credited', 'refused'])
      expect(visited).toContain(`rechargeCoupon.${state}`)
  })
})
