import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { Jsonb } from './jsonb.ts'
import type { PhoneCardOperator } from '#contract/shop-rules.ts'
import type { components } from '#contract/schema.d.ts'
import type { SupplierRefusal } from '../supplier/supplier.ts'

/** Why a card provider refused a card (openapi.yaml CardRefusal). */
export type CardRefusal = components['schemas']['CardRefusal']
export type OrderNote = components['schemas']['OrderNote']

/**
 * The Kysely view of the schema that server/src/db/migrations creates. Column names stay snake_case
 * as in SQL. Money is whole kip in bigint columns, read back as JS numbers (db/int8.ts refuses any
 * value beyond Number.MAX_SAFE_INTEGER). Timestamps are timestamptz, read back as Date.
 */

/** Set by the database on insert (a default), never changed after. */
type CreatedAt = ColumnType<Date, Date | undefined, never>
/** A nullable timestamp the application sets. */
type Moment = ColumnType<Date | null, Date | null | undefined, Date | null>
/** jsonb: written only through jsonb() so node-postgres and PGlite store the same JSON. */
type JsonColumn<T> = ColumnType<T, Jsonb<T> | undefined, Jsonb<T>>

export type Role = 'CUSTOMER' | 'ADMIN'
export type UserStatus = 'ACTIVE' | 'SUSPENDED'
export type LedgerReason = 'TOPUP' | 'PURCHASE' | 'ADMIN' | 'REFUND'
export type OtpPurpose = 'REGISTER' | 'RESET'
export type ProductKind = 'GAME' | 'VOUCHER'
export type MoneyType =
  'BANK' | 'MONEY_THAI' | 'ADMIN' | 'CUPONG_MONEY' | 'PHONE_CARD' | 'MOBILE_MONEY'
export type ChatMode = 'GROUP' | 'ADMIN'
export type ChatType = 'TEXT' | 'IMAGE'
export type ChatSender = 'CUSTOMER' | 'ADMIN'

export interface NameValue {
  name: string
  value: string
}

/**
 * An account field a product asks for (migration 0060 added the translations): `name` is the Lao
 * label and the key a purchase names the field by; `value` is its hint. A missing translation falls
 * back to Lao.
 */
export interface AccountField extends NameValue {
  nameTh?: string
  nameEn?: string
  valueTh?: string
  valueEn?: string
}

/** An account field as an invoice recorded it: the value entered, under the field's names then. */
export interface RecordedAccountField extends NameValue {
  nameTh?: string
  nameEn?: string
}

export interface UsersTable {
  id: Generated<string>
  /** The phone number; the email for a Google-only account. */
  user_name: string
  full_name: string
  email: string | null
  image: string | null
  role: ColumnType<Role, Role | undefined, Role>
  /** Null for Google-only accounts. */
  password_hash: string | null
  google_sub: string | null
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>
  created_at: CreatedAt
}

export interface WalletsTable {
  /** The user's walletId. */
  id: Generated<string>
  user_id: string
  /** Always equal to the sum of this wallet's ledger entries (checked at commit). */
  balance: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
}

/** Append-only: the database refuses UPDATE and DELETE. */
export interface WalletEntriesTable {
  id: Generated<string>
  wallet_id: string
  delta: number
  reason: LedgerReason
  /** The top-up or invoice behind the entry; unique per reason, so nothing is credited twice. */
  ref_id: string | null
  created_at: CreatedAt
}

export interface RefreshTokensTable {
  id: Generated<string>
  user_id: string
  /** Every token rotated from one sign-in shares the family; reuse revokes all of it. */
  family_id: string
  token_hash: string
  created_at: CreatedAt
  expires_at: Date
  used_at: Moment
  revoked_at: Moment
}

export interface OtpsTable {
  id: Generated<string>
  phone: string
  purpose: OtpPurpose
  code_hash: string
  expires_at: Date
  attempts: ColumnType<number, number | undefined, number>
  consumed_at: Moment
  sent_at: ColumnType<Date, Date | undefined, Date>
}

export type SmsLanguage = 'lo' | 'th' | 'en'
export type SmsStatus = 'PENDING' | 'SENT' | 'FAILED'

/**
 * The OTP messages to send (migration 0040): written with the code, delivered after the commit by
 * sms/sms-dispatcher.ts. The dev outbox reads the codes.
 */
export interface SmsOutboxTable {
  id: Generated<string>
  phone: string
  code: string
  language: ColumnType<SmsLanguage, SmsLanguage | undefined, never>
  status: ColumnType<SmsStatus, SmsStatus | undefined, SmsStatus>
  /** Deliveries tried, counting the one in progress. */
  attempts: ColumnType<number, number | undefined, number>
  /** When a dispatcher may (next) try it; a try in progress holds it until its lease ends. */
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  /** When the code was issued. */
  sent_at: ColumnType<Date, Date | undefined, never>
  /** When the gateway took it. */
  delivered_at: ColumnType<Date | null, never, Date | null>
  /** Why the last try failed, without the message text. */
  last_error: ColumnType<string | null, never, string | null>
}

