import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { DEMO_ACCOUNTS, uniquePhone } from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// Words the customer must see, from src/i18n/locales/*/messages.po.
const WORDS: Record<Locale, { logOut: string; suspended: string; wrongPassword: string }> = {
  lo: {
    logOut: 'ອອກຈາກລະບົບ',
    suspended: 'ບັນຊີຂອງທ່ານຖືກລະງັບ. ກະລຸນາຕິດຕໍ່ຜູ້ໃຫ້ບໍລິການ.',
    wrongPassword: 'ເບີໂທລະສັບ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ!',
  },
  th: {
    logOut: 'ออกจากระบบ',
    suspended: 'บัญชีของคุณถูกระงับ กรุณาติดต่อผู้ให้บริการ',
    wrongPassword: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง!',
  },
  en: {
    logOut: 'Log out',
    suspended: 'Your account has been suspended. Please contact the service provider.',
    wrongPassword: 'The phone number or password is incorrect!',
  },
}

test.use({ viewport: { width: 1280, height: 800 } })

/** The code the reference backend "sent" to `phone`, read from its dev outbox. */
async function codeSentTo(page: Page, phone: string, after = 0): Promise<string> {
  let code = ''
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox/${phone}`)
    expect(response.status()).toBe(200)
    const sent = (await response.json()) as { code: string; sentAt: string }
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(after)
    code = sent.code
  }).toPass()
  return code
}

const submit = (page: Page) => page.locator('main form button[type=submit]').click()
const requestCode = (page: Page) => page.locator('main form button[type=button]').click()

async function logIn(page: Page, phone: string, password: string) {
  await page.goto('/login')
  await page.locator('input[autocomplete=username]').fill(phone)
  await page.locator('input[autocomplete=current-password]').fill(password)
  await submit(page)
}

for (const locale of LOCALES) {
  test(`a newcomer registers, logs out and in, and resets the password, in ${locale}`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page)
    await startInLocale(page, locale)
    const phone = uniquePhone()
    const fullName = `Noy ${locale.toUpperCase()} Sisavath`
    const banner = page.getByRole('banner')

    // Register with the code from the outbox: signed in at once.
    await page.goto('/register')
    await page.locator('input[autocomplete=tel-national]').fill(phone)
    await page.locator('input[autocomplete=new-password]').nth(0).fill('first-pass1')
    await page.locator('input[autocomplete=new-password]').nth(1).fill('first-pass1')
    await page.locator('input[autocomplete=name]').fill(fullName)
    const requestedAt = Date.now() - 1_000
    await requestCode(page)
    await expect(page.getByRole('timer')).toContainText(/0[45]:\d\d/)
    await page
      .locator('input[autocomplete=one-time-code]')
      .fill(await codeSentTo(page, phone, requestedAt))
    await submit(page)
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(banner).toContainText(fullName)

    // Log out: the user data and both tokens go, and the login page opens.
    await banner.getByRole('button', { name: WORDS[locale].logOut }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/login')
    await expect(banner).not.toContainText(fullName)
    expect(await page.evaluate(() => localStorage.getItem('webAccessToken'))).toBeNull()

    // A wrong password is refused with its message, and what was typed stays.
    await logIn(page, phone, 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText(WORDS[locale].wrongPassword)
    await expect(page.locator('input[autocomplete=username]')).toHaveValue(phone)

    await logIn(page, phone, 'first-pass1')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(banner).toContainText(fullName)
    await banner.getByRole('button', { name: WORDS[locale].logOut }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/login')

    // Reset the password with a new code, then log in with the new one.
    await page.goto('/password/reset')
    await page.locator('input[autocomplete=username]').fill(phone)
    await page.locator('input[autocomplete=new-password]').nth(0).fill('second-pass2')
    await page.locator('input[autocomplete=new-password]').nth(1).fill('second-pass2')
    const resetAt = Date.now() - 1_000
    await requestCode(page)
    await page
      .locator('input[autocomplete=one-time-code]')
      .fill(await codeSentTo(page, phone, resetAt))
    await submit(page)
    await expect(page).toHaveURL((url) => url.pathname === '/login')

    await logIn(page, phone, 'first-pass1')
    await expect(page.getByRole('alert')).toHaveText(WORDS[locale].wrongPassword)
    await logIn(page, phone, 'second-pass2')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(banner).toContainText(fullName)
    expect(problems()).toEqual([])
  })

  test(`the suspended account is told why, in ${locale}`, async ({ page }) => {
    await startInLocale(page, locale)
    await logIn(page, DEMO_ACCOUNTS.suspended.userName, DEMO_ACCOUNTS.suspended.password)

    await expect(page.getByRole('alert')).toHaveText(WORDS[locale].suspended)
    await expect(page).toHaveURL((url) => url.pathname === '/login')
  })
}
