// CLS of every screen on the phone, cold: late data, fonts and images must land in reserved room.
import type { Browser } from '@playwright/test'
import { instrument, newPhoneContext, signIn, throttle } from './browser.ts'
import type { AuthSession, Game } from './shop-api.ts'
import { repeat } from './stats.ts'

/** Every screen, signed out where a visitor sees it and signed in where only a customer does. */
export function shopScreens(game: Game) {
  return [
    { path: '/', signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/register', signedIn: false },
    { path: '/password/reset', signedIn: false },
    { path: '/range', signedIn: false },
    { path: '/chat-group', signedIn: false },
    { path: '/profile', signedIn: true },
    { path: '/rechargePage', signedIn: true },
    { path: '/history-invoice/limit/30/skip/0', signedIn: true },
    { path: '/history-buy/limit/30/skip/0', signedIn: true },
    { path: `/detail/${game._id}/${game.kind}`, signedIn: true },
    { path: '/chat-admin', signedIn: true },
  ]
}

async function layoutShiftOnce(browser: Browser, url: string, session: AuthSession | null) {
  const context = await newPhoneContext(browser)
  try {
    await instrument(context)
    if (session) await signIn(context, session)
    const page = await context.newPage()
    await throttle(page)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    return await page.evaluate(() => window.__bench.shifts)
  } finally {
    await context.close()
  }
}

export async function measureLayoutShifts(
  browser: Browser,
  shopUrl: string,
  session: AuthSession,
  game: Game,
  runs: number,
) {
  const screens = []
  for (const screen of shopScreens(game)) {
    const shifts = await repeat(runs, () =>
      layoutShiftOnce(browser, `${shopUrl}${screen.path}`, screen.signedIn ? session : null),
    )
    screens.push({ path: screen.path, shifts })
  }
  return screens
}
