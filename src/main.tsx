import '@fontsource/noto-sans/latin-400.css'
import '@fontsource/noto-sans/latin-700.css'
import '@fontsource/noto-sans-lao/lao-400.css'
import '@fontsource/noto-sans-lao/lao-700.css'
import '@fontsource/noto-sans-thai/thai-400.css'
import '@fontsource/noto-sans-thai/thai-700.css'
import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppRoot } from './app/app-root'
import { createAppServices } from './services'
import { followSessionEnd } from './app/follow-session-end'
import { BootFailure } from './app/boot-failure'
import { loadCachedGroups } from './features/games/games-catalogue'
import { activateLocale, otherScreensReady, readPreferredLocale } from './i18n/activate-locale'
import {
  classifyChunkLoadError,
  isChunkLoadError,
  reportChunkLoadError,
} from './lib/chunk-load-error'
import { apiBaseUrl } from './lib/env'
import { startInspector } from './lib/inspector'
import { createAppRouter } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)

async function start() {
  // The first screen is rendered in the customer's language, never in another one first. Only the
  // shell's and the home screen's text is awaited: other screens wait for theirs (routes/__root.tsx).
  await Promise.all([
    activateLocale(readPreferredLocale(), localStorage, { firstScreenOnly: true }),
    startInspector(),
  ])
  const services = createAppServices({ baseUrl: apiBaseUrl })
  // The stored session and the games seen last are read here, once: the render itself never
  // touches storage.
  services.session.hydrate()
  loadCachedGroups(localStorage)
  const router = createAppRouter(services)
  followSessionEnd(services.session, router)
  root.render(
    <StrictMode>
      <AppRoot router={router} session={services.session} auth={services.auth} />
    </StrictMode>,
  )
  // The auth actor (and xstate with it) loads once the first screen is up, ready for a logout.
  whenIdle(() => void services.auth())
  whenIdle(() => void otherScreensReady().catch(() => undefined))
  // The shell is kept on the device for the next visit, once this one has painted.
  whenIdle(
    () => void import('./app/offer-app-updates').then(({ keepShopOnDevice }) => keepShopOnDevice()),
  )
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2_000 })
  else setTimeout(task, 0)
}

start().catch(async (error: unknown) => {
  root.render(<BootFailure />)
  if (isChunkLoadError(error)) reportChunkLoadError(await classifyChunkLoadError(error))
  else console.error('The app could not start', error)
})
