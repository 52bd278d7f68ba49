import type { SimulationResult } from '../simulator.ts'
import type {
  ChartLayout,
  ConsoleMachine,
  ConsolePath,
  ConsoleState,
  ConsoleTransition,
} from '../console-types.ts'
import { foldableStates, initiallyFolded, visibleState } from '../folding.ts'
import { ChartView, chartLegend } from './chart-view.ts'
import { evidenceNotice, getJson, h } from './dom.ts'
import { testList, testSummary } from './evidence-view.ts'
import { groupPathsByEnd } from './plan-groups.ts'
import { mountSimulator } from './simulator.ts'

type Selection =
  | { kind: 'none' }
  | { kind: 'path'; path: ConsolePath; step: number }
  | { kind: 'transition'; transition: ConsoleTransition }
  | { kind: 'simulator' }

/** One machine: its chart, the picked path or transition beside it, its transitions and its plan. */
export async function renderMachinePage(app: HTMLElement, machineId: string): Promise<void> {
  const machine = await getJson<ConsoleMachine>(`/api/machines/${encodeURIComponent(machineId)}`)
  document.title = `${machine.id} · QA console`
  const states = new Map(machine.states.map((state) => [state.id, state]))
  const transitions = new Map(machine.transitions.map((t) => [t.id, t]))
  const folded = new Set(initiallyFolded(machine))
  let selection: Selection = { kind: 'none' }

  const side = h('aside', { class: 'side', 'aria-label': 'Selection' })
  // The simulator keeps the events sent while QA look at a path or a transition and come back.
  const simulatorPanel = h('div', { class: 'simulator-host' })
  let simulated: SimulationResult | undefined
  const simulatorStarted = mountSimulator(simulatorPanel, machine.id, (result) => {
    simulated = result
    if (selection.kind === 'simulator') showSelection()
  })
  const chart = new ChartView(
    new Map(machine.transitions.map((t) => [t.id, t.reach])),
    {
      onToggleFold: (stateId) => {
        if (folded.has(stateId)) folded.delete(stateId)
        else folded.add(stateId)
        void relayout()
      },
      onPickTransition: (id) => select({ kind: 'transition', transition: transitions.get(id)! }),
    },
    [
      h('button', { type: 'button', onclick: () => select({ kind: 'simulator' }) }, 'Simulate'),
      ...(foldableStates(machine).length
        ? [
            h(
              'button',
              { type: 'button', onclick: () => setFolded(foldableStates(machine)) },
              'Fold all',
            ),
            h('button', { type: 'button', onclick: () => setFolded([]) }, 'Unfold all'),
          ]
        : []),
    ],
  )
  const table = transitionsTable(machine, states, (transition) =>
    select({ kind: 'transition', transition }),
  )
  const plan = testPlan(machine, (path) => select({ kind: 'path', path, step: 0 }))

  app.replaceChildren(
    h('h1', {}, machine.id),
    h('p', { class: 'lead' }, machine.description),
    h('p', { class: 'muted' }, 'Defined in ', h('code', {}, machine.file), '.'),
    evidenceNotice(machine.evidenceFile),
    h('div', { class: 'workbench' }, chart.element, side),
    chartLegend(),
    h('div', { class: 'columns' }, table.element, plan),
  )

  function setFolded(ids: string[]) {
    folded.clear()
    ids.forEach((id) => folded.add(id))
    void relayout()
  }

  let firstLayout = true
  async function relayout() {
    const query = new URLSearchParams({ folded: [...folded].join(',') })
    const layout = await getJson<ChartLayout>(
      `/api/machines/${encodeURIComponent(machine.id)}/layout?${query}`,
    )
    chart.draw(layout)
    if (firstLayout) chart.showStart()
    firstLayout = false
    showSelection()
  }

  function select(next: Selection) {
    selection = next
    showSelection()
  }

  function showSelection() {
    const shown = (stateId: string) => visibleState(states, folded, stateId)
    table.mark(selection.kind === 'transition' ? selection.transition.id : undefined)
    if (selection.kind === 'transition') {
      const { transition } = selection
      chart.light([], [transition.id])
      side.replaceChildren(transitionPanel(machine, states, transition))
    } else if (selection.kind === 'path') {
      const { path, step } = selection
      const current = path.steps[step]!
      const lit = [...new Set(current.stateIds.map(shown))]
      chart.light(lit, current.transitionIds)
      if (lit[0]) chart.reveal(lit[0])
      side.replaceChildren(
        pathPanel(path, step, (next) => select({ kind: 'path', path, step: next })),
      )
    } else if (selection.kind === 'simulator') {
      const lit = [...new Set((simulated?.stateIds ?? []).map(shown))]
      chart.light(lit, simulated?.transitions ?? [])
      if (lit[0]) chart.reveal(lit[0])
      if (side.firstChild !== simulatorPanel) side.replaceChildren(simulatorPanel)
    } else {
      chart.light([], [])
      side.replaceChildren(
        h(
          'p',
          { class: 'muted' },
          'Pick a path of the test plan, or a transition on the chart or in the table, or simulate the machine.',
        ),
      )
    }
  }

  await Promise.all([relayout(), simulatorStarted])
}

function stateLabel(states: ReadonlyMap<string, ConsoleState>, id: string): string {
  return states.get(id)?.name ?? id
}

