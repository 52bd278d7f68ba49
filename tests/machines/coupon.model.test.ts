import { describe, expect, it } from 'vitest'
import { hasCouponCode } from '../../machines/coupon.machine.ts'
import { walkMachinePaths } from '../support/model-paths.ts'
import { couponModel } from './fixtures/coupon-model.ts'

describe('couponMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(couponModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    expect(visited).toContain('coupon.credited')
    expect(visited).toContain('coupon.refused')
  })

  it('counts a code of only spaces and dashes as none', () => {
    expect(hasCouponCode(' - -\t')).toBe(false)
    expect(hasCouponCode(' k7qm ')).toBe(true)
  })
})
