import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { StateMachine, type AnyStateMachine } from 'xstate'
import { machineModels } from '../../tooling/machine-models/machine-models.ts'
import { indexTransitions } from '../../tooling/machine-coverage.ts'
import {
  allStateNodes,
  eventDescriptions,
  invokedActors,
  isXstateEvent,
  mermaidStateChart,
  specRuleOf,
  stateName,
  stateTimers,
  transitionLabel,
} from './state-chart.ts'
import { describeTestPlan } from './test-plan.ts'
import { CONSOLE_SCREENSHOTS } from '../qa/console-screenshot-list.ts'

export const CHARTS_DIR = 'docs/charts'
const MACHINES_DIR = 'machines'

export interface ChartedMachine {
  /** The file in machines/ that defines it. */
  file: string
  machine: AnyStateMachine
}

/**
 * Every machine defined in machines/*.machine.ts, found by loading the files: a new machine gets
 * its chart without being listed anywhere. A file that exports the same machine twice (once with
 * other implementations) is charted once, by the machine's id.
 */
export async function findMachines(root: string): Promise<ChartedMachine[]> {
  const files = readdirSync(join(root, MACHINES_DIR))
    .filter((name) => name.endsWith('.machine.ts'))
    .sort()
  const found = new Map<string, ChartedMachine>()
  for (const name of files) {
    const file = `${MACHINES_DIR}/${name}`
    const exports = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>
    for (const value of Object.values(exports)) {
      if (value instanceof StateMachine && !found.has(value.id)) {
        found.set(value.id, { file, machine: value })
      }
    }
  }
  return [...found.values()]
}

/** The name of a machine's page: its file's name with `.md` (`purchase.md`). */
export function chartFileName({ file }: ChartedMachine): string {
  return file.slice(`${MACHINES_DIR}/`.length).replace(/\.machine\.ts$/, '.md')
}

/**
 * The states that do not say what they mean (`description`), as `file: state`: QA reads each
 * state's meaning on its chart, so a chart is not written without it.
 */
export function undescribedStates(machines: ChartedMachine[]): string[] {
  return machines.flatMap(({ file, machine }) =>
    allStateNodes(machine)
      .filter((node) => !node.description?.trim())
      .map(
        (node) =>
          `${file}: ${node === machine.root ? '(the machine)' : stateName(machine, node.id)}`,
      ),
  )
}

/**
 * The events a machine accepts that do not say what they mean (`setup({ schemas: { events } })`),
 * as `file: event`. The events xstate makes itself (answers, timers) are described by the charts.
 */
export function undescribedEvents(machines: ChartedMachine[]): string[] {
  return machines.flatMap(({ file, machine }) =>
    eventDescriptions(machine)
      .filter(({ event, description }) => !isXstateEvent(event) && description === '')
      .map(({ event }) => `${file}: ${event}`),
  )
}

/** One transition that implements a rule, as the SPEC rules index lists it. */
export interface RuleTransition {
  machine: string
  /** The transition's id (`indexTransitions`), which the coverage evidence is keyed by. */
  transition: string
  from: string
  /** The event as the chart labels it, with its guard. */
  event: string
  /** The target states; empty when the transition stays in its state. */
  to: string[]
}

export interface SpecRuleUse {
  rule: string
  transitions: RuleTransition[]
}

/** The sources a rule's name starts with, in the order the index lists them. */
const RULE_SOURCES = ['SPEC', 'DECISIONS', 'docs/decisions.md']

const sourceRank = (rule: string) => {
  const rank = RULE_SOURCES.indexOf(rule.split(' ')[0] ?? '')
  return rank === -1 ? RULE_SOURCES.length : rank
}

/**
 * Every rule of SPEC.md, DECISIONS.md or docs/decisions.md that a transition names in its
 * `meta: { spec }`, with the transitions that implement it: SPEC's rules first by section, then
 * DECISIONS.md's and docs/decisions.md's; transitions in the machines' order.
 */
export function specRules(machines: ChartedMachine[]): SpecRuleUse[] {
  const byRule = new Map<string, RuleTransition[]>()
  for (const { machine } of machines) {
    for (const [definition, transition] of indexTransitions(machine)) {
      const rule = specRuleOf(definition)
      if (!rule) continue
      const uses = byRule.get(rule) ?? []
      uses.push({
        machine: machine.id,
        transition: transition.id,
        from: stateName(machine, transition.source),
        event: transitionLabel(machine, transition),
        to: transition.targets.map((target) => stateName(machine, target)),
      })
      byRule.set(rule, uses)
    }
  }
  return [...byRule.entries()]
    .sort(
      ([a], [b]) => sourceRank(a) - sourceRank(b) || a.localeCompare(b, 'en', { numeric: true }),
    )
    .map(([rule, transitions]) => ({ rule, transitions }))
}

