import process from 'node:process'
import { describe, expect, it } from 'vitest'
import { renderChartPages, undescribedStates } from '../../scripts/charts/chart-pages.ts'
import { mermaidStateChart } from '../../scripts/charts/state-chart.ts'
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
