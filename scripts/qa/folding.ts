import type { ConsoleMachine, ConsoleState } from './console-types.ts'

// Folding is decided in the page and applied by the server's layout: both read it from here.

type MachineShape = Pick<ConsoleMachine, 'rootId' | 'states'>

/** A state's box: the state itself, or its outermost folded ancestor. */
export function visibleState(
  states: ReadonlyMap<string, ConsoleState>,
  folded: ReadonlySet<string>,
  stateId: string,
): string {
  let shown = stateId
  for (let state = states.get(stateId); state?.parent; state = states.get(state.parent)) {
    if (folded.has(state.parent)) shown = state.parent
  }
  return shown
}

/** The compound and parallel states, which can fold. */
export function foldableStates(machine: MachineShape): string[] {
  return machine.states
    .filter((state) => state.id !== machine.rootId && state.children.length > 0)
    .map((state) => state.id)
}

/** Past this many states a chart opens with every compound state folded, to be opened one by one. */
export const FOLD_ABOVE_STATES = 24

/** What a machine's chart opens with folded. */
export function initiallyFolded(machine: MachineShape): string[] {
  return machine.states.length - 1 > FOLD_ABOVE_STATES ? foldableStates(machine) : []
}
