import { expect } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales.ts'
import { waitForScreen } from '../support/e2e/accessibility.ts'
import { startSignedIn } from '../support/e2e/accounts.ts'
import { measureScreen } from '../support/e2e/layout-checks.ts'
import { SHOP_ROUTES } from '../support/e2e/routes.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { test } from '../support/e2e/demo-sessions.ts'

/** A small Android phone, a common one, and a laptop. */
const WIDTHS = [360, 412, 1280] as const
/** Lao and Thai have the longest words and the tallest glyphs of the three languages. */
const SCRIPT_LOCALES: Locale[] = ['lo', 'th']

/** Screens only a visitor sees (signed in, they send you home). */
const VISITOR_SCREENS: string[] = ['/login', '/register', '/password/reset']
/** Screens as the demo customer sees them, with a balance, history and chat. */
const CUSTOMER_SCREENS: string[] = SHOP_ROUTES.filter(
  (route) => !VISITOR_SCREENS.includes(route) && route !== '/chat-group-admin',
)

for (const locale of SCRIPT_LOCALES) {
  for (const route of [...VISITOR_SCREENS, ...CUSTOMER_SCREENS]) {
    test(`${route} in ${locale} holds at ${WIDTHS.join(', ')} px`, async ({ page, sessions }) => {
      if (CUSTOMER_SCREENS.includes(route)) await startSignedIn(page, sessions.customer, locale)
      else await startInLocale(page, locale)
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await page.goto(route)
      await waitForScreen(page)

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const { layoutProblems, smallTargets } = await measureScreen(page)
        expect.soft(layoutProblems, `layout at ${width} px`).toEqual([])
        // Touch targets matter where fingers are: on the phone widths.
        if (width < 1024) expect.soft(smallTargets, `touch targets at ${width} px`).toEqual([])
      }
    })
  }
}
