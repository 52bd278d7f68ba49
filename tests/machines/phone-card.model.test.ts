import { describe, expect, it } from 'vitest'
import {
  creditShown,
  NO_PHONE_CARD,
  phoneCardProblems,
  type PhoneCardContext,
} from '../../machines/phone-card.machine.ts'
import { walkMachinePaths } from '../support/model-paths.ts'
import { PHONE_CARD_OPTIONS, phoneCardModel } from './fixtures/phone-card-model.ts'

describe('phoneCardMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(phoneCardModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of ['credited', 'declined', 'refused', 'optionsFailed', 'waiting.rechecking'])
      expect(visited).toContain(`phoneCard.${state}`)
  })

  it('shows the face value less the fee before sending, and names every missing field', () => {
    const context: PhoneCardContext = { ...NO_PHONE_CARD, options: PHONE_CARD_OPTIONS }
    expect(creditShown({ ...context, faceValue: 20_000 })).toBe(18_000)
    expect(creditShown({ ...context, faceValue: null })).toBeNull()
    expect(phoneCardProblems(context)).toEqual(['operator', 'faceValue', 'serial', 'pin'])
    expect(
      phoneCardProblems({
        ...context,
        operator: 'BEST',
        faceValue: 10_000,
        serial: ' 1234 5678 ',
        pin: '12345678901234567890',
      }),
    ).toEqual([])
  })
})
