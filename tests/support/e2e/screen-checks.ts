import { expect, type Page } from '@playwright/test'
import { LOCALE_STORAGE_KEY, type Locale } from '#src/i18n/locales.ts'

/** Makes every page of this test start in `locale`, as a returning customer who chose it. */
export async function startInLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LOCALE_STORAGE_KEY,
    locale,
  ] as const)
}

/** Fails on a white screen: the page must show its main region or a heading, and some text. */
export async function expectScreenRendered(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"], h1, h2').first()).toBeVisible()
  await expect(page.locator('body')).not.toHaveText(/^\s*$/)
}
