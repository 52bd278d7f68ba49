import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { registerCustomer, startSignedIn, uniquePhone } from '../support/e2e/accounts.ts'
import { startLocalGoogle, type LocalGoogle } from '../support/e2e/google-identity.ts'

// The e2e build shows English words from src/i18n/locales/en/messages.po.
const SAVED = 'Saved'
const LOG_IN_AGAIN = 'Please log in again'
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

test('two tabs whose access token expired renew it once, and both saves go through', async ({
  context,
  page,
}) => {
  const customer = await registerCustomer(page.request)
  const second = await context.newPage()
  for (const tab of [page, second]) {
    await startSignedIn(tab, { ...customer, accessToken: 'expired-access-token' }, 'en')
    await tab.goto('/profile')
  }
  const refreshCalls = countRefreshCalls(context)

  await Promise.all([saveFullName(page, 'Tab One'), saveFullName(second, 'Tab Two')])

  for (const tab of [page, second]) await expect(tab.getByText(SAVED)).toBeVisible()
  expect(refreshCalls()).toBe(1)
  const stored = await page.evaluate(() => localStorage.getItem('webAccessToken'))
  expect(stored).not.toBe('expired-access-token')
})

test('a refused refresh (402) logs out every open tab', async ({ context, page }) => {
  const customer = await registerCustomer(page.request)
  const second = await context.newPage()
  const revoked = { ...customer, accessToken: 'expired', refreshToken: 'revoked-refresh-token' }
  for (const tab of [page, second]) {
    await startSignedIn(tab, revoked, 'en')
    await tab.goto('/profile')
  }

  await saveFullName(page, 'Never Saved')

  await expect(page.getByText(LOG_IN_AGAIN)).toBeVisible()
  for (const tab of [page, second]) {
    await expect(tab).toHaveURL((url) => url.pathname === '/')
    await expect(tab.getByRole('banner').getByRole('link', { name: LOG_IN })).toBeVisible()
  }
  expect(await second.evaluate(() => localStorage.getItem('user'))).toBeNull()
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
