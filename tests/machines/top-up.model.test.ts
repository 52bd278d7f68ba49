import { describe, expect, it } from 'vitest'
import { parseAmount } from '../../machines/top-up.machine.ts'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../../machines/minimum-top-up.ts'
import { walkMachinePaths } from '../support/model-paths.ts'
import { topUpMachineModel } from './fixtures/top-up-model.ts'

describe('parseAmount', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['12.5', 'amountNotWhole'],
    ['1e5', 'amountNotWhole'],
    ['-20000', 'amountNotWhole'],
    ['abc', 'amountNotWhole'],
    [String(MINIMUM_TOPUP_KIP - 1), 'amountTooSmall'],
    [String(MAXIMUM_TOPUP_KIP + 1), 'amountTooLarge'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseAmount(text)).toBe(problem)
  })

  it.each([
    [String(MINIMUM_TOPUP_KIP), MINIMUM_TOPUP_KIP],
    ['50,000', 50_000],
    ['1 000 000', 1_000_000],
    [String(MAXIMUM_TOPUP_KIP), MAXIMUM_TOPUP_KIP],
  ])('reads %j as %d kip', (text, amount) => {
    expect(parseAmount(text)).toBe(amount)
  })
})

describe('topUpMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(topUpMachineModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    // Among them: paid after a reconnect that missed the event, and after the customer closed the QR.
    const descriptions = walk.paths.map((path) => path.description)
    expect(descriptions).toContainEqual(
      expect.stringContaining('rechecking --xstate.done.actor.fetchTopUp--> paid'),
    )
    expect(descriptions).toContainEqual(
      expect.stringContaining('closed --socket.topUpPaid--> paid'),
    )
  })
})
