import { describe, expect, it } from 'vitest'
import {
  activeStateName,
  actorSnapshotsOfPath,
  getModelPaths,
  pathId,
} from '../../tooling/model-paths.ts'
import { purchaseModel } from '../../tooling/machine-models/purchase-model.ts'
import { lookupModel } from './fixtures/lookup-fixture.ts'

const eventsOf = (path: { steps: Array<{ event: unknown }> }) =>
  JSON.stringify(path.steps.map((step) => step.event))

describe('path ids', () => {
  it('are the same for the same machine and model, and tell every path apart', () => {
    const first = getModelPaths(lookupModel())
    const again = getModelPaths(lookupModel())

    expect(again.map((path) => path.id)).toEqual(first.map((path) => path.id))
    expect(new Set(first.map((path) => path.id)).size).toBe(first.length)
    for (const path of first) expect(path.id).toMatch(/^p-[0-9a-f]{6}$/)
  })

  it('change for a path whose step changes, and only for it', () => {
    const before = new Map(getModelPaths(lookupModel(3)).map((path) => [eventsOf(path), path.id]))
    const after = getModelPaths(lookupModel(4))

    for (const path of after) {
      const foundSome = eventsOf(path).includes('"output":4')
      const unchanged = before.get(eventsOf(path))
      if (foundSome) expect([...before.values()]).not.toContain(path.id)
      else expect(unchanged).toBe(path.id)
    }
    expect(after.some((path) => eventsOf(path).includes('"output":4'))).toBe(true)
  })

  it('do not depend on where the path sits in the plan', () => {
    const [path] = getModelPaths(lookupModel())

    expect(pathId({ ...path!, steps: [...path!.steps] })).toBe(path!.id)
  })
})

describe('actorSnapshotsOfPath', () => {
  it('names the state the live actor is in, where the graph lumps two states together', async () => {
    const model = purchaseModel()
    // The purchase model's state key counts a refused form and a ready one as one state: where a
    // path comes back to the form, the graph may show `form.failed` while the actor is in
    // `form.ready`.
    const paths = getModelPaths(model).filter((path) =>
      path.steps.some((step) => step.state.matches({ form: 'failed' })),
    )
    const differing: Array<[string, string]> = []
    for (const path of paths) {
      const snapshots = await actorSnapshotsOfPath(model, path)
      expect(snapshots).toHaveLength(path.steps.length)
      snapshots.forEach((snapshot, index) => {
        const state = activeStateName(model.machine, snapshot)
        const graph = activeStateName(model.machine, path.steps[index]!.state)
        if (state !== graph) differing.push([graph, state])
      })
    }

    expect(differing.length).toBeGreaterThan(0)
    expect(new Set(differing.map(([graph, actor]) => `${graph} -> ${actor}`))).toEqual(
      new Set(['form.failed -> form.ready']),
    )
  }, 30_000)
})
