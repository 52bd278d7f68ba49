import { readdirSync, readFileSync } from 'node:fs'
import type { Locale } from '../../../src/i18n/locales.ts'

/**
 * Every translated message of a locale's catalogs (the first screen's and the rest), to tell a
 * message the app translated from raw text.
 */
export function catalogMessages(locale: Locale): string[] {
  const directory = `src/i18n/locales/${locale}`
  return readdirSync(directory)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => [
      ...readFileSync(`${directory}/${file}`, 'utf8').matchAll(/^msgstr "(.+)"$/gm),
    ])
    .map(([, text]) => text!.replace(/\\"/g, '"'))
}