export interface CategoriesTable {
  id: Generated<string>
  /** The catalogue file's stable key (migration 0040); null for rows created before it. */
  slug: ColumnType<string | null, string | null | undefined, string | null>
  /** Lao. */
  name: string
  name_th: string
  name_en: string
  sort: ColumnType<number, number | undefined, number>
}

export interface ProductsTable {
  id: Generated<string>
  /** The catalogue file's stable key (migration 0040); null for rows created before it. */
  slug: ColumnType<string | null, string | null | undefined, string | null>
  kind: ProductKind
  category_id: string
  /** Lao. */
  name: string
  name_th: string
  name_en: string
  image_profile: string | null
  badge: string | null
  badge_color: string | null
  badge_font_color: string | null
  /** An ISO date-time or "HH:mm" (Asia/Vientiane); see docs/decisions.md. */
  active_time: string | null
  due_time: string | null
  detail: string | null
  detail_th: string | null
  detail_en: string | null
  input_about_info: JsonColumn<AccountField[]>
  game_servers: JsonColumn<NameValue[]>
  voucher_type_name: string | null
  /** Such as 'cashcard'. */
  card_type: string | null
  /** The rule check-player applies to this game; null when it has none. */
  player_check: string | null
  sort: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
}

export interface PacketsTable {
  id: Generated<string>
  /** The catalogue file's stable key (migration 0040); null for rows created before it. */
  slug: ColumnType<string | null, string | null | undefined, string | null>
  product_id: string
  /** Lao; name_th and name_en (migration 0060) are empty when not translated. */
  name: string
  name_th: ColumnType<string, string | undefined, string>
  name_en: ColumnType<string, string | undefined, string>
  icon: string | null
  amount: number
  sort: ColumnType<number, number | undefined, number>
  /** The packet's code at the supplier (migration 0070); null for vouchers and unsupplied packets. */
  supplier_sku: ColumnType<string | null, string | null | undefined, string | null>
}

export interface VoucherCodesTable {
  id: Generated<string>
  packet_id: string
  code: string
  ref2: string | null
  /** Null while the code is in stock. */
  invoice_id: string | null
  created_at: CreatedAt
}

export interface InvoicesTable {
  id: Generated<string>
  /** The short number a customer reads out (migration 0074), drawn by the database on insert. */
  order_number: ColumnType<string, never, never>
  customer_id: string
  product_id: string
  packet_id: string
  kind: ProductKind
  input_about_info: JsonColumn<RecordedAccountField[]>
  server_name: string | null
  amount: number
  status: string
  /** An OrderNote code (migration 0074); a text written before codes is kept, never sent. */
  note: ColumnType<string | null, OrderNote | null | undefined, OrderNote | null>
  voucher_code: string | null
  cashcard_ref2: string | null
  idempotency_key: string
  /** A hash of the request body: the same key with another body is refused. */
  request_hash: string
  /** The balance the purchase left (migration 0020), so a retried request answers the same. */
  wallet_amount_after: ColumnType<number | null, number | undefined, never>
  /** The order's steps (migration 0060), shown as its timeline; null for a step not taken. */
  paid_at: Moment
  delivered_at: Moment
  refused_at: Moment
  refunded_at: Moment
  /** The operator's reason for the refund (migration 0063), set with refunded_at. */
  refund_reason: string | null
  /**
   * A game order's delivery record (migration 0070), null for vouchers: what the supplier is asked
   * (fixed at payment, so a resend is a status check of the same order), when it was first asked
   * and how often, when the supplier job asks next (null once settled), and what it answered.
   */
  supplier_sku: ColumnType<string | null, string | null | undefined, never>
  supplier_customer_no: ColumnType<string | null, string | null | undefined, never>
  sent_to_supplier_at: Moment
  supplier_attempts: ColumnType<number, number | undefined, number>
  next_supplier_check_at: Moment
  supplier_serial: string | null
  supplier_message: string | null
  /** Why the supplier refused the order for good; the order was refunded. */
  supplier_refusal: SupplierRefusal | null
  /** When operators were asked to look: unsettled long after payment, or the shop's balance low. */
  flagged_at: Moment
  created_at: CreatedAt
}

/** The wallet history rows. */
export interface TopupsTable {
  id: Generated<string>
  user_id: string
  wallet_id: string
  old_amount: number
  amount: number
  current_amount: number
  /** WAITING, WAITING_RECEIPT, SUCCESS, CANCEL or another provider value. */
  status: string
  money_type: MoneyType
  qr_code: string | null
  /** The QR's bill number (Lao QR tag 62-01), which a bank's payment notice names. */
  bill_number: string | null
  expires_at: Date | null
  paid_at: Moment
  created_at: CreatedAt
  /** Why a payment needs the operator's decision; null when none does. */
  flag_reason: FlagReason | null
  flagged_at: Moment
  /** The operator's reason for refusing it, as the customer reads it. */
  reject_reason: string | null
  /** Why the card provider refused a PHONE_CARD top-up (migration 0064); the SPA words it. */
  card_refusal: CardRefusal | null
  /** A MOBILE_MONEY top-up's sending number, a member's (migration 0072); null for the others. */
  sender_phone: string | null
  /** A MOBILE_MONEY top-up's transfer reference, upper-cased; claimed once unless rejected. */
  transfer_reference: string | null
  /** The bank's or transfer's reference an operator credited it against by hand (migration 0073). */
  approval_reference: string | null
  /** Why an operator credited an expired QR anyway (migration 0073). */
  approval_reason: string | null
}

