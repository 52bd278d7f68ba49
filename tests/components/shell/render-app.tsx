import { i18n } from '@lingui/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRoot } from '#src/app/app-root'
import { writeSession, type SessionUser } from '#src/session/session-storage'
import { activateLocale } from '#src/i18n/activate-locale'
import type { Locale } from '#src/i18n/locales'
import { createAppServices } from '#src/services'
import { createAppRouter } from '#src/router'

export const customer: SessionUser = {
  _id: '6f1c2a5e-3b7d-4c1e-9a2f-1d2e3f4a5b6c',
  userName: '2055551234',
  fullName: 'Somchai Phommavong',
  role: 'CUSTOMER',
  walletId: '0b9d7a0e-1c2b-4d3e-8f4a-5b6c7d8e9f00',
  walletAmount: 1_250_000,
}

export const admin: SessionUser = { ...customer, _id: 'a1', fullName: 'Shop Admin', role: 'ADMIN' }

interface RenderAppOptions {
  user?: SessionUser
  locale?: Locale
  /** The backend the app talks to; none by default (every request fails as offline). */
  fetch?: typeof globalThis.fetch
}

/** The whole app (real router, real session storage, real catalogs) at `path`. */
export async function renderApp(
  path: string,
  { user, locale = 'lo', fetch }: RenderAppOptions = {},
) {
  localStorage.clear()
  if (user) writeSession({ user, accessToken: 'access', refreshToken: 'refresh' })
  await activateLocale(locale)
  // A fake backend answers absolute requests; without one, relative requests fail at once.
  const services = createAppServices(
    fetch ? { baseUrl: 'http://shop.test', fetch } : { baseUrl: '' },
  )
  services.session.hydrate()
  const { session, auth } = services
  const router = createAppRouter({
    ...services,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(<AppRoot router={router} i18n={i18n} session={session} auth={auth} />)
  return { ...view, router, user: userEvent.setup() }
}
