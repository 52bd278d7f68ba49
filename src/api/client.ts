import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from '../../contract/schema'

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * What the auth layer answers when the client asks it to renew the session after a 401: renewed, the
 * session is over (the refresh token was refused), or the refresh call itself failed (network, 5xx).
 */
export type RefreshOutcome = 'refreshed' | 'expired' | 'failed'

export interface ApiClientOptions {
  /** '' for the same origin as the SPA. */
  baseUrl: string
  /** Injected so tests run real requests against a fake server without patching globals. */
  fetch?: typeof globalThis.fetch
  getAccessToken: () => string | null
  /**
   * Renews the session. The auth layer makes it single flight: every concurrent caller shares one
   * refresh call.
   */
  refreshSession: () => Promise<RefreshOutcome>
}

/** The calls that must never trigger a refresh: they are how a session is obtained. */
const sessionPaths = new Set<string>(['/api/v1/login', '/api/v1/genarater-refresh-token'])

/**
 * How long a call may wait for the server's answer. A request that hangs (a dead connection, a
 * stuck proxy) then fails like a lost connection, and the screen offers its retry instead of
 * spinning for ever.
 */
export const REQUEST_TIMEOUT_MS = 20_000

export function createApiClient(options: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchWithTimeout(options.fetch),
  })
  client.use(bearerRefreshMiddleware(options))
  return client
}

/**
 * Attaches the access token and, on a 401, renews the session once and replays the request once.
 * openapi-fetch has no retry of its own, and a request body can be read only once, so each request
 * is cloned before it is sent.
 */
function bearerRefreshMiddleware(options: ApiClientOptions): Middleware {
  const replayable = new Map<string, Request>()

  return {
    onRequest({ request, schemaPath, id }) {
      if (sessionPaths.has(schemaPath)) return request
      // Calls that carry their own bearer (the OTP steps) keep it.
      if (!request.headers.has('Authorization')) {
        const token = options.getAccessToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      }
      replayable.set(id, request.clone())
      return request
    },

    async onResponse({ response, schemaPath, id, options: clientOptions }) {
      const original = replayable.get(id)
      replayable.delete(id)
      if (response.status !== 401 || !original || sessionPaths.has(schemaPath)) return response

      // Another request may already have renewed the token while this one was in flight.
      const sentWith = original.headers.get('Authorization')
      const current = options.getAccessToken()
      if (!current || sentWith === `Bearer ${current}`) {
        if ((await options.refreshSession()) !== 'refreshed') return response
      }
      const token = options.getAccessToken()
      if (!token) return response

      const retry = original.clone()
      retry.headers.set('Authorization', `Bearer ${token}`)
      // A bare `fetch(retry)` throws "Illegal invocation" in browsers: fetch needs its global receiver.
      return clientOptions.fetch.call(globalThis, retry)
    },

    onError({ id }) {
      replayable.delete(id)
    },
  }
}

/**
 * `fetch` (the global one unless another is given) failing after REQUEST_TIMEOUT_MS without an
 * answer; also for the clients that obtain a session, which must not hang either.
 */
export function fetchWithTimeout(fetchImpl?: typeof globalThis.fetch): typeof globalThis.fetch {
  // Looked up at each call: a bare reference to the global fetch loses its receiver in browsers.
  return withTimeout(fetchImpl ?? ((...args) => globalThis.fetch(...args)), REQUEST_TIMEOUT_MS)
}

/**
 * Aborts a request that has no answer after `timeoutMs`, with a TimeoutError. The caller's own
 * signal (a machine leaving its state) still aborts it at once.
 */
function withTimeout(
  fetchImpl: typeof globalThis.fetch,
  timeoutMs: number,
): typeof globalThis.fetch {
  return async (input, init) => {
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const controller = new AbortController()
    const timer = setTimeout(
      () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
      timeoutMs,
    )
    const forwardAbort = () => controller.abort(callerSignal?.reason)
    if (callerSignal?.aborted) forwardAbort()
    callerSignal?.addEventListener('abort', forwardAbort, { once: true })
    try {
      return await fetchImpl(input, { ...init, signal: controller.signal })
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    }
  }
}
