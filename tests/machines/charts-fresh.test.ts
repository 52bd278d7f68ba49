import process from 'node:process'
import { describe, expect, it } from 'vitest'
import {
  assertDescribed,
  findMachines,
  renderChartPages,
  specRules,
  undescribedEvents,
  undescribedStates,
} from '../../scripts/charts/chart-pages.ts'
import {
  eventDescriptions,
  isXstateEvent,
  mermaidStateChart,
} from '../../scripts/charts/state-chart.ts'
import { staleChartPages } from '../../scripts/charts/stale-charts.ts'
import { lookupMachine } from './fixtures/lookup-fixture.ts'

describe('docs/charts', () => {
  it('matches the machines and their test models (else run `npm run charts`)', async () => {
    const pages = await renderChartPages(process.cwd())

    expect(staleChartPages(process.cwd(), pages)).toEqual([])
    expect([...pages.keys()]).toEqual(expect.arrayContaining(['index.md', 'purchase.md']))
  }, 60_000)
})

describe('undescribedStates', () => {
  it('names each state of a machine that does not say what it means', () => {
    const described = lookupMachine.root.states['idle']!.description
    expect(described).toBeTruthy()
    expect(undescribedStates([{ file: 'fixtures/lookup.ts', machine: lookupMachine }])).toEqual([
      'fixtures/lookup.ts: searching',
      'fixtures/lookup.ts: found',
      'fixtures/lookup.ts: empty',
      'fixtures/lookup.ts: failed',
      'fixtures/lookup.ts: gaveUp',
    ])
  })
})

const lookup = [{ file: 'fixtures/lookup.ts', machine: lookupMachine }]

describe('undescribedEvents', () => {
  it('names each event a machine accepts without a description, not the events xstate makes', () => {
    expect(undescribedEvents(lookup)).toEqual([
      'fixtures/lookup.ts: user.clear',
      'fixtures/lookup.ts: user.retry',
    ])
  })

  it('stops the charts, naming each undescribed state and event', () => {
    expect(() => assertDescribed(lookup)).toThrow(
      [
        '5 state(s) say nothing of what they mean: give each a description.',
        '  fixtures/lookup.ts: searching',
        '  fixtures/lookup.ts: found',
        '  fixtures/lookup.ts: empty',
        '  fixtures/lookup.ts: failed',
        '  fixtures/lookup.ts: gaveUp',
        '2 event(s) say nothing of what they mean: describe each in `setup({ schemas: { events } })`.',
        '  fixtures/lookup.ts: user.clear',
        '  fixtures/lookup.ts: user.retry',
      ].join('\n'),
    )
  })
})

describe('eventDescriptions', () => {
  it("reads the machine's schemas, and words the answers and timers xstate sends", () => {
    expect(eventDescriptions(lookupMachine)).toEqual(
      expect.arrayContaining([
        {
          event: 'user.search',
          label: 'user.search',
          description: 'The reader asks for the word typed.',
        },
        { event: 'user.retry', label: 'user.retry', description: '' },
        {
          event: 'xstate.done.actor.search',
          label: 'search done',
          description: 'The request or child `search` finished and its answer arrived.',
        },
        {
          event: 'xstate.error.actor.search',
          label: 'search failed',
          description: 'The request or child `search` failed: refused, or no answer came.',
        },
        {
          event: 'xstate.after.patience.lookup.searching',
          label: 'after patience (3 s)',
          description: 'The timer patience (3 s) ran out.',
        },
      ]),
    )
  })
})

describe('specRules', () => {
  it('lists each rule a transition names, with the transitions that implement it', () => {
    expect(specRules(lookup)).toEqual([
      {
        rule: 'Lookup 1: give up after too many failures',
        transitions: [
          {
            machine: 'lookup',
            transition: 'lookup.failed:always:0',
            from: 'failed',
            event: 'always [outOfRetries]',
            to: ['gaveUp'],
          },
        ],
      },
    ])
  })
})

describe('the machines in machines/', () => {
  it('describe exactly the events each accepts', async () => {
    const machines = await findMachines(process.cwd())

    expect(undescribedEvents(machines)).toEqual([])
    for (const { machine } of machines) {
      const accepted = machine.events.filter((event) => !isXstateEvent(event)).sort()
      const described = Object.keys(
        (machine.schemas as { events?: Record<string, unknown> } | undefined)?.events ?? {},
      ).sort()
      expect({ machine: machine.id, described }).toEqual({
        machine: machine.id,
        described: accepted,
      })
    }
  }, 60_000)
})

describe('mermaidStateChart', () => {
  it('draws states, guarded alternatives, timers, invokes and their outcomes', () => {
    expect(mermaidStateChart(lookupMachine).split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> lookup_idle',
      '  state "idle" as lookup_idle',
      '  state "searching" as lookup_searching',
      '  lookup_searching : invokes search',
      '  state "found" as lookup_found',
      '  state "empty" as lookup_empty',
      '  state "failed" as lookup_failed',
      '  state "gaveUp" as lookup_gaveUp',
      '  lookup_idle --> lookup_searching : user.search',
      '  lookup_searching --> lookup_found : search done [guard]',
      '  lookup_searching --> lookup_empty : search done',
      '  lookup_searching --> lookup_failed : search failed',
      '  lookup_searching --> lookup_failed : after patience (3 s)',
      '  lookup_found --> lookup_idle : user.clear',
      '  lookup_empty --> lookup_idle : user.clear',
      '  lookup_failed --> lookup_searching : user.retry',
      '  lookup_failed --> lookup_gaveUp : always [outOfRetries]',
      '  lookup_gaveUp --> lookup_idle : user.clear',
    ])
  })
})
