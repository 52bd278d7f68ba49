import type { Locator, Page, Route } from '@playwright/test'
import { test } from '../../support/e2e/demo-sessions.ts'
import { REQUEST_TIMEOUT_MS } from '#src/api/client.ts'
import { DEMO_ACCOUNTS, registerCustomer, uniquePhone } from '../../support/e2e/accounts.ts'
import { expectScreenRendered, startInLocale } from '../../support/e2e/screen-checks.ts'
import { sharedPage, startAfresh } from '../../support/e2e/shared-page.ts'
import { expect, expectTranslatedAlert, FAULTS, HANGS } from '../../support/e2e/server-faults.ts'

// Every form's call answered badly (a 500, malformed JSON, an HTML page, no answer, a reset
// connection): the form says what went wrong in the customer's language, keeps everything typed,
// and sending it again goes through once the server answers.

interface Form {
  /** Where the form is; `customer` opens it signed in as a newly registered customer. */
  path: string
  signedIn: boolean
  /** The form's call: its method and address. */
  method: 'POST' | 'PUT'
  call: RegExp
  /** Types into the form; returns each field with the value it must keep. */
  fill: (page: Page) => Promise<Array<[Locator, string]>>
  send: (page: Page) => Promise<void>
  /** What the customer sees once the call went through. */
  expectSent: (page: Page) => Promise<void>
}

const main = (page: Page) => page.getByRole('main')
const submitForm = (page: Page) => main(page).locator('form button[type=submit]').first().click()

const FORMS: Record<string, Form> = {
  'the login': {
    path: '/login',
    signedIn: false,
    method: 'POST',
    call: /\/api\/v1\/login$/,
    fill: async (page) => {
      const phone = main(page).locator('input[autocomplete=username]')
      const password = main(page).locator('input[autocomplete=current-password]')
      await phone.fill(DEMO_ACCOUNTS.customer.userName)
      await password.fill(DEMO_ACCOUNTS.customer.password)
      return [
        [phone, DEMO_ACCOUNTS.customer.userName],
        [password, DEMO_ACCOUNTS.customer.password],
      ]
    },
    send: submitForm,
    expectSent: (page) => expect(page).toHaveURL((url) => url.pathname === '/'),
  },
  "the registration's code request": {
    path: '/register',
    signedIn: false,
    method: 'POST',
    call: /\/api\/v1\/register-otp$/,
    fill: async (page) => {
      const phone = uniquePhone()
      const fields: Array<[Locator, string]> = [
        [main(page).locator('input[autocomplete=tel-national]'), phone],
        [main(page).locator('input[autocomplete=new-password]').nth(0), 'first-pass1'],
        [main(page).locator('input[autocomplete=new-password]').nth(1), 'first-pass1'],
        [main(page).locator('input[autocomplete=name]'), 'Noy Sisavath'],
      ]
      for (const [field, value] of fields) await field.fill(value)
      return fields
    },
    send: (page) => main(page).locator('form button[type=button]').first().click(),
    expectSent: (page) => expect(page.getByRole('timer')).toBeVisible(),
  },
  'the top-up QR request': {
    path: '/rechargePage?method=qr',
    signedIn: true,
    method: 'POST',
    call: /\/api\/v1\/genarate-qrcode-bank$/,
    fill: async (page) => {
      const amount = page.getByRole('textbox', { name: 'Amount (kip)' })
      await amount.fill('50000')
      return [[amount, '50000']]
    },
    send: (page) => page.getByRole('button', { name: 'Make a QR to top up' }).click(),
    expectSent: (page) =>
      expect(page.getByRole('dialog').getByRole('img', { name: 'QR code to pay' })).toBeVisible(),
  },
  "the profile's name": {
    path: '/profile',
    signedIn: true,
    method: 'PUT',
    call: /\/api\/v1\/user\/[^/]+$/,
    fill: async (page) => {
      const name = main(page).locator('input[autocomplete=name]')
      await name.fill('Renamed Customer')
      return [[name, 'Renamed Customer']]
    },
    send: submitForm,
    expectSent: (page) => expect(page.getByRole('banner')).toContainText('Renamed Customer'),
  },
  'a chat message': {
    path: '/chat-admin',
    signedIn: true,
    method: 'POST',
    call: /\/api\/v1\/chat$/,
    fill: async (page) => {
      const composer = page.getByPlaceholder('Message.......')
      await composer.fill('Is my top-up through?')
      return [[composer, 'Is my top-up through?']]
    },
    send: (page) => page.getByRole('button', { name: 'Send', exact: true }).click(),
    expectSent: (page) => expect(page.getByRole('log')).toContainText('Is my top-up through?'),
  },
}

for (const [formName, form] of Object.entries(FORMS)) {
  test.describe(formName, () => {
    // One page meets the form's five faults, each as a first visit (startAfresh).
    const shared = sharedPage((page) => startInLocale(page, 'en'))

    for (const [faultName, fault] of Object.entries(FAULTS)) {
      test(`@faults ${formName} when its call gets ${faultName}`, async () => {
        const { page, problems } = shared
        await startAfresh(page, form.signedIn ? await registerCustomer(page.request) : null)
        const hang = faultName === HANGS
        if (hang) await page.clock.install()

        let faulted = 0
        const handler = async (route: Route) => {
          if (route.request().method() !== form.method) return route.fallback()
          faulted += 1
          const answered = fault(route)
          if (answered !== 'hang') await answered
        }
        await page.route(form.call, handler)
        await page.goto(form.path)
        // The clock jumps past the client's timeout below: the screen's own requests (the chat's
        // thread) must have their answers first, or the jump times them out too.
        if (hang) await page.waitForLoadState('networkidle')
        const typed = await form.fill(page)
        await form.send(page)
        await expect.poll(() => faulted).toBeGreaterThan(0)
        if (hang) await page.clock.fastForward(REQUEST_TIMEOUT_MS)

        await expectTranslatedAlert(main(page))
        await expectScreenRendered(page)
        for (const [field, value] of typed) await expect(field).toHaveValue(value)

        // The server answers again: the same form, sent again, goes through.
        await page.unroute(form.call, handler)
        await form.send(page)
        await form.expectSent(page)
        expect(problems().filter((problem) => problem.startsWith('uncaught'))).toEqual([])
      })
    }
  })
}
