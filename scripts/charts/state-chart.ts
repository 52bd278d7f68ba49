import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { indexTransitions, type TransitionInfo } from '../../tooling/machine-coverage.ts'

/**
 * A Mermaid `stateDiagram-v2` drawn from a machine's definition: its state nodes (compound,
 * parallel regions, final), the transitions xstate derived from `on`, `always`, `after` and
 * `invoke`, their guards, and the actors each state invokes. Nothing is written by hand, so the
 * chart cannot drift from the code.
 */
export function mermaidStateChart(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2']
  const transitions = [...indexTransitions(machine).values()]
  const nodesById = new Map(allStateNodes(machine).map((node) => [node.id, node]))
  lines.push(...drawChildren(machine, machine.root, transitions, nodesById, 1))
  return lines.join('\n')
}

/** A transition's label as QA reads it: the event in words, then the guard in brackets. */
export function transitionLabel(machine: AnyStateMachine, transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : ''
  return `${eventInWords(machine, transition.event)}${guard}`
}

/** `xstate.done.actor.logIn` reads `logIn done`; a timer reads `after redirectDelay (2 s)`. */
export function eventInWords(machine: AnyStateMachine, eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `${done[1]} done`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `${error[1]} failed`
  const regionDone = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (regionDone) return `${stateName(machine, regionDone[1] ?? '')} finished`
  if (eventType.startsWith('xstate.after.')) return `after ${delayInWords(machine, eventType)}`
  return eventType
}

/** A state's id without the machine's own prefix: `signedIn.tokens.idle`. */
export function stateName(machine: AnyStateMachine, stateId: string): string {
  const prefix = `${machine.id}.`
  return stateId.startsWith(prefix) ? stateId.slice(prefix.length) : stateId
}

/** The actors a state invokes, by the name they are registered under in `setup()`. */
export function invokedActors(node: AnyStateNode): string[] {
  return node.invoke.map((invoke) =>
    typeof invoke.src === 'string' && invoke.src !== invoke.id
      ? `${invoke.id} (${invoke.src})`
      : invoke.id,
  )
}

/** The timers a state starts, as `name (n s)`. */
export function stateTimers(machine: AnyStateMachine, node: AnyStateNode): string[] {
  return node.after.map((transition) => delayInWords(machine, transition.eventType))
}

/** A timer in words: `qrExpiry (300 s)`, or the bare duration of an unnamed delay. */
export function delayInWords(machine: AnyStateMachine, eventType: string): string {
  // `xstate.after.<delay>.<state id>`: the state id holds dots of its own.
  const rest = eventType.slice('xstate.after.'.length)
  const stateId = allStateNodes(machine)
    .map((node) => node.id)
    .find((id) => rest.endsWith(`.${id}`))
  const delay = stateId ? rest.slice(0, -(stateId.length + 1)) : rest
  const named = machine.implementations.delays[delay]
  const ms = typeof named === 'number' ? named : Number(delay)
  if (Number.isNaN(ms)) return delay
  // Seconds read best from one second up (`1.5 s`, `300 s`); below that, milliseconds.
  const duration = ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`
  return named === undefined ? duration : `${delay} (${duration})`
}

/** The machine's root and every state node under it, parents before children. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    nodes.push(node)
    Object.values(node.states).forEach(visit)
  }
  visit(machine.root)
  return nodes
}

/** Mermaid ids are global and plain: `auth.signedIn.tokens.idle` becomes `auth_signedIn_tokens_idle`. */
const diagramId = (stateId: string) => stateId.replace(/[^A-Za-z0-9]/g, '_')

/** The innermost state whose block holds both states (the root when nothing smaller does). */
function commonBlock(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  const sourceBlocks = ancestors(source)
  return ancestors(target).find((block) => sourceBlocks.includes(block)) ?? source.machine.root
}

/** A state's enclosing states, innermost first, not counting itself. */
function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = []
  for (let parent = node.parent; parent; parent = parent.parent) chain.push(parent)
  return chain
}

function drawChildren(
  machine: AnyStateMachine,
  parent: AnyStateNode,
  transitions: TransitionInfo[],
  nodesById: Map<string, AnyStateNode>,
  depth: number,
): string[] {
  const indent = '  '.repeat(depth)
  const children = Object.values(parent.states) as AnyStateNode[]
  const lines: string[] = []

  if (parent.type === 'parallel') {
    // Regions of a parallel state are separated by `--`.
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`)
      lines.push(...drawState(machine, region, transitions, nodesById, depth))
    })
  } else {
    const initial = parent.initial?.target?.[0]
    if (initial) lines.push(`${indent}[*] --> ${diagramId(initial.id)}`)
    for (const child of children)
      lines.push(...drawState(machine, child, transitions, nodesById, depth))
  }

  // Each transition is drawn in the innermost block holding both its ends: Mermaid places a state
  // in the block where it is first named, so an arrow out of a block must be drawn outside it.
  for (const transition of transitions) {
    const source = nodesById.get(transition.source)
    const targets = transition.targets.length ? transition.targets : [transition.source]
    for (const target of targets) {
      const targetNode = nodesById.get(target)
      if (!source || !targetNode || commonBlock(source, targetNode) !== parent) continue
      const label = escapeLabel(transitionLabel(machine, transition))
      lines.push(`${indent}${diagramId(transition.source)} --> ${diagramId(target)} : ${label}`)
    }
  }
  return lines
}

