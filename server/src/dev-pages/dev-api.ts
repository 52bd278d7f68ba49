import type { FastifyInstance } from 'fastify'
import type { SuccessBody } from '../http/operations.ts'

export type DevTopup = SuccessBody<'devListTopups'>['data'][number]

/** A list for a page, or why it could not be had (shown on the page instead of the list). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: string }

/**
 * The pages read top-ups through the same dev endpoints their buttons call, in process
 * (app.inject), so what an operator sees is exactly what the contract answers.
 */
export function createDevApi(app: FastifyInstance) {
  async function getData<T>(url: string): Promise<Loaded<T>> {
    const response = await app.inject({ method: 'GET', url })
    if (response.statusCode !== 200) {
      let code = ''
      try {
        code = String((response.json() as { code?: unknown }).code ?? '')
      } catch {
        // Not JSON: the status alone says enough.
      }
      return { ok: false, problem: `GET ${url} answered ${response.statusCode} ${code}`.trim() }
    }
    return { ok: true, data: (response.json() as { data: T }).data }
  }

  return {
    listTopups: (status?: string) =>
      getData<DevTopup[]>(
        status ? `/dev/topups?status=${encodeURIComponent(status)}` : '/dev/topups',
      ),
  }
}

export type DevApi = ReturnType<typeof createDevApi>
