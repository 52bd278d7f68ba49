import type { Database } from '../../db/database.ts'
import type { components } from '#contract/schema.d.ts'
import type { OrderNote, ProductKind } from '../../db/tables.ts'

type Invoice = components['schemas']['Invoice']
type InvoiceDetail = components['schemas']['InvoiceDetail']
type InvoiceStep = components['schemas']['InvoiceStep']
type AdminOrder = components['schemas']['AdminOrder']
type SupplierQueueOrder = components['schemas']['SupplierQueueOrder']

/** How many orders a desk search answers at most. */
const DESK_SEARCH_LIMIT = 20
/** How many waiting orders the desk's supplier queue shows at most, the longest waiting first. */
const SUPPLIER_QUEUE_LIMIT = 100

/** An invoice with what its answer needs from the product and the packet. */
function selectInvoices(db: Database) {
  return db
    .selectFrom('invoices')
    .innerJoin('products', 'products.id', 'invoices.product_id')
    .innerJoin('packets', 'packets.id', 'invoices.packet_id')
    .select([
      'invoices.id',
      'invoices.order_number',
      'invoices.kind',
      'invoices.input_about_info',
      'invoices.server_name',
      'invoices.amount',
      'invoices.status',
      'invoices.note',
      'invoices.voucher_code',
      'invoices.cashcard_ref2',
      'invoices.request_hash',
      'invoices.wallet_amount_after',
      'invoices.paid_at',
      'invoices.sent_to_supplier_at',
      'invoices.delivered_at',
      'invoices.refused_at',
      'invoices.refunded_at',
      'invoices.refund_reason',
      'invoices.supplier_refusal',
      'invoices.supplier_attempts',
      'invoices.supplier_message',
      'invoices.flagged_at',
      'invoices.created_at',
      'products.id as product_id',
      'products.name as product_name',
      'products.name_th as product_name_th',
      'products.name_en as product_name_en',
      'products.card_type',
      'packets.id as packet_id',
      'packets.name as packet_name',
      'packets.name_th as packet_name_th',
      'packets.name_en as packet_name_en',
    ])
}

export type InvoiceRecord = Awaited<
  ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>
>