function drawState(
  machine: AnyStateMachine,
  node: AnyStateNode,
  transitions: TransitionInfo[],
  nodesById: Map<string, AnyStateNode>,
  depth: number,
): string[] {
  const indent = '  '.repeat(depth)
  const id = diagramId(node.id)
  const notes = [
    ...(node.type === 'parallel' ? ['parallel regions'] : []),
    ...invokedActors(node).map((actor) => `invokes ${actor}`),
  ].map(escapeLabel)
  if (node.type !== 'compound' && node.type !== 'parallel') {
    return [
      `${indent}state "${node.key}" as ${id}`,
      ...notes.map((note) => `${indent}${id} : ${note}`),
      ...(node.type === 'final' ? [`${indent}${id} --> [*]`] : []),
    ]
  }
  // Mermaid refuses a description line on a composite state: its notes join its name instead.
  const label = [node.key, ...notes].join(' · ')
  return [
    `${indent}state "${label}" as ${id}`,
    `${indent}state ${id} {`,
    ...drawChildren(machine, node, transitions, nodesById, depth + 1),
    `${indent}}`,
  ]
}

/** Mermaid ends a label at `;` and reads `#` as an entity: keep both out. */
function escapeLabel(label: string): string {
  return label.replace(/;/g, ',').replace(/#/g, 'no.')
}

/** One event a machine accepts, with what it means. */
export interface EventDescription {
  /** The event type as the machine receives it (`user.submit`, `xstate.done.actor.logIn`). */
  event: string
  /** How the chart labels it (`logIn done`, `after redirectDelay (1.5 s)`). */
  label: string
  /** From the machine's `schemas.events`; written here for the events xstate makes itself. */
  description: string
}

/**
 * Every event the machine's transitions take, with what it means: the events it accepts from
 * outside read their description from `setup({ schemas: { events } })` (empty when it has none);
 * those xstate makes itself (a request's answer, a timer, a region that finished) are described
 * here from their type, so they read the same on every chart.
 */
export function eventDescriptions(machine: AnyStateMachine): EventDescription[] {
  const described = describedEvents(machine)
  return machine.events.map((event) => ({
    event,
    label: eventInWords(machine, event),
    description: isXstateEvent(event)
      ? xstateEventInWords(machine, event)
      : (described[event]?.trim() ?? ''),
  }))
}

/** Events xstate sends itself: `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`. */
export function isXstateEvent(eventType: string): boolean {
  return eventType.startsWith('xstate.')
}

function describedEvents(machine: AnyStateMachine): Record<string, string | undefined> {
  const { events } = (machine.schemas ?? {}) as {
    events?: Record<string, { description?: unknown }>
  }
  return Object.fromEntries(
    Object.entries(events ?? {}).map(([type, schema]) => [
      type,
      typeof schema.description === 'string' ? schema.description : undefined,
    ]),
  )
}

function xstateEventInWords(machine: AnyStateMachine, eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `The request or child \`${done[1]}\` finished and its answer arrived.`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `The request or child \`${error[1]}\` failed: refused, or no answer came.`
  const regionDone = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (regionDone) return `\`${stateName(machine, regionDone[1] ?? '')}\` reached its end.`
  if (eventType.startsWith('xstate.after.'))
    return `The timer ${delayInWords(machine, eventType)} ran out.`
  return 'Sent by xstate itself.'
}

/** The rule a transition implements, from its `meta: { spec }`; undefined when it names none. */
export function specRuleOf(definition: AnyTransitionDefinition): string | undefined {
  const { meta } = definition as { meta?: { spec?: unknown } }
  return typeof meta?.spec === 'string' ? meta.spec : undefined
}