/** Why a bank's payment notice was not credited by itself (see modules/wallet/bank-notice.ts). */
export type FlagReason =
  'AMOUNT_MISMATCH' | 'CURRENCY_MISMATCH' | 'PAID_WHEN_CLOSED' | 'DUPLICATE_PAYMENT'

/** One bank transaction's notice about a QR top-up; never changed once written. */
export interface BankPaymentsTable {
  transaction_id: string
  topup_id: string
  amount: number
  currency: string
  paid_at: Date
  received_at: CreatedAt
  outcome: 'CREDITED' | 'FLAGGED'
}

export interface ChatsTable {
  id: Generated<string>
  mode: ChatMode
  /** The conversation's customer for mode ADMIN; null for GROUP. */
  customer_id: string | null
  created_by: string
  sender_name: string
  url_image_user: string | null
  phone: string
  text: string
  type: ChatType
  images: JsonColumn<string[]>
  is_from: ChatSender
  created_at: CreatedAt
}

export interface UploadsTable {
  file_name: string
  user_id: string
  mime_type: string
  size: number
  created_at: CreatedAt
  /** Null until the PUT with the file arrives. */
  stored_at: Moment
}

/** Facts about the installation itself, such as whether the demo data was seeded. */
export interface AppMetaTable {
  key: string
  value: JsonColumn<unknown>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** The desk's settings: one row (migration 0071). */
export interface DeskSettingsTable {
  id: ColumnType<boolean, never, never>
  /** The supplier balance below which the desk warns, in the supplier's currency. */
  supplier_balance_threshold: number
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Written with the operator's action, in its transaction; never changed. */
export interface AuditLogTable {
  id: Generated<string>
  actor_id: string
  /** What was done, such as 'topup.approve' or 'account.suspend' (see modules/admin/audit-log.ts). */
  action: string
  /** The id of what it was done to: a top-up, an account, a package, a prize rank. */
  target_id: string
  detail: JsonColumn<Record<string, unknown>>
  created_at: CreatedAt
}

/** The operator's picture for a rank of a month's leaderboard. */
export interface LeaderboardPrizesTable {
  /** 'yyyy-MM' in the shop's time zone. */
  month: string
  rank: number
  /** An upload's file name under /images/. */
  image: string
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** A minted coupon code, stored as its keyed hash; the redemption columns are set together. */
/** A batch of coupon codes minted together (migration 0075): one amount, one expiry, one CSV. */
export interface CouponBatchesTable {
  id: string
  amount: number
  count: number
  expires_at: Date
  created_by: string
  created_at: CreatedAt
}

export interface CouponsTable {
  id: Generated<string>
  code_hash: string
  /** The codes minted together: one amount, one expiry, one CSV. */
  batch_id: string
  amount: number
  expires_at: Date
  created_by: string
  created_at: CreatedAt
  redeemed_by: string | null
  redeemed_at: Moment
  /** The CUPONG_MONEY top-up that credited it. */
  topup_id: string | null
}

/** A prepaid phone card sent to the card provider, kept as a keyed hash; answered once. */
export interface PhoneCardsTable {
  id: Generated<string>
  card_hash: string
  operator: PhoneCardOperator
  face_value: number
  /** The fee in force when it was sent: its top-up's amount is the face value less this. */
  fee_percent: number
  user_id: string
  /** Its PHONE_CARD top-up, WAITING until the provider answers. */
  topup_id: string
  outcome: 'CONFIRMED' | 'REFUSED' | null
  /** Why it was refused, with outcome REFUSED (migration 0064). */
  refusal: CardRefusal | null
  answered_at: Moment
  created_at: CreatedAt
}

export interface Tables {
  users: UsersTable
  wallets: WalletsTable
  wallet_entries: WalletEntriesTable
  refresh_tokens: RefreshTokensTable
  otps: OtpsTable
  sms_outbox: SmsOutboxTable
  categories: CategoriesTable
  products: ProductsTable
  packets: PacketsTable
  voucher_codes: VoucherCodesTable
  invoices: InvoicesTable
  topups: TopupsTable
  chats: ChatsTable
  uploads: UploadsTable
  app_meta: AppMetaTable
  audit_log: AuditLogTable
  desk_settings: DeskSettingsTable
  bank_payments: BankPaymentsTable
  leaderboard_prizes: LeaderboardPrizesTable
  coupon_batches: CouponBatchesTable
  coupons: CouponsTable
  phone_cards: PhoneCardsTable
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type ProductRow = Selectable<ProductsTable>
export type InvoiceRow = Selectable<InvoicesTable>
export type TopupRow = Selectable<TopupsTable>
export type ChatRow = Selectable<ChatsTable>
