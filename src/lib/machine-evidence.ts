import type { InspectionEvent, Observer } from 'xstate'
import { transitionId } from '../../machines/transition-id'
import { inspectorOptions, type InspectOptions } from './inspector'

/**
 * The function a browser test gives the page (Playwright's `exposeBinding`) to hear of each
 * transition the page's machines take (tests/support/e2e/machine-evidence.ts). A customer's page
 * has none: it then observes nothing more than it did. This module loads with the flows, never with
 * home's first download.
 */
export const EVIDENCE_BINDING = '__machineTransitionTaken'

/** How the page reports a transition to the browser test that opened it. */
export type ReportTransition = (machineId: string, transitionId: string) => unknown

// Looked for once, when the first actor starts.
let testReport: ReportTransition | null | undefined

/**
 * Spread into an actor's options (`useFlowActor`, the auth actor): the Stately inspector when it
 * runs, and on a page a browser test opened, the observer that reports what the machines take.
 */
export function actorInspectOptions(): InspectOptions | undefined {
  // A server render starts the screen's actors too: it has no page, and no test to report to.
  if (typeof window === 'undefined') return inspectorOptions()
  if (testReport === undefined) {
    const report: unknown = Reflect.get(window, EVIDENCE_BINDING)
    testReport = typeof report === 'function' ? (report as ReportTransition) : null
  }
  const inspector = inspectorOptions()
  if (!testReport) return inspector
  return { inspect: evidenceObserver(testReport, inspector?.inspect) }
}

/**
 * An inspection observer that reports each transition the actors of the system take (the flow's
 * own and those it invokes), once per actor system, named as the coverage table names them; it
 * passes every event on to `alongside` (the Stately inspector, when it runs too).
 */
export function evidenceObserver(
  report: ReportTransition,
  alongside?: Observer<InspectionEvent>,
): Observer<InspectionEvent> {
  const reported = new Set<string>()
  return {
    next: (event) => {
      alongside?.next?.(event)
      if (event.type !== '@xstate.microstep') return
      for (const transition of event._transitions) {
        const id = transitionId(transition)
        if (id === undefined) continue
        const machineId = transition.source.machine.id
        const key = `${machineId}\n${id}`
        if (reported.has(key)) continue
        reported.add(key)
        void report(machineId, id)
      }
    },
  }
}
