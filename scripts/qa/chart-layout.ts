import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type {
  ChartLayout,
  ConsoleMachine,
  ConsoleState,
  ConsoleTransition,
  LaidOutEdge,
  LaidOutNode,
} from './console-types.ts'
import { STAY_LINE_HEIGHT, TITLE_HEIGHT } from './chart-metrics.ts'
import { visibleState } from './folding.ts'

// Sizes for 13 px text at zoom 1: an average character of the console's sans-serif is ~7.5 px.
const CHAR_WIDTH = 7.5
const LABEL_CHAR_WIDTH = 7
const NODE_HEIGHT = 34
const NODE_MIN_WIDTH = 64
const NODE_PADDING_X = 24
const LABEL_HEIGHT = 18
/** A compound state's title bar, and below it the lines of the transitions that stay in it. */
const compoundPadding = (stays: number) =>
  `[top=${TITLE_HEIGHT + stays * STAY_LINE_HEIGHT},left=14,bottom=14,right=14]`

const LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  // Edges between states of different compound states are laid out with the whole chart.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
}

type MachineShape = Pick<ConsoleMachine, 'rootId' | 'states' | 'transitions'>

/**
 * ELK's input for the chart with the given states folded: a folded state is one box and carries
 * the arrows of the states inside it; an arrow between two of those is not drawn. Arrows of the
 * machine itself (any state) leave a box of their own.
 */
export function chartGraph(machine: MachineShape, folded: ReadonlySet<string>): ElkNode {
  const states = new Map(machine.states.map((state) => [state.id, state]))
  const shown = (stateId: string) => visibleState(states, folded, stateId)
  const staysIn = staysByState(machine, folded)
  const rootEdges = machine.transitions.some((transition) => transition.source === machine.rootId)

  const toElk = (state: ConsoleState): ElkNode => {
    const open = state.children.length > 0 && !folded.has(state.id)
    const label = nodeLabel(state, folded)
    const stays = staysIn.get(state.id) ?? []
    return open
      ? {
          id: state.id,
          labels: [{ text: label }],
          layoutOptions: { 'elk.padding': compoundPadding(stays.length) },
          children: state.children.map((child) => toElk(states.get(child)!)),
        }
      : { id: state.id, labels: [{ text: label }], ...boxSize(label, stays) }
  }
  const root = states.get(machine.rootId)!
  const children = root.children.map((child) => toElk(states.get(child)!))
  if (rootEdges) {
    const stays = staysIn.get(machine.rootId) ?? []
    children.push({
      id: machine.rootId,
      labels: [{ text: ANY_STATE }],
      ...boxSize(ANY_STATE, stays),
    })
  }

  const edges: ElkExtendedEdge[] = []
  for (const transition of machine.transitions) {
    // A transition that stays is a line inside its state's box, not an arrow.
    if (staysInItsState(transition)) continue
    const from = shown(transition.source)
    for (const target of new Set(transition.targets.map(shown))) {
      // Inside a folded box: the box stands for both ends.
      if (from === target && from !== transition.source && folded.has(from)) continue
      edges.push({
        id: edgeId(transition.id, target),
        sources: [from],
        targets: [target],
        labels: [{ text: transition.label, ...labelSize(transition.label) }],
      })
    }
  }
  return { id: LAYOUT_ROOT, layoutOptions: LAYOUT_OPTIONS, children, edges }
}

const LAYOUT_ROOT = '(chart)'
const ANY_STATE = '(any state)'
const ANY_STATE_MEANS = 'The machine’s own transitions, taken from whatever state it is in.'

const edgeId = (transitionId: string, target: string) => `${transitionId}=>${target}`
const transitionOfEdge = (id: string) => id.slice(0, id.lastIndexOf('=>'))

function nodeLabel(state: ConsoleState, folded: ReadonlySet<string>): string {
  if (!folded.has(state.id)) return state.key
  const inside = state.children.length
  return `${state.key} ▸ ${inside} state${inside === 1 ? '' : 's'}`
}

