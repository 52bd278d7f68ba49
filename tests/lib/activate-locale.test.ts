import { i18n } from '@lingui/core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ActivateLocaleModule from '../../src/i18n/activate-locale'

/**
 * A page that has loaded no Thai yet: a fresh copy of the module (no catalog load remembered) and
 * no Thai messages in Lingui, whatever an earlier test of this document loaded.
 */
async function pageWithoutThai(): Promise<typeof ActivateLocaleModule> {
  vi.resetModules()
  i18n.loadAndActivate({ locale: 'th', messages: {} })
  return import('../../src/i18n/activate-locale')
}

// The first import of a catalog compiles it (the Lingui Vite plugin): slow on a busy machine.
const CATALOG_COMPILE = { timeout: 60_000 }

describe('activateLocale', () => {
  let activateLocale: typeof ActivateLocaleModule.activateLocale
  let otherScreensReady: typeof ActivateLocaleModule.otherScreensReady
  beforeEach(async () => {
    ;({ activateLocale, otherScreensReady } = await pageWithoutThai())
  })

  it(
    'paints the first screen with its own catalog, and the other screens wait for theirs',
    CATALOG_COMPILE,
    async () => {
      await activateLocale('th', window.localStorage, { firstScreenOnly: true })
      expect(i18n.locale).toBe('th')
      expect(i18n._('home.title')).toBe('เกมและบัตร')
      // Not loaded yet: Lingui would show the id.
      expect(i18n._('range.title')).toBe('range.title')

      await otherScreensReady()
      expect(i18n._('range.title')).toBe('ยอดเติมเงินสูงสุดประจำเดือน')
      expect(i18n._('home.title')).toBe('เกมและบัตร')
    },
  )

  it('loads every screen of a language a customer switches to', CATALOG_COMPILE, async () => {
    await activateLocale('en', window.localStorage)
    expect(document.documentElement.lang).toBe('en')
    expect(i18n._('home.title')).toBe('Games and vouchers')
    expect(i18n._('range.title')).toBe('Highest monthly top-up')
  })
})
