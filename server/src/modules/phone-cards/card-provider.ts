import type { PhoneCardOperator } from '../../../../contract/shop-rules.ts'

export interface PhoneCard {
  operator: PhoneCardOperator
  faceValue: number
  serial: string
  pin: string
}

export type CardVerdict = 'CONFIRMED' | 'REFUSED'

/** Where a provider's answer goes: the card's top-up is credited or refused (once). */
export type CardAnswer = (topupId: string, verdict: CardVerdict) => Promise<void>

/**
 * The company that checks a prepaid card with its operator and says, later, whether it was good.
 * The shop hands a card over with its top-up as the reference; the answer comes back through the
 * `CardAnswer` the provider was built with (a real provider's callback or webhook would call it).
 */
export interface CardProvider {
  submit(card: PhoneCard & { topupId: string }): void
}

/**
 * The reference backend's stand-in (docs/operations.md, "Phone cards"): after `answerMs` it
 * confirms a card whose PIN ends in an even digit and refuses one ending in an odd digit. Outside
 * production only; an answer that fails (the server closing meanwhile) is logged and dropped, and
 * the top-up stays WAITING for an operator.
 */
export function createDemoCardProvider({
  answerMs,
  answer,
  onError,
}: {
  answerMs: number
  answer: CardAnswer
  onError: (error: unknown) => void
}): CardProvider {
  return {
    submit({ pin, topupId }) {
      const verdict: CardVerdict = Number(pin.at(-1)) % 2 === 0 ? 'CONFIRMED' : 'REFUSED'
      setTimeout(() => {
        answer(topupId, verdict).catch(onError)
      }, answerMs).unref()
    },
  }
}
