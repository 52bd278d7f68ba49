import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AnyEventObject } from 'xstate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  handleSimulatorRequest,
  RefusedEventError,
  simulate,
  UnknownMachineError,
  type EnabledEvent,
  type SimulationResult,
} from '../../scripts/qa/simulator.ts'
import { describeTestPlan } from '../../scripts/charts/test-plan.ts'
import { machineModels } from '#tooling/machine-models/machine-models.ts'
import { fewestCovering } from '#tooling/fewest-covering.ts'
import { getModelPaths } from '#tooling/model-paths.ts'
import { BALANCE, PACKET, TOPPED_UP_BALANCE } from '#tooling/machine-models/purchase-model.ts'

/** A QA's pick among the enabled events: the first of that type whose event passes `matches`. */
function pick(
  result: SimulationResult,
  type: string,
  matches: (event: AnyEventObject) => boolean = () => true,
): EnabledEvent {
  const choice = result.enabled.find((enabled) => enabled.type === type && matches(enabled.event))
  if (!choice) {
    const offered = result.enabled.map((enabled) => enabled.label).join('\n  ')
    throw new Error(`${type} is not offered in ${result.state}; offered:\n  ${offered}`)
  }
  return choice
}

/** Sends one more event the way the console's page does: the whole list again. */
async function step(sent: AnyEventObject[], choice: EnabledEvent): Promise<SimulationResult> {
  sent.push(choice.event)
  return simulate('purchase', sent)
}

const output = (event: AnyEventObject) => (event as { output?: Record<string, unknown> }).output

/** A purchase of a game without the player check, on a balance topped up during the review. */
async function purchaseToToppedUp(sent: AnyEventObject[]): Promise<SimulationResult[]> {
  const results = [await simulate('purchase', sent)]
  const last = () => results.at(-1)!
  const choose = async (type: string, matches?: (event: AnyEventObject) => boolean) =>
    results.push(await step(sent, pick(last(), type, matches)))

  await choose('xstate.done.actor.loadProduct', (event) => {
    const loaded = output(event) as { product: { playerCheck: boolean } }
    return !loaded.product.playerCheck
  })
  await choose('user.selectPacket', (event) => event['packetId'] === PACKET.id)
  await choose('user.changeField')
  await choose('user.selectServer')
  await choose('user.submit')
  await choose('wallet.changed')
  await choose('user.confirm')
  await choose('xstate.done.actor.submitPurchase', (event) => {
    const receipt = output(event)
    return receipt?.['status'] === 'SUCCESS' && receipt['voucherCode'] === null
  })
  return results
}

