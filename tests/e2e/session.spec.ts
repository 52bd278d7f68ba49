import { expect, type BrowserContext, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { toSessionUser } from '../../src/session/session-storage.ts'
import { registerCustomer, uniquePhone, type AuthSession } from '../support/e2e/accounts.ts'
import { startLocalGoogle, type LocalGoogle } from '../support/e2e/google-identity.ts'

// The e2e build shows English words from src/i18n/locales/en/messages.po.
const LOG_IN = 'Log in'

test.use({ viewport: { width: 1280, height: 800 } })

/** Counts the refresh calls every tab of the context makes from now on. */
function countRefreshCalls(context: BrowserContext): () => number {
  let calls = 0
  context.on('request', (request) => {
    if (request.url().endsWith('/api/v1/genarater-refresh-token')) calls += 1
  })
  return () => calls
}

async function saveFullName(page: Page, fullName: string) {
  const form = page.locator('main form').filter({ has: page.locator('input[autocomplete=name]') })
  await form.locator('input[autocomplete=name]').fill(fullName)
  await form.locator('button[type=submit]').click()
}

/**
 * Stores `session` for the whole origin before any tab opens the shop, as a customer's earlier visit
 * left it: a same-origin page that is not the shop holds the pen.
 */
async function storeSession(page: Page, session: AuthSession) {
  await page.goto('/api/v1/range-users')
  await page.evaluate(
    (stored) => {
      for (const [key, value] of stored) localStorage.setItem(key, value)
      localStorage.setItem('lang', 'en')
    },
    [
      ['user', JSON.stringify(toSessionUser(session.data))],
      ['webAccessToken', session.accessToken],
      ['refreshToken', session.refreshToken],
    ] as const,
  )
}

test('@races two tabs whose access token expired renew it once, and both saves go through', async ({
  context,
  page,
}) => {
  const customer = await registerCustomer(page.request)
  const second = await context.newPage()
  await storeSession(page, { ...customer, accessToken: 'expired-access-token' })
  const refreshCalls = countRefreshCalls(context)

  // Both tabs open at once; each refetches the balance at start and meets the 401 together.
  await Promise.all([page.goto('/profile'), second.goto('/profile')])
  const saved: number[] = []
  context.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/api/v1/user/')) {
      saved.push(response.status())
    }
  })
  await Promise.all([saveFullName(page, 'Tab One'), saveFullName(second, 'Tab Two')])

  await expect.poll(() => saved.filter((status) => status === 200).length).toBe(2)
  expect(refreshCalls()).toBe(1)
  const stored = await page.evaluate(() => localStorage.getItem('webAccessToken'))
  expect(stored).not.toBe('expired-access-token')
})

test('a refused refresh (402) logs out every open tab', async ({ context, page }) => {
  const customer = await registerCustomer(page.request)
  const second = await context.newPage()
  // The server no longer knows these tokens (as after a password reset elsewhere).
  await storeSession(page, {
    ...customer,
    accessToken: 'revoked-access-token',
    refreshToken: 'revoked-refresh-token',
  })
  // The refusal is held until both tabs show the profile with the stored session: a tab that
  // starts after the other one ended the session opens as a signed-out visitor, whom the guard sends
  // to the login page instead, and that is not this test's case.
  let refuse = () => {}
  const refused = new Promise<void>((resolve) => (refuse = resolve))
  await context.route('**/api/v1/genarater-refresh-token', async (route) => {
    await refused
    await route.continue()
  })
  await Promise.all([page.goto('/profile'), second.goto('/profile')])
  for (const tab of [page, second]) {
    await expect(tab.locator('main input[autocomplete=name]')).toBeVisible()
  }
  refuse()

  for (const tab of [page, second]) {
    await expect(tab).toHaveURL((url) => url.pathname === '/')
    await expect(tab.getByRole('banner').getByRole('link', { name: LOG_IN })).toBeVisible()
    expect(await tab.evaluate(() => localStorage.getItem('user'))).toBeNull()
  }
})

test('a login in one tab shows in the other open tab', async ({ context, page }) => {
  const customer = await registerCustomer(page.request, { fullName: 'Both Tabs' })
  const second = await context.newPage()
  for (const tab of [page, second]) await tab.goto('/')

  await page.goto('/login')
  await page.locator('input[autocomplete=username]').fill(customer.data.userName)
  await page.locator('input[autocomplete=current-password]').fill(customer.password)
  await page.locator('main form button[type=submit]').click()

  await expect(second.getByRole('banner')).toContainText('Both Tabs')
})

test.describe('Google sign-in against a local identity provider', () => {
  let google: LocalGoogle

  test.beforeAll(async () => {
    google = await startLocalGoogle(Number(process.env.E2E_PORT ?? 4310))
  })
  test.afterAll(async () => {
    await google.close()
  })

  test('signs a new customer in and takes them home', async ({ page }) => {
    const id = uniquePhone()
    const credential = await google.idToken({
      sub: `google-${id}`,
      email: `noy.${id}@example.la`,
      name: 'Noy From Google',
    })
    await google.stubButton(page, credential)

    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Google' }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.getByRole('banner')).toContainText('Noy From Google')
  })
})
