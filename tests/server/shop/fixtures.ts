import { randomUUID } from 'node:crypto'
import type { components } from '#contract/schema.d.ts'
import type { Database } from '#server/src/db/database.ts'
import { jsonb } from '#server/src/db/jsonb.ts'
import type { AccountField, NameValue, ProductKind, Role } from '#server/src/db/tables.ts'
import { moveMoney } from '#server/src/modules/wallet/wallet-ledger.ts'
import { signBankNotice } from '#server/src/security/bank-signature.ts'
import type { SupplierCallback } from '#server/src/supplier/supplier.ts'
import { createTestClient, request } from '../support/http-client.ts'
import { SIGNATURE_HEADER } from '../support/scripted-supplier.ts'
import type { TestServer } from '../support/test-server.ts'
import { createTestUser, type TestUser } from '../support/test-users.ts'

export type PurchaseRequest = components['schemas']['PurchaseRequest']

export interface Customer extends TestUser {
  fullName: string
  token: string
  /** The contract's typed client, signed in as this customer. */
  api: ReturnType<typeof createTestClient>
}

let sequence = 0

/**
 * A signed-in customer whose wallet holds `balance` kip, credited through the ledger; an operator
 * with `role: 'ADMIN'`.
 */
export async function createCustomer(
  server: TestServer,
  options: { balance?: number; fullName?: string; image?: string | null; role?: Role } = {},
): Promise<Customer> {
  sequence += 1
  const fullName = options.fullName ?? `Shopper ${sequence}`
  const user = await createTestUser(server.deps, {
    fullName,
    ...(options.role ? { role: options.role } : {}),
  })
  if (options.image) {
    await server.db
      .updateTable('users')
      .set({ image: options.image })
      .where('id', '=', user.id)
      .execute()
  }
  if (options.balance) await creditWallet(server.db, user.walletId, options.balance)
  const token = user.session.accessToken
  return { ...user, fullName, token, api: createTestClient(server.baseUrl, token) }
}

/** A new session for the customer: access tokens last 15 minutes, so tests that move the clock need one. */
export async function signInAgain(server: TestServer, customer: Customer): Promise<Customer> {
  const session = await server.deps.sessions.issueSession(customer.id)
  return {
    ...customer,
    session,
    token: session.accessToken,
    api: createTestClient(server.baseUrl, session.accessToken),
  }
}

/** An operator's credit, through the wallet's ledger as the shop's own moves go. */
export async function creditWallet(db: Database, walletId: string, amount: number): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      moveMoney(trx, { walletId, move: { reason: 'ADMIN', amount }, at: new Date() }),
    )
}

export async function walletState(db: Database, walletId: string) {
  const { balance } = await db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow()
  const { ledger } = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('ledger'))
    .where('wallet_id', '=', walletId)
    .executeTakeFirstOrThrow()
  return { balance, ledger: Number(ledger) }
}

