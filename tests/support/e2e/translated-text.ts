import { readdirSync, readFileSync } from 'node:fs'
import type { Locale } from '#src/i18n/locales.ts'
import { KIP_WORD } from '#src/lib/format-money.ts'

/** An amount in any language: each writes kip its own way. */
export const ANY_KIP = new RegExp(Object.values(KIP_WORD).join('|'))

function catalogEntries(locale: Locale): [id: string, text: string][] {
  const directory = `src/i18n/locales/${locale}`
  return readdirSync(directory)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => [
      ...readFileSync(`${directory}/${file}`, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm),
    ])
    .map(([, id, text]) => [id!, text!.replace(/\\"/g, '"')])
}

/**
 * Every translated message of a locale's catalogs (the first screen's and the rest), to tell a
 * message the app translated from raw text.
 */
export function catalogMessages(locale: Locale): string[] {
  return catalogEntries(locale).map(([, text]) => text)
}

/** The text a customer reads for message `id` in `locale`, so a test follows the catalogs. */
export function messageText(locale: Locale, id: string): string {
  const entry = catalogEntries(locale).find(([messageId]) => messageId === id)
  if (!entry) throw new Error(`no message ${id} in the ${locale} catalogs`)
  return entry[1]
}

/**
 * The text of message `id` in a locale's catalogs: the words a customer reads on a control or in
 * a message, as the app shows them. Fails on an id the catalogs lack.
 */
export function catalogText(locale: Locale, id: string): string {
  const directory = `src/i18n/locales/${locale}`
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.po'))) {
    const catalog = readFileSync(`${directory}/${file}`, 'utf8')
    const entry = new RegExp(`^msgid "${id.replace(/\./g, '\\.')}"\\nmsgstr "(.+)"$`, 'm').exec(
      catalog,
    )
    if (entry) return entry[1]!.replace(/\\"/g, '"')
  }
  throw new Error(`No message ${id} in the ${locale} catalogs`)
}

/** The English text of message `id`: the words the path tests read on the screen. */
export const englishText = (id: string): string => catalogText('en', id)
