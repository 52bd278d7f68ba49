import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { supplierThresholdMachine, thresholdOf } from '../../machines/supplier-threshold.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { supplierThresholdModel } from '../../tooling/machine-models/supplier-threshold-model.ts'

describe('supplierThresholdMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(supplierThresholdModel())
    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
  })
})

describe('supplierThresholdMachine, what it sends', () => {
  it('refuses what is not a whole amount, and saves the amount typed', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      supplierThresholdMachine.provide({
        actors: {
          saveThreshold: fromPromise(async ({ input }) => {
            sent.push(input)
            return input
          }),
        },
      }),
      { input: { threshold: 0 } },
    ).start()
    actor.send({ type: 'user.change', value: '1.5' })
    actor.send({ type: 'user.save' })
    expect(actor.getSnapshot().context.invalid).toBe(true)
    actor.send({ type: 'user.change', value: ' 750000 ' })
    actor.send({ type: 'user.save' })
    await waitFor(actor, (snapshot) => snapshot.context.saved)
    expect(sent).toEqual([{ threshold: 750_000 }])
    expect(actor.getSnapshot().context.threshold).toBe(750_000)
  })

  it('reads only whole amounts of 0 or more', () => {
    expect([thresholdOf('0'), thresholdOf(' 12 '), thresholdOf('-1'), thresholdOf('')]).toEqual([
      0,
      12,
      null,
      null,
    ])
  })
})
