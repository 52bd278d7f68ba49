import { expect as baseExpect, type Locator, type Page, type Route } from '@playwright/test'
import { catalogMessages } from './translated-text.ts'

// A machine that runs other suites beside these answers slowly: wait longer than the default.
export const expect = baseExpect.configure({ timeout: 15_000 })

/**
 * How the server misbehaves; `hang` never answers (the test then runs the clock past the timeout).
 * The hang comes last: a page that meets the faults in turn keeps the clock it installs.
 */
export const FAULTS: Record<string, (route: Route) => Promise<void> | 'hang'> = {
  'a 500': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL_ERROR' }),
    }),
  'malformed JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"_id": ' }),
  'an HTML page instead of JSON': (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html><body><h1>Bad gateway</h1></body></html>',
    }),
  'a reset connection': (route) => route.abort('connectionreset'),
  'no answer': () => 'hang',
}

export const HANGS = 'no answer'

const ENGLISH = catalogMessages('en')

/** The alert says something from the English catalog, never a raw code or parser message. */
export async function expectTranslatedAlert(scope: Page | Locator): Promise<Locator> {
  const alert = scope.getByRole('alert').filter({ hasText: /\S/ }).first()
  await expect(alert).toBeVisible()
  const text = await alert.innerText()
  expect(text).not.toMatch(/[A-Z]{2,}_[A-Z_]+|SyntaxError|Unexpected token|JSON|<html/)
  expect(ENGLISH.some((message) => message.length > 8 && text.includes(message))).toBe(true)
  return alert
}