/**
 * Throws, naming each, when a state or an event a machine accepts does not say what it means: QA
 * reads the charts, so none is written without it.
 */
export function assertDescribed(machines: ChartedMachine[]): void {
  const states = undescribedStates(machines)
  const events = undescribedEvents(machines)
  const problems = [
    ...(states.length
      ? [
          `${states.length} state(s) say nothing of what they mean: give each a description.`,
          ...states.map((state) => `  ${state}`),
        ]
      : []),
    ...(events.length
      ? [
          `${events.length} event(s) say nothing of what they mean: describe each in ` +
            '`setup({ schemas: { events } })`.',
          ...events.map((event) => `  ${event}`),
        ]
      : []),
  ]
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

/**
 * docs/charts/ as it should be: page name -> content. Nothing is written here. Throws when a state
 * or an event the machine accepts has no description.
 */
export async function renderChartPages(root: string): Promise<Map<string, string>> {
  const machines = await findMachines(root)
  assertDescribed(machines)
  const pages = new Map<string, string>()
  for (const charted of machines) pages.set(chartFileName(charted), await machinePage(charted))
  pages.set('index.md', indexPage(machines))
  return pages
}

const GENERATED_NOTE =
  '<!-- Generated by `npm run charts` from the machine definitions; edit the machines, not this page. -->'

function summaryOf(machine: AnyStateMachine): string {
  return machine.root.description ?? '(no description in the machine definition)'
}

async function machinePage({ file, machine }: ChartedMachine): Promise<string> {
  const model = machineModels[machine.id]
  const lines = [
    GENERATED_NOTE,
    '',
    `# ${machine.id}`,
    '',
    summaryOf(machine),
    '',
    `Defined in [${file}](../../${file}).`,
    '',
    '## Chart',
    '',
    '```mermaid',
    mermaidStateChart(machine),
    '```',
    '',
    '## States',
    '',
    '| State | Kind | Invokes | Timers | What it means |',
    '| --- | --- | --- | --- | --- |',
    ...allStateNodes(machine).map((node) => {
      const name = node === machine.root ? '(the machine)' : stateName(machine, node.id)
      const cells = [
        `\`${name}\``,
        node.type,
        invokedActors(node).join(', '),
        stateTimers(machine, node).join(', '),
        oneLine(node.description ?? ''),
      ]
      return `| ${cells.join(' | ')} |`
    }),
    '',
    '## Events',
    '',
    '| Event | What it means |',
    '| --- | --- |',
    ...eventDescriptions(machine).map(
      ({ event, label, description }) =>
        `| ${label === event ? `\`${event}\`` : `${label} (\`${event}\`)`} | ${oneLine(description)} |`,
    ),
    '',
    '## Transitions',
    '',
    'Each row is one transition; guarded alternatives of one event are rows of their own. The',
    'coverage report printed by `npm test` counts these rows. A transition that carries out a rule',
    'of SPEC.md, DECISIONS.md or docs/decisions.md names it.',
    '',
    '| From | Event [guard] | To | Rule |',
    '| --- | --- | --- | --- |',
    ...[...indexTransitions(machine)].map(([definition, transition]) => {
      const to = statesInWords(transition.targets.map((target) => stateName(machine, target)))
      const rule = oneLine(specRuleOf(definition) ?? '')
      return `| \`${stateName(machine, transition.source)}\` | ${transitionLabel(machine, transition)} | ${to} | ${rule} |`
    }),
    '',
    '## Test plan',
    '',
  ]
  if (!model) {
    lines.push('No model-based walk covers this machine yet: `npm test` fails until one does.')
    return `${lines.join('\n')}\n`
  }
  const plan = await describeTestPlan(model.options())
  lines.push(
    `${plan.length} paths. [${model.walkedBy}](../../${model.walkedBy}) plays each one on a live`,
    'actor and checks the state after every step; the requests and timers are the test’s own,',
    'so each outcome below (a success, a refusal, a timer running out) is played on purpose. Each',
    'step names the state the actor is in once it has played it. A path keeps its id (`p-…`) while',
    'the machine and its model leave it as it is; the test report and the browser tests name it',
    'by that id.',
    '',
  )
  for (const path of plan) {
    lines.push(
      `### Path ${path.id}`,
      '',
      ...path.steps.map((step, n) => `${n + 1}. ${step.words}`),
      '',
    )
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/** Every state node of the machine but its root. */
export function countStates(machine: AnyStateMachine): number {
  return allStateNodes(machine).length - 1
}

/** Target states as a table cell: each as code, or `(stays)` for none. */
function statesInWords(states: string[]): string {
  return states.length ? states.map((state) => `\`${state}\``).join(', ') : '(stays)'
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '/').trim()
}

