import { i18n } from '@lingui/core'
import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { NO_ANSWER, SESSION_ENDED, type ErrorCode } from '../../contract/error-code'
import { activateLocale } from '../../src/i18n/activate-locale'
import { errorMessage } from '../../src/i18n/error-message'
import type { Locale } from '../../src/i18n/locales'

// The first import of a catalog compiles it (the Lingui Vite plugin): slow on a busy machine.
const CATALOG_COMPILE = { timeout: 60_000 }

/** Every code a failed call can report: openapi.yaml's ErrorCode and the client's own two. */
function contractCodes(): ErrorCode[] {
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
    components: { schemas: { ErrorCode: { enum: ErrorCode[] } } }
  }
  return [...contract.components.schemas.ErrorCode.enum, NO_ANSWER, SESSION_ENDED]
}

/** The script each language is written in; a message left in another is not translated. */
const SCRIPT: Record<Locale, { own: RegExp; foreign: RegExp }> = {
  lo: { own: /[\u0E80-\u0EFF]/, foreign: /[\u0E00-\u0E7F]/ },
  th: { own: /[\u0E00-\u0E7F]/, foreign: /[\u0E80-\u0EFF]/ },
  en: { own: /[A-Za-z]/, foreign: /[\u0E00-\u0EFF]/ },
}

describe('the wording of every contract error code', () => {
  const missing: string[] = []
  const stopListening = i18n.on('missing', ({ id }) => missing.push(id))
  afterAll(stopListening)

  it('reads the codes from openapi.yaml', () => {
    expect(contractCodes()).toContain('RATE_LIMITED')
    expect(contractCodes()).toContain(NO_ANSWER)
  })

  it.each<Locale>(['lo', 'th', 'en'])(
    'has words in the %s catalogs for each code',
    async (locale) => {
      await activateLocale(locale, window.localStorage)
      const unworded = contractCodes().filter((code) => {
        missing.length = 0
        const words = errorMessage(code)
        const inCatalog = missing.length === 0
        return !inCatalog || !SCRIPT[locale].own.test(words) || SCRIPT[locale].foreign.test(words)
      })

      expect(unworded).toEqual([])
    },
    CATALOG_COMPILE.timeout,
  )
})
