import type { InspectionEvent, Observer } from 'xstate'
import { transitionId } from '../../machines/transition-id'

/** How the page reports a transition to the browser test that opened it (src/lib/inspector.ts). */
export type ReportTransition = (machineId: string, transitionId: string) => unknown

/**
 * An inspection observer that reports each transition the actors of the system take (the flow's
 * own and those it invokes), once per page, named as the coverage table names them.
 */
export function evidenceObserver(report: ReportTransition): Observer<InspectionEvent> {
  const reported = new Set<string>()
  return {
    next: (event) => {
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