function pageOf(machines: ChartedMachine[], machineId: string): string {
  const charted = machines.find(({ machine }) => machine.id === machineId)
  return charted ? chartFileName(charted) : ''
}

function indexPage(machines: ChartedMachine[]): string {
  const lines = [
    GENERATED_NOTE,
    '',
    '# State charts',
    '',
    'Every flow of the shop is a state machine in `machines/`. Each page below is generated from',
    'the machine itself by `npm run charts`: its chart, its states, the events it takes, every',
    'transition with the rule it carries out, and the test plan, the paths its model-based test',
    'walks step by step. `npm test` fails when a page is out of date, so what is read here is what',
    'runs. The SPEC rules index at the end leads from each rule to the transitions that implement it.',
    '',
    '| Machine | What it does | States | Transitions |',
    '| --- | --- | --- | --- |',
    ...machines.map((charted) => {
      const { machine } = charted
      const link = `[${machine.id}](${chartFileName(charted)})`
      const transitions = indexTransitions(machine).size
      return `| ${link} | ${oneLine(summaryOf(machine))} | ${countStates(machine)} | ${transitions} |`
    }),
    '',
    '## How to read a chart',
    '',
    '- A box is a state; a box holding boxes is a state made of steps; boxes split by a dashed line',
    '  are regions that run at the same time. `[*]` marks where a machine or a region starts, and an',
    '  arrow to `[*]` marks an end.',
    '- An arrow is a transition, labelled with what makes it happen: a customer’s action',
    '  (`user.submit`), news from the server or another tab (`socket.topUpPaid`, `storage.changed`),',
    '  a request that finished (`logIn done`) or failed (`logIn failed`), or a timer',
    '  (`after reloadAfterTopUp (2 s)`). `[hasSession]` is a condition that must hold; the same',
    '  event with another condition is another arrow. An arrow back to its own box changes what the',
    '  screen shows without leaving the state.',
    '- `invokes x` in a box is work that runs while the machine is there (a request, a timer, a',
    '  listener) and stops when it leaves.',
    '- The events table says what each event means: who sends it and what it carries. The',
    '  transitions table names, in its Rule column, the section of SPEC.md, DECISIONS.md or',
    '  docs/decisions.md a transition carries out.',
    '- The test plan lists every path the automated test takes, step by step, with the data each',
    '  step carries and the state the machine is then in. A path QA misses in it is a path nobody',
    '  tests: ask for it to be added. A path is named by its id (`p-3fa9c2`), which stays while the',
    '  machine leaves the path as it is; test reports and the evidence file name it the same way.',
    '',
    'GitHub and most editors draw the `mermaid` blocks in place.',
    '',
    '## The QA console',
    '',
    'To read a chart with pan, zoom and folding, each transition with the tests that took it, and',
    'each path of the plan lit step by step on the chart: `npm run qa`, without the app and without',
    'the internet, then open the address it prints (after `npm test`, which records the tests).',
    '',
    ...CONSOLE_SCREENSHOTS.flatMap(({ file, caption }) => [`![${caption}](${file})`, '']),
    '## SPEC rules',
    '',
    'Each rule of SPEC.md, DECISIONS.md or docs/decisions.md that a machine carries out, with the',
    'transitions that implement it (each names its rule in `meta: { spec }`).',
    '',
    ...specRules(machines).flatMap(({ rule, transitions }) => [
      `### ${rule}`,
      '',
      '| Machine | From | Event [guard] | To |',
      '| --- | --- | --- | --- |',
      ...transitions.map(
        ({ machine, from, event, to }) =>
          `| [${machine}](${pageOf(machines, machine)}) | \`${from}\` | ${oneLine(event)} | ${statesInWords(to)} |`,
      ),
      '',
    ]),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}
