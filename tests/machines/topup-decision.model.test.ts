import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  MAX_REASON_LENGTH,
  topupDecisionMachine,
  type TopupDecisionEvent,
} from '../../machines/topup-decision.machine.ts'
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
    // A QR that expired while the operator typed comes back to the form, which then asks for a reason.
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'approving --xstate.error.actor.approveTopup--> confirmingApproval --user.confirm--> confirmingApproval',
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
      { input: { topupId: TOPUP_ID, qrExpired: false } },
    ).start()
    actor.send({ type: 'user.reject' })
    actor.send({ type: 'user.changeReason', value: `  ${'x'.repeat(MAX_REASON_LENGTH + 5)}` })
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'))
    expect(sent).toEqual([{ topupId: TOPUP_ID, reason: 'x'.repeat(MAX_REASON_LENGTH - 2) }])
  })

  it('approves an open QR with the trimmed reference alone', async () => {
    const sent = await approveWith(false, [
      { type: 'user.changeReference', value: '  BCEL-FT2611260042 ' },
      { type: 'user.confirm' },
    ])
    expect(sent).toEqual([{ topupId: TOPUP_ID, reference: 'BCEL-FT2611260042' }])
  })

  it('holds an approval back without a reference', () => {
    const actor = decisionActor(false)
    actor.send({ type: 'user.approve' })
    actor.send({ type: 'user.changeReference', value: '   ' })
    actor.send({ type: 'user.confirm' })
    expect(actor.getSnapshot().value).toBe('confirmingApproval')
    expect(actor.getSnapshot().context).toMatchObject({
      referenceMissing: true,
      approvalReasonMissing: false,
    })
  })

  it('holds back an expired QR without a reason, and sends it with one', async () => {
    const actor = decisionActor(true)
    actor.send({ type: 'user.approve' })
    actor.send({ type: 'user.changeReference', value: 'BCEL-FT2611260042' })
    actor.send({ type: 'user.confirm' })
    expect(actor.getSnapshot().value).toBe('confirmingApproval')
    expect(actor.getSnapshot().context).toMatchObject({
      referenceMissing: false,
      approvalReasonMissing: true,
    })
    const sent = await approveWith(true, [
      { type: 'user.changeReference', value: 'BCEL-FT2611260042' },
      { type: 'user.changeApprovalReason', value: ' Paid after expiry ' },
      { type: 'user.confirm' },
    ])
    expect(sent).toEqual([
      { topupId: TOPUP_ID, reference: 'BCEL-FT2611260042', reason: 'Paid after expiry' },
    ])
  })
})

function decisionActor(qrExpired: boolean, sent: unknown[] = []) {
  return createActor(
    topupDecisionMachine.provide({
      actors: { approveTopup: fromPromise(async ({ input }) => void sent.push(input)) },
    }),
    { input: { topupId: TOPUP_ID, qrExpired } },
  ).start()
}

async function approveWith(qrExpired: boolean, events: TopupDecisionEvent[]) {
  const sent: unknown[] = []
  const actor = decisionActor(qrExpired, sent)
  actor.send({ type: 'user.approve' })
  for (const event of events) actor.send(event)
  await waitFor(actor, (snapshot) => snapshot.matches('approved'))
  return sent
}