function transitionsTable(
  machine: ConsoleMachine,
  states: ReadonlyMap<string, ConsoleState>,
  pick: (transition: ConsoleTransition) => void,
) {
  const rows = machine.transitions.map((transition) =>
    h(
      'tr',
      {
        'data-transition-id': transition.id,
        class: `reach-${transition.reach}`,
        tabindex: 0,
        onclick: () => pick(transition),
        onkeydown: (event: Event) => {
          if ((event as KeyboardEvent).key === 'Enter') pick(transition)
        },
      },
      h('td', {}, h('code', {}, stateLabel(states, transition.source))),
      h('td', {}, h('span', { class: `swatch reach-${transition.reach}` }), transition.label),
      h(
        'td',
        {},
        transition.targets.length
          ? transition.targets.map((target) => stateLabel(states, target)).join(', ')
          : '(stays)',
      ),
      h('td', {}, transition.spec ?? ''),
      h('td', { class: 'small' }, testSummary(transition.evidence)),
    ),
  )
  const element = h(
    'section',
    { class: 'transitions' },
    h('h2', {}, `Transitions (${machine.transitions.length})`),
    h(
      'table',
      { class: 'grid' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['From', 'Event [guard]', 'To', 'SPEC', 'Tests'].map((title) => h('th', {}, title)),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  )
  return {
    element,
    mark: (transitionId: string | undefined) => {
      for (const row of rows) {
        row.toggleAttribute('aria-selected', row.dataset.transitionId === transitionId)
      }
    },
  }
}

function testPlan(machine: ConsoleMachine, pick: (path: ConsolePath) => void): HTMLElement {
  if (!machine.plan) {
    return h(
      'section',
      { class: 'plan' },
      h('h2', {}, 'Test plan'),
      h('p', {}, 'No model-based walk covers this machine yet.'),
    )
  }
  const groups = groupPathsByEnd(machine.plan.paths)
  return h(
    'section',
    { class: 'plan' },
    h('h2', {}, `Test plan (${machine.plan.paths.length} paths)`),
    h(
      'p',
      { class: 'muted' },
      'Walked by ',
      h('code', {}, machine.plan.walkedBy),
      '. Paths are grouped by the state they end in.',
    ),
    ...groups.map((group) =>
      h(
        'details',
        { class: 'plan-group', open: groups.length <= 6 },
        h('summary', {}, 'Ends in ', h('code', {}, group.reaches), ` (${group.paths.length})`),
        h(
          'ul',
          {},
          ...group.paths.map((path) =>
            h(
              'li',
              {},
              h(
                'button',
                {
                  type: 'button',
                  class: 'link',
                  'data-path-id': path.id,
                  onclick: () => pick(path),
                },
                `Path ${path.id}`,
              ),
              ` ${path.steps.length - 1} steps · `,
              h('span', { class: 'muted small' }, testSummary(path.evidence)),
            ),
          ),
        ),
      ),
    ),
  )
}

function pathPanel(path: ConsolePath, step: number, go: (step: number) => void): HTMLElement {
  const last = path.steps.length - 1
  const byLevel = (level: 'unit' | 'browser') =>
    path.evidence.filter((entry) => entry.level === level)
  return h(
    'div',
    { class: 'path-panel', 'data-path-id': path.id },
    h('h2', {}, `Path ${path.id}`),
    h('p', { class: 'muted' }, 'Ends in ', h('code', {}, path.reaches)),
    h(
      'div',
      { class: 'stepper' },
      h(
        'button',
        { type: 'button', disabled: step === 0, onclick: () => go(step - 1) },
        '← Previous',
      ),
      h('span', { 'aria-live': 'polite', class: 'step-count' }, `Step ${step} of ${last}`),
      h(
        'button',
        { type: 'button', disabled: step === last, onclick: () => go(step + 1) },
        'Next →',
      ),
    ),
    h(
      'ol',
      { class: 'steps', start: 0 },
      ...path.steps.map((item, index) =>
        h(
          'li',
          {
            'aria-current': index === step ? 'step' : undefined,
            onclick: () => go(index),
          },
          item.text,
        ),
      ),
    ),
    h('h3', {}, 'Unit level'),
    testList(byLevel('unit'), 'No unit test recorded this path.'),
    h('h3', {}, 'In the browser'),
    testList(byLevel('browser'), 'No browser test recorded this path.'),
  )
}

function transitionPanel(
  machine: ConsoleMachine,
  states: ReadonlyMap<string, ConsoleState>,
  transition: ConsoleTransition,
): HTMLElement {
  const to = transition.targets.length
    ? transition.targets.map((target) => stateLabel(states, target)).join(', ')
    : '(stays)'
  return h(
    'div',
    { class: 'transition-panel', 'data-transition-id': transition.id },
    h('h2', {}, transition.label),
    h('p', {}, h('code', {}, stateLabel(states, transition.source)), ' → ', h('code', {}, to)),
    transition.spec ? h('p', {}, 'Implements ', transition.spec) : null,
    h('p', { class: 'muted small' }, `Transition id ${transition.id}`),
    transition.reach === 'unit' || transition.reach === 'never'
      ? h(
          'p',
          { class: 'not-in-browser' },
          transition.notInBrowser
            ? `Not in the browser: ${transition.notInBrowser}`
            : 'No browser test takes it, and its model says nothing of why.',
        )
      : null,
    h('h3', {}, 'Tests that took it'),
    testList(
      transition.evidence,
      machine.evidenceFile
        ? 'No test took this transition in the last run.'
        : 'No run recorded yet.',
    ),
  )
}
