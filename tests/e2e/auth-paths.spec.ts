import { expect, type BrowserContext, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { newReportingContext } from '../support/e2e/machine-evidence.ts'
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locales.ts'
import { STORAGE_KEYS, toSessionUser } from '../../src/session/session-storage.ts'
import { authModel } from '../../tooling/machine-models/auth-model.ts'
import {
  logInThroughApi,
  registerCustomer,
  uniquePhone,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { stubGoogleButton } from '../support/e2e/google-identity.ts'
import { englishText as text } from '../support/e2e/translated-text.ts'

const TEXT = {
  logOut: text('menu.logout'),
  profile: text('menu.profile'),
  wrongPassword: text('login.error.invalid'),
  googleRefused: text('login.error.google'),
  google: 'Sign in with Google',
  phone: text('form.phone'),
  password: text('form.password'),
  confirmPassword: text('form.confirmPassword'),
  fullName: text('form.fullName'),
  code: text('account.code'),
  requestCode: text('account.requestCode'),
  register: text('register.title'),
}

/**
 * What the customer does for each event of the auth machine: open the shop with or without a
 * stored session, log in with the right or a wrong password or with Google, register, log out,
 * sign in or renew in another tab, and have a renewal refused. A logout in another tab while this
 * one is signed out changes nothing stored, so the store tells the actor nothing: that step is left
 * out (it takes no transition).
 */
function playable({ event, from }: BrowserStep): boolean {
  switch (event.type) {
    case 'storage.changed':
      return !(from.matches('signedOut') && event['signedIn'] === false)
    default:
      return true
  }
}

interface Device {
  context: BrowserContext
  page: Page
  /** The customer of these paths; each sign-in gets a session of its own. */
  customer: { userName: string; password: string }
}

/**
 * What the device holds when the shop opens: a session of the customer's, or nothing. It is
 * written from a same-origin page that is not the shop, as an earlier visit left it.
 */
async function storeOnDevice(page: Page, session: AuthSession | null) {
  await page.goto('/api/v1/range-users')
  await page.evaluate(
    ({ entries, keys }) => {
      for (const key of keys) localStorage.removeItem(key)
      for (const [key, value] of entries) localStorage.setItem(key, value)
    },
    {
      keys: Object.values(STORAGE_KEYS),
      entries: [
        [LOCALE_STORAGE_KEY, 'en'],
        ...(session
          ? ([
              [STORAGE_KEYS.user, JSON.stringify(toSessionUser(session.data))],
              [STORAGE_KEYS.accessToken, session.accessToken],
              [STORAGE_KEYS.refreshToken, session.refreshToken],
            ] as const)
          : []),
      ],
    },
  )
}

const freshSession = (device: Device) => logInThroughApi(device.page.request, device.customer)

/** Another tab of the same browser signs in, or stores a renewed session: this tab follows. */
async function signInElsewhere(device: Device) {
  const session = await freshSession(device)
  const tab = await device.context.newPage()
  await storeOnDevice(tab, session)
  await tab.close()
}

async function logIn(page: Page, customer: Device['customer'], refused: boolean) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login')
  await page.locator('input[autocomplete=username]').fill(customer.userName)
  await page
    .locator('input[autocomplete=current-password]')
    .fill(refused ? `${customer.password}-wrong` : customer.password)
  await page.locator('main form button[type=submit]').click()
}

/** Google's button, answered as the path expects: a session of the customer's, or a refusal. */
async function logInWithGoogle(device: Device, refused: boolean) {
  const { page } = device
  const session = refused ? null : await freshSession(device)
  // Only the sign-in: the login screen reads Google's client id from the same URL.
  await page.route('**/api/v1/login-google', (route) =>
    route.request().method() !== 'POST'
      ? route.fallback()
      : route.fulfill(
          session
            ? { status: 200, contentType: 'application/json', body: JSON.stringify(session) }
            : {
                status: 401,
                contentType: 'application/json',
                body: JSON.stringify({ code: 'INVALID_GOOGLE_TOKEN' }),
              },
        ),
  )
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login')
  await page.getByRole('button', { name: TEXT.google }).click()
}

/** A new account registered on the register screen, which signs the customer in. */
async function register(page: Page) {
  const phone = uniquePhone()
  await page.goto('/register')
  const form = page.getByRole('main').locator('form')
  await form.getByLabel(TEXT.phone, { exact: true }).fill(phone)
  await form.getByLabel(TEXT.password, { exact: true }).fill('secret123')
  await form.getByLabel(TEXT.confirmPassword, { exact: true }).fill('secret123')
  await form.getByLabel(TEXT.fullName, { exact: true }).fill('Registered In Path')
  await form.getByRole('button', { name: TEXT.requestCode }).click()
  const code = form.getByLabel(TEXT.code, { exact: true })
  await expect(code).toBeEnabled()
  const outbox = await page.request.get(`/dev/outbox/${phone}`)
  await code.fill(((await outbox.json()) as { code: string }).code)
  await form.getByRole('button', { name: TEXT.register }).click()
}

/**
 * The server refuses to renew the session (SPEC 8): the profile's read of the user is answered
 * 401, and the renewal it leads to 402.
 */
async function refuseRenewal(page: Page) {
  await page.route('**/api/v1/user/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'UNAUTHORIZED' }),
        })
      : route.fallback(),
  )
  await page.route('**/api/v1/genarater-refresh-token', (route) =>
    route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SESSION_EXPIRED' }),
    }),
  )
  await page
    .getByRole('navigation', { name: CONTROL_TEXT.mainMenu.en })
    .getByRole('link', { name: TEXT.profile })
    .click()
}

