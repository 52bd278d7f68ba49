import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import type { components } from '#contract/schema.d.ts'
import { STORAGE_KEYS, toSessionUser } from '#src/session/session-storage.ts'
import { LOCALE_STORAGE_KEY, type Locale } from '#src/i18n/locales.ts'
import { newReportingContext } from './machine-evidence.ts'

export type AuthSession = components['schemas']['AuthSession']

/** The demo accounts the e2e server seeds (server/src/seed/people.ts). */
export const DEMO_ACCOUNTS = {
  customer: { userName: '2055550101', password: 'demo1234' },
  admin: { userName: '2099990000', password: 'admin1234' },
  suspended: { userName: '2055550104', password: 'demo1234' },
} as const

export async function logInThroughApi(
  api: APIRequestContext,
  account: { userName: string; password: string },
): Promise<AuthSession> {
  const response = await api.post('/api/v1/login', { data: account })
  expect(response.status(), `login of ${account.userName}`).toBe(200)
  return (await response.json()) as AuthSession
}

/** A phone number no other test uses: 20 plus 8 random digits. */
export function uniquePhone(): string {
  return `20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/**
 * A new customer, registered over the API with the code from the dev outbox, as a test of money
 * needs: its balance is its own, whatever other tests do to the demo accounts.
 */
export async function registerCustomer(
  api: APIRequestContext,
  { fullName = 'Test Customer', password = 'secret123' } = {},
): Promise<AuthSession & { password: string }> {
  const phone = uniquePhone()
  const otp = await api.post('/api/v1/register-otp', { data: { phone } })
  expect(otp.status(), 'register-otp').toBe(200)
  const { token } = (await otp.json()) as { token: string }
  const outbox = await api.get(`/dev/outbox/${phone}`)
  const { code } = (await outbox.json()) as { code: string }
  const created = await api.post('/api/v1/verify-register-craete-customer', {
    headers: { Authorization: `Bearer ${token}` },
    data: { userName: phone, password, role: 'CUSTOMER', fullName, code },
  })
  expect(created.status(), 'verify-register').toBe(200)
  return { ...((await created.json()) as AuthSession), password }
}

/** Credits `amount` kip through a QR top-up paid at the bank simulator. */
export async function fundWallet(
  api: APIRequestContext,
  session: AuthSession,
  amount: number,
): Promise<void> {
  const qr = await api.post('/api/v1/genarate-qrcode-bank', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data: { user_id: session.data._id, amount },
  })
  expect(qr.status(), 'genarate-qrcode-bank').toBe(200)
  const { qr_code } = (await qr.json()) as { qr_code: string }
  const paid = await api.post('/dev/bank/pay', { data: { qr_code } })
  expect(paid.status(), 'bank simulator payment').toBe(200)
}

/** A new customer with `amount` kip, signed in again so the stored user carries that balance. */
export async function fundedCustomer(
  api: APIRequestContext,
  amount: number,
  { fullName = 'Test Customer' } = {},
): Promise<AuthSession> {
  const registered = await registerCustomer(api, { fullName })
  await fundWallet(api, registered, amount)
  return logInThroughApi(api, { userName: registered.data.userName, password: registered.password })
}

/** What the SPA keeps in localStorage for a signed-in session, read in `locale`. */
function storedSession(session: AuthSession, locale: Locale): [string, string][] {
  return [
    [STORAGE_KEYS.user, JSON.stringify(toSessionUser(session.data))],
    [STORAGE_KEYS.accessToken, session.accessToken],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
    [LOCALE_STORAGE_KEY, locale],
  ]
}

/** Makes every page of this test start signed in with `session`, reading `locale`. */
export async function startSignedIn(page: Page, session: AuthSession, locale: Locale) {
  await page.addInitScript(
    (stored) => {
      // Only on the first document: a later reload must not undo a logout.
      if (window.sessionStorage.getItem('e2e-seeded')) return
      window.sessionStorage.setItem('e2e-seeded', '1')
      for (const [key, value] of stored) window.localStorage.setItem(key, value)
    },
    storedSession(session, locale),
  )
}

/**
 * Signs a page that is already open on the shop in as `session`, for the next document it loads:
 * a warm page shared by several tests takes a new customer without a browser of its own.
 */
export async function signInOpenPage(page: Page, session: AuthSession, locale: Locale) {
  await page.evaluate(
    (stored) => {
      for (const [key, value] of stored) window.localStorage.setItem(key, value)
    },
    storedSession(session, locale),
  )
}

/** A browser of its own (its own storage and socket) signed in as `session`, opened at `path`. */
export async function openSignedIn(
  browser: Browser,
  session: AuthSession,
  locale: Locale,
  path: string,
): Promise<Page> {
  const context = await newReportingContext(browser)
  const page = await context.newPage()
  await startSignedIn(page, session, locale)
  await page.goto(path)
  return page
}
