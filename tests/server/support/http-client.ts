import createClient from 'openapi-fetch'
import type { paths } from '#contract/schema.d.ts'

/** The contract's own typed client (the SPA's openapi-fetch), over real HTTP, optionally signed in. */
export function createTestClient(baseUrl: string, accessToken?: string) {
  return createClient<paths>({
    baseUrl,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  })
}

export interface RawResponse {
  status: number
  headers: Headers
  /** Parsed JSON when the response is JSON, else the text. */
  body: unknown
}

/** A plain request for what the typed client cannot send: malformed bodies, HTML pages, images. */
export async function request(url: string, init: RequestInit = {}): Promise<RawResponse> {
  const response = await fetch(url, init)
  const text = await response.text()
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(text) : text,
  }
}
