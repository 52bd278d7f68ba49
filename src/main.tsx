import '@fontsource/noto-sans/latin-400.css'
import '@fontsource/noto-sans/latin-700.css'
import '@fontsource/noto-sans-lao/lao-400.css'
import '@fontsource/noto-sans-lao/lao-700.css'
import '@fontsource/noto-sans-thai/thai-400.css'
import '@fontsource/noto-sans-thai/thai-700.css'
import './styles.css'

import { i18n } from '@lingui/core'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { AppRoot } from './app/app-root'
import { createAppServices } from './services'
import { followSessionEnd } from './app/follow-session-end'
import { BootFailure } from './app/boot-failure'
import { replayEarlyTap } from './app/early-taps'
import { preloadShell } from './app/preload-shell'
import { loadCachedGroups } from './features/games/games-catalogue'
import {
  activateLocale,
  chosenLocale,
  otherScreensReady,
  readPreferredLocale,
} from './i18n/activate-locale'
import { isLocale, type Locale } from './i18n/locales'
import {
  classifyChunkLoadError,
  isChunkLoadError,
  reportChunkLoadError,
} from './lib/chunk-load-error'
import { apiBaseUrl } from './lib/env'
import { forgetRenderedPages } from './lib/rendered-pages'
import { startInspector } from './lib/inspector'
import { createAppRouter, type AppRouter } from './router'

const container = rootElement()
// The server rendered this page and left its router's data in it (src/entry-server.tsx); the
// development server and the service worker's copy of index.html leave #root empty instead.
const serverRendered = '$_TSR' in window
let root: Root | undefined

function rootElement(): HTMLElement {
  const element = document.getElementById('root')
  if (!element) throw new Error('index.html has no #root element')
  return element
}

/** The language the server rendered in: the browser hydrates in the same one. */
function pageLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : readPreferredLocale()
}

async function start() {
  // The language the server rendered in, unless the customer chose another: a device that chose
  // before the language cookie existed, or a page the service worker kept from before a language
  // change. The choice wins, and the page is then rendered here rather than hydrated (once: the
  // choice is now in the cookie, and the kept page is forgotten).
  const renderedLocale = serverRendered ? pageLocale() : null
  const locale = (serverRendered ? chosenLocale() : null) ?? renderedLocale ?? readPreferredLocale()
  const hydrating = locale === renderedLocale
  if (serverRendered && !hydrating) void forgetRenderedPages()
  // The first screen is rendered in the customer's language, never in another one first. The home
  // screen needs only its own and the shell's text; another screen the server rendered is hydrated
  // with all of its text, which is what the server rendered it with (src/i18n/request-i18n.ts).
  const firstScreenOnly = !hydrating || window.location.pathname === '/'
  await Promise.all([activateLocale(locale, localStorage, { firstScreenOnly }), startInspector()])
  const services = createAppServices({ baseUrl: apiBaseUrl })
  // The stored session and the games seen last are read here, once: the render itself never
  // touches storage. A hydrating render shows the signed-out shell the server rendered, then
  // the session (useSyncExternalStore's server snapshot).
  services.session.hydrate()
  loadCachedGroups(localStorage)
  const router = createAppRouter(services)
  followSessionEnd(services.session, router)
  const app = (
    <StrictMode>
      <AppRoot router={router} i18n={i18n} session={services.session} auth={services.auth} />
    </StrictMode>
  )
  if (hydrating && (await hydratesAsRendered(router))) {
    root = hydrateRoot(container, app, { onRecoverableError: reportHydrationError })
  } else {
    container.replaceChildren()
    root = createRoot(container)
    root.render(app)
  }
  // React listens from here: a button tapped before is tapped again (src/app/early-taps.ts). A
  // page rendered here rather than hydrated replaced that button, and nothing is replayed.
  replayEarlyTap()
  // The auth actor (and xstate with it) loads once the first screen is up, ready for a logout.
  whenIdle(() => void services.auth())
  whenIdle(() => void otherScreensReady().catch(() => undefined))
  // The shell is kept on the device for the next visit, once this one has painted.
  whenIdle(
    () => void import('./app/offer-app-updates').then(({ keepShopOnDevice }) => keepShopOnDevice()),
  )
}

/**
 * Takes over the server's page: the router reads the data the server left in it, and the screens
 * the server leaves to the browser (behind the login, the sign-in forms: `ssr: false`) run their
 * guards and loaders now, before React hydrates. React hydrates the page's parts in passes after
 * its frame, and a part whose screen changed meanwhile would be thrown away; so they show the
 * server's frame while hydrating and their content right after. False when a guard sent the
 * customer elsewhere (a visitor on a signed-in screen): that page is rendered, not hydrated.
 */
async function hydratesAsRendered(router: AppRouter): Promise<boolean> {
  await Promise.all([hydrate(router), preloadShell()])
  const renderedAddress = window.location.href
  if (router.state.matches.some((match) => match.ssr === false)) await router.load()
  window.$_TSR?.h()
  return window.location.href === renderedAddress
}

/**
 * React threw part of the server's HTML away and rendered it again: the page works, but that part
 * painted twice. Logged with its cause and place, as a bug to fix (tests/e2e/hydration.spec.ts).
 */
function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const cause = error instanceof Error ? error.cause : undefined
  console.error('Hydration error:', error, cause, info.componentStack)
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2_000 })
  else setTimeout(task, 0)
}

start().catch(async (error: unknown) => {
  root?.unmount()
  createRoot(container).render(<BootFailure />)
  if (isChunkLoadError(error)) reportChunkLoadError(await classifyChunkLoadError(error))
  else console.error('The app could not start', error)
})
