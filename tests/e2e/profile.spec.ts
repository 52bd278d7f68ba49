import { expect, test } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { registerCustomer, startSignedIn } from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'

// From src/i18n/locales/*/messages.po.
const WORDS: Record<Locale, { oldPasswordWrong: string; passwordChanged: string }> = {
  lo: { oldPasswordWrong: 'ລະຫັດຜ່ານເກົ່າຂອງທ່ານບໍ່ຖືກຕ້ອງ', passwordChanged: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' },
  th: { oldPasswordWrong: 'รหัสผ่านเดิมของคุณไม่ถูกต้อง', passwordChanged: 'เปลี่ยนรหัสผ่านสำเร็จ' },
  en: {
    oldPasswordWrong: 'Your old password is incorrect.',
    passwordChanged: 'Correct password successfully',
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
