import { expect } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { ConsoleMachine } from '../../scripts/qa/console-types.ts'
import { PACKET } from '../../tooling/machine-models/purchase-model.ts'
import { startQaConsole, type QaConsole } from '../support/e2e/qa-console.ts'

// The QA console (`npm run qa`) on a run's evidence of its own: the fixture says which tests took
// which of the recharge machine's transitions, so what the page shows can be checked word for word.

const EVIDENCE = 'tests/support/qa/machine-evidence.fixture.json'

// The console plays every machine's test plan as it starts: its tests share one.
test.describe.configure({ mode: 'default' })

let qa: QaConsole
test.beforeAll(async () => {
  test.setTimeout(60_000)
  qa = await startQaConsole(EVIDENCE)
})
test.afterAll(async () => {
  await qa?.stop()
})

test('a recharge path steps across the chart, each step lighting the state it reaches', async ({
  page,
  request,
}) => {
  const recharge = (await (
    await request.get(`${qa.baseURL}/api/machines/recharge`)
  ).json()) as ConsoleMachine
  // A path through three methods in turn: phone card, coupon, then QR.
  const path = recharge.plan!.paths.find((candidate) => candidate.steps.length === 4)!
  await page.goto(`${qa.baseURL}/machine/recharge`)

  await page.locator(`button[data-path-id="${path.id}"]`).click()
  const panel = page.locator('.path-panel')
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await panel.getByRole('button', { name: 'Next →' }).click()
    await expect(panel.getByText(`Step ${index} of ${path.steps.length - 1}`)).toBeVisible()
    await expect(panel.locator('li[aria-current="step"]')).toHaveText(step.text)
    for (const stateId of step.stateIds) {
      await expect(page.locator(`.state[data-state-id="${stateId}"]`)).toHaveAttribute('data-lit')
    }
    await expect(page.locator('.state[data-lit]')).toHaveCount(step.stateIds.length)
    for (const transitionId of step.transitionIds) {
      await expect(
        page.locator(`.transition[data-transition-id="${transitionId}"]`),
      ).toHaveAttribute('data-lit')
    }
  }
  await expect(panel.getByRole('button', { name: 'Next →' })).toBeDisabled()
  await panel.getByRole('button', { name: '← Previous' }).click()
  await expect(page.locator('.state[data-state-id="recharge.coupon"]')).toHaveAttribute('data-lit')
})

test('a transition shows the tests that took it, and its arrow says how far they took it', async ({
  page,
}) => {
  await page.goto(`${qa.baseURL}/machine/recharge`)
  const chooseQr = 'recharge:user.chooseMethod:0'
  await expect(page.locator(`.transition[data-transition-id="${chooseQr}"]`)).toHaveClass(
    /reach-both/,
  )
  await expect(
    page.locator('.transition[data-transition-id="recharge:user.chooseMethod:1"]'),
  ).toHaveClass(/reach-unit/)

  await page.locator(`tr[data-transition-id="${chooseQr}"]`).click()
  const panel = page.locator(`.transition-panel[data-transition-id="${chooseQr}"]`)
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    'user.chooseMethod [choosesAnother(method: qr)]',
  )
  await expect(panel.locator('li[data-result="passed"]')).toHaveText([
    /recharge path 2/,
    // A browser test that opened the flow without playing a path: its file, and no path.
    /tests\/e2e\/keyboard\.spec\.ts$/,
  ])
  await expect(panel.locator('li[data-result="failed"]')).toContainText(
    'recharge path 2 in the browser',
  )
  await expect(page.locator(`.transition[data-transition-id="${chooseQr}"]`)).toHaveAttribute(
    'data-lit',
  )

  // A transition picked on the chart shows its tests too (the chart opens at actual size, wider
  // than the page: Fit brings all of it into view).
  await page.getByRole('button', { name: 'Fit' }).click()
  await page.locator('.transition[data-transition-id="recharge.qr:socket.resynced:0"]').click()
  await expect(page.locator('.transition-panel')).toContainText(
    'No test took this transition in the last run.',
  )
})

test('the simulator runs a purchase to toppedUp, and the chart follows each step', async ({
  page,
}) => {
  await page.goto(`${qa.baseURL}/machine/purchase`)
  await page.getByRole('button', { name: 'Simulate' }).click()
  const simulator = page.getByRole('region', { name: 'Simulator' })
  const state = simulator.locator('.simulator-state code')
  await expect(state).toHaveText('loading')
  /** The first enabled event of `type` whose payload (its button's title) holds each of `holds`. */
  const choose = async (type: string, ...holds: string[]) => {
    const payload = holds.map((text) => `[title*='${text}']`).join('')
    await simulator.locator(`button[data-event-type="${type}"]${payload}`).first().click()
  }

  await choose('xstate.done.actor.loadProduct', '"playerCheck": false')
  await expect(state).toHaveText('form.ready')
  await choose('user.selectPacket', PACKET.id)
  await choose('user.changeField')
  await choose('user.selectServer')
  await choose('user.submit')
  await expect(state).toHaveText('reviewing.shortOfFunds')
  await expect(
    page.locator('.state[data-state-id="purchase.reviewing.shortOfFunds"]'),
  ).toHaveAttribute('data-lit')
  await choose('wallet.changed')
  await expect(state).toHaveText('reviewing.confirming')
  await choose('user.confirm')
  await expect(state).toHaveText('submitting')
  await choose('xstate.done.actor.submitPurchase', '"status": "SUCCESS"', '"voucherCode": null')

  await expect(state).toHaveText('toppedUp')
  await expect(page.locator('.state[data-state-id="purchase.toppedUp"]')).toHaveAttribute(
    'data-lit',
  )
  await expect(
    page.locator(
      '.transition[data-transition-id="purchase.submitting:xstate.done.actor.submitPurchase:3"]',
    ),
  ).toHaveAttribute('data-lit')
  await expect(simulator.locator('.simulator-sent li')).toHaveCount(8)
})
