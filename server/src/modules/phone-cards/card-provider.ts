import type { PhoneCardOperator } from '#contract/shop-rules.ts'
import type { CardRefusal } from '../../db/tables.ts'

export interface PhoneCard {
  operator: PhoneCardOperator
  faceValue: number
  serial: string
  pin: string
}

/** A provider's answer: the card is good, or refused with why (openapi.yaml CardRefusal). */
export type CardVerdict = { outcome: 'CONFIRMED' } | { outcome: 'REFUSED'; refusal: CardRefusal }

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
 * The demo provider's refusal for each odd last digit of a PIN, one per reason, so every message
 * the customer can read is reachable by hand and by tests (docs/operations.md, "Phone cards").
 */
export const DEMO_REFUSALS: Record<string, CardRefusal> = {
  '1': 'CARD_ALREADY_USED',
  '3': 'CARD_INVALID',
  '5': 'CARD_WRONG_VALUE',
  '7': 'CARD_WRONG_OPERATOR',
  '9': 'PROVIDER_UNAVAILABLE',
}

/** The demo provider's rule: a PIN ending in an even digit is good, an odd one refused as above. */
export function demoVerdict(pin: string): CardVerdict {
  const refusal = DEMO_REFUSALS[pin.at(-1) ?? '']
  return refusal ? { outcome: 'REFUSED', refusal } : { outcome: 'CONFIRMED' }
}

/**
 * The reference backend's stand-in (docs/operations.md, "Phone cards"): after `answerMs` it
 * answers by `demoVerdict`. Outside production only; an answer that fails (the server closing
 * meanwhile) is logged and dropped, and the top-up stays WAITING for an operator.
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
      const verdict = demoVerdict(pin)
      setTimeout(() => {
        answer(topupId, verdict).catch(onError)
      }, answerMs).unref()
    },
  }
}
