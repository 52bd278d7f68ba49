/**
 * The smallest QR top-up, in kip (DECISIONS "Minimum top-up"). One constant for the recharge form's
 * placeholder, the top-up machine's validation and the backend's AMOUNT_TOO_SMALL: it lives beside
 * the machines because they may import nothing outside machines/, and the server imports it here.
 */
export const MINIMUM_TOPUP_KIP = 10_000

/** The largest QR top-up, in kip: openapi.yaml's TopupQrRequest.amount maximum. */
export const MAXIMUM_TOPUP_KIP = 100_000_000
