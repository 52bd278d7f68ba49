import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fireEvent, waitFor, within } from '@testing-library/dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mountSimulator } from '../../scripts/qa/page/simulator.ts'
import { handleSimulatorRequest, type SimulationResult } from '../../scripts/qa/simulator.ts'

// The panel asks a real server, the route the console mounts, as the page does.
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => void handleSimulatorRequest(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function mountPanel(machineId: string) {
  const container = document.createElement('div')
  document.body.append(container)
  const results: SimulationResult[] = []
  await mountSimulator(container, machineId, (result) => results.push(result), { baseUrl })
  const panel = within(container)
  const state = () => container.querySelector('.simulator-state code')?.textContent
  /**
   * Clicks the first button whose label matches (and whose whole event, its title, holds `has`),
   * and waits for the next state.
   */
  const click = async (label: RegExp, has = '') => {
    const seen = results.length
    const choice = panel
      .getAllByRole('button', { name: label })
      .find((found) => found.title.includes(has))
    fireEvent.click(choice!)
    await waitFor(() => expect(results.length).toBe(seen + 1))
  }
  return { container, panel, results, state, click }
}

describe('the simulator panel', () => {
  it('plays a purchase to toppedUp with its buttons, reporting each state', async () => {
    const { panel, results, state, click } = await mountPanel('purchase')
    expect(state()).toBe('loading')
    expect(panel.getByRole('button', { name: 'Undo' })).toBeDisabled()

    await click(/loadProduct .*"playerCheck":false/)
    await click(/^user\.selectPacket/)
    await click(/^user\.changeField/)
    await click(/^user\.selectServer/)
    await click(/^user\.submit$/)
    await click(/^wallet\.changed/)
    await click(/^user\.confirm/)
    await click(
      /^xstate\.done\.actor\.submitPurchase/,
      '"status": "SUCCESS",\n    "amount": 33000,\n    "voucherCode": null',
    )

    expect(state()).toBe('toppedUp')
    expect(results.at(-1)).toMatchObject({
      stateIds: ['purchase.toppedUp'],
      transitions: ['purchase.submitting:xstate.done.actor.submitPurchase:3'],
    })
    expect(results.map((result) => result.state)).toContain('reviewing.shortOfFunds')
    expect(panel.getAllByRole('listitem')).toHaveLength(8)
    expect(panel.getByText(/^State:/)).toHaveTextContent('State: toppedUp (t+0 s)')

    await click(/^wait reloadAfterTopUp \(2 s\)$/)
    expect(panel.getByText(/^State:/)).toHaveTextContent('State: loading (t+2 s)')
  })

  it('undoes the last event and resets to the start', async () => {
    const { panel, state, click, results } = await mountPanel('purchase')
    await click(/loadProduct .*"playerCheck":true/)
    await click(/^user\.selectPacket/)

    await click(/^Undo$/)
    expect(state()).toBe('form.ready')
    expect(panel.getAllByRole('listitem')).toHaveLength(1)

    await click(/^Reset$/)
    expect(state()).toBe('loading')
    expect(panel.queryAllByRole('listitem')).toHaveLength(0)
    expect(results.at(-1)!.transitions).toEqual([])
  })

  it('says what went wrong when the console refuses', async () => {
    const { panel, results } = await mountPanel('noSuchMachine')

    expect(panel.getByRole('alert')).toHaveTextContent("No machine 'noSuchMachine'")
    expect(results).toEqual([])
  })
})
