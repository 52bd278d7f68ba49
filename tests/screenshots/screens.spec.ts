import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { waitForScreen } from '../support/e2e/accessibility.ts'
import { fundedCustomer, startSignedIn, type AuthSession } from '../support/e2e/accounts.ts'
import { productPath } from '../support/e2e/catalogue.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { test, type DemoAccount } from '../support/e2e/demo-sessions.ts'
import { ANY_KIP } from '../support/e2e/translated-text.ts'

/** SPEC's phone (a common Android size) and a laptop. */
const SIZES = [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const

const TEXT = CONTROL_TEXT

type Viewer = 'visitor' | DemoAccount | 'newCustomer'

interface Screen {
  /** The file name's first part: docs/screenshots/<name>-<lang>-<width>.png. */
  name: string
  path: string | ((api: APIRequestContext) => Promise<string>)
  viewer: Viewer
  /** Brings the screen into the state pictured, once it has loaded. */
  open?: (page: Page, locale: Locale) => Promise<void>
  /** Only at these widths (a phone-only control). */
  widths?: number[]
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', viewer: 'visitor' },
  { name: 'home-signed-in', path: '/', viewer: 'customer' },
  {
    name: 'menu-more',
    path: '/',
    viewer: 'customer',
    widths: [412],
    open: async (page, locale) => {
      await page.getByRole('button', { name: TEXT.more[locale] }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  { name: 'range', path: '/range', viewer: 'customer' },
  {
    name: 'range-prize',
    path: '/range',
    viewer: 'customer',
    open: (page, locale) => page.getByRole('button', { name: TEXT.prize1[locale] }).click(),
  },
  { name: 'login', path: '/login', viewer: 'visitor' },
  {
    name: 'login-missing-fields',
    path: '/login',
    viewer: 'visitor',
    open: (page, locale) =>
      page.getByRole('main').getByRole('button', { name: TEXT.login[locale] }).click(),
  },
  { name: 'register', path: '/register', viewer: 'visitor' },
  { name: 'password-reset', path: '/password/reset', viewer: 'visitor' },
  {
    name: 'detail',
    path: (api) => productPath(api, 'Lotus Kingdom Chronicles'),
    viewer: 'customer',
  },
  {
    name: 'detail-review',
    path: (api) => productPath(api, 'Mekong Racers'),
    viewer: 'customer',
    open: async (page, locale) => {
      await page.locator('label').filter({ hasText: ANY_KIP }).first().click()
      // Mekong Racers' one account field, its player id, named in the screen's language.
      await page.getByRole('textbox').first().fill('100234567')
      await page.getByRole('button', { name: TEXT.buy[locale] }).click()
      await expect(page.getByRole('button', { name: TEXT.confirm[locale] })).toBeVisible()
    },
  },
  { name: 'profile', path: '/profile', viewer: 'customer' },
  { name: 'recharge', path: '/rechargePage', viewer: 'customer' },
  {
    name: 'recharge-qr',
    path: '/rechargePage?method=qr',
    viewer: 'newCustomer',
    open: async (page, locale) => {
      await page.getByRole('textbox', { name: TEXT.amount[locale] }).fill('50000')
      await page.getByRole('button', { name: TEXT.makeQr[locale] }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  { name: 'history-invoice', path: '/history-invoice/limit/30/skip/0', viewer: 'customer' },
  { name: 'history-buy', path: '/history-buy/limit/30/skip/0', viewer: 'customer' },
  { name: 'chat-group', path: '/chat-group', viewer: 'customer' },
  { name: 'chat-group-visitor', path: '/chat-group', viewer: 'visitor' },
  { name: 'chat-admin', path: '/chat-admin', viewer: 'customer' },
  { name: 'chat-group-admin', path: '/chat-group-admin', viewer: 'admin' },
  { name: 'not-found', path: '/no-such-page', viewer: 'visitor' },
]

/** Waits for the fonts and for the pictures in view, so no screenshot shows a half-drawn page. */
async function waitForPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect()
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
    })
    // A lazy picture the browser has not fetched yet never decodes: wait for it 2 s at most.
    const decoded = (image: HTMLImageElement) =>
      Promise.race([
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ])
    await Promise.all(inView.map(decoded))
  })
}

interface Viewing {
  viewer: Viewer
  locale: Locale
  sessions: Record<DemoAccount, AuthSession>
  api: APIRequestContext
}

async function startAs(page: Page, { viewer, locale, sessions, api }: Viewing): Promise<void> {
  if (viewer === 'visitor') return startInLocale(page, locale)
  if (viewer !== 'newCustomer') return startSignedIn(page, sessions[viewer], locale)
  // A top-up QR makes a waiting top-up: a customer of its own keeps the demo history unchanged.
  const session = await fundedCustomer(api, 120_000, { fullName: 'Keo Phommachanh' })
  await startSignedIn(page, session, locale)
}

for (const screen of SCREENS) {
  for (const locale of LOCALES) {
    test(`${screen.name} in ${locale}`, async ({ page, request, sessions }) => {
      await startAs(page, { viewer: screen.viewer, locale, sessions, api: request })
      const sizes = SIZES.filter((size) => !screen.widths || screen.widths.includes(size.width))
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(request)
      await page.setViewportSize(sizes[0] ?? SIZES[0])
      await page.goto(path)
      await waitForScreen(page)
      await screen.open?.(page, locale)

      for (const size of sizes) {
        await page.setViewportSize(size)
        await waitForPictures(page)
        await page.screenshot({
          path: `docs/screenshots/${screen.name}-${locale}-${size.width}.png`,
          animations: 'disabled',
        })
      }
    })
  }
}
