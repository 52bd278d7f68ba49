import { expect, type Page } from '@playwright/test'
import { supplierThresholdModel } from '../../tooling/machine-models/supplier-threshold-model.ts'
import type { AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { change, openDeskForPaths, reopenDeskSection } from '../support/e2e/desk-paths.ts'
import { englishText } from '../support/e2e/translated-text.ts'

const THRESHOLD = '/api/v1/admin/supplier-balance/threshold'

/**
 * Every event of the threshold's machine is something the operator does or an answer of the real
 * backend (a whole amount is saved), but for no answer, which a dropped connection stands for:
 * every path plays.
 */
const playable = () => true

interface ThresholdForm {
  page: Page
  /** What the operator typed so far; null while the field holds the stored threshold. */
  typed: string | null
}

const fieldOf = (page: Page) =>
  page.getByRole('textbox', { name: englishText('desk.supplier.thresholdLabel') })
const formOf = (page: Page) => page.locator('form').filter({ has: fieldOf(page) })

async function play(form: ThresholdForm, step: BrowserStep) {
  const { page } = form
  switch (step.event.type) {
    case 'user.change':
      form.typed = String(step.event['value'])
      return change(fieldOf(page), form.typed)
    case 'user.save':
      if (step.next?.event.type === 'xstate.error.actor.saveThreshold') {
        await page.route(THRESHOLD, (route) => route.abort('internetdisconnected'), { times: 1 })
      }
      return formOf(page)
        .getByRole('button', { name: englishText('desk.supplier.thresholdSave') })
        .click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

/** Checks the threshold's form shows the step's state. */
async function expectForm(form: ThresholdForm, state: BrowserStep['state']) {
  const box = fieldOf(form.page)
  const { draft, invalid, saved, errorCode } = state.context
  if (state.matches('saving')) {
    // saving lasts as long as its request.
    return
  }
  // Before anything is typed the field holds the threshold stored now, whatever an earlier run
  // saved: the model's start (0) stands for it.
  if (form.typed !== null) await expect(box).toHaveValue(draft)
  const warning = formOf(form.page).getByText(englishText('desk.supplier.thresholdInvalid'))
  await (invalid ? expect(warning).toBeVisible() : expect(warning).toBeHidden())
  const status = formOf(form.page).getByRole('status')
  await (saved
    ? expect(status).toHaveText(englishText('desk.supplier.thresholdSaved'))
    : expect(status).toBeHidden())
  const alert = formOf(form.page).getByRole('alert')
  await (errorCode === null ? expect(alert).toBeHidden() : expect(alert).toBeVisible())
}

/** The threshold the desk holds now, to be put back once the paths are done. */
async function storedThreshold(page: Page, admin: AuthSession): Promise<number> {
  const answer = await page.request.get('/api/v1/admin/supplier-balance', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  })
  return ((await answer.json()) as { threshold: number }).threshold
}

const model = supplierThresholdModel()

test.describe('supplier threshold paths from supplierThresholdMachine, at the desk', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let admin: AuthSession
  let threshold: number
  test.beforeAll(async ({ browser, sessions }) => {
    admin = sessions.admin
    page = await openDeskForPaths(browser, admin, '/admin/supplier')
    threshold = await storedThreshold(page, admin)
  })
  // The threshold is the whole desk's: the one the paths saved gives way to the one found.
  test.afterAll(async () => {
    if (!page) return
    const restored = await page.request.put(THRESHOLD, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
      data: { threshold },
    })
    expect(restored.status()).toBe(200)
    await page.context().close()
  })

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async () => {
      await reopenDeskSection(page, 'desk.tab.supplier', 'desk.tab.prizes')
      const form: ThresholdForm = { page, typed: null }
      await expectForm(form, path.steps[0]!.from)
      for (const step of path.steps) {
        await play(form, step)
        await expectForm(form, step.state)
      }
    })
  }
})
