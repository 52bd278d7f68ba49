import { beforeAll, describe, expect, it } from 'vitest'
import { followSessionEnd } from '#src/app/follow-session-end'
import { activateLocale } from '#src/i18n/activate-locale'
import type { AppRouter } from '#src/router'
import type { SessionStore } from '#src/session/session-store'
import { readPopup } from '#src/ui/popup-store'

/** A router on `resolved` while it loads `latest`, and the session whose end it follows. */
function sessionEndingOn({ resolved, latest }: { resolved?: string; latest: string }) {
  const navigations: unknown[] = []
  const router = {
    latestLocation: { href: latest },
    state: { resolvedLocation: resolved === undefined ? undefined : { href: resolved } },
    navigate: async (options: unknown) => void navigations.push(options),
  } as unknown as AppRouter
  let end = () => {}
  const session = {
    onExpired: (listener: () => void) => {
      end = listener
      return () => {}
    },
  } as unknown as SessionStore
  followSessionEnd(session, router)
  return { end: () => end(), navigations }
}

describe('a session the server ended (402)', () => {
  beforeAll(() => activateLocale('en'))

  it('sends the customer home from the screen on display, and asks them to log in again', () => {
    const { end, navigations } = sessionEndingOn({
      resolved: '/rechargePage',
      latest: '/rechargePage',
    })
    end()
    expect(navigations).toEqual([{ to: '/' }])
    expect(readPopup()).toMatchObject({ kind: 'warning', text: 'Please log in again' })
  })

  it('leaves a screen being opened to its guard, which asks to log in and leads back', () => {
    const { end, navigations } = sessionEndingOn({ resolved: '/', latest: '/profile' })
    end()
    expect(navigations).toEqual([])
    expect(readPopup()).toMatchObject({ kind: 'warning' })
  })

  it('leaves the first screen, still loading, to its guard too', () => {
    const { end, navigations } = sessionEndingOn({ latest: '/history-buy/limit/30/skip/0' })
    end()
    expect(navigations).toEqual([])
  })
})
