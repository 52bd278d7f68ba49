import { act, cleanup, configure, getConfig } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import {
  walkModel,
  type ModelEvent,
  type ModelOptions,
  type ModelSnapshot,
  type ModelWalk,
  type PathHarness,
} from '../../tooling/model-paths.ts'

// Returns are awaited and otherwise ignored, so one-line assertions fit.
type Perform<TView, TEvent> = (view: TView, event: TEvent) => unknown

export interface ComponentPathOptions<
  TMachine extends AnyStateMachine,
  TView,
> extends ModelOptions<TMachine> {
  /**
   * Renders a fresh component whose actor runs `machine` created with the harness's `clock` and
   * `inspect` (e.g. `useActorRef(machine, { clock, inspect })`), so the walk follows that actor.
   */
  render: (harness: PathHarness) => TView
  /**
   * How the UI causes each event (a click, typing...). Invoke outcomes of controlled promises and
   * timers are played by the walk itself and need no entry.
   */
  perform: {
    [TType in ModelEvent<TMachine>['type']]?: Perform<
      TView,
      Extract<ModelEvent<TMachine>, { type: TType }>
    >
  }
  /**
   * What the screen shows in each state, keyed by a state `snapshot.matches()` accepts ('idle',
   * 'form.editing'). Every state a path reaches must match at least one key.
   */
  expectScreen: Record<string, (view: TView, snapshot: ModelSnapshot<TMachine>) => unknown>
}

/**
 * The user who drives a walk's screen. A walk clicks a few thousand times: the hover that user-event
 * plays before each click (pointer moves through the target's ancestors) and its check of each
 * target's computed pointer-events were a third of the purchase walk's time. Neither can tell
 * anything here: no screen reacts to hovering, and the test document has none of the app's stylesheets, so
 * the check could only read `auto`. The browser path tests click in Chromium, where both are real.
 */
export type WalkUser = ReturnType<typeof userEvent.setup>

export function walkUser(options: Options = {}): WalkUser {
  return userEvent.setup({
    skipHover: true,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...options,
  })
}

/**
 * Plays the model's paths through a rendered component: each step is performed in the UI, the
 * component's actor must reach the path's state, and the screen checks for that state must pass.
 * The walk plays the covering paths (every state and every step the model's paths reach, in the
 * fewest steps); the live actor's walk plays them all. Fails when a transition of the machine was
 * never taken by the component's actor.
 */
export function walkComponentPaths<TMachine extends AnyStateMachine, TView>(
  options: ComponentPathOptions<TMachine, TView>,
): Promise<ModelWalk> {
  let view: TView | undefined
  const rendered = (): TView => {
    if (view === undefined) throw new Error('render() returned nothing')
    return view
  }
  // A walk queries the screen by role at every step of every path (about a thousand steps for the
  // purchase screen): testing-library's check that each candidate is not hidden from the
  // accessibility tree (a computed style of every ancestor) took half of the walk's time. The walk
  // is about which screen each state shows; its checks say toBeVisible where being seen matters,
  // and axe reads the accessibility tree of every screen in the browser suites.
  const { defaultHidden } = getConfig()
  configure({ defaultHidden: true })
  return walkModel(
    options,
    {
      start: (harness) => {
        cleanup()
        view = options.render(harness)
      },
      deliver: async (event) => {
        const perform = options.perform[event.type as ModelEvent<TMachine>['type']] as
          Perform<TView, ModelEvent<TMachine>> | undefined
        if (!perform) throw new Error(`perform has no entry for '${event.type}'`)
        await perform(rendered(), event)
      },
      // Settling a promise or firing a timer re-renders the component: React wants that inside act().
      run: (move) =>
        act(async () => {
          move()
        }),
      check: async (snapshot) => {
        const machineSnapshot = snapshot as AnyMachineSnapshot
        const checks = Object.entries(options.expectScreen).filter(([state]) =>
          machineSnapshot.matches(state),
        )
        if (checks.length === 0) {
          throw new Error(`expectScreen has no entry for ${JSON.stringify(machineSnapshot.value)}`)
        }
        for (const [, check] of checks) await check(rendered(), snapshot)
      },
      stop: () => cleanup(),
    },
    'covering',
  ).finally(() => configure({ defaultHidden }))
}
