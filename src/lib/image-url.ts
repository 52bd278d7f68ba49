import { apiBaseUrl } from './env'

/** Pictures stored by the backend are addressed by a path under its image base (SPEC 1). */
export function imageUrl(path: string): string {
  return `${apiBaseUrl}/images/${path.replace(/^\/+/, '')}`
}
