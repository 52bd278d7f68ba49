import type { components } from '#contract/schema'

type Invoice = components['schemas']['Invoice']

/** DECISIONS: serverName WEPAY names the provider that delivered the order, not a game server. */
const PROVIDER_SERVER_NAME = 'WEPAY'

/** The card type whose second reference (the card's serial) the customer needs to use it. */
const CASH_CARD_TYPE = 'cashcard'

/** The game server the order went to, or null when it names none (or names the provider). */
export function gameServerOf(invoice: Invoice): string | null {
  return invoice.serverName && invoice.serverName !== PROVIDER_SERVER_NAME
    ? invoice.serverName
    : null
}

/** A cash card's second reference, which only cash cards show. */
export function cardReferenceOf(invoice: Invoice): string | null {
  return invoice.gameId.type === CASH_CARD_TYPE ? (invoice.cashcard_ref2 ?? null) : null
}
