import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MAX_REASON_LENGTH, topupDecisionMachine } from '../../machines/topup-decision.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { TOPUP_ID, topupDecisionModel } from '../../tooling/machine-models/topup-decision-model.ts'

describe('topupDecisionMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(topupDecisionModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    // A rejection that got no answer keeps its reason for the retry.
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'rejecting --xstate.error.actor.rejectTopup--> rejectionFailed --user.retry--> rejecting --xstate.done.actor.rejectTopup--> rejected',
      ),
    )
  })
})

describe('topupDecisionMachine, what it sends', () => {
  it('sends the trimmed reason, cut to what the backend stores', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      topupDecisionMachine.provide({
        actors: { rejectTopup: fromPromise(async ({ input }) => void sent.push(input)) },
      }),
      { input: { topupId: TOPUP_ID } },
    ).start()
    actor.send({ type: 'user.reject' })
    actor.send({ type: 'user.changeReason', value: `  ${'x'.repeat(MAX_REASON_LENGTH + 5)}` })
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'))
    expect(sent).toEqual([{ topupId: TOPUP_ID, reason: 'x'.repeat(MAX_REASON_LENGTH - 2) }])
  })
})