/** No target, or its own state again (an edit that starts the state afresh). */
function staysInItsState({ source, targets }: ConsoleTransition): boolean {
  return targets.length === 0 || (targets.length === 1 && targets[0] === source)
}

/** A transition that stays, shown in the box of its state (or of the folded state holding it). */
export interface StayLine {
  transitionId: string
  label: string
}

/**
 * The transitions that stay, by the box that shows them: a state's own, and in a folded box
 * those of the states inside it, which a QA reading the folded box still needs to see.
 */
export function staysByState(
  machine: MachineShape,
  folded: ReadonlySet<string>,
): Map<string, StayLine[]> {
  const states = new Map(machine.states.map((state) => [state.id, state]))
  const byState = new Map<string, StayLine[]>()
  for (const transition of machine.transitions) {
    if (!staysInItsState(transition)) continue
    const box = visibleState(states, folded, transition.source)
    const inner = box === transition.source ? '' : `${states.get(transition.source)?.key}: `
    const lines = byState.get(box) ?? []
    lines.push({ transitionId: transition.id, label: `↻ ${inner}${transition.label}` })
    byState.set(box, lines)
  }
  return byState
}

function boxSize(label: string, stays: readonly StayLine[] = []) {
  const longest = Math.max(
    label.length * CHAR_WIDTH,
    ...stays.map((stay) => stay.label.length * LABEL_CHAR_WIDTH),
  )
  return {
    width: Math.max(NODE_MIN_WIDTH, Math.ceil(longest) + NODE_PADDING_X),
    height: NODE_HEIGHT + stays.length * STAY_LINE_HEIGHT,
  }
}

function labelSize(label: string) {
  return { width: Math.ceil(label.length * LABEL_CHAR_WIDTH) + 8, height: LABEL_HEIGHT }
}

const elk = new ELK()

/** The chart laid out by ELK, every position made absolute (ELK gives them per container). */
export async function layoutChart(
  machine: MachineShape,
  folded: ReadonlySet<string>,
): Promise<ChartLayout> {
  const laidOut = await elk.layout(chartGraph(machine, folded))
  const staysIn = staysByState(machine, folded)
  const origins = new Map<string, { x: number; y: number }>([[LAYOUT_ROOT, { x: 0, y: 0 }]])
  const nodes: LaidOutNode[] = []
  const visit = (node: ElkNode, origin: { x: number; y: number }, depth: number) => {
    for (const child of node.children ?? []) {
      const x = origin.x + (child.x ?? 0)
      const y = origin.y + (child.y ?? 0)
      origins.set(child.id, { x, y })
      const state = machine.states.find((candidate) => candidate.id === child.id)
      nodes.push({
        stateId: child.id,
        label: child.labels?.[0]?.text ?? child.id,
        x,
        y,
        width: child.width ?? 0,
        height: child.height ?? 0,
        kind: child.children ? 'open' : folded.has(child.id) ? 'folded' : 'leaf',
        final: state?.type === 'final',
        depth,
        description: child.id === machine.rootId ? ANY_STATE_MEANS : (state?.description ?? ''),
        stays: staysIn.get(child.id) ?? [],
      })
      visit(child, { x, y }, depth + 1)
    }
  }
  visit(laidOut, { x: 0, y: 0 }, 0)

  const edges = (laidOut.edges ?? []).map((edge): LaidOutEdge => {
    const container = (edge as ElkExtendedEdge & { container?: string }).container ?? LAYOUT_ROOT
    const origin = origins.get(container) ?? { x: 0, y: 0 }
    const shift = (point: { x: number; y: number }) => ({
      x: origin.x + point.x,
      y: origin.y + point.y,
    })
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ])
    const label = edge.labels?.[0]
    return {
      transitionId: transitionOfEdge(edge.id),
      label: label?.text ?? '',
      points,
      ...(label
        ? {
            labelBox: {
              ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
              width: label.width ?? 0,
              height: label.height ?? 0,
            },
          }
        : {}),
    }
  })
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges }
}
