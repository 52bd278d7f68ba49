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
import { activateLocale, chosenLocale, readPreferredLocale } from './i18n/activate-locale'
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
  const services = createAppServices({ baseUrl: apiBaseUrl })
  // The stored session and the games seen last are read here, once: the render itself never
  // touches storage. A hydrating render shows the signed-out shell the server rendered, then
  // the session (useSyncExternalStore's server snapshot).
  services.session.hydrate()
  loadCachedGroups(localStorage)
  const router = createAppRouter(services)
  // On home, what the hydration needs is fetched in one round trip rather than two: the text, the
  // screen's code (the router reads the server's data and loads the matched route's chunk) and the
  // shell's lazy parts; its search box works that much sooner (docs/performance.md). Every route
  // of home renders on the server, so nothing of the router's hydration needs the text. Another
  // page may hold screens the browser loads itself (`ssr: false`): their guards read the language,
  // so its router is hydrated once the text is active.
  const hydratingHome = hydrating && firstScreenOnly
  const takenOver = hydratingHome ? takeOverPage(router) : undefined
  await Promise.all([
    activateLocale(locale, localStorage, { firstScreenOnly }),
    startInspector(),
    takenOver,
  ])
  followSessionEnd(services.session, router)
  const app = (
    <StrictMode>
      <AppRoot router={router} i18n={i18n} session={services.session} auth={services.auth} />
    </StrictMode>
  )
  if (hydrating && (await hydratesAsRendered(router, takenOver))) {
    root = hydrateRoot(container, app, { onRecoverableError: reportHydrationError })
  } else {
    container.replaceChildren()
    root = createRoot(container)
    root.render(app)
  }
  // React listens from here: a button tapped before is tapped again (src/app/early-taps.ts). A
  // page rendered here rather than hydrated replaced that button, and nothing is replayed.
  replayEarlyTap()
  // Nothing else loads while the first screen is what the customer waits for (docs/performance.md,
  // "The first seconds"): the auth actor and xstate load with a screen that signs in or when the
  // customer reaches for the logout (useSession().prepareLogout), and the other screens' text with
  // the first link the customer points at or touches (the router preloads its screen, and the root
  // route's beforeLoad asks for the text). The service worker's precache downloads the whole shop:
  // it starts once the page has loaded and the first seconds are over.
  afterFirstSeconds(
    () => void import('./app/offer-app-updates').then(({ keepShopOnDevice }) => keepShopOnDevice()),
  )
}

/**
 * Takes over the server's page, once the router has read the data the server left in it and the
 * shell's lazy parts are here (takeOverPage): the screens the server leaves to the browser (behind the
 * login, the sign-in forms: `ssr: false`) run their guards and loaders now, before React hydrates.
 * React hydrates the page's parts in passes after its frame, and a part whose screen changed
 * meanwhile would be thrown away; so they show the server's frame while hydrating and their
 * content right after. False when a guard sent the customer elsewhere (a visitor on a signed-in
 * screen): that page is rendered, not hydrated.
 */
async function hydratesAsRendered(router: AppRouter, takenOver?: Promise<unknown>) {
  await (takenOver ?? takeOverPage(router))
  const renderedAddress = window.location.href
  if (router.state.matches.some((match) => match.ssr === false)) await router.load()
  window.$_TSR?.h()
  return window.location.href === renderedAddress
}

/** The router reads the server's data and loads the matched routes' code; the shell's lazy parts load. */
function takeOverPage(router: AppRouter): Promise<unknown> {
  return Promise.all([hydrate(router), preloadShell()])
}

/**
 * React threw part of the server's HTML away and rendered it again: the page works, but that part
 * painted twice. Logged with its cause and place, as a bug to fix (tests/e2e/hydration.spec.ts).
 */
function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const cause = error instanceof Error ? error.cause : undefined
  console.error('Hydration error:', error, cause, info.componentStack)
}

/** How long the first screen has the network to itself (issue 18 counts what loads in its first 3 s). */
const FIRST_SECONDS_MS = 5_000

/** Runs `task` when the browser is idle, once the page has loaded and its first seconds are over. */
function afterFirstSeconds(task: () => void) {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2_000 })
    else task()
  }
  const later = () => setTimeout(whenIdle, Math.max(0, FIRST_SECONDS_MS - performance.now()))
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

start().catch(async (error: unknown) => {
  root?.unmount()
  createRoot(container).render(<BootFailure />)
  if (isChunkLoadError(error)) reportChunkLoadError(await classifyChunkLoadError(error))
  else console.error('The app could not start', error)
})
