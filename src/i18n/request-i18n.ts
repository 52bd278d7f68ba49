import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { messages as enFirstScreen } from './locales/en/first-screen.po'
import { messages as enOtherScreens } from './locales/en/messages.po'
import { messages as loFirstScreen } from './locales/lo/first-screen.po'
import { messages as loOtherScreens } from './locales/lo/messages.po'
import { messages as thFirstScreen } from './locales/th/first-screen.po'
import { messages as thOtherScreens } from './locales/th/messages.po'
import type { Locale } from './locales'

// The server bundle holds every catalog: a render never waits for one.
const firstScreen: Record<Locale, Messages> = {
  lo: loFirstScreen,
  th: thFirstScreen,
  en: enFirstScreen,
}
const everyScreen: Record<Locale, Messages> = {
  lo: { ...loOtherScreens, ...loFirstScreen },
  th: { ...thOtherScreens, ...thFirstScreen },
  en: { ...enOtherScreens, ...enFirstScreen },
}

/**
 * One i18n instance per server render, so two customers' pages rendered at once never share a
 * language. Home gets the catalog the browser hydrates it with (the first screen's alone), the
 * other screens every message, as the browser loads them before it hydrates one of those
 * (src/main.tsx): the same text on both sides, whatever the screen.
 */
export function createRequestI18n(
  locale: Locale,
  { firstScreenOnly }: { firstScreenOnly: boolean },
): I18n {
  return setupI18n({
    locale,
    messages: { [locale]: firstScreenOnly ? firstScreen[locale] : everyScreen[locale] },
  })
}
