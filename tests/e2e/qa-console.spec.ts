import { expect, test } from '@playwright/test'
import type { ConsoleMachine } from '../../scripts/qa/console-types.ts'
import { startQaConsole, type QaConsole } from '../support/e2e/qa-console.ts'

// The QA console (`npm run qa`) on a run's evidence of its own: the fixture says which tests took
// which of the recharge machine's transitions, so what the page shows can be checked word for word.

const EVIDENCE = 'tests/support/qa/machine-evidence.fixture.json'

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
  const path = recharge.plan!.paths.find((candidate) => candidate.id === '12')!
  await page.goto(`${qa.baseURL}/machine/recharge`)

  await page.locator('button[data-path-id="12"]').click()
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
  await expect(panel.locator('li[data-result="passed"]')).toContainText('recharge path 2')
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
