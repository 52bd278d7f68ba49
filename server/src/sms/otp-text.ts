import type { SmsLanguage } from '../db/tables.ts'

/**
 * The OTP message in the customer's language. Server-side on purpose: an SMS is written when no
 * screen is open, and its wording must not depend on which catalogs the SPA shipped.
 */
const templates: Record<SmsLanguage, (code: string, minutes: number) => string> = {
  lo: (code, minutes) => `ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ ${code}. ລະຫັດນີ້ໃຊ້ໄດ້ ${minutes} ນາທີ. ຢ່າບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ.`,
  th: (code, minutes) => `รหัสยืนยันของคุณคือ ${code} รหัสนี้ใช้ได้ ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  en: (code, minutes) =>
    `Your verification code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
}

export function otpSmsText(language: SmsLanguage, code: string, lifetimeMs: number): string {
  return templates[language](code, Math.round(lifetimeMs / 60_000))
}

const languages: readonly SmsLanguage[] = ['lo', 'th', 'en']

/**
 * The language an OTP request asks for: the body's, else the first of ours that Accept-Language
 * names (by preference order, `th-TH` counts as `th`), else Lao, the shop's default.
 */
export function smsLanguageOf(
  requested: SmsLanguage | undefined,
  acceptLanguage: string | undefined,
): SmsLanguage {
  if (requested) return requested
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return {
        primary: range.split('-')[0]?.toLowerCase() ?? '',
        q: q ? Number(q.slice(2)) : 1,
        index,
      }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const found = ranked.find((entry) => (languages as readonly string[]).includes(entry.primary))
  return (found?.primary as SmsLanguage | undefined) ?? 'lo'
}
