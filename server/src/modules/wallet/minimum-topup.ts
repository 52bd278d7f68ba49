/**
 * The smallest QR top-up, in kip (DECISIONS "Minimum top-up"). One constant for the recharge form's
 * placeholder, its validation message and the backend's AMOUNT_TOO_SMALL.
 */
export const MINIMUM_TOPUP_KIP = 10_000
