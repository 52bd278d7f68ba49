import { fromPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ControlledPromises } from '../../tooling/controlled-promises.ts'
import { getModelPaths, walkMachinePaths } from '../../tooling/model-paths.ts'
import { StepClock } from '../../tooling/step-clock.ts'
import { lookupMachine, lookupModel } from './fixtures/lookup-fixture.ts'

describe('walkMachinePaths', () => {
  it('walks on, always, after, onDone alternatives and onError on a live actor', async () => {
    const walk = await walkMachinePaths(lookupModel())

    expect(walk.coverage.transitions).toHaveLength(10)
    expect(walk.coverage.covered).toHaveLength(10)
    expect(walk.coverage.states).toEqual([
      'lookup.idle',
      'lookup.searching',
      'lookup.found',
      'lookup.empty',
      'lookup.failed',
      'lookup.gaveUp',
    ])
    const timedOut = walk.paths.find(
      (path) => path.steps[2]?.event === 'xstate.after.patience.lookup.searching',
    )
    expect(timedOut?.steps.slice(0, 3)).toEqual([
      { event: 'xstate.init', stateIds: ['lookup.idle'] },
      { event: 'user.search', stateIds: ['lookup.searching'] },
      { event: 'xstate.after.patience.lookup.searching', stateIds: ['lookup.failed'] },
    ])
  })

  it('fails and names the transitions no path walked', async () => {
    const model = lookupModel()
    const onlyHits = {
      ...model,
      events: { 'xstate.done.actor.search': model.events['xstate.done.actor.search'].slice(0, 1) },
    }

    await expect(walkMachinePaths(onlyHits)).rejects.toThrow(
      "2 transition(s) of 'lookup' were never walked:\n" +
        '  lookup.searching -- xstate.done.actor.search --> lookup.empty\n' +
        '  lookup.empty -- user.clear --> lookup.idle',
    )
  })

  it('fails when the live actor leaves the path', async () => {
    const model = lookupModel()
    // A search that fails by itself, before the path settles it.
    const failing = lookupMachine.provide({
      actors: { search: fromPromise<number>(() => Promise.reject(new Error('down'))) },
    })

    await expect(walkMachinePaths({ ...model, machine: failing })).rejects.toThrow(
      /^Path p-[0-9a-f]{6} idle --user\.search--> searching .*\nfailed at step 1: expected state .*"searching".*\n {2}but the actor is in .*"failed"/,
    )
  })

  it('drops paths that repeat or are a prefix of another', () => {
    const paths = getModelPaths(lookupModel())
    const sequences = paths.map((path) => path.steps.map((step) => JSON.stringify(step.event)))

    for (const [index, events] of sequences.entries()) {
      const extended = sequences.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.length >= events.length &&
          events.every((event, i) => event === other[i]),
      )
      expect(extended).toBe(false)
    }
  })
})

describe('StepClock', () => {
  it('fires one timer per call, earliest first, and skips cleared ones', () => {
    const clock = new StepClock()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('late'), 500)
    const cleared = clock.setTimeout(() => fired.push('cleared'), 50)
    clock.setTimeout(() => fired.push('early'), 100)
    clock.clearTimeout(cleared)

    expect(clock.fireNext()).toBe(true)
    expect(fired).toEqual(['early'])
    expect(clock.now()).toBe(100)
    expect(clock.fireNext()).toBe(true)
    expect(clock.fireNext()).toBe(false)
    expect(fired).toEqual(['early', 'late'])
    expect(clock.now()).toBe(500)
  })
})

describe('ControlledPromises', () => {
  it('refuses to settle an actor that is not waiting', () => {
    expect(() => new ControlledPromises().resolve('search', 1)).toThrow(
      "No promise actor 'search' is waiting (waiting: none)",
    )
  })
})
