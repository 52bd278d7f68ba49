import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { afterEach, describe, expect, it } from 'vitest'
import {
  EVIDENCE_DIR_VARIABLE,
  readWalks,
  recordWalks,
  type WalkRecord,
} from '../../tooling/evidence-record.ts'
import {
  buildEvidence,
  playwrightResults,
  testKey,
  vitestResults,
} from '../../tooling/machine-evidence.ts'
import { lookupMachine } from './fixtures/lookup-fixture.ts'

const SEARCH = 'lookup.idle:user.search:0'
const FOUND = 'lookup.searching:xstate.done.actor.search:0'

const walk = (overrides: Partial<WalkRecord>): WalkRecord => ({
  level: 'unit',
  file: 'tests/machines/lookup.model.test.ts',
  titles: ['lookup', 'walks'],
  path: 'p-000001',
  machine: 'lookup',
  transitions: [SEARCH],
  ...overrides,
})

describe('buildEvidence', () => {
  it('lists every transition of every machine, those no test took with an empty list', () => {
    const evidence = buildEvidence([lookupMachine], [], new Map())

    const transitions = evidence.machines['lookup']!.transitions
    expect(Object.keys(transitions)).toHaveLength(10)
    expect(Object.values(transitions).every((entries) => entries.length === 0)).toBe(true)
  })

  it('joins each test’s result, and counts a test the reports lack as failed', () => {
    const unit = walk({ transitions: [SEARCH, FOUND] })
    const browser = walk({
      level: 'browser',
      file: 'tests/e2e/lookup-paths.spec.ts',
      titles: ['lookup paths', 'p-000001: idle --user.search--> searching'],
      transitions: [SEARCH],
    })
    const unfinished = walk({ titles: ['lookup', 'never finished'], path: null })
    const results = new Map([
      [testKey('unit', unit), 'passed' as const],
      [testKey('browser', browser), 'skipped' as const],
    ])

    const { transitions } = buildEvidence([lookupMachine], [unit, browser, unfinished], results)
      .machines['lookup']!

    expect(transitions[SEARCH]).toEqual([
      {
        level: 'unit',
        file: 'tests/machines/lookup.model.test.ts',
        title: 'lookup › walks',
        path: 'p-000001',
        result: 'passed',
      },
      {
        level: 'browser',
        file: 'tests/e2e/lookup-paths.spec.ts',
        title: 'lookup paths › p-000001: idle --user.search--> searching',
        path: 'p-000001',
        result: 'skipped',
      },
      {
        level: 'unit',
        file: 'tests/machines/lookup.model.test.ts',
        title: 'lookup › never finished',
        path: null,
        result: 'failed',
      },
    ])
    expect(transitions[FOUND]).toHaveLength(1)
  })

  it('lists a test once per path, and ignores machines and transitions it does not know', () => {
    const twice = [walk({}), walk({}), walk({ machine: 'elsewhere' }), walk({ transitions: ['x'] })]

    const { machines } = buildEvidence([lookupMachine], twice, new Map())

    expect(Object.keys(machines)).toEqual(['lookup'])
    expect(machines['lookup']!.transitions[SEARCH]).toHaveLength(1)
    expect(machines['lookup']!.transitions['x']).toBeUndefined()
  })
})

describe('test results from the runners’ reports', () => {
  it('reads vitest’s JSON report by file and titles', () => {
    const results = vitestResults(
      {
        testResults: [
          {
            name: '/repo/tests/machines/a.test.ts',
            assertionResults: [
              { ancestorTitles: ['a'], title: 'passes', status: 'passed' },
              { ancestorTitles: ['a', 'inner'], title: 'fails', status: 'failed' },
              { ancestorTitles: [], title: 'waits', status: 'todo' },
            ],
          },
        ],
      },
      '/repo',
    )

    const file = 'tests/machines/a.test.ts'
    expect(results.get(testKey('unit', { file, titles: ['a', 'passes'] }))).toBe('passed')
    expect(results.get(testKey('unit', { file, titles: ['a', 'inner', 'fails'] }))).toBe('failed')
    expect(results.get(testKey('unit', { file, titles: ['waits'] }))).toBe('skipped')
  })

  it('reads Playwright’s JSON report: a flaky test passed, the file’s suite is not a title', () => {
    const results = playwrightResults(
      {
        config: { rootDir: '/repo/tests/e2e' },
        suites: [
          {
            title: 'a.spec.ts',
            specs: [{ title: 'alone', file: 'a.spec.ts', tests: [{ status: 'unexpected' }] }],
            suites: [
              {
                title: 'paths',
                specs: [{ title: 'p-1', file: 'a.spec.ts', tests: [{ status: 'flaky' }] }],
              },
            ],
          },
        ],
      },
      '/repo',
    )

    const file = 'tests/e2e/a.spec.ts'
    expect(results.get(testKey('browser', { file, titles: ['alone'] }))).toBe('failed')
    expect(results.get(testKey('browser', { file, titles: ['paths', 'p-1'] }))).toBe('passed')
  })
})

describe('recordWalks', () => {
  const saved = process.env[EVIDENCE_DIR_VARIABLE]
  afterEach(() => {
    if (saved === undefined) delete process.env[EVIDENCE_DIR_VARIABLE]
    else process.env[EVIDENCE_DIR_VARIABLE] = saved
  })

  it('leaves records where npm test gathers them, and nothing without the variable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walks-'))
    try {
      delete process.env[EVIDENCE_DIR_VARIABLE]
      recordWalks([walk({})])
      process.env[EVIDENCE_DIR_VARIABLE] = join(dir, 'records')
      recordWalks([walk({})])
      recordWalks([walk({ path: 'p-000002' })])

      expect(
        readWalks(join(dir, 'records'))
          .map((record) => record.path)
          .sort(),
      ).toEqual(['p-000001', 'p-000002'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
