import { expect } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { registerCustomer, startSignedIn } from '../support/e2e/accounts.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

// From src/i18n/locales/*/messages.po.
const WORDS: Record<
  Locale,
  { oldPasswordWrong: string; passwordChanged: string; profile: string; logInFirst: string }
> = {
  lo: {
    oldPasswordWrong: 'ລະຫັດຜ່ານເກົ່າຂອງທ່ານບໍ່ຖືກຕ້ອງ',
    passwordChanged: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ',
    profile: 'ໂປຣໄຟລ໌',
    logInFirst: 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ',
  },
  th: {
    oldPasswordWrong: 'รหัสผ่านเดิมของคุณไม่ถูกต้อง',
    passwordChanged: 'เปลี่ยนรหัสผ่านสำเร็จ',
    profile: 'โปรไฟล์',
    logInFirst: 'กรุณาเข้าสู่ระบบก่อน',
  },
  en: {
    oldPasswordWrong: 'Your old password is incorrect.',
    passwordChanged: 'Correct password successfully',
    profile: 'Profile',
    logInFirst: 'Please log in first',
  },
}

// The smallest valid PNG: one transparent pixel.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

for (const locale of LOCALES) {
  test(`a customer edits the profile in ${locale}`, async ({ page }) => {
    const problems = collectPageProblems(page)
    const customer = await registerCustomer(page.request, { fullName: 'Before Rename' })
    await startSignedIn(page, customer, locale)
    await page.goto('/profile')
    const main = page.getByRole('main')

    // The name: saved, and the top bar follows without a reload.
    await main.locator('input[autocomplete=name]').fill(`Renamed ${locale}`)
    await main.locator('form').first().locator('button[type=submit]').click()
    await expect(page.getByRole('banner')).toContainText(`Renamed ${locale}`)

    // The picture: uploaded through the signed URL, then shown.
    await main.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    })
    await expect(main.locator('img[src^="/images/"]')).toBeVisible()

    // The password: the old one is checked.
    const passwordForm = main.locator('form').last()
    await passwordForm.locator('input[autocomplete=current-password]').fill('not-my-password')
    await passwordForm.locator('input[autocomplete=new-password]').nth(0).fill('brand-new-1')
    await passwordForm.locator('input[autocomplete=new-password]').nth(1).fill('brand-new-1')
    await passwordForm.locator('button[type=submit]').click()
    await expect(passwordForm).toContainText(WORDS[locale].oldPasswordWrong)
    await expect(passwordForm.locator('input[autocomplete=new-password]').nth(0)).toHaveValue(
      'brand-new-1',
    )

    await passwordForm.locator('input[autocomplete=current-password]').fill(customer.password)
    await passwordForm.locator('button[type=submit]').click()
    await expect(page.getByText(WORDS[locale].passwordChanged)).toBeVisible()
    const login = await page.request.post('/api/v1/login', {
      data: { userName: customer.data.userName, password: 'brand-new-1' },
    })
    expect(login.status()).toBe(200)
    expect(problems()).toEqual([])
  })
}

for (const locale of LOCALES) {
  test(`a visitor who picks Profile is asked to log in, and lands on the profile after (${locale})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page)
    const customer = await registerCustomer(page.request, { fullName: `Returning ${locale}` })
    await startInLocale(page, locale)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')

    // The warning is a popup that closes by itself: it is watched for from the click on.
    const warned = expect(
      page.getByRole('alert').filter({ hasText: WORDS[locale].logInFirst }),
    ).toBeVisible()
    await page
      .getByRole('navigation', { name: CONTROL_TEXT.mainMenu[locale] })
      .getByRole('link', { name: WORDS[locale].profile })
      .click()
    await warned

    await expect(page).toHaveURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile')
    await page.locator('input[autocomplete=username]').fill(customer.data.userName)
    await page.locator('input[autocomplete=current-password]').fill(customer.password)
    await page.locator('main form button[type=submit]').click()

    await expect(page).toHaveURL((url) => url.pathname === '/profile')
    await expect(page.getByRole('main').locator('input[autocomplete=name]')).toHaveValue(
      `Returning ${locale}`,
    )
    expect(problems()).toEqual([])
  })
}
