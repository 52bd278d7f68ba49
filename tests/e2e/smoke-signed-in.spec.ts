import { test as base, expect, type Page } from '@playwright/test'
import type { components } from '../../src/api/schema.d.ts'
import { STORAGE_KEYS, toSessionUser } from '../../src/features/session/session-storage.ts'
import { LOCALES, LOCALE_STORAGE_KEY, type Locale } from '../../src/i18n/locales.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { SHOP_ROUTES } from '../support/e2e/routes.ts'
import { expectScreenRendered } from '../support/e2e/screen-checks.ts'

type AuthSession = components['schemas']['AuthSession']

// The demo accounts the server of playwright.config.ts seeds (server/src/seed/people.ts).
const ACCOUNTS = {
  customer: { userName: '2055550101', password: 'demo1234' },
  admin: { userName: '2099990000', password: 'admin1234' },
} as const
type Account = keyof typeof ACCOUNTS

// The admin chat screen's heading (src/i18n/locales/*/messages.po, chatGroupAdmin.title): proof
// that the admin stays on it rather than being sent home.
const ADMIN_CHAT_TITLE: Record<Locale, string> = {
  lo: 'ແຊັດຂອງແອັດມິນ',
  th: 'แชทของแอดมิน',
  en: 'Admin chats',
}

/**
 * Each worker logs each account in once through the API: the backend allows 10 logins a minute per
 * phone, fewer than this file's tests. Access tokens last 15 minutes, longer than the run, so no page
 * refreshes (and rotates) the shared session.
 */
const test = base.extend<object, { sessions: Record<Account, AuthSession> }>({
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      const logIn = async (account: Account): Promise<AuthSession> => {
        const response = await api.post('/api/v1/login', { data: ACCOUNTS[account] })
        expect(response.status(), `login of the demo ${account}`).toBe(200)
        return (await response.json()) as AuthSession
      }
      await use({ customer: await logIn('customer'), admin: await logIn('admin') })
      await api.dispose()
    },
    { scope: 'worker' },
  ],
})

/** Makes every page of this test start signed in with `session`, reading `locale`. */
async function startSignedIn(page: Page, session: AuthSession, locale: Locale): Promise<void> {
  const entries: [string, string][] = [
    [STORAGE_KEYS.user, JSON.stringify(toSessionUser(session.data))],
    [STORAGE_KEYS.accessToken, session.accessToken],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
    [LOCALE_STORAGE_KEY, locale],
  ]
  await page.addInitScript((stored) => {
    for (const [key, value] of stored) window.localStorage.setItem(key, value)
  }, entries)
}

for (const locale of LOCALES) {
  test.describe(`the demo customer reading ${locale}`, () => {
    test.beforeEach(async ({ page, sessions }) => {
      await startSignedIn(page, sessions.customer, locale)
    })

    for (const route of SHOP_ROUTES) {
      test(`opens ${route}`, async ({ page }) => {
        const problems = collectPageProblems(page)

        await page.goto(route)

        await expectScreenRendered(page)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        expect(problems()).toEqual([])
      })
    }

    test('sees their name and balance in the top bar', async ({ page, sessions }) => {
      const { fullName, walletAmount } = sessions.customer.data
      await page.goto('/')

      const topBar = page.getByRole('banner')
      await expect(topBar).toContainText(fullName)
      await expect(topBar).toContainText(formatKip(walletAmount))
    })

    test('is sent home from /chat-group-admin', async ({ page }) => {
      const problems = collectPageProblems(page)

      await page.goto('/chat-group-admin')

      await expect(page).toHaveURL((url) => url.pathname === '/')
      await expectScreenRendered(page)
      expect(problems()).toEqual([])
    })
  })

  test(`the admin opens /chat-group-admin in ${locale}`, async ({ page, sessions }) => {
    await startSignedIn(page, sessions.admin, locale)
    const problems = collectPageProblems(page)

    await page.goto('/chat-group-admin')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADMIN_CHAT_TITLE[locale])
    await expect(page).toHaveURL((url) => url.pathname === '/chat-group-admin')
    await expectScreenRendered(page)
    await expect(page.getByRole('banner')).toContainText(sessions.admin.data.fullName)
    expect(problems()).toEqual([])
  })
}
