import { getStateNodes } from '@xstate/graph'
import { createActor, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { transitionId } from '../../machines/transition-id.ts'
import { evidenceObserver } from '../../src/lib/machine-evidence.ts'
import { findMachines } from '../../scripts/charts/chart-pages.ts'
import { indexTransitions } from '../../tooling/machine-coverage.ts'
import { machineModels } from '../../tooling/machine-models/machine-models.ts'
import { walkModel } from '../../tooling/model-paths.ts'

const machines = (await findMachines(process.cwd())).map(({ machine }) => machine)

/** Each transition's id spelled out from the machine's definition, as a QA table reads it. */
function spelledOut(machine: AnyStateMachine): Map<unknown, string> {
  const ids = new Map<unknown, string>()
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [event, alternatives] of node.transitions) {
      alternatives.forEach((t, position) => ids.set(t, `${node.id}:${event}:${position}`))
    }
    ;(node.always ?? []).forEach((t, position) => ids.set(t, `${node.id}:always:${position}`))
  }
  return ids
}

describe('transitionId', () => {
  it.each(machines.map((machine) => [machine.id, machine] as const))(
    '%s: names every transition as indexTransitions does',
    (_id, machine) => {
      const expected = spelledOut(machine)
      const index = indexTransitions(machine)

      expect(index.size).toBe(expected.size)
      for (const [definition, info] of index) {
        expect(transitionId(definition)).toBe(expected.get(definition))
        expect(info.id).toBe(expected.get(definition))
      }
    },
  )

  it.each(Object.keys(machineModels))(
    '%s: the page’s observer reports what a live actor took, by the same ids',
    async (id) => {
      const options = machineModels[id]!.options()
      const reported = new Set<string>()
      const observer = evidenceObserver((machineId, transition) => {
        if (machineId === options.machine.id) reported.add(transition)
      })
      let actor: ReturnType<typeof createActor> | undefined
      const walk = await walkModel(options, {
        start: (harness) => {
          actor = createActor(options.machine, {
            input: options.input,
            clock: harness.clock,
            inspect: (event) => {
              harness.inspect(event)
              observer.next?.(event)
            },
          })
          actor.start()
        },
        deliver: (event) => actor?.send(event),
        run: (move) => move(),
        check: () => undefined,
        stop: () => actor?.stop(),
      })

      expect([...reported].sort()).toEqual([...walk.coverage.covered].sort())
    },
    30_000,
  )
})
