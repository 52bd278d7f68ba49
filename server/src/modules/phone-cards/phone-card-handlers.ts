import { PHONE_CARD_FACE_VALUES, PHONE_CARD_OPERATORS } from '#contract/shop-rules.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import { triesLeft } from '../coupons/coupon-tries.ts'
import { announceTopupPaid, announceTopupRejected } from '../wallet/topup-events.ts'
import { toWalletHistoryEntry } from '../wallet/topup-view.ts'
import { createDemoCardProvider, type CardProvider, type CardVerdict } from './card-provider.ts'
import { answerPhoneCard, CARD_REFUSAL_REASONS, recordPhoneCard } from './phone-card-store.ts'

/**
 * Cards sent per customer and per client address in a window, right or wrong: a customer emptying
 * their pocket of cards stays far below; a script trying serials and PINs gets nowhere.
 */
export const PHONE_CARD_TRIES = { windowMs: 15 * 60_000, perCustomer: 10, perAddress: 30 } as const

/** A customer's top-up with a prepaid phone card, answered later by the card provider. */
export function createPhoneCardHandlers(
  deps: ServerDeps,
): Pick<Handlers, 'phoneCardOptions' | 'redeemPhoneCard'> {
  const { db, clock, keyring, realtime, log, config } = deps
  const { feePercent, demoAnswerMs } = config.phoneCards
  const tries = triesLeft(deps, 'phone-card-try', PHONE_CARD_TRIES)

  /** The provider's answer, credited or refused once, and told to the customer's open tabs. */
  const answer = async (topupId: string, verdict: CardVerdict) => {
    const outcome = await answerPhoneCard(db, clock, { topupId, verdict })
    if (outcome.kind === 'credited') announceTopupPaid(deps, outcome.topup, outcome.walletAmount)
    if (outcome.kind === 'refused') {
      const { topup, refusal } = outcome
      announceTopupRejected(realtime, topup, CARD_REFUSAL_REASONS[refusal], refusal)
    }
  }
  const provider: CardProvider | undefined =
    demoAnswerMs === undefined
      ? undefined
      : createDemoCardProvider({
          answerMs: demoAnswerMs,
          answer,
          onError: (error) => log.error({ err: error }, 'A phone card answer was not recorded'),
        })

  return {
    async phoneCardOptions(request) {
      requireUser(request)
      return {
        operators: [...PHONE_CARD_OPERATORS],
        faceValues: [...PHONE_CARD_FACE_VALUES],
        feePercent,
      }
    },

    async redeemPhoneCard(request) {
      const user = requireUser(request)
      if (!user.walletId) throw new ApiError(403, 'FORBIDDEN', 'This account has no wallet')
      if (!provider) throw new ApiError(501, 'NOT_IMPLEMENTED', 'No card provider is configured')
      if (!(await tries({ userId: user.id, address: request.ip }))) {
        throw new ApiError(429, 'RATE_LIMITED', 'Too many phone cards; wait and try again')
      }
      const { operator, faceValue, serial, pin } = request.body
      const outcome = await recordPhoneCard(db, clock, {
        card: { operator, faceValue },
        // Serial and PIN never reach the database: a copy of it holds no card worth stealing.
        cardHash: keyring.hash('phone-card', `${operator}:${serial}:${pin}`),
        feePercent,
        userId: user.id,
        walletId: user.walletId,
      })
      if (outcome.kind === 'used') {
        throw new ApiError(409, 'PHONE_CARD_ALREADY_USED', 'This card was sent before')
      }
      provider.submit({ operator, faceValue, serial, pin, topupId: outcome.topup.id })
      return { message: 'WAITING', topup: toWalletHistoryEntry(outcome.topup) }
    },
  }
}
