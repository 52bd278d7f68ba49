import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { couponModel } from '../machines/fixtures/coupon-model.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  registerCustomer,
  startSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserPath, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { test } from '../support/e2e/demo-sessions.ts'

// The coupon form on the recharge screen, in English (src/i18n/locales/en/messages.po).
const TEXT = {
  code: 'Coupon code',
  submit: 'Redeem code',
  missing: 'Please enter a coupon code',
  used: 'This coupon code has already been used.',
  noAnswer: 'Cannot connect to the',
  credited: /was added to your wallet/,
}

const REDEEM = /\/api\/v1\/redeem-code$/

/** What the backend (or the network) answers a send, as the model's step says. */
type Answer = 'credited' | 'used' | 'noAnswer'

function answerOf(step: Pick<BrowserStep, 'event'> | undefined): Answer | undefined {
  if (step?.event.type === 'xstate.done.actor.redeemCoupon') return 'credited'
  if (step?.event.type !== 'xstate.error.actor.redeemCoupon') return undefined
  const { code } = step.event['error'] as { code: string }
  return code === 'COUPON_ALREADY_USED' ? 'used' : 'noAnswer'
}

/**
 * A code sent again unchanged gets the same answer from the backend: a path that expects a
 * credit for a code just refused as used stops before that step.
 */
function playable(step: BrowserStep): boolean {
  const answer = answerOf(step)
  return !(answer === 'credited' && step.from.context.errorCode === 'COUPON_ALREADY_USED')
}

/** The backend's answer to the next send that reaches it: the first after `index`. */
function nextAnswer(path: BrowserPath, index: number): Answer | undefined {
  for (const step of path.steps.slice(index + 1)) {
    if (step.event.type === 'user.changeCode') return undefined
    const answer = answerOf(step)
    if (answer && answer !== 'noAnswer') return answer
  }
  return undefined
}

interface Shop {
  page: Page
  typed: string
  /** Codes minted for this test: fresh ones, and one already redeemed. */
  fresh: string[]
  used: string
}

async function play(shop: Shop, path: BrowserPath, index: number) {
  const step = path.steps[index]!
  const { page } = shop
  switch (step.event.type) {
    case 'user.changeCode': {
      const value = String(step.event['value'])
      const before = shop.typed
      shop.typed =
        value.replace(/[\s-]/g, '') === ''
          ? value
          : nextAnswer(path, index) === 'used'
            ? shop.used
            : (shop.fresh.shift() ?? '')
      const field = page.getByRole('textbox', { name: TEXT.code })
      // Typing what the field holds already is still typing: fill() alone would change nothing.
      if (shop.typed === before) await field.fill('')
      return field.fill(shop.typed)
    }
    case 'user.submit':
      if (answerOf(step.next) === 'noAnswer') {
        await page.route(REDEEM, (route) => route.abort('internetdisconnected'), { times: 1 })
      }
      return page.getByRole('button', { name: TEXT.submit }).click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

/** Checks the form shows the step's state. */
async function expectForm(shop: Shop, state: BrowserStep['state']) {
  const form = shop.page.locator('form[data-coupon-phase]')
  const field = form.getByRole('textbox', { name: TEXT.code })
  switch (String(state.value)) {
    case 'editing':
      await expect(form).toHaveAttribute('data-coupon-phase', 'editing')
      await expect(field).toHaveValue(shop.typed)
      if (state.context.codeMissing) await expect(form).toContainText(TEXT.missing)
      else await expect(form).not.toContainText(TEXT.missing)
      return
    case 'credited':
      await expect(form.getByRole('status')).toHaveText(TEXT.credited)
      await expect(field).toHaveValue('')
      shop.typed = ''
      return
    case 'refused':
      await expect(form.getByRole('alert')).toContainText(
        state.context.errorCode === 'COUPON_ALREADY_USED' ? TEXT.used : TEXT.noAnswer,
      )
      await expect(field).toHaveValue(shop.typed)
      return
    default:
      // redeeming lasts as long as its request.
      return
  }
}

/** Three fresh codes, and one the customer redeemed already. */
async function prepareCodes(api: APIRequestContext, admin: AuthSession, customer: AuthSession) {
  const minted = await api.post('/api/v1/admin/coupons', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { count: 4, amount: 10_000, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  })
  expect(minted.status()).toBe(200)
  const [used = '', ...fresh] = ((await minted.json()) as { codes: string[] }).codes
  const redeemed = await api.post('/api/v1/redeem-code', {
    headers: { Authorization: `Bearer ${customer.accessToken}` },
    data: { code: used },
  })
  expect(redeemed.status()).toBe(200)
  return { used, fresh }
}

const model = couponModel()

test.describe('coupon paths from couponMachine, on the recharge screen', () => {
  for (const path of browserPaths(model, playable)) {
    test(path.name, async ({ page, request }) => {
      const admin = await logInThroughApi(request, DEMO_ACCOUNTS.admin)
      const customer = await registerCustomer(request)
      const codes = await prepareCodes(request, admin, customer)
      await startSignedIn(page, customer, 'en')
      await page.goto('/rechargePage')
      const shop: Shop = { page, typed: '', ...codes }
      await expectForm(shop, path.steps[0]!.from)

      for (const [index, step] of path.steps.entries()) {
        await play(shop, path, index)
        await expectForm(shop, step.state)
      }
      await path.recordCoverage()
    })
  }
})
