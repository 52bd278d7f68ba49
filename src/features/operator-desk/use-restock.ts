import { t } from '@lingui/core/macro'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { RestockErrorCode } from '#machines/restock.machine'
import { useEmitted } from '../../lib/use-emitted'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { toasts } from '../../ui/notify'
import { createRestockLogic, type RestockLogic } from './restock.logic'

export type RestockPhase = 'editing' | 'sending' | 'added' | 'failed'

export interface Restock {
  phase: RestockPhase
  lines: string
  added: number
  errorCode: RestockErrorCode | null
  refused: string[]
  changeLines(value: string): void
  submit(): void
  retry(): void
}

/**
 * Restocking one voucher package: its actor, what the form draws, and its intents. Codes added
 * reload the stock list, so every package shows what it has left.
 */
export function useRestock(packetId: string, testOptions?: FlowTestOptions<RestockLogic>): Restock {
  const router = useRouter()
  const actor = useFlowActor(createRestockLogic, {
    systemId: `restock:${packetId}`,
    input: { packetId },
    ...testOptions,
  })
  useEmitted(actor, 'restock.added', ({ count }) => {
    toasts.success(t({ id: 'desk.stock.added', message: `ເພີ່ມ ${count} ລະຫັດແລ້ວ` }))
    void router.invalidate()
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as RestockPhase)
  const { lines, added, errorCode, refused } = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    lines,
    added,
    errorCode,
    refused,
    changeLines: (value) => actor.send({ type: 'user.changeLines', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
