import { useSelector } from '@xstate/react'
import type { ErrorCode } from '#contract/error-code'
import type { MintedBatch, MintField, MintForm } from '#machines/coupon-mint.machine'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { createCouponMintLogic, type CouponMintLogic } from './coupon-mint.logic'

export type CouponMintPhase = 'editing' | 'minting' | 'minted' | 'failed'

export interface CouponMint {
  phase: CouponMintPhase
  form: MintForm
  problems: MintField[]
  batch: MintedBatch | null
  errorCode: ErrorCode | null
  change(field: MintField, value: string): void
  submit(): void
  retry(): void
  mintMore(): void
}

/** Minting a batch of coupon codes at the desk: its actor, what the screen draws, its intents. */
export function useCouponMint(testOptions?: FlowTestOptions<CouponMintLogic>): CouponMint {
  const actor = useFlowActor(createCouponMintLogic, {
    systemId: 'couponMint',
    input: undefined,
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as CouponMintPhase)
  const { form, problems, batch, errorCode } = useSelector(actor, (s) => s.context)
  return {
    phase,
    form,
    problems,
    batch,
    errorCode,
    change: (field, value) => actor.send({ type: 'user.change', field, value }),
    submit: () => actor.send({ type: 'user.submit' }),
    retry: () => actor.send({ type: 'user.retry' }),
    mintMore: () => actor.send({ type: 'user.mintMore' }),
  }
}
