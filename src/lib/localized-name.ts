import type { Locale } from '../i18n/locales'

/** An entity named in the three interface languages: Lao in `name`, Thai and English beside it. */
export interface LocalizedNames {
  lao: string
  thai: string
  english: string
}

/** The name in the reader's language; Lao, the fallback language, when that one is empty. */
export function pickName(names: LocalizedNames, locale: string): string {
  const byLocale: Record<Locale, string> = { lo: names.lao, th: names.thai, en: names.english }
  return byLocale[locale as Locale]?.trim() || names.lao
}

/** The names of what the API names as `name` (Lao), `nameTh` and `nameEn`. */
export function namesOf(entity: { name: string; nameTh: string; nameEn: string }): LocalizedNames {
  return { lao: entity.name, thai: entity.nameTh, english: entity.nameEn }
}
