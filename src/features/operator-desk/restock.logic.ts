import { restockMachine, type RestockOutcome } from '#machines/restock.machine'
import { dataOf, type Answer } from '../../api/answer'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

function listOf<T>(value: unknown, isItem: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(isItem) : []
}
const isString = (item: unknown): item is string => typeof item === 'string'
const isNumber = (item: unknown): item is number => typeof item === 'number'

/**
 * A refusal that names what to fix in the paste (openapi.yaml: 409 DUPLICATE_VOUCHER_CODES with
 * `details.duplicates`, 400 with `details.badLines`): an outcome the operator acts on, not a failure.
 * Null for any other answer, which dataOf reads.
 */
async function pasteRefusal(call: Promise<Answer<unknown>>): Promise<RestockOutcome | null> {
  const answer = await call.catch(() => null)
  const error = answer?.error as { code?: unknown; details?: Record<string, unknown> } | undefined
  if (!error?.details) return null
  if (answer?.response.status === 409 && error.code === 'DUPLICATE_VOUCHER_CODES') {
    return { kind: 'duplicates', codes: listOf(error.details.duplicates, isString) }
  }
  const badLines = listOf(error.details.badLines, isNumber)
  if (answer?.response.status === 400 && badLines.length > 0)
    return { kind: 'badLines', lines: badLines }
  return null
}

/** The restock machine's request over the app's client. */
export function createRestockLogic({ api }: Pick<AppServices, 'api'>) {
  return restockMachine.provide({
    actors: {
      addCodes: fromRequest<RestockOutcome, { packetId: string; lines: string }>(
        async ({ input, signal }) => {
          const call = api.POST('/api/v1/admin/voucher-stock/{packetId}/codes', {
            params: { path: { packetId: input.packetId } },
            body: { lines: input.lines },
            signal,
          })
          const refusal = await pasteRefusal(call)
          if (refusal) return refusal
          const data = await dataOf(call)
          return { kind: 'added', added: data.added, codesLeft: data.data.codesLeft }
        },
      ),
    },
  })
}

export type RestockLogic = ReturnType<typeof createRestockLogic>
