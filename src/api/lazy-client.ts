import type { ApiClient, ApiClientOptions } from './client'

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE'
const METHODS: readonly Method[] = [
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
]

/**
 * The app's API client, whose code (openapi-fetch and the renewal middleware, `client.ts`) loads
 * with the first call rather than with the first screen: a server-rendered page brings its data in
 * the page, and home calls nothing until the customer acts (docs/performance.md, "The first
 * seconds"). Every call is the real client's, made once it is here; a failed load is retried by
 * the next call.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<ApiClient> | undefined
  const client = () => {
    loading ??= import('./client').then(({ createApiClient }) => createApiClient(options))
    loading.catch(() => (loading = undefined))
    return loading
  }
  const lazy = {
    async request(...args: unknown[]) {
      return ((await client()).request as (...args: unknown[]) => unknown)(...args)
    },
    use(...middleware: unknown[]) {
      void client().then((loaded) => (loaded.use as (...args: unknown[]) => void)(...middleware))
    },
    eject(...middleware: unknown[]) {
      void client().then((loaded) => (loaded.eject as (...args: unknown[]) => void)(...middleware))
    },
  } as Record<string, unknown>
  for (const method of METHODS) {
    lazy[method] = async (...args: unknown[]) =>
      ((await client())[method] as (...args: unknown[]) => unknown)(...args)
  }
  return lazy as unknown as ApiClient
}
