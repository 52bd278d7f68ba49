import * as v from 'valibot'

/**
 * Build-time settings, checked once at start-up so the rest of the app never touches
 * import.meta.env. A malformed value stops the boot with a clear message instead of failing later
 * on the first request.
 */
const envSchema = v.object({
  /** The backend's origin; empty for the same origin as the SPA. No trailing slash. */
  VITE_API_URL: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.url(), v.regex(/[^/]$/, 'no trailing slash'))]),
    '',
  ),
  /** The footer's 'contact the team' address (https:, mailto: or an in-app path). */
  VITE_CONTACT_URL: v.optional(v.string(), ''),
  /** The OAuth client id for Google sign-in; without one the Google button is not shown. */
  VITE_GOOGLE_CLIENT_ID: v.optional(v.string(), ''),
})

export function parseEnv(raw: Record<string, unknown>) {
  const result = v.safeParse(envSchema, raw)
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)
    throw new Error(`Invalid build settings: ${problems.join('; ')}`)
  }
  return result.output
}

const env = parseEnv(import.meta.env)

/** The version in package.json, injected by Vite's `define`. */
export const appVersion = __APP_VERSION__

export const apiBaseUrl = env.VITE_API_URL

export const googleClientId = env.VITE_GOOGLE_CLIENT_ID || null

/**
 * An outside address for the footer's 'contact the team' link (https:, mailto:, a chat app).
 * Without one the link opens the in-app chat with the shop's administrator.
 */
export const externalContactUrl = env.VITE_CONTACT_URL || null