export function toInvoice(row: InvoiceRecord): Invoice {
  const note = noteOf(row)
  return {
    _id: row.id,
    orderNumber: row.order_number,
    kind: row.kind,
    gameId: {
      _id: row.product_id,
      name: row.product_name,
      nameTh: row.product_name_th,
      nameEn: row.product_name_en,
      type: row.card_type,
    },
    // The price paid, which stays true when the packet's price changes later.
    packetId: {
      _id: row.packet_id,
      name: row.packet_name,
      nameTh: row.packet_name_th,
      nameEn: row.packet_name_en,
      amount: row.amount,
    },
    serverName: row.server_name,
    inputAboutInfo: row.input_about_info.map((field) => ({
      name: field.name,
      nameTh: field.nameTh ?? '',
      nameEn: field.nameEn ?? '',
      value: field.value,
    })),
    cashcard_ref2: row.cashcard_ref2,
    code: row.voucher_code,
    status: row.status,
    ...(note ? { note } : {}),
    refundedAt: row.refunded_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

const ORDER_NOTES: ReadonlySet<string> = new Set<OrderNote>([
  'ACCOUNT_REFUSED',
  'SHOP_BALANCE_LOW',
  'PRODUCT_UNAVAILABLE',
  'OTHER',
])

function isOrderNote(text: string | null): text is OrderNote {
  return text !== null && ORDER_NOTES.has(text)
}

/**
 * The order's note as a code the SPA words in the reader's language: the one written on it, else
 * why the supplier refused it. A text from before codes is not sent: in one language it would
 * reach readers of the other two raw.
 */
function noteOf(row: InvoiceRecord): OrderNote | null {
  if (isOrderNote(row.note)) return row.note
  return row.supplier_refusal
}

/** The steps the order took, oldest first; a step never taken has no time and is left out. */
function timelineOf(row: InvoiceRecord): InvoiceStep[] {
  const steps: [InvoiceStep['step'], Date | null][] = [
    ['ORDERED', row.created_at],
    ['PAID', row.paid_at],
    ['SENT', row.sent_to_supplier_at],
    ['DELIVERED', row.delivered_at],
    ['REFUSED', row.refused_at],
    ['REFUNDED', row.refunded_at],
  ]
  return steps.flatMap(([step, at]) => (at ? [{ step, at: at.toISOString() }] : []))
}

export function findInvoiceById(db: Database, id: string): Promise<InvoiceRecord> {
  return selectInvoices(db).where('invoices.id', '=', id).executeTakeFirstOrThrow()
}

/**
 * One customer's invoice with its timeline; undefined when there is none by that id or it is
 * another customer's: the caller cannot tell the two apart (docs/security.md).
 */
export async function findOwnInvoice(
  db: Database,
  customerId: string,
  id: string,
): Promise<InvoiceDetail | undefined> {
  const row = await selectInvoices(db)
    .where('invoices.id', '=', id)
    .where('invoices.customer_id', '=', customerId)
    .executeTakeFirst()
  return row && { ...toInvoice(row), timeline: timelineOf(row), refundReason: row.refund_reason }
}

/** One order as the desk shows it: the invoice, its customer and its refund. */
export async function findDeskOrder(db: Database, id: string): Promise<AdminOrder | undefined> {
  const [order] = await findDeskOrders(db, { id })
  return order
}

/** Invoices joined with their customer, as every desk list shows them. */
function selectDeskOrders(db: Database) {
  return selectInvoices(db)
    .innerJoin('users', 'users.id', 'invoices.customer_id')
    .select(['users.id as customer_id', 'users.full_name', 'users.user_name'])
}

type DeskOrderRecord = Awaited<
  ReturnType<ReturnType<typeof selectDeskOrders>['executeTakeFirstOrThrow']>
>

function toDeskOrder(row: DeskOrderRecord): AdminOrder {
  return {
    ...toInvoice(row),
    customer: { _id: row.customer_id, fullName: row.full_name, phone: row.user_name },
    refundReason: row.refund_reason,
  }
}

function toSupplierQueueOrder(row: DeskOrderRecord): SupplierQueueOrder {
  return {
    ...toDeskOrder(row),
    paidAt: row.paid_at?.toISOString() ?? null,
    flaggedAt: row.flagged_at?.toISOString() ?? null,
    supplierAttempts: row.supplier_attempts,
    supplierMessage: row.supplier_message,
  }
}

/** What the desk searches orders by: an order's id, or its short number and/or phone digits. */
export type DeskOrderQuery =
  { id: string } | { orderNumber: string | null; phoneDigits: string | null }

/**
 * Orders for the operator desk, newest first: the one with this id, or the one with this short
 * number together with those of the customers whose phone holds these digits.
 */
export async function findDeskOrders(db: Database, query: DeskOrderQuery): Promise<AdminOrder[]> {
  const rows = selectDeskOrders(db).where((eb) => {
    if ('id' in query) return eb('invoices.id', '=', query.id)
    const { orderNumber, phoneDigits } = query
    return eb.or([
      ...(orderNumber ? [eb('invoices.order_number', '=', orderNumber)] : []),
      ...(phoneDigits ? [eb('users.user_name', 'like', `%${phoneDigits}%`)] : []),
    ])
  })
  const found = await rows
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(DESK_SEARCH_LIMIT)
    .execute()
  return found.map(toDeskOrder)
}

/**
 * The shop's latest orders for the desk, newest first, DESK_SEARCH_LIMIT from `skip`, and whether
 * older ones follow.
 */
export async function latestDeskOrders(
  db: Database,
  skip: number,
): Promise<{ orders: AdminOrder[]; more: boolean }> {
  // One row past the page says whether another page follows without counting every order.
  const rows = await selectDeskOrders(db)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .offset(skip)
    .limit(DESK_SEARCH_LIMIT + 1)
    .execute()
  return {
    orders: rows.slice(0, DESK_SEARCH_LIMIT).map(toDeskOrder),
    more: rows.length > DESK_SEARCH_LIMIT,
  }
}

/**
 * The paid orders still waiting for the supplier that an operator should look at: flagged, or
 * paid before `paidBefore`; the longest waiting first.
 */
export async function findSupplierQueue(
  db: Database,
  { paidBefore }: { paidBefore: Date },
): Promise<SupplierQueueOrder[]> {
  const rows = await selectDeskOrders(db)
    .where('invoices.status', '=', 'RUNNING')
    .where((eb) =>
      eb.or([eb('invoices.flagged_at', 'is not', null), eb('invoices.paid_at', '<=', paidBefore)]),
    )
    .orderBy('invoices.paid_at')
    .orderBy('invoices.id')
    .limit(SUPPLIER_QUEUE_LIMIT)
    .execute()
  return rows.map(toSupplierQueueOrder)
}

/** One order as the supplier queue shows it, whatever its status now. */
export async function findSupplierQueueOrder(
  db: Database,
  id: string,
): Promise<SupplierQueueOrder | undefined> {
  const row = await selectDeskOrders(db).where('invoices.id', '=', id).executeTakeFirst()
  return row && toSupplierQueueOrder(row)
}

export function findInvoiceByIdempotencyKey(
  db: Database,
  customerId: string,
  idempotencyKey: string,
): Promise<InvoiceRecord | undefined> {
  return selectInvoices(db)
    .where('invoices.customer_id', '=', customerId)
    .where('invoices.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst()
}

export interface InvoicePageQuery {
  customerId: string
  kind: ProductKind | undefined
  limit: number
  skip: number
}

/** One page of a customer's invoices, newest first, with the count of all of them. */
export async function listInvoicesOf(
  db: Database,
  { customerId, kind, limit, skip }: InvoicePageQuery,
): Promise<{ data: Invoice[]; total: number }> {
  let rows = selectInvoices(db).where('invoices.customer_id', '=', customerId)
  let count = db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('customer_id', '=', customerId)
  if (kind) {
    rows = rows.where('invoices.kind', '=', kind)
    count = count.where('kind', '=', kind)
  }
  const [page, { total }] = await Promise.all([
    rows
      .orderBy('invoices.created_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(limit)
      .offset(skip)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ])
  return { data: page.map(toInvoice), total }
}
