import { expect, type BrowserContext, type Page } from '@playwright/test'
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import {
  expectControlsNamedIn,
  expectNoSeriousViolations,
  waitForScreen,
} from '../support/e2e/accessibility.ts'
import { startSignedIn } from '../support/e2e/accounts.ts'
import { findCutText } from '../support/e2e/cut-text.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { measureScreen } from '../support/e2e/layout-checks.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { DESK_ROUTES, SHOP_ROUTES } from '../support/e2e/routes.ts'
import { expectScreenRendered, startInLocale } from '../support/e2e/screen-checks.ts'

// Every route of SPEC 2 and of the operator desk, opened once per reader and then read in lo, th and en in turn through
// the top bar's language switch, as a customer changes language: the smoke check (never a white
// screen, no error, the language's own lang attribute), the controls named in the chosen language,
// no text cut without a way to read it whole, at each width, and in Lao and Thai, the longest words
// and tallest glyphs, the layout at each width. axe reads the screen in the first language: a
// language changes the words, not the roles, names' presence, structure or colours axe checks;
// what a language can break (the lang attribute, a control named in another script, a text cut or
// overflowing) is checked in each. The first load of each screen is the server's page, hydrated:
// React reports a hydration mismatch as a console error, which fails the test.

const PHONE = { width: 412, height: 915 }
const LAPTOP = { width: 1280, height: 800 }
/** A small Android phone, an iPhone, a common Android phone, and a laptop. */
const LAYOUT_WIDTHS = [360, 390, 412, 1280] as const
const LAYOUT_LOCALES: Locale[] = ['lo', 'th']

/** Screens only a visitor sees (signed in, they send you home). */
const VISITOR_SCREENS: readonly string[] = ['/login', '/register', '/password/reset']

interface Reader {
  who: string
  viewport: { width: number; height: number }
  routes: readonly string[]
  signedIn: 'customer' | 'admin' | false
  /** The screens whose layout this reader checks; the others are checked by the other reader. */
  laidOut: (route: string) => boolean
}

const READERS: Reader[] = [
  {
    who: 'a visitor on a phone',
    viewport: PHONE,
    routes: SHOP_ROUTES,
    signedIn: false,
    laidOut: (route) => VISITOR_SCREENS.includes(route),
  },
  {
    who: 'the demo customer on a laptop',
    viewport: LAPTOP,
    // /chat-group-admin sends a customer home, which smoke-signed-in.spec.ts checks.
    routes: SHOP_ROUTES.filter((route) => route !== '/chat-group-admin'),
    signedIn: 'customer',
    laidOut: (route) => !VISITOR_SCREENS.includes(route),
  },
  {
    who: 'the operator on a phone',
    viewport: PHONE,
    routes: DESK_ROUTES,
    signedIn: 'admin',
    laidOut: () => true,
  },
]

/** Chat screens name controls after the people in them, in whatever language they write. */
const isChat = (route: string) => route.startsWith('/chat')

async function chooseLanguage(page: Page, locale: Locale) {
  // The radio itself is visually hidden: the customer taps its label.
  const choice = page.getByRole('radio', { name: LOCALE_NAMES[locale] })
  await page.locator('label').filter({ has: choice }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await waitForScreen(page)
}

/**
 * Resizes the page and waits until it has painted at the new size. The page reports its new width
 * at once, but Chromium applies the media queries' styles in its next frame: a page that draws no
 * frame of its own (nothing moves, reducedMotion) was measured with the last width's styles, where
 * the catalogue's badges were a laptop's size in a phone's tile.
 */
async function resizeAndPaint(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  )
}

/**
 * At each width, no text cut without a way to read it whole (tests/support/e2e/cut-text.ts), and in
 * Lao and Thai the layout: nothing overflows, and on the phone widths every target is big enough.
 */
async function expectLayoutHolds(
  page: Page,
  viewport: Reader['viewport'],
  { locale, route }: { locale: Locale; route: string },
) {
  for (const width of LAYOUT_WIDTHS) {
    await resizeAndPaint(page, { width, height: 800 })
    // A chat's messages are a list that scrolls: those out of its window are not cut.
    if (!isChat(route)) {
      expect.soft(await findCutText(page), `text cut at ${width} px`).toEqual([])
    }
    if (!LAYOUT_LOCALES.includes(locale)) continue
    const { layoutProblems, smallTargets } = await measureScreen(page)
    expect.soft(layoutProblems, `layout at ${width} px`).toEqual([])
    // Touch targets matter where fingers are: on the phone widths.
    if (width < 1024) expect.soft(smallTargets, `touch targets at ${width} px`).toEqual([])
  }
  await page.setViewportSize(viewport)
}

for (const reader of READERS) {
  test.describe(reader.who, () => {
    // One page for all of the reader's screens, in order: each screen is a new document loaded
    // in it, as a customer's tab opens the next address. A screen opened in a fresh browser
    // context (a renderer process started cold, an empty cache) cost about four times the CPU of
    // one opened in a page already open; the file took 96 s of CPU that way, 60 to 75 s this way.
    // A failed test leaves the reader's other screens to run.
    test.describe.configure({ mode: 'default' })
    let context: BrowserContext
    let page: Page
    let problems: () => string[]

    test.beforeAll(async ({ browser, sessions }, testInfo) => {
      // axe needs a page of a context of its own (not browser.newPage's).
      context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: reader.viewport,
        // The first load is the server's English page, hydrated: hydration.spec.ts counts on it.
        locale: 'en-US',
      })
      page = await context.newPage()
      problems = collectPageProblems(page)
      if (reader.signedIn) await startSignedIn(page, sessions[reader.signedIn], LOCALES[0])
      // Every screen opens in the first language, whichever the last one was left in.
      await startInLocale(page, LOCALES[0])
    })

    test.afterAll(async () => {
      await context?.close()
    })

    for (const route of reader.routes) {
      test.describe(route, () => {
        /** What the page reported before this screen opened: another screen's. */
        let earlierProblems = 0

        test.beforeAll(async () => {
          earlierProblems = problems().length
          // The language the last screen was left in is forgotten, as on a first visit: the
          // server renders the browser's English, and the page reads the first language stored.
          await context.clearCookies({ name: LOCALE_COOKIE })
          await page.goto(route)
          await waitForScreen(page)
        })

        for (const locale of LOCALES) {
          test(`in ${locale}`, async () => {
            if (locale !== LOCALES[0]) await chooseLanguage(page, locale)
            await expectScreenRendered(page)
            await expect(page.locator('html')).toHaveAttribute('lang', locale)
            if (locale === LOCALES[0]) await expectNoSeriousViolations(page)
            if (!isChat(route)) await expectControlsNamedIn(page, locale)
            if (reader.laidOut(route))
              await expectLayoutHolds(page, reader.viewport, { locale, route })
            expect(problems().slice(earlierProblems)).toEqual([])
          })
        }
      })
    }
  })
}