describe('the simulator', () => {
  it('runs a purchase from its start to toppedUp, one enabled event at a time', async () => {
    const results = await purchaseToToppedUp([])

    expect(results.map((result) => result.state)).toEqual([
      'loading',
      'form.ready',
      'form.ready',
      'form.ready',
      'form.ready',
      'reviewing.shortOfFunds',
      'reviewing.confirming',
      'submitting',
      'toppedUp',
    ])
    const [start, , , , , short, confirming, , toppedUp] = results
    expect(start!.context).toMatchObject({ balance: BALANCE })
    expect(short!.stateIds).toEqual(['purchase.reviewing.shortOfFunds'])
    // The review's shortfall ends when the top-up lands: the event and the check it set off.
    expect(confirming!.transitions).toEqual([
      'purchase:wallet.changed:0',
      'purchase.reviewing.shortOfFunds:always:0',
    ])
    expect(confirming!.context).toMatchObject({ balance: TOPPED_UP_BALANCE })
    expect(toppedUp).toMatchObject({
      stateIds: ['purchase.toppedUp'],
      status: 'active',
      transitions: ['purchase.submitting:xstate.done.actor.submitPurchase:3'],
      context: { fields: {}, receipt: { status: 'SUCCESS' } },
    })
  })

  it('offers each payload of the model as a choice of its own, in words', async () => {
    const loading = await simulate('purchase', [])

    expect(loading.enabled.map((enabled) => enabled.type)).toEqual([
      'wallet.changed',
      'xstate.done.actor.loadProduct',
      'xstate.done.actor.loadProduct',
      'xstate.error.actor.loadProduct',
    ])
    const [withCheck, withoutCheck] = loading.enabled.filter(
      (enabled) => enabled.type === 'xstate.done.actor.loadProduct',
    )
    // The two products differ at their end: each label keeps what tells it from the other.
    expect(withCheck!.label).toMatch(/^xstate\.done\.actor\.loadProduct \(.*"playerCheck":true/)
    expect(withoutCheck!.label).toMatch(/"playerCheck":false/)
    expect(loading.enabled.at(-1)!.label).toBe(
      'xstate.error.actor.loadProduct ({"error":{"code":"NOT_FOUND"}})',
    )
  })

  it('refuses an event the current state does not accept, naming what it does', async () => {
    const refusal = simulate('purchase', [{ type: 'user.confirm', attemptKey: 'attempt-1' }])

    await expect(refusal).rejects.toThrow(RefusedEventError)
    await expect(refusal).rejects.toThrow(
      'Event 1 (user.confirm) is not enabled in loading; enabled: wallet.changed, ' +
        'xstate.done.actor.loadProduct, xstate.error.actor.loadProduct',
    )
    await expect(simulate('noSuchMachine', [])).rejects.toThrow(UnknownMachineError)
  })

  it('moves the clock when a wait is chosen, firing the timer the state started', async () => {
    const sent: AnyEventObject[] = []
    const toppedUp = (await purchaseToToppedUp(sent)).at(-1)!
    const wait = pick(toppedUp, 'xstate.after.reloadAfterTopUp.purchase.toppedUp')
    expect(wait.label).toBe('wait reloadAfterTopUp (2 s)')

    const reloading = await step(sent, wait)

    expect(toppedUp.elapsedMs).toBe(0)
    expect(reloading.state).toBe('loading')
    expect(reloading.elapsedMs).toBe(2_000)
    expect(reloading.transitions).toEqual([
      'purchase.toppedUp:xstate.after.reloadAfterTopUp.purchase.toppedUp:0',
    ])
  })

  it('shows the context without its secrets', async () => {
    const sent: AnyEventObject[] = []
    const results = await purchaseToToppedUp(sent)
    sent.pop()
    const voucher = pick(results.at(-2)!, 'xstate.done.actor.submitPurchase', (event) =>
      Boolean(output(event)?.['voucherCode']),
    )

    const issued = await step(sent, voucher)

    expect(issued.state).toBe('voucherIssued')
    expect(issued.context).toMatchObject({ receipt: { status: 'SUCCESS' } })
    expect(JSON.stringify(issued.context)).not.toContain('VC-1234-5678')
  })

  it.each(Object.keys(machineModels))('%s starts and offers an event', async (machineId) => {
    const start = await simulate(machineId, [])

    expect(start.status).toBe('active')
    expect(start.stateIds.length).toBeGreaterThan(0)
    expect(start.enabled.length).toBeGreaterThan(0)
  })
})

/**
 * Every step of every model's test plan, replayed through the simulator: it is in the state the
 * plan prints, so what QA plays in the console is the machine the tests walk.
 */
describe('the simulator on every step of the test plans', () => {
  // Each start of a covering path is a simulation of its own; each of the chat footer's builds its
  // model's 10 MB file afresh.
  const timeout = 60_000

  it.each(Object.keys(machineModels))(
    '%s',
    async (machineId) => {
      expect(await mismatchesWithPlan(machineId)).toEqual([])
    },
    timeout,
  )
})

interface Mismatch {
  line: string
  printed: string
  simulated: string
}

/** Each step of the plan, played once, where the simulator and the plan disagree. */
async function mismatchesWithPlan(machineId: string): Promise<Mismatch[]> {
  const options = machineModels[machineId]!.options()
  const plan = await describeTestPlan(options)
  const paths = getModelPaths(options).map((path, index) => ({
    path,
    lines: plan[index]!.steps.map((step) => step.words),
  }))
  // The fewest paths whose steps read every line of the plan: a line is an event and the state it
  // leads to, so every step the plan shows is simulated once without replaying all its paths.
  const covering = fewestCovering(paths, ({ lines }) => new Set(lines))
  const expected = new Map<string, { events: AnyEventObject[]; line: string }>()
  covering.forEach(({ path, lines }) => {
    const events = path.steps.slice(1).map((pathStep) => pathStep.event as AnyEventObject)
    lines.forEach((line, stepIndex) => {
      const prefix = events.slice(0, stepIndex)
      expected.set(JSON.stringify(prefix), { events: prefix, line })
    })
  })
  const mismatches: Mismatch[] = []
  for (const { events, line } of expected.values()) {
    const printed = /`([^`]*)`[^`]*$/.exec(line)?.[1] ?? line
    const { state } = await simulate(machineId, events)
    if (state !== printed) mismatches.push({ line, printed, simulated: state })
  }
  return mismatches
}

describe('POST /api/simulate/<machineId>', () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      void handleSimulatorRequest(request, response).then((handled) => {
        if (!handled) response.writeHead(404).end('not the simulator')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) })

  it('answers the simulation of the events sent', async () => {
    const answer = await post('/api/simulate/purchase', {
      events: [{ type: 'wallet.changed', balance: TOPPED_UP_BALANCE }],
    })

    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      machineId: 'purchase',
      state: 'loading',
      transitions: ['purchase:wallet.changed:0'],
      context: { balance: TOPPED_UP_BALANCE },
    })
  })

  it('answers 422 for a refused event or a body without events, 404 for no machine', async () => {
    const refused = await post('/api/simulate/purchase', { events: [{ type: 'user.submit' }] })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: expect.stringContaining('Event 1 (user.submit) is not enabled in loading'),
    })
    expect((await post('/api/simulate/purchase', { event: 'user.submit' })).status).toBe(422)
    expect((await post('/api/simulate/nothing', { events: [] })).status).toBe(404)
  })

  it('leaves other requests to the server', async () => {
    const other = await post('/api/machines', {})
    expect(await other.text()).toBe('not the simulator')
  })
})
