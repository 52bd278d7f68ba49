/**
 * The shop's numbers that the SPA and the backend must agree on. Plain constants, no imports, so
 * that the first screen can read one without pulling a library in.
 */

/** Every time the shop shows is Lao time, wherever the customer's device is. */
export const SHOP_TIME_ZONE = 'Asia/Vientiane'

/**
 * The smallest QR top-up, in kip (DECISIONS "Minimum top-up"): the recharge form's placeholder, the
 * top-up machine's validation and the backend's AMOUNT_TOO_SMALL.
 */
export const MINIMUM_TOPUP_KIP = 10_000

/** The largest QR top-up, in kip: openapi.yaml's TopupQrRequest.amount maximum. */
export const MAXIMUM_TOPUP_KIP = 100_000_000

/** SPEC 9: history pages hold 30 rows; a page address may ask for at most 100. */
export const HISTORY_PAGE_SIZE = 30
export const HISTORY_MAX_PAGE_SIZE = 100

/** History starts at page 1: where the History menu item and the links to a history lead. */
export const FIRST_HISTORY_PAGE = { limit: HISTORY_PAGE_SIZE, skip: 0 }

/** How many chat messages a thread loads when it opens (openapi.yaml's listGroupChats default). */
export const CHAT_PAGE_SIZE = 200

/** The telecom operators whose prepaid cards the shop takes (openapi.yaml's PhoneCardOperator). */
export const PHONE_CARD_OPERATORS = ['UNITEL', 'ETL', 'LAO_TELECOM', 'BEST'] as const
export type PhoneCardOperator = (typeof PHONE_CARD_OPERATORS)[number]

/** The face values printed on the cards, in kip (openapi.yaml's RedeemPhoneCardRequest.faceValue). */
export const PHONE_CARD_FACE_VALUES = [10_000, 20_000, 50_000, 100_000] as const

/**
 * What a confirmed card puts in the wallet: its face value less the shop's fee (a whole percentage,
 * from the server's PHONE_CARD_FEE_PERCENT), rounded in the shop's favour to whole kip. The screen
 * shows it before the customer sends; the backend credits exactly this.
 */
export function phoneCardCredit(faceValue: number, feePercent: number): number {
  return faceValue - Math.ceil((faceValue * feePercent) / 100)
}

/** SPEC 9: mobile-money transfers are made by dialling this USSD code on the sending phone. */
export const MOBILE_MONEY_USSD = '*905#'
