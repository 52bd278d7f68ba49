import { expect } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import { startSignedIn } from '../support/e2e/accounts.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { expectScreenRendered } from '../support/e2e/screen-checks.ts'
import { sharedPage } from '../support/e2e/shared-page.ts'

// The admin chat screen's heading (src/i18n/locales/*/messages.po, chatGroupAdmin.title): proof
// that the admin stays on it rather than being sent home.
const ADMIN_CHAT_TITLE: Record<Locale, string> = {
  lo: 'ແຊັດຂອງແອັດມິນ',
  th: 'แชทของแอดมิน',
  en: 'Admin chats',
}

for (const locale of LOCALES) {
  test.describe(`the demo customer reading ${locale}`, () => {
    // One page for the four visits.
    const shared = sharedPage((page, sessions) => startSignedIn(page, sessions.customer, locale))

    test('sees their name and balance in the top bar', async ({ sessions }) => {
      const { page } = shared
      const { fullName, walletAmount } = sessions.customer.data
      await page.goto('/')

      const topBar = page.getByRole('banner')
      await expect(topBar).toContainText(fullName)
      await expect(topBar).toContainText(formatKip(walletAmount, locale))
    })

    for (const desk of ['/chat-group-admin', '/admin', '/admin/stock']) {
      test(`is sent home from ${desk}`, async () => {
        const { page, problems } = shared
        await page.goto(desk)

        await expect(page).toHaveURL((url) => url.pathname === '/')
        await expectScreenRendered(page)
        expect(problems()).toEqual([])
      })
    }
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
