import { expect, type Page } from '@playwright/test'
import type { MintField } from '../../machines/coupon-mint.machine.ts'
import { couponMintModel } from '../../tooling/machine-models/coupon-mint-model.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { change, openDeskForPaths, reopenDeskSection } from '../support/e2e/desk-paths.ts'
import { englishText } from '../support/e2e/translated-text.ts'

const LABEL: Record<MintField, string> = {
  count: englishText('desk.coupons.count'),
  amount: englishText('desk.coupons.amount'),
  lastDay: englishText('desk.coupons.lastDay'),
}
const MINT_REQUEST = /\/api\/v1\/admin\/coupons$/

/**
 * Every event of the minting machine is something the operator does or an answer of the real
 * backend (a form it accepts is minted), but for no answer, which a dropped connection stands for:
 * every path plays.
 */
const playable = () => true

// The last day is a date field, which is no textbox to the accessibility tree: fields by label.
const fieldOf = (page: Page, field: MintField) => page.getByLabel(LABEL[field], { exact: true })

async function play(page: Page, step: BrowserStep) {
  const { event } = step
  if (step.next?.event.type === 'xstate.error.actor.mintCoupons') {
    await page.route(MINT_REQUEST, (route) => route.abort('internetdisconnected'), { times: 1 })
  }
  switch (event.type) {
    case 'user.change':
      return change(fieldOf(page, event['field'] as MintField), String(event['value']))
    case 'user.submit':
      return page.getByRole('button', { name: englishText('desk.coupons.submit') }).click()
    case 'user.retry':
      return page.getByRole('button', { name: englishText('desk.retry') }).click()
    case 'user.mintMore':
      return page.getByRole('button', { name: englishText('desk.coupons.mintMore') }).click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

/** Checks the section shows the step's state: the form as filled and marked, or the codes. */
async function expectSection(page: Page, state: BrowserStep['state']) {
  const { form, problems } = state.context as {
    form: Record<MintField, string>
    problems: MintField[]
  }
  switch (String(state.value)) {
    case 'editing':
    case 'failed':
      for (const field of Object.keys(LABEL) as MintField[]) {
        const box = fieldOf(page, field)
        await expect(box).toHaveValue(form[field])
        if (problems.includes(field)) await expect(box).toHaveAttribute('aria-invalid', 'true')
        else await expect(box).not.toHaveAttribute('aria-invalid')
      }
      if (state.matches('failed')) {
        await expect(page.getByRole('alert')).toBeVisible()
        await expect(page.getByRole('button', { name: englishText('desk.retry') })).toBeEnabled()
      } else {
        await expect(page.getByRole('alert')).toBeHidden()
      }
      return
    case 'minted': {
      const codes = page.locator('[data-coupon-code]')
      await expect(page.getByRole('status')).toContainText(`Minted ${form.count} codes`)
      await expect(codes).toHaveCount(Number(form.count))
      return
    }
    default:
      // minting lasts as long as its request.
      return
  }
}

const model = couponMintModel()

test.describe('coupon mint paths from couponMintMachine, at the desk', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ browser, sessions }) => {
    page = await openDeskForPaths(browser, sessions.admin, '/admin/coupons')
  })
  test.afterAll(async () => page?.context().close())

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async () => {
      // Each path mints a batch of its own: a new form, whatever the last path left on screen.
      await reopenDeskSection(page, 'desk.tab.coupons', 'desk.tab.prizes')
      await expectSection(page, path.steps[0]!.from)
      for (const step of path.steps) {
        await play(page, step)
        await expectSection(page, step.state)
      }
    })
  }
})
