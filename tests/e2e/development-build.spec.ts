import { expect, type Browser } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  startSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { productPath } from '../support/e2e/catalogue.ts'
import { startDevelopmentBuild, type DevelopmentBuild } from '../support/e2e/development-build.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { SHOP_ROUTES } from '../support/e2e/routes.ts'
import { expectScreenRendered, startInLocale } from '../support/e2e/screen-checks.ts'
import { messageText } from '../support/e2e/translated-text.ts'

// React's development build mounts every component twice (StrictMode): the first mount's requests
// are cancelled, and a cancelled request must never show as a failure. Every screen opens once,
// and no error state may appear on it at any moment, not even for a frame.

const port = Number(process.env.E2E_PORT ?? 4310) + 40

let build: DevelopmentBuild
let sessions: Record<'customer' | 'admin', AuthSession>
/** SHOP_ROUTES with a product of the demo catalogue on the detail screen. */
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000)
  build = await startDevelopmentBuild(port, (baseURL) => playwright.request.newContext({ baseURL }))
  const api = await playwright.request.newContext({ baseURL: build.baseURL })
  sessions = {
    customer: await logInThroughApi(api, DEMO_ACCOUNTS.customer),
    admin: await logInThroughApi(api, DEMO_ACCOUNTS.admin),
  }
  const product = await productPath(api, 'Mobile Legends: Bang Bang')
  routes = SHOP_ROUTES.map((route) => (route.startsWith('/detail/') ? product : route))
  await api.dispose()
})

test.afterAll(async () => {
  await build?.stop()
})

let routes: string[] = []

/** A browser tab on the development build that records every alert shown, however briefly. */
async function watchingTab(browser: Browser, session?: AuthSession) {
  const context = await browser.newContext({ baseURL: build.baseURL })
  const page = await context.newPage()
  if (session) await startSignedIn(page, session, 'en')
  else await startInLocale(page, 'en')
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { alertsSeen: seen })
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role=alert]')) {
        const text = alert.textContent ?? ''
        if (text && !seen.includes(text)) seen.push(text)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const problems = collectPageProblems(page)
  const retry = messageText('en', 'state.retry')

  /** Opens `route` and checks that no error state showed and nothing was logged as an error. */
  async function expectOpensCleanly(route: string) {
    await page.goto(route)
    await expectScreenRendered(page)
    // Every request of the screen has had its answer.
    await page.waitForLoadState('networkidle')
    const alertsSeen = await page.evaluate(
      () => (window as unknown as { alertsSeen: string[] }).alertsSeen,
    )
    expect(
      alertsSeen.filter((text) => text.includes(retry)),
      `error states seen on ${route}`,
    ).toEqual([])
    expect(problems(), `console errors up to ${route}`).toEqual([])
  }
  return { expectOpensCleanly, close: () => context.close() }
}

test('every screen of the development build opens without an error state or console error', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const customer = await watchingTab(browser, sessions.customer)
  for (const route of routes.filter((route) => route !== '/chat-group-admin')) {
    await customer.expectOpensCleanly(route)
  }
  await customer.close()
  const admin = await watchingTab(browser, sessions.admin)
  await admin.expectOpensCleanly('/chat-group-admin')
  await admin.close()
  const visitor = await watchingTab(browser)
  for (const route of ['/', '/range', '/chat-group', '/login', '/register', '/password/reset']) {
    await visitor.expectOpensCleanly(route)
  }
  await visitor.close()
})
