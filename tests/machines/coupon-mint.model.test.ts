import { describe, expect, it } from 'vitest'
import { mintRequestOf } from '../../machines/coupon-mint.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { couponMintModel } from '../../tooling/machine-models/coupon-mint-model.ts'

describe('couponMintMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(couponMintModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    expect(visited).toContain('couponMint.minted')
  })
})

describe('mintRequestOf', () => {
  it('reads kip with separators and ends the last day at midnight in Vientiane', () => {
    expect(mintRequestOf({ count: '10', amount: '50,000', lastDay: '2030-01-31' })).toEqual({
      count: 10,
      amount: 50_000,
      expiresAt: '2030-01-31T16:59:59.999Z',
    })
  })

  it('names every field out of bounds', () => {
    expect(mintRequestOf({ count: '0', amount: '999', lastDay: '31/01/2030' })).toEqual([
      'count',
      'amount',
      'lastDay',
    ])
    expect(mintRequestOf({ count: '501', amount: '100000001', lastDay: '' })).toEqual([
      'count',
      'amount',
      'lastDay',
    ])
    expect(mintRequestOf({ count: '1.5', amount: 'abc', lastDay: '2030-02-30x' })).toEqual([
      'count',
      'amount',
      'lastDay',
    ])
  })
})
