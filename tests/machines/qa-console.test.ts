import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { rechargeMachine } from '#machines/recharge.machine.ts'
import { indexTransitions } from '#tooling/machine-coverage.ts'
import { machineModels } from '#tooling/machine-models/machine-models.ts'
import { findMachines } from '../../scripts/charts/chart-pages.ts'
import { chartGraph, layoutChart, staysByState } from '../../scripts/qa/chart-layout.ts'
import { consoleMachine, consoleTransitions } from '../../scripts/qa/console-data.ts'
import type { ConsoleMachine, ConsolePath } from '../../scripts/qa/console-types.ts'
import { evidenceFilePath, reachOf, readEvidence } from '../../scripts/qa/evidence.ts'
import { foldableStates, initiallyFolded, visibleState } from '../../scripts/qa/folding.ts'
import { groupPathsByEnd } from '../../scripts/qa/page/plan-groups.ts'
import { consoleSpecRules } from '../../scripts/qa/spec-rules.ts'

const FIXTURE = 'tests/support/qa/machine-evidence.fixture.json'
const noEvidence = { file: null, evidence: new Map() }

/** A small machine with a compound state, a guarded pair and SPEC rules in `meta`. */
const doorMachine = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: { target: 'opened', meta: { spec: 'SPEC 2.10' } },
        lock: { target: 'locked', meta: { spec: 'SPEC 2.9' } },
      },
    },
    locked: {
      initial: 'bolted',
      states: {
        bolted: { on: { turn: 'turning' } },
        turning: { on: { turn: 'bolted', done: '#door.closed' } },
      },
    },
    opened: { on: { close: 'closed', knock: {} } },
  },
})

const door = (): Promise<ConsoleMachine> =>
  consoleMachine({ file: 'door.ts', machine: doorMachine }, noEvidence)

describe('the evidence file', () => {
  it('reads the tests of each transition in the shape npm test writes', () => {
    const { file, evidence } = readEvidence(FIXTURE)
    expect(file).toBe(FIXTURE)
    const taken = evidence.get('recharge')?.get('recharge:user.chooseMethod:0')
    expect(taken?.map((entry) => [entry.level, entry.path, entry.result])).toEqual([
      ['unit', 'p-70fff5', 'passed'],
      ['browser', 'p-70fff5', 'failed'],
      // A test that opened the flow without playing a path.
      ['browser', null, 'passed'],
    ])
  })

  it('says there is none when no run wrote it, and refuses a file of another shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qa-evidence-'))
    expect(readEvidence(join(dir, 'absent.json')).file).toBeNull()
    const wrong = join(dir, 'wrong.json')
    writeFileSync(
      wrong,
      JSON.stringify({ machines: { a: { transitions: { t: [{ level: 'e2e' }] } } } }),
    )
    expect(() => readEvidence(wrong)).toThrow(/a t is not a list of test entries/)
  })

  it('is the file QA_EVIDENCE_FILE names, else the one npm test writes', () => {
    expect(evidenceFilePath('/repo', {})).toBe('/repo/test-results/machine-evidence.json')
    expect(evidenceFilePath('/repo', { QA_EVIDENCE_FILE: 'x/e.json' })).toBe('/repo/x/e.json')
  })

  it('counts a transition taken at a level only when a test there ran through it', () => {
    const entry = { file: 'f', title: 't', path: '1' }
    expect(reachOf([])).toBe('never')
    expect(reachOf([{ ...entry, level: 'unit', result: 'skipped' }])).toBe('never')
    expect(reachOf([{ ...entry, level: 'unit', result: 'failed' }])).toBe('unit')
    expect(
      reachOf([
        { ...entry, level: 'unit', result: 'passed' },
        { ...entry, level: 'browser', result: 'passed' },
      ]),
    ).toBe('both')
  })
})

describe('a machine as the console shows it', () => {
  let recharge: ConsoleMachine
  beforeAll(async () => {
    recharge = await consoleMachine(
      { file: 'machines/recharge.machine.ts', machine: rechargeMachine },
      readEvidence(FIXTURE),
    )
  })

  it('gives each transition its tests and how far they took it', () => {
    const byId = new Map(recharge.transitions.map((t) => [t.id, t]))
    expect(byId.get('recharge:user.chooseMethod:0')?.reach).toBe('both')
    expect(byId.get('recharge:user.chooseMethod:1')?.reach).toBe('unit')
    expect(byId.get('recharge:user.chooseMethod:2')?.reach).toBe('never')
    expect(byId.get('recharge.qr:socket.resynced:0')).toMatchObject({
      reach: 'never',
      evidence: [],
    })
    expect(byId.get('recharge:user.chooseMethod:0')?.label).toBe(
      'user.chooseMethod [choosesAnother(method: qr)]',
    )
  })

  it('gives each step of a path the states it reaches and the transition that took it', () => {
    const path = recharge.plan?.paths.find((candidate) => candidate.id === 'p-70fff5')
    expect(path?.steps.map((step) => [step.stateIds, step.transitionIds])).toEqual([
      [['recharge.choosing'], []],
      [['recharge.qr'], ['recharge:user.chooseMethod:0']],
      [['recharge.qr'], ['recharge.qr:socket.topUpPaid:0']],
    ])
    expect(path?.steps[2]?.text).toBe('socket.topUpPaid ({"topupId":"topup-1"}) → `qr`')
    // Each test once, though it took two transitions of the path.
    expect(path?.evidence.map((entry) => `${entry.level} ${entry.result}`)).toEqual([
      'unit passed',
      'browser failed',
    ])
  })

  it('takes the rules from the transitions’ meta, in the SPEC’s order, with their tests', () => {
    const transitions = consoleTransitions(doorMachine, noEvidence)
    expect(transitions.find((t) => t.id === 'door.closed:lock:0')?.spec).toBe('SPEC 2.9')
    const rules = consoleSpecRules([{ file: 'door.ts', machine: doorMachine }], () => transitions)
    expect(rules.map((rule) => [rule.rule, rule.transitions.map((t) => t.transition.id)])).toEqual([
      ['SPEC 2.9', ['door.closed:lock:0']],
      ['SPEC 2.10', ['door.closed:open:0']],
    ])
  })
})

