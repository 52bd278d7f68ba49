import { useLingui } from '@lingui/react/macro'
import { activateLocale } from '../i18n/activate-locale'
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales'
import { toasts } from '../ui/notify'

const shortNames: Record<Locale, string> = { lo: 'ລາວ', th: 'ไทย', en: 'EN' }

/** Native radios: arrow keys, screen readers and forms work without extra code. */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui()

  function choose(locale: Locale) {
    activateLocale(locale).catch(() => {
      toasts.error(t({ id: 'language.switchFailed', message: 'ປ່ຽນພາສາບໍ່ສຳເລັດ, ກະລຸນາລອງໃໝ່' }))
    })
  }

  return (
    <fieldset className="flex shrink-0 rounded-full bg-white/15 p-0.5 ring-1 ring-white/25">
      <legend className="sr-only">{t({ id: 'language.label', message: 'ພາສາ' })}</legend>
      {LOCALES.map((locale) => (
        <label key={locale} className="relative">
          <input
            type="radio"
            name="language"
            value={locale}
            checked={i18n.locale === locale}
            onChange={() => choose(locale)}
            aria-label={LOCALE_NAMES[locale]}
            className="peer sr-only"
          />
          <span
            lang={locale}
            aria-hidden
            className="flex tap-target cursor-pointer items-center justify-center rounded-full px-2 text-xs font-bold text-white/85 transition peer-checked:bg-white peer-checked:text-app-from peer-focus-visible:outline-2 peer-focus-visible:outline-white"
          >
            {shortNames[locale]}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
