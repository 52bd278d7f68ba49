import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { openSignedIn, type AuthSession } from './accounts.ts'
import { englishText } from './translated-text.ts'

/**
 * The page a machine's browser paths share: one context signed in as the operator, in English,
 * opened once for all of them (a context and its first load cost more than a path's steps).
 */
export function openDeskForPaths(browser: Browser, admin: AuthSession, section: string) {
  return openSignedIn(browser, admin, 'en', section)
}

const tabOf = (page: Page, labelId: string) =>
  page
    .getByRole('navigation', { name: englishText('desk.sections') })
    .getByRole('link', { name: englishText(labelId), exact: true })

async function openTab(page: Page, labelId: string) {
  const tab = tabOf(page, labelId)
  await tab.click()
  await expect(tab).toHaveAttribute('aria-current', 'page')
}

/**
 * Opens a desk section afresh through the desk's own tabs: leaving it for `via` and coming back
 * unmounts its forms and rows, so the next path starts from new actors without loading the page.
 */
export async function reopenDeskSection(page: Page, section: string, via: string) {
  await openTab(page, via)
  await openTab(page, section)
}

/** Message `id` in English as a pattern, each placeholder ({amount}) standing for any text. */
export function messagePattern(id: string): RegExp {
  const parts = englishText(id)
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.+')}$`)
}

/**
 * Types `value` in a field as a change the page sees. Filling a field with what it holds already
 * fires nothing, so the operator types a character and takes it back: a change to the same value.
 */
export async function change(field: Locator, value: string) {
  if ((await field.inputValue()) === value) await field.fill(`${value}0`)
  await field.fill(value)
}
