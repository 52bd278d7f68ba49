import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { LOCALE_COOKIE, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  registerCustomer,
  startSignedIn,
} from '../support/e2e/accounts.ts'
import { productPath } from '../support/e2e/catalogue.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { SHOP_ROUTES } from '../support/e2e/routes.ts'

// The server renders every page and the browser hydrates it (docs/architecture-tour.md, "Server
// rendering"). Any difference between the two makes React throw the server's HTML away: this
// fails on any such report, on every screen, signed out and signed in, in Lao and Thai. English is
// screens.spec.ts's: its readers' browsers ask for English, and the first load of every screen
// there is the server's English page hydrated, which fails on the console error a mismatch logs.

/** What React says when the browser's first render differs from the server's. */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered|recoverable|Minified React error #(418|419|421|422|423|425)\b/i

function watchHydration(page: Page): () => string[] {
  const reports: string[] = []
  page.on('pageerror', (error) => reports.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) reports.push(message.text())
  })
  return () => reports
}

/** The page's language, as the server decides it from the cookie the language switch writes. */
async function chooseLanguage(page: Page, baseURL: string, locale: Locale) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }])
}

/** Hydration is over once React's root took the page: the router's bootstrap data is gone. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window))
  await page.waitForLoadState('networkidle')
}

let routes: string[] = []
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! })
  const product = await productPath(api, 'Mobile Legends: Bang Bang')
  routes = SHOP_ROUTES.map((route) => (route.startsWith('/detail/') ? product : route))
  await api.dispose()
})

for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
  test(`every screen hydrates without a mismatch, signed out, in ${locale}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await chooseLanguage(page, baseURL!, locale)
    await startInLocale(page, locale)
    const reports = watchHydration(page)
    for (const route of routes) {
      await page.goto(route)
      await waitForHydration(page)
      expect(reports(), `${route} in ${locale}`).toEqual([])
    }
  })

  test(`every screen hydrates without a mismatch, signed in, in ${locale}`, async ({
    page,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const api = await playwright.request.newContext({ baseURL: baseURL! })
    const session = await logInThroughApi(api, DEMO_ACCOUNTS.customer)
    await api.dispose()
    await chooseLanguage(page, baseURL!, locale)
    await startSignedIn(page, session, locale)
    const reports = watchHydration(page)
    for (const route of routes) {
      await page.goto(route)
      await waitForHydration(page)
      expect(reports(), `${route} in ${locale}`).toEqual([])
    }
  })
}

test('the page arrives in the language of the cookie, with the games in it', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { Accept: 'text/html', Cookie: 'lang=th' } })
  const html = await page.text()
  expect(html).toContain('<html lang="th"')
  expect(html).toContain('เติมเกม')
  expect(html).toMatch(/<img src="\/images\/[^"]+"[^>]*fetchpriority="high"/i)
})

/**
 * Holds the page's code back, as on a slow phone: the server's page is on screen and nothing
 * answers it yet. Returns what releases it. Go to the page with `waitUntil: 'commit'`:
 * 'domcontentloaded' waits for the held module script.
 */
async function holdPageCode(page: Page): Promise<() => void> {
  let releaseCode = () => {}
  const codeHeld = new Promise<void>((release) => (releaseCode = release))
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld
    await route.continue()
  })
  return releaseCode
}

test('a tap on a button before the app has taken the page over is answered once it has', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await chooseLanguage(page, baseURL!, 'en')
  const releaseCode = await holdPageCode(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByRole('button', { name: CONTROL_TEXT.more.en }).click()
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  releaseCode()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a search typed before the page hydrates filters the games at once, and still once it has', async ({
  page,
}) => {
  const releaseCode = await holdPageCode(page)
  await page.goto('/', { waitUntil: 'commit' })
  const tiles = page.locator('main li')
  const shownTiles = page.locator('main li:visible')
  await expect(tiles.first()).toBeVisible()
  const all = await tiles.count()
  await page.getByRole('searchbox').fill('mobile legends')
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
  await expect.poll(() => shownTiles.count()).toBeLessThan(all)
  const shownEarly = await shownTiles.allTextContents()

  releaseCode()
  await waitForHydration(page)
  await expect(page.getByRole('searchbox')).toHaveValue('mobile legends')
  // The app's own list is the early one: the same games, nothing flashing back in between.
  await expect.poll(() => tiles.count()).toBe(shownEarly.length)
  expect(await shownTiles.allTextContents()).toEqual(shownEarly)

  // The app's filter is the one left: clearing the box lists every game again.
  await page.getByRole('searchbox').fill('')
  await expect.poll(() => shownTiles.count()).toBe(all)
})

test('a form filled in before the page hydrates sends what was typed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! })
  const customer = await registerCustomer(api)
  const phone = customer.data.userName
  const lastSent = async () =>
    ((await (await api.get(`/dev/outbox/${phone}`)).json()) as { sentAt: string }).sentAt
  const registeredAt = await lastSent()
  const releaseCode = await holdPageCode(page)
  await page.goto('/password/reset', { waitUntil: 'commit' })
  const phoneBox = page.locator('input[autocomplete=username]')
  await phoneBox.fill(phone)
  await page.locator('input[autocomplete=new-password]').nth(0).fill('second-pass2')
  await page.locator('input[autocomplete=new-password]').nth(1).fill('second-pass2')
  await page.locator('main form button[type=button]').click()
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)

  releaseCode()
  // The tap asked for a code with the typed phone: the countdown runs and the outbox has a new one.
  await expect(page.getByRole('timer')).toBeVisible()
  await expect(phoneBox).toHaveValue(phone)
  await expect(page.locator('input[autocomplete=new-password]').nth(1)).toHaveValue('second-pass2')
  await expect.poll(lastSent).not.toBe(registeredAt)
})
