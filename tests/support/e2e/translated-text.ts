import { readFileSync } from 'node:fs'
import type { Locale } from '../../../src/i18n/locales.ts'

/** Every translated message of a locale's catalog, to tell a message the app translated from raw text. */
export function catalogMessages(locale: Locale): string[] {
  const catalog = readFileSync(`src/i18n/locales/${locale}/messages.po`, 'utf8')
  return [...catalog.matchAll(/^msgstr "(.+)"$/gm)].map(([, text]) => text!.replace(/\\"/g, '"'))
}
