import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, REQUEST_TIMEOUT_MS } from '../../src/api/client.ts'

/** A server that never answers: the request ends only when its signal aborts it. */
function silentServer() {
  const signals: AbortSignal[] = []
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init!.signal!
      signals.push(signal)
      // As fetch does: an already aborted signal fails the request at once.
      if (signal.aborted) reject(signal.reason as Error)
      signal.addEventListener('abort', () => reject(signal.reason as Error))
    })
  return { fetch, signals }
}

function clientOver(fetch: typeof globalThis.fetch) {
  return createApiClient({
    baseUrl: 'http://shop.test',
    fetch,
    getAccessToken: () => null,
    refreshSession: () => Promise.resolve('failed'),
  })
}

describe('a call the server never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it(
    'fails with a TimeoutError once the timeout passes, not before',
    { tags: ['faults'] },
    async () => {
      const server = silentServer()
      const call = clientOver(server.fetch).GET('/api/v1/games-group-by-category')
      const settled = vi.fn()
      call.then(settled, settled)

      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
      expect(settled).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      await expect(call).rejects.toMatchObject({ name: 'TimeoutError' })
      expect(server.signals[0]?.aborted).toBe(true)
    },
  )

  it("still ends at once when the caller's signal aborts", async () => {
    const server = silentServer()
    const caller = new AbortController()
    const call = clientOver(server.fetch).GET('/api/v1/games-group-by-category', {
      signal: caller.signal,
    })
    caller.abort(new DOMException('Left the screen', 'AbortError'))
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
