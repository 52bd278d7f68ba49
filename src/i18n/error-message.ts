import { i18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorCode } from '../../contract/error-code'
import type { components } from '../../contract/schema'

// The one table that turns a code into the customer's or the operator's words: every code of the
// contract, the codes the machines' own rules raise and the card provider's refusals, each with
// shared wording; a flow that really needs other words for a code overrides it below.

const somethingWentWrong = msg({
  id: 'error.generic',
  message: 'ມີບາງຢ່າງຜິດພາດ. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.',
})
const logInAgain = msg({ id: 'error.loginAgain', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບໃໝ່' })
const notAnImage = msg({ id: 'upload.notImage', message: 'ກະລຸນາເລືອກຮູບພາບ' })
const imageTooLarge = msg({ id: 'upload.tooLarge', message: 'ຮູບພາບໃຫຍ່ເກີນ 10 MB' })

/** Every code the API or the client reports (contract/error-code.ts), in shared words. */
const SHARED_WORDING: Record<ErrorCode, MessageDescriptor> = {
  NETWORK_ERROR: msg({
    id: 'error.network',
    message: 'ເຊື່ອມຕໍ່ອິນເຕີເນັດບໍ່ໄດ້. ກະລຸນາກວດການເຊື່ອມຕໍ່ແລ້ວລອງໃໝ່.',
  }),
  SESSION_EXPIRED: logInAgain,
  REFRESH_TOKEN_EXPIRED: logInAgain,
  UNAUTHORIZED: logInAgain,
  RATE_LIMITED: msg({
    id: 'error.rateLimited',
    message: 'ທ່ານລອງຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລໍຖ້າ 1 ນາທີແລ້ວລອງໃໝ່.',
  }),
  NOT_FOUND: msg({ id: 'error.notFound', message: 'ບໍ່ພົບລາຍການນີ້ແລ້ວ. ກະລຸນາໂຫຼດໜ້າໃໝ່.' }),
  // Signing in (DECISIONS: login errors).
  INVALID_USERNAME_OR_PASSWORD: msg({
    id: 'login.error.invalid',
    message: 'ເບີໂທລະສັບ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ!',
  }),
  USER_SUSPENDED: msg({
    id: 'login.error.suspended',
    message: 'ບັນຊີຂອງທ່ານຖືກລະງັບ. ກະລຸນາຕິດຕໍ່ຜູ້ໃຫ້ບໍລິການ.',
  }),
  INVALID_GOOGLE_TOKEN: msg({
    id: 'login.error.google',
    message: 'ເຂົ້າສູ່ລະບົບດ້ວຍ Google ບໍ່ສຳເລັດ. ກະລຸນາລອງໃໝ່.',
  }),
  // Registration, password reset and profile (SPEC §5 and §8).
  USER_IS_READY: msg({ id: 'account.error.phoneExists', message: 'ເບີໂທລະສັບນີ້ມີໃນລະບົບແລ້ວ' }),
  INVALID_USERNAME: msg({
    id: 'account.error.invalidData',
    message: 'ຂໍ້ມູນບໍ່ຖືກຕ້ອງ. ກະລຸນາກວດເບີໂທລະສັບ.',
  }),
  INVALID_OTP: msg({ id: 'account.error.otpWrong', message: 'ລະຫັດ OTP ບໍ່ຖືກຕ້ອງ' }),
  OTP_EXPIRED: msg({
    id: 'account.error.otpExpired',
    message: 'ລະຫັດ OTP ໝົດອາຍຸແລ້ວ. ກະລຸນາຂໍລະຫັດໃໝ່.',
  }),
  OTP_LOCKED: msg({
    id: 'account.error.otpLocked',
    message: 'ປ້ອນລະຫັດຜິດຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາຂໍລະຫັດໃໝ່.',
  }),
  OTP_RESEND_TOO_SOON: msg({
    id: 'account.error.otpTooSoon',
    message: 'ລະຫັດຖືກສົ່ງໄປແລ້ວ. ກະລຸນາລໍຖ້າກ່ອນຂໍລະຫັດໃໝ່.',
  }),
  INVALID_OLD_PASSWORD: msg({
    id: 'account.error.oldPasswordWrong',
    message: 'ລະຫັດຜ່ານເກົ່າຂອງທ່ານບໍ່ຖືກຕ້ອງ',
  }),
  // Buying (SPEC 5 and 8).
  SERVER_REQUIRED: msg({ id: 'purchase.serverRequired', message: 'ກະລຸນາເລືອກເຊີບເວີ' }),
  INVALID_ID_BIGO: msg({ id: 'purchase.invalidBigoId', message: 'BIGO ID ບໍ່ຖືກຕ້ອງ' }),
  INVALID_ID_ROV: msg({ id: 'purchase.invalidRovId', message: 'ລະຫັດ ROV ບໍ່ຖືກຕ້ອງ' }),
  INVALID_USER_ID_GAME: msg({
    id: 'purchase.invalidMobileLegendsId',
    message: 'ບໍ່ສາມາດເຕີມ Mobile Legends ໄດ້, ກະລຸນາກວດສອບ ID',
  }),
  USER_ID_GAME_ERROR: msg({ id: 'purchase.gameIdNotValid', message: 'ລະຫັດ ID ເກມບໍ່ຖືກຕ້ອງ' }),
  CARD_NOT_ENOUGH_IN_STOCK: msg({
    id: 'purchase.outOfStock',
    message: 'ສິນຄ້າໃນສາງບໍ່ພໍ, ກະລຸນາເລືອກແພັກເກັດອື່ນ',
  }),
  AMOUNT_IS_NOT_ENOUGH: msg({ id: 'purchase.notEnoughMoney', message: 'ຍອດເງິນຂອງທ່ານບໍ່ພຽງພໍ' }),
  NO_PACKET_VOUCHER: msg({ id: 'purchase.codesExhausted', message: 'ລະຫັດເຕີມເກມນີ້ໝົດແລ້ວ' }),
  PRODUCT_NOT_AVAILABLE: msg({
    id: 'purchase.notAvailable',
    message: 'ສິນຄ້ານີ້ບໍ່ເປີດຂາຍໃນເວລານີ້',
  }),
  PACKET_NOT_SUPPLIED: msg({
    id: 'purchase.packetNotSupplied',
    message: 'ແພັກເກັດນີ້ຍັງບໍ່ເປີດຂາຍ, ກະລຸນາເລືອກແພັກເກັດອື່ນ',
  }),
  // The supplier's failures have no words of their own (SPEC 8, ProfileReset7).
  WEPAY_ERROR_MONEY: somethingWentWrong,
  TERMGAME_ERROR_LOGIN: somethingWentWrong,
  INVALID_STORE_KEY: somethingWentWrong,
  TERMGAME_ERROR_LEGION: somethingWentWrong,
  PLAYER_CHECK_NOT_SUPPORTED: somethingWentWrong,
  IDEMPOTENCY_KEY_REUSED: somethingWentWrong,
  // Topping up.
  AMOUNT_TOO_SMALL: msg({ id: 'topUp.failedTooSmall', message: 'ຈຳນວນເງິນນ້ອຍກວ່າຂັ້ນຕ່ຳ.' }),
  WALLET_MISMATCH: somethingWentWrong,
  QR_ALREADY_PAID: somethingWentWrong,
  QR_EXPIRED: somethingWentWrong,
  PAYMENT_MISMATCH: somethingWentWrong,
  INVALID_COUPON_CODE: msg({
    id: 'coupon.invalid',
    message: 'ລະຫັດຄູປອງບໍ່ຖືກຕ້ອງ. ກະລຸນາກວດເບິ່ງລະຫັດແລ້ວລອງໃໝ່.',
  }),
  COUPON_ALREADY_USED: msg({ id: 'coupon.used', message: 'ລະຫັດຄູປອງນີ້ຖືກໃຊ້ໄປແລ້ວ.' }),
  COUPON_EXPIRED: msg({ id: 'coupon.expired', message: 'ລະຫັດຄູປອງນີ້ໝົດອາຍຸແລ້ວ.' }),
  PHONE_CARD_ALREADY_USED: msg({
    id: 'phoneCard.used',
    message: 'ບັດນີ້ຖືກສົ່ງມາແລ້ວ. ບັດໜຶ່ງໃຊ້ໄດ້ຄັ້ງດຽວ.',
  }),
  MOBILE_MONEY_UNAVAILABLE: msg({
    id: 'mobileMoney.unavailable',
    message: 'ຮ້ານບໍ່ຮັບເງິນມືຖືໃນຕອນນີ້. ກະລຸນາເລືອກວິທີເຕີມເງິນອື່ນ.',
  }),
  SENDER_NOT_MEMBER: msg({
    id: 'mobileMoney.senderNotMember',
    message: 'ເບີທີ່ໂອນຕ້ອງເປັນເບີຂອງສະມາຊິກ. ກວດເບິ່ງເບີແລ້ວລອງໃໝ່.',
  }),
  TRANSFER_REFERENCE_USED: msg({
    id: 'mobileMoney.referenceUsed',
    message: 'ເລກອ້າງອີງນີ້ຖືກແຈ້ງມາແລ້ວ. ການໂອນໜຶ່ງແຈ້ງໄດ້ຄັ້ງດຽວ.',
  }),
  // The operator's desk.
  CANNOT_SUSPEND_SELF: msg({
    id: 'desk.error.suspendSelf',
    message: 'ທ່ານບໍ່ສາມາດລະງັບບັນຊີຂອງຕົນເອງໄດ້',
  }),
  ORDER_NOT_REFUNDABLE: msg({
    id: 'desk.error.notRefundable',
    message: 'ຄຳສັ່ງຊື້ນີ້ບໍ່ໄດ້ສົ່ງ, ບໍ່ມີເງິນຕ້ອງຄືນ',
  }),
  ORDER_NOT_RUNNING: msg({
    id: 'desk.error.notRunning',
    message: 'ຄຳສັ່ງຊື້ນີ້ບໍ່ໄດ້ລໍຖ້າຜູ້ສະໜອງແລ້ວ: ມັນຖືກສົ່ງ ຫຼື ຄືນເງິນແລ້ວ. ກະລຸນາໂຫຼດໜ້າໃໝ່.',
  }),
  SUPPLIER_UNREACHABLE: msg({
    id: 'desk.error.supplierUnreachable',
    message: 'ຕິດຕໍ່ຜູ້ສະໜອງບໍ່ໄດ້ຕອນນີ້. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.',
  }),
  DUPLICATE_VOUCHER_CODES: msg({
    id: 'desk.stock.duplicateCodes',
    message: 'ບໍ່ໄດ້ເພີ່ມ: ລະຫັດເຫຼົ່ານີ້ມີແລ້ວ ຫຼື ວາງຊ້ຳ',
  }),
  APPROVAL_REFERENCE_REQUIRED: msg({
    id: 'desk.error.referenceRequired',
    message: 'ກະລຸນາໃສ່ເລກອ້າງອີງຂອງທະນາຄານ ຫຼື ການໂອນທີ່ທ່ານກວດແລ້ວ',
  }),
  APPROVAL_REASON_REQUIRED: msg({
    id: 'desk.error.expiredReasonRequired',
    message: 'QR ນີ້ໝົດອາຍຸແລ້ວ: ກະລຸນາຂຽນເຫດຜົນທີ່ອະນຸມັດ',
  }),
  TOPUP_ALREADY_DECIDED: somethingWentWrong,
  ORDER_ALREADY_REFUNDED: somethingWentWrong,
  // Uploads.
  UNSUPPORTED_MEDIA_TYPE: notAnImage,
  FILE_TOO_LARGE: imageTooLarge,
  UPLOAD_URL_EXPIRED: msg({
    id: 'upload.expired',
    message: 'ການອັບໂຫຼດໝົດເວລາ. ກະລຸນາລອງໃໝ່.',
  }),
  INVALID_FILE_NAME: somethingWentWrong,
  UPLOAD_URL_INVALID: somethingWentWrong,
  // Anything else the shop refused.
  INVALID_REQUEST: somethingWentWrong,
  FORBIDDEN: somethingWentWrong,
  PAYLOAD_TOO_LARGE: somethingWentWrong,
  NOT_IMPLEMENTED: somethingWentWrong,
  INTERNAL_ERROR: somethingWentWrong,
  RESPONSE_SCHEMA_MISMATCH: somethingWentWrong,
}

/** The codes the machines' own rules raise before or after a call, in shared words. */
const RULE_WORDING = {
  // The registration, reset and profile forms' field rules (machines/otp-form.ts).
  PHONE_REQUIRED: msg({ id: 'account.error.phoneRequired', message: 'ກະລຸນາປ້ອນເບີໂທລະສັບ' }),
  PHONE_INVALID: msg({
    id: 'account.error.phoneInvalid',
    message: 'ເບີໂທລະສັບຕ້ອງເປັນຕົວເລກ 8 ຫາ 11 ໂຕ',
  }),
  PASSWORD_REQUIRED: msg({
    id: 'account.error.passwordRequired',
    message: 'ກະລຸນາປ້ອນລະຫັດຜ່ານ ແລະ ຢືນຢັນລະຫັດຜ່ານ',
  }),
  PASSWORD_TOO_SHORT: msg({
    id: 'account.error.passwordShort',
    message: 'ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ 6 ໂຕ',
  }),
  // SPEC §5, ProfileReset1.
  PASSWORD_MISMATCH: msg({ id: 'account.error.passwordMismatch', message: 'ລະຫັດຜ່ານບໍ່ກົງກັນ' }),
  FULL_NAME_REQUIRED: msg({
    id: 'account.error.fullNameRequired',
    message: 'ກະລຸນາປ້ອນຊື່ ແລະ ນາມສະກຸນ',
  }),
  CODE_INVALID: msg({ id: 'account.error.codeInvalid', message: 'ລະຫັດ OTP ມີ 6 ຕົວເລກ' }),
  OTP_NOT_REQUESTED: msg({
    id: 'account.error.otpNotRequested',
    message: 'ກົດ "ຂໍລະຫັດ OTP" ເພື່ອຮັບລະຫັດທາງ SMS ກ່ອນ',
  }),
  // A picked picture (chat, profile, prize).
  NOT_AN_IMAGE: notAnImage,
  IMAGE_TOO_LARGE: imageTooLarge,
  UNEXPECTED_RESPONSE: somethingWentWrong,
  // The purchase form's rules (machines/purchase.machine.ts).
  PACKET_REQUIRED: msg({ id: 'purchase.packetRequired', message: 'ກະລຸນາເລືອກແພັກເກັດ' }),
  ACCOUNT_FIELDS_REQUIRED: msg({
    id: 'purchase.fieldsRequired',
    message: 'ກະລຸນາປ້ອນຂໍ້ມູນທີ່ກຳນົດໃຫ້ຄົບ',
  }),
  // A paste of voucher codes at the desk (machines/restock.machine.ts).
  PASTE_EMPTY: msg({ id: 'desk.stock.empty', message: 'ກະລຸນາວາງລະຫັດ, ແຖວລະໜຶ່ງລະຫັດ' }),
  PASTE_BAD_LINES: msg({
    id: 'desk.stock.notCodes',
    message: 'ບໍ່ໄດ້ເພີ່ມ: ແຖວເຫຼົ່ານີ້ບໍ່ແມ່ນລະຫັດ',
  }),
} satisfies Record<string, MessageDescriptor>

type CardRefusal = components['schemas']['CardRefusal']

/**
 * Why the card provider refused a phone card, with what to do next; shown where the refusal
 * arrives (the recharge screen, a notice elsewhere) and in the top-up history.
 */
const CARD_REFUSAL_WORDING: Record<CardRefusal, MessageDescriptor> = {
  CARD_ALREADY_USED: msg({
    id: 'phoneCard.refusal.used',
    message: 'ບັດນີ້ຖືກເຕີມໄປແລ້ວ. ບັດໜຶ່ງໃຊ້ໄດ້ຄັ້ງດຽວ.',
  }),
  CARD_INVALID: msg({
    id: 'phoneCard.refusal.invalid',
    message: 'ເລກຊີຣຽວ ຫຼື ລະຫັດບັດບໍ່ຖືກຕ້ອງ. ກວດເບິ່ງຕົວເລກຫຼັງບັດແລ້ວລອງໃໝ່.',
  }),
  CARD_WRONG_VALUE: msg({
    id: 'phoneCard.refusal.wrongValue',
    message: 'ມູນຄ່າບັດບໍ່ກົງກັບທີ່ທ່ານເລືອກ. ເລືອກມູນຄ່າທີ່ພິມຢູ່ເທິງບັດແລ້ວລອງໃໝ່.',
  }),
  CARD_WRONG_OPERATOR: msg({
    id: 'phoneCard.refusal.wrongOperator',
    message: 'ບັດນີ້ເປັນຂອງຄ່າຍອື່ນ. ເລືອກຄ່າຍທີ່ພິມຢູ່ເທິງບັດແລ້ວລອງໃໝ່.',
  }),
  PROVIDER_UNAVAILABLE: msg({
    id: 'phoneCard.refusal.unavailable',
    message: 'ຜູ້ໃຫ້ບໍລິການບັດບໍ່ສາມາດກວດບັດໄດ້ໃນຕອນນີ້. ບັດຂອງທ່ານຍັງບໍ່ຖືກໃຊ້: ສົ່ງບັດໃບນີ້ອີກຄັ້ງພາຍຫຼັງ.',
  }),
}

const WORDING = { ...SHARED_WORDING, ...RULE_WORDING, ...CARD_REFUSAL_WORDING }

/** Every code a screen turns into words. */
export type WordedCode = keyof typeof WORDING

const sendFailed = msg({
  id: 'chat.error.sendFailed',
  message: 'ສົ່ງຂໍ້ຄວາມບໍ່ສຳເລັດ. ກະລຸນາລອງໃໝ່.',
})
const qrFailed = msg({ id: 'topUp.failed', message: 'ສ້າງ QR ບໍ່ສຳເລັດ. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.' })

/** The operator's desk, refused to an account without the operator's role. */
const deskWording = {
  FORBIDDEN: msg({ id: 'desk.error.forbidden', message: 'ບັນຊີນີ້ບໍ່ມີສິດຂອງແອັດມິນ' }),
}

type OrderNote = components['schemas']['OrderNote']

/**
 * Why the supplier refused an order, its price back in the wallet: the purchase screen says it
 * when the refusal arrives, and the order's note says it in history and on the receipt.
 */
const supplierRefusal: Record<OrderNote, MessageDescriptor> = {
  SHOP_BALANCE_LOW: msg({
    id: 'purchase.refunded.supplierBalance',
    message: 'ຕອນນີ້ຍັງສົ່ງແພັກເກັດນີ້ບໍ່ໄດ້. ເງິນຄືນເຂົ້າກະເປົາເງິນຂອງທ່ານແລ້ວ.',
  }),
  ACCOUNT_REFUSED: msg({
    id: 'purchase.refunded.accountRefused',
    message: 'ເກມບໍ່ຮັບບັນຊີນີ້. ເງິນຄືນເຂົ້າກະເປົາເງິນຂອງທ່ານແລ້ວ, ກວດເບິ່ງຂໍ້ມູນບັນຊີແລ້ວລອງໃໝ່.',
  }),
  PRODUCT_UNAVAILABLE: msg({
    id: 'purchase.refunded.unavailable',
    message: 'ແພັກເກັດນີ້ບໍ່ມີໃຫ້ບໍລິການຊົ່ວຄາວ. ເງິນຄືນເຂົ້າກະເປົາເງິນຂອງທ່ານແລ້ວ.',
  }),
  OTHER: msg({
    id: 'purchase.refunded.refused',
    message: 'ເກມບໍ່ໄດ້ຮັບຄຳສັ່ງຊື້ນີ້. ເງິນຄືນເຂົ້າກະເປົາເງິນຂອງທ່ານແລ້ວ.',
  }),
}

/** The flows that word some codes their own way. */
const FLOW_WORDING = {
  /** A chat message or picture that did not go. */
  chat: {
    RATE_LIMITED: msg({
      id: 'chat.error.rateLimited',
      message: 'ທ່ານສົ່ງຂໍ້ຄວາມໄວເກີນໄປ. ກະລຸນາລໍຖ້າຈັກໜ້ອຍ.',
    }),
    NETWORK_ERROR: sendFailed,
    INTERNAL_ERROR: sendFailed,
    UNEXPECTED_RESPONSE: sendFailed,
  },
  /** A coupon code redeemed on the recharge screen: its limit is 15 minutes. */
  coupon: {
    RATE_LIMITED: msg({
      id: 'coupon.tooManyTries',
      message: 'ທ່ານລອງລະຫັດຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລໍຖ້າ 15 ນາທີແລ້ວລອງໃໝ່.',
    }),
  },
  /** A phone card sent on the recharge screen: its limit is 15 minutes. */
  phoneCard: {
    RATE_LIMITED: msg({
      id: 'phoneCard.tooManyTries',
      message: 'ທ່ານສົ່ງບັດຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລໍຖ້າ 15 ນາທີແລ້ວລອງໃໝ່.',
    }),
  },
  /** A mobile-money transfer claimed on the recharge screen: its limit is 15 minutes. */
  mobileMoney: {
    RATE_LIMITED: msg({
      id: 'mobileMoney.tooManyTries',
      message: 'ທ່ານແຈ້ງການໂອນຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລໍຖ້າ 15 ນາທີແລ້ວລອງໃໝ່.',
    }),
  },
  /** A bank QR that could not be made. */
  qrTopUp: { NETWORK_ERROR: qrFailed, INTERNAL_ERROR: qrFailed },
  /** The purchase screen, where the one thing that can be missing is the product. */
  purchase: {
    NOT_FOUND: msg({ id: 'purchase.notFound', message: 'ບໍ່ພົບສິນຄ້ານີ້' }),
    // The supplier refused the order while the customer waited: its price is already back.
    WEPAY_ERROR_MONEY: supplierRefusal.SHOP_BALANCE_LOW,
    TERMGAME_ERROR_LOGIN: supplierRefusal.ACCOUNT_REFUSED,
    INVALID_STORE_KEY: supplierRefusal.PRODUCT_UNAVAILABLE,
    TERMGAME_ERROR_LEGION: supplierRefusal.OTHER,
  },
  desk: deskWording,
  /** Minting coupons at the desk: the one request it can get wrong is a last day gone by. */
  couponMint: {
    ...deskWording,
    INVALID_REQUEST: msg({
      id: 'desk.coupons.refused',
      message: 'ສ້າງບໍ່ໄດ້: ກວດເບິ່ງວ່າມື້ສຸດທ້າຍຍັງບໍ່ຜ່ານໄປ.',
    }),
  },
} satisfies Record<string, Partial<Record<WordedCode, MessageDescriptor>>>

export type ErrorFlow = keyof typeof FLOW_WORDING

/** The words for `code` in the active language: the flow's own when it has some, else the shared. */
export function errorMessage(code: WordedCode, flow?: ErrorFlow): string {
  const own: Partial<Record<WordedCode, MessageDescriptor>> | undefined = flow && FLOW_WORDING[flow]
  return i18n._(own?.[code] ?? WORDING[code])
}

/** An order's note (openapi.yaml's OrderNote) in the reader's language. */
export function orderNoteMessage(note: OrderNote, translator: I18n = i18n): string {
  return translator._(supplierRefusal[note])
}
