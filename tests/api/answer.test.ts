import { describe, expect, it } from 'vitest'
import { NO_ANSWER, SESSION_ENDED } from '../../contract/error-code'
import { ApiError, dataOf } from '../../src/api/answer'
import { createApiClient } from '../../src/api/client'

/** The real client over a fetch that answers `respond`: the answer helper reads what it settles with. */
function clientAnswering(respond: () => Response | Promise<Response>) {
  return createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => 'access',
    refreshSession: () => Promise.resolve('failed'),
    fetch: async () => respond(),
  })
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const leaderboard = (respond: () => Response | Promise<Response>) =>
  dataOf(clientAnswering(respond).GET('/api/v1/range-users'))

describe('dataOf', () => {
  it("answers the call's data", async () => {
    await expect(leaderboard(() => json(200, { users: [] }))).resolves.toEqual({ users: [] })
  })

  it("fails with the API's own code and the status", async () => {
    const refused = leaderboard(() => json(429, { code: 'RATE_LIMITED', message: 'Slow down' }))
    await expect(refused).rejects.toEqual(new ApiError(429, 'RATE_LIMITED'))
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 })
  })

  it('fails with SESSION_ENDED for a 402, whatever its body says', async () => {
    const refused = leaderboard(() => json(402, { code: 'REFRESH_TOKEN_EXPIRED' }))
    await expect(refused).rejects.toEqual(new ApiError(402, SESSION_ENDED))
  })

  it('has no status when no answer came', async () => {
    const offline = leaderboard(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(offline).rejects.toEqual(new ApiError(null, NO_ANSWER))
  })

  it('keeps a code the server answers with a 5xx', async () => {
    await expect(leaderboard(() => json(500, { code: 'INTERNAL_ERROR' }))).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    })
  })

  it.each<[string, () => Response | Promise<Response>]>([
    ['a failed request (offline)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a timed-out request', () => Promise.reject(new DOMException('late', 'TimeoutError'))],
    ['an aborted request', () => Promise.reject(new DOMException('left', 'AbortError'))],
    ['a success whose body is not JSON', () => new Response('<html>ok</html>', { status: 200 })],
    [
      'malformed JSON',
      () =>
        json(200, {})
          .text()
          .then((text) => new Response(text.slice(0, 1))),
    ],
    ["a proxy's 502 page", () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a 5xx without a code', () => json(503, { message: 'down' })],
    ['an empty error code', () => json(500, { code: '' })],
  ])('fails with NO_ANSWER for %s', async (_, respond) => {
    await expect(leaderboard(respond)).rejects.toMatchObject({ code: NO_ANSWER })
  })
})