describe('folding a chart', () => {
  it('draws a folded state as one box that carries the arrows of the states inside it', async () => {
    const machine = await door()
    const graph = chartGraph(machine, new Set(['door.locked']))
    expect(graph.children?.map((node) => [node.id, node.children?.length ?? 0])).toEqual([
      ['door.closed', 0],
      ['door.locked', 0],
      ['door.opened', 0],
    ])
    const edges = graph.edges?.map((edge) => `${edge.sources[0]} -> ${edge.targets[0]}`)
    // turn/turn inside the folded box are not drawn; done leaves it.
    expect(edges).toEqual([
      'door.closed -> door.opened',
      'door.closed -> door.locked',
      'door.locked -> door.closed',
      'door.opened -> door.closed',
    ])
  })

  it('draws an open state with its states inside it', async () => {
    const graph = chartGraph(await door(), new Set())
    const locked = graph.children?.find((node) => node.id === 'door.locked')
    expect(locked?.children?.map((node) => node.id)).toEqual([
      'door.locked.bolted',
      'door.locked.turning',
    ])
    expect(graph.edges).toHaveLength(6)
  })

  it('writes a transition that stays as a line in its box, in the folded box holding it', async () => {
    const machine = await door()
    expect(staysByState(machine, new Set()).get('door.opened')).toEqual([
      { transitionId: 'door.opened:knock:0', label: '↻ knock' },
    ])
    const inLocked = {
      ...machine,
      transitions: machine.transitions.map((t) =>
        t.id === 'door.locked.bolted:turn:0' ? { ...t, targets: [] } : t,
      ),
    }
    expect(staysByState(inLocked, new Set(['door.locked'])).get('door.locked')).toEqual([
      { transitionId: 'door.locked.bolted:turn:0', label: '↻ bolted: turn' },
    ])
  })

  it('lights a state inside a folded one on the folded box', async () => {
    const machine = await door()
    const states = new Map(machine.states.map((state) => [state.id, state]))
    expect(visibleState(states, new Set(['door.locked']), 'door.locked.turning')).toBe(
      'door.locked',
    )
    expect(visibleState(states, new Set(), 'door.locked.turning')).toBe('door.locked.turning')
    expect(foldableStates(machine)).toEqual(['door.locked'])
    expect(initiallyFolded(machine)).toEqual([])
  })

  it('places every state inside the box of the state that holds it', async () => {
    const layout = await layoutChart(await door(), new Set())
    const box = (id: string) => layout.nodes.find((node) => node.stateId === id)!
    const parent = box('door.locked')
    for (const child of [box('door.locked.bolted'), box('door.locked.turning')]) {
      expect(child.x).toBeGreaterThanOrEqual(parent.x)
      expect(child.y).toBeGreaterThanOrEqual(parent.y)
      expect(child.x + child.width).toBeLessThanOrEqual(parent.x + parent.width)
      expect(child.y + child.height).toBeLessThanOrEqual(parent.y + parent.height)
    }
    expect(layout.edges.map((edge) => edge.transitionId)).toContain('door.locked.turning:done:0')
    expect(layout.edges.every((edge) => edge.points.length >= 2)).toBe(true)
  })
})

describe('the test plan', () => {
  it('groups the paths by the state they end in', () => {
    const path = (id: string, reaches: string): ConsolePath => ({
      id,
      reaches,
      steps: [],
      evidence: [],
    })
    const groups = groupPathsByEnd([path('1', 'a'), path('2', 'b'), path('3', 'a')])
    expect(groups.map((group) => [group.reaches, group.paths.map((p) => p.id)])).toEqual([
      ['a', ['1', '3']],
      ['b', ['2']],
    ])
  })
})

describe('why a transition is not taken in the browser', () => {
  it('is written for transitions of the machine its model walks, by their ids', async () => {
    const machines = await findMachines(process.cwd())
    const unknown = Object.entries(machineModels).flatMap(([machineId, { notInBrowser }]) => {
      const charted = machines.find(({ machine }) => machine.id === machineId)
      const ids = new Set([...indexTransitions(charted!.machine).values()].map(({ id }) => id))
      return Object.keys(notInBrowser).filter((id) => !ids.has(id))
    })
    expect(unknown).toEqual([])
  })
})
