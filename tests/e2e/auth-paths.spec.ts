import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/machine-evidence.ts'
import { authModel } from '../../tooling/machine-models/auth-model.ts'
import { registerCustomer, startSignedIn } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// The words a customer reads, in English (src/i18n/locales/en/messages.po).
const TEXT = {
  logOut: 'Log out',
  wrongPassword: 'The phone number or password is incorrect!',
}

test.use({ viewport: { width: 1280, height: 800 } })

/**
 * What the customer does for each event of the auth machine: open the shop with or without a
 * stored session, log in with the right or a wrong password, log out. Token renewals, Google,
 * registration and other tabs have browser tests of their own; their paths stay in the unit walks.
 */
function playable({ event }: BrowserStep): boolean {
  return [
    'xstate.done.actor.restoreSession',
    'user.signIn',
    'xstate.done.actor.logIn',
    'xstate.error.actor.logIn',
    'user.signOut',
  ].includes(event.type)
}

interface Customer {
  phone: string
  password: string
}

async function play(page: Page, customer: Customer, step: BrowserStep) {
  const banner = page.getByRole('banner')
  switch (step.event.type) {
    case 'user.signIn': {
      // The answer the path expects: a wrong password is refused.
      const refused = step.next?.event.type === 'xstate.error.actor.logIn'
      await page.goto('/login')
      await page.locator('input[autocomplete=username]').fill(customer.phone)
      await page
        .locator('input[autocomplete=current-password]')
        .fill(refused ? `${customer.password}-wrong` : customer.password)
      await page.locator('main form button[type=submit]').click()
      return
    }
    case 'user.signOut':
      await banner.getByRole('button', { name: TEXT.logOut }).click()
      return
    default:
      // Restoring the session and the login's answer come by themselves.
      return
  }
}

async function expectScreen(page: Page, step: BrowserStep) {
  const logOut = page.getByRole('banner').getByRole('button', { name: TEXT.logOut })
  if (step.state.matches('signedIn')) {
    await expect(logOut).toBeVisible()
  } else if (step.state.matches('signedOut')) {
    await expect(logOut).toBeHidden()
    if (step.event.type === 'xstate.error.actor.logIn') {
      await expect(page.getByRole('alert')).toHaveText(TEXT.wrongPassword)
    }
  }
}

const model = authModel()

test.describe('auth paths from authMachine', () => {
  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async ({ page, request }) => {
      const registered = await registerCustomer(request)
      const customer = { phone: registered.data.userName, password: registered.password }
      // The path's first step says what the device holds when the shop opens.
      const [restored] = path.steps
      if ((restored?.event as { output?: unknown } | undefined)?.output) {
        await startSignedIn(page, registered, 'en')
      } else {
        await startInLocale(page, 'en')
      }
      await page.goto('/')

      for (const step of path.steps) {
        await play(page, customer, step)
        await expectScreen(page, step)
      }
    })
  }
})
