import { apiBaseUrl } from './env'

/**
 * DECISIONS: images come from `${base}/images/${path}`. A path the backend stores (an upload's
 * file name, 'avatars/x.svg') is encoded segment by segment, so a stray character cannot reach
 * another URL.
 */
export function imageUrl(path: string, baseUrl: string = apiBaseUrl): string {
  const encoded = path.split('/').filter(Boolean).map(encodeURIComponent).join('/')
  return `${baseUrl}/images/${encoded}`
}