export async function createCategory(db: Database, sort: number, name = `Category ${sort}`) {
  const row = await db
    .insertInto('categories')
    .values({ name, name_th: `${name} th`, name_en: `${name} en`, sort })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface ProductOptions {
  kind?: ProductKind
  name?: string
  sort?: number
  inputAboutInfo?: AccountField[]
  gameServers?: NameValue[]
  playerCheck?: string | null
  activeTime?: string | null
  dueTime?: string | null
  cardType?: string | null
}

/** A game asks for the player's id; a voucher, by default, for nothing. */
function defaultAccountFields(kind: ProductKind): AccountField[] {
  return kind === 'GAME' ? [{ name: 'Player ID', value: 'Your player id' }] : []
}

export async function createProduct(
  db: Database,
  categoryId: string,
  options: ProductOptions = {},
) {
  const name = options.name ?? `Product ${randomUUID().slice(0, 8)}`
  const kind = options.kind ?? 'GAME'
  const row = await db
    .insertInto('products')
    .values({
      kind,
      category_id: categoryId,
      name,
      name_th: `${name} th`,
      name_en: `${name} en`,
      input_about_info: jsonb(options.inputAboutInfo ?? defaultAccountFields(kind)),
      game_servers: jsonb(options.gameServers ?? []),
      player_check: options.playerCheck ?? null,
      active_time: options.activeTime ?? null,
      due_time: options.dueTime ?? null,
      card_type: options.cardType ?? null,
      sort: options.sort ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function createPacket(db: Database, productId: string, amount: number, sort = 0) {
  const row = await db
    .insertInto('packets')
    .values({ product_id: productId, name: `${amount} kip pack`, amount, sort })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function addVoucherCodes(
  db: Database,
  packetId: string,
  count: number,
  withRef2 = false,
) {
  const codes = Array.from(
    { length: count },
    () => `CODE-${randomUUID().slice(0, 13).toUpperCase()}`,
  )
  await db
    .insertInto('voucher_codes')
    .values(
      codes.map((code) => ({ packet_id: packetId, code, ref2: withRef2 ? `REF2-${code}` : null })),
    )
    .execute()
  return codes
}

/** POST game-invoice or voucher-invoice as the customer, with a fresh Idempotency-Key unless given. */
export function buy(
  customer: Customer,
  path: '/api/v1/game-invoice' | '/api/v1/voucher-invoice',
  body: PurchaseRequest,
  headers: { requestId?: string; idempotencyKey?: string } = {},
) {
  return customer.api.POST(path, {
    params: {
      header: {
        'x-request-id': headers.requestId ?? customer.walletId,
        'Idempotency-Key': headers.idempotencyKey ?? randomUUID(),
      },
    },
    body,
  })
}

/**
 * A customer who had `balance` kip and bought one game package for the player id 1234567: a
 * delivered order, as a refund finds it.
 */
export async function customerWithGameOrder(
  server: TestServer,
  { gameId, packetId, balance }: { gameId: string; packetId: string; balance: number },
): Promise<{ customer: Customer; orderId: string }> {
  const customer = await createCustomer(server, { balance })
  const { data } = await buy(customer, '/api/v1/game-invoice', {
    gameId,
    packetId,
    walletId: customer.walletId,
    inputAboutInfo: [{ name: 'Player ID', value: '1234567' }],
  })
  if (!data) throw new Error('the purchase failed')
  return { customer, orderId: data.data._id }
}

/** A bank's payment notice for a top-up QR, as openapi.yaml's BankPaymentNotice. */
export interface NoticeBody {
  transactionId: string
  billNumber: string
  amount: number
  currency: string
  paidAt: string
}

/**
 * Sends a payment notice as a bank does: the raw body signed with BANK_WEBHOOK_SECRET (or what the
 * test says), timestamped with the server's clock unless told otherwise.
 */
export async function sendBankNotice(
  server: TestServer,
  body: NoticeBody | string,
  { secret, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  const at = String(timestamp ?? Math.floor(server.deps.clock.now().getTime() / 1000))
  return request(`${server.baseUrl}/api/v1/bank/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-bank-timestamp': at,
      'x-bank-signature': signBankNotice(secret ?? server.deps.config.bank.webhookSecret, at, raw),
    },
    body: raw,
  })
}

/** A QR top-up of the customer, with the bill number a bank's notice names. */
export async function waitingTopup(server: TestServer, customer: Customer, amount = 50_000) {
  const { data } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
    body: { user_id: customer.id, amount },
  })
  if (!data) throw new Error('no QR')
  const { bill_number: billNumber } = await server.db
    .selectFrom('topups')
    .select('bill_number')
    .where('id', '=', data.topup._id)
    .executeTakeFirstOrThrow()
  return { id: data.topup._id, qrCode: data.qr_code, billNumber: billNumber ?? '', amount }
}

/**
 * Sends a supplier's callback for an order as the scripted supplier signs it (or with the
 * signature the test gives: a forged one, or none).
 */
export function sendSupplierCallback(
  server: TestServer,
  callback: SupplierCallback,
  { signature, secret }: { signature?: string | null; secret?: string } = {},
) {
  const signed = server.supplier.signedCallback(callback, secret)
  const header = signature === undefined ? signed.signature : signature
  return request(`${server.baseUrl}/api/v1/supplier/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { [SIGNATURE_HEADER]: header }),
    },
    body: signed.body,
  })
}

/** The ledger's entries for one order, oldest first: PURCHASE, then REFUND when refunded. */
export async function ledgerOfOrder(db: Database, invoiceId: string) {
  const entries = await db
    .selectFrom('wallet_entries')
    .select(['reason', 'delta'])
    .where('ref_id', '=', invoiceId)
    .orderBy('created_at')
    .orderBy('delta')
    .execute()
  return entries.map(({ reason, delta }) => ({ reason, delta: Number(delta) }))
}

/** The order's row with its delivery record. */
export function orderRow(db: Database, invoiceId: string) {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow()
}
