/**
 * Build-time settings, checked once at start-up so the rest of the app never touches
 * import.meta.env. A malformed value stops the boot with a clear message instead of failing later
 * on the first request. Checked by hand: valibot would add its code to the first screen's download
 * (docs/performance.md).
 */
export interface Env {
  /** The backend's origin; empty for the same origin as the SPA. No trailing slash. */
  VITE_API_URL: string
  /** The footer's 'contact the team' address (https:, mailto: or an in-app path). */
  VITE_CONTACT_URL: string
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const env = {
    VITE_API_URL: stringSetting(raw, 'VITE_API_URL'),
    VITE_CONTACT_URL: stringSetting(raw, 'VITE_CONTACT_URL'),
  }
  const apiUrl = env.VITE_API_URL
  if (apiUrl && !URL.canParse(apiUrl)) invalid('VITE_API_URL: not a URL')
  if (apiUrl.endsWith('/')) invalid('VITE_API_URL: no trailing slash')
  return env
}

function stringSetting(raw: Record<string, unknown>, name: keyof Env): string {
  const value = raw[name] ?? ''
  if (typeof value !== 'string') invalid(`${name}: not a string`)
  return value
}

function invalid(problem: string): never {
  throw new Error(`Invalid build settings: ${problem}`)
}

const env = parseEnv(import.meta.env)

/** The version in package.json, injected by Vite's `define`. */
export const appVersion = __APP_VERSION__

export const apiBaseUrl = env.VITE_API_URL

/**
 * An outside address for the footer's 'contact the team' link (https:, mailto:, a chat app).
 * Without one the link opens the in-app chat with the shop's administrator.
 */
export const externalContactUrl = env.VITE_CONTACT_URL || null
