import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type {
  ChartLayout,
  ConsoleMachine,
  ConsoleState,
  LaidOutEdge,
  LaidOutNode,
} from './console-types.ts'
import { visibleState } from './folding.ts'

// Sizes for 13 px text at zoom 1: an average character of the console's sans-serif is ~7.5 px.
const CHAR_WIDTH = 7.5
const LABEL_CHAR_WIDTH = 7
const NODE_HEIGHT = 34
const NODE_MIN_WIDTH = 64
const NODE_PADDING_X = 24
const LABEL_HEIGHT = 18
const COMPOUND_PADDING = '[top=34,left=14,bottom=14,right=14]'

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
  const rootEdges = machine.transitions.some((transition) => transition.source === machine.rootId)

  const toElk = (state: ConsoleState): ElkNode => {
    const open = state.children.length > 0 && !folded.has(state.id)
    const label = nodeLabel(state, folded)
    return open
      ? {
          id: state.id,
          labels: [{ text: label }],
          layoutOptions: { 'elk.padding': COMPOUND_PADDING },
          children: state.children.map((child) => toElk(states.get(child)!)),
        }
      : { id: state.id, labels: [{ text: label }], ...boxSize(label) }
  }
  const root = states.get(machine.rootId)!
  const children = root.children.map((child) => toElk(states.get(child)!))
  if (rootEdges) {
    children.push({ id: machine.rootId, labels: [{ text: ANY_STATE }], ...boxSize(ANY_STATE) })
  }

  const edges: ElkExtendedEdge[] = []
  for (const transition of machine.transitions) {
    const from = shown(transition.source)
    const targets = transition.targets.length ? transition.targets : [transition.source]
    for (const target of new Set(targets.map(shown))) {
      // Inside a folded box: the box stands for both ends.
      const inside = from === target && from !== transition.source && folded.has(from)
      if (inside) continue
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

const edgeId = (transitionId: string, target: string) => `${transitionId}=>${target}`
const transitionOfEdge = (id: string) => id.slice(0, id.lastIndexOf('=>'))

function nodeLabel(state: ConsoleState, folded: ReadonlySet<string>): string {
  if (!folded.has(state.id)) return state.key
  const inside = state.children.length
  return `${state.key} ▸ ${inside} state${inside === 1 ? '' : 's'}`
}

function boxSize(label: string) {
  return {
    width: Math.max(NODE_MIN_WIDTH, Math.ceil(label.length * CHAR_WIDTH) + NODE_PADDING_X),
    height: NODE_HEIGHT,
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
