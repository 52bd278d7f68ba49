import { setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { indexTransitions } from '#tooling/machine-coverage.ts'

const pickerMachine = setup({
  types: { events: {} as { type: 'pick'; choice: string } },
  guards: {
    picks: ({ event }, { choice }: { choice: string }) => event.choice === choice,
    picksAny: () => true,
  },
}).createMachine({
  id: 'picker',
  initial: 'idle',
  states: {
    idle: {
      on: {
        pick: [
          { guard: { type: 'picks', params: { choice: 'tea' } }, target: 'tea' },
          { guard: { type: 'picks', params: ({ event }) => ({ choice: event.choice }) } },
          { guard: 'picksAny', target: 'other' },
        ],
      },
    },
    tea: {},
    other: {},
  },
})

describe('indexTransitions', () => {
  it('labels each guarded alternative with what its guard checks', () => {
    const labels = [...indexTransitions(pickerMachine).values()].map((t) => t.label)
    expect(labels).toEqual([
      'picker.idle -- pick [picks(choice: tea)] --> picker.tea',
      'picker.idle -- pick [picks(computed)] --> (stays)',
      'picker.idle -- pick [picksAny] --> picker.other',
    ])
  })
})
