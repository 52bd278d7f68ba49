import '@fontsource/noto-sans/latin-400.css'
import '@fontsource/noto-sans/latin-700.css'
import '@fontsource/noto-sans-lao/lao-400.css'
import '@fontsource/noto-sans-lao/lao-700.css'
import '@fontsource/noto-sans-thai/thai-400.css'
import '@fontsource/noto-sans-thai/thai-700.css'
import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppSessionAndApi } from './api/app-api-client'
import { AppRoot } from './app/app-root'
import { BootFailure } from './app/boot-failure'
import { activateLocale, readPreferredLocale } from './i18n/activate-locale'
import {
  classifyChunkLoadError,
  isChunkLoadError,
  reportChunkLoadError,
} from './lib/chunk-load-error'
import { apiBaseUrl } from './lib/env'
import { startInspector } from './lib/inspector'
import { createRealtimeLoader } from './realtime/realtime-loader'
import { createAppRouter } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)

async function start() {
  // The first screen is rendered in the customer's language, never in another one first.
  await Promise.all([activateLocale(readPreferredLocale()), startInspector()])
  const { session, api } = createAppSessionAndApi()
  const realtime = createRealtimeLoader(session, apiBaseUrl)
  const router = createAppRouter({ session, api, realtime })
  root.render(
    <StrictMode>
      <AppRoot router={router} session={session} />
    </StrictMode>,
  )
}

start().catch(async (error: unknown) => {
  root.render(<BootFailure />)
  if (isChunkLoadError(error)) reportChunkLoadError(await classifyChunkLoadError(error))
  else console.error('The app could not start', error)
})
