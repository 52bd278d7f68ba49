import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'

/**
 * The OAuth client id of the shop's Google sign-in, as the backend's GOOGLE_CLIENT_ID names it;
 * null when the shop does not offer Google sign-in. A failed read shows the login screen without
 * the Google button rather than an error: the phone and password form works either way.
 */
export async function loadGoogleClientId(
  api: ApiClient,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const { clientId } = await dataOf(api.GET('/api/v1/login-google', { signal }))
    return clientId
  } catch {
    return null
  }
}