async function play(device: Device, step: BrowserStep) {
  const { page } = device
  const answer = step.next?.event.type
  switch (step.event.type) {
    case 'user.signIn':
      return logIn(page, device.customer, answer === 'xstate.error.actor.logIn')
    case 'user.signInWithGoogle':
      return logInWithGoogle(device, answer === 'xstate.error.actor.logInWithGoogle')
    case 'user.signOut':
      return page.getByRole('banner').getByRole('button', { name: TEXT.logOut }).click()
    case 'session.established':
      return register(page)
    case 'storage.changed':
      // Signed in elsewhere (or renewed there), or the session ended by a refused renewal.
      return step.event['signedIn'] ? signInElsewhere(device) : refuseRenewal(page)
    default:
      // Restoring the session and the sign-ins' answers come by themselves.
      return
  }
}

async function expectScreen(page: Page, step: BrowserStep) {
  const logOut = page.getByRole('banner').getByRole('button', { name: TEXT.logOut })
  if (step.state.matches('signedIn')) {
    await expect(logOut).toBeVisible()
  } else if (step.state.matches('signedOut')) {
    await expect(logOut).toBeHidden()
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    if (step.event.type === 'xstate.error.actor.logIn') {
      await expect(alert).toHaveText(TEXT.wrongPassword)
    } else if (step.event.type === 'xstate.error.actor.logInWithGoogle') {
      await expect(alert).toHaveText(TEXT.googleRefused)
    } else if (step.event.type === 'storage.changed') {
      // The stored session is gone, and the screen the customer was opening asks to log in.
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user))
        .toBeNull()
      await expect(page).toHaveURL((url) => url.pathname === '/login')
    }
  }
}

const model = authModel()

test.describe('auth paths from authMachine', () => {
  // One browser for every path, as one customer's device: each path stores what the device holds
  // and opens the shop again.
  test.describe.configure({ mode: 'serial' })
  let device: Device

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await newReportingContext(browser, {
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const registered = await registerCustomer(page.request, { fullName: 'Auth Paths' })
    device = {
      context,
      page,
      customer: {
        userName: registered.data.userName,
        password: registered.password,
      },
    }
  })

  test.afterAll(async () => {
    await device?.context.close()
  })

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async () => {
      const { page } = device
      // The login screen loads Google's script as it opens, whichever step opens it.
      await stubGoogleButton(page, 'google-id-token')
      // The path's first step says what the device holds when the shop opens. Signed out, the
      // shop opens on the login screen, whose loader starts the auth actor.
      const [restored] = path.steps
      const signedIn = restored?.state.matches('signedIn') ?? false
      await storeOnDevice(page, signedIn ? await freshSession(device) : null)
      await page.goto(signedIn ? '/' : '/login')

      for (const step of path.steps) {
        await play(device, step)
        await expectScreen(page, step)
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  }
})
