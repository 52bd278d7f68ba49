import { randomUUID } from 'node:crypto'
import { jsonb } from '../../db/jsonb.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { countPurchase } from '../../observability/shop-metrics.ts'
import { lockWallet, moveMoney } from '../wallet/wallet-ledger.ts'
import {
  findInvoiceById,
  findInvoiceByIdempotencyKey,
  type InvoiceRecord,
} from './invoice-store.ts'
import type { PreparedOrder } from './prepare-order.ts'
import { supplierRefusedError } from './supplier-refusal-error.ts'

export interface OrderPlacement {
  customerId: string
  walletId: string
  idempotencyKey: string
  requestHash: string
  order: PreparedOrder
  /** The game packet's code at the supplier; null for a voucher. */
  supplierSku: string | null
}

/** What a purchase answers: the invoice and the balance it left. */
export interface PlacedOrder {
  invoice: InvoiceRecord
  walletAmount: number
}

/**
 * Pays for an order in one transaction: the debit with its ledger entry, the voucher code and the
 * invoice all commit together or not at all. The wallet row is locked first, so one customer's
 * purchases (and retries of one purchase) are decided one after another, on PostgreSQL as on PGlite.
 * A voucher is delivered here, from the shop's own stock. A game order commits RUNNING, due at once
 * for the supplier, who is asked only after the commit (supplier-delivery.ts): no call to the
 * outside world holds the wallet's lock, and an order whose call never happens is found by the
 * supplier job. A purchase is counted in the metrics once its transaction committed.
 */
export async function placeOrder(
  { db, clock, metrics }: Pick<ServerDeps, 'db' | 'clock' | 'metrics'>,
  { customerId, walletId, idempotencyKey, requestHash, order, supplierSku }: OrderPlacement,
): Promise<PlacedOrder> {
  // A retry that finds the first attempt's invoice pays nothing, and is not counted again.
  let paid = false
  const placed = await db.transaction().execute(async (trx) => {
    const balance = await lockWallet(trx, { walletId, ownerId: customerId })
    if (balance === undefined) throw new ApiError(403, 'WALLET_MISMATCH')

    // A retry that waited for the lock finds the first attempt's invoice here.
    const earlier = await findInvoiceByIdempotencyKey(trx, customerId, idempotencyKey)
    if (earlier) return replay(earlier, requestHash, balance)

    const { product, packet, accountFields, serverName } = order
    const invoiceId = randomUUID()
    const now = clock.now()
    // Refused (409 AMOUNT_IS_NOT_ENOUGH) when the balance does not cover the price.
    const balanceAfter = await moveMoney(trx, {
      walletId,
      move: { reason: 'PURCHASE', invoiceId, amount: packet.amount },
      at: now,
    })

    const voucherCode =
      product.kind === 'VOUCHER'
        ? await trx
            .selectFrom('voucher_codes')
            .select(['id', 'code', 'ref2'])
            .where('packet_id', '=', packet.id)
            .where('invoice_id', 'is', null)
            .orderBy('created_at')
            .orderBy('id')
            .limit(1)
            // Concurrent buyers of one packet each take a different code instead of queueing.
            .forUpdate()
            .skipLocked()
            .executeTakeFirst()
        : undefined
    if (product.kind === 'VOUCHER' && !voucherCode)
      throw new ApiError(409, 'CARD_NOT_ENOUGH_IN_STOCK')

    const game = product.kind === 'GAME'
    await trx
      .insertInto('invoices')
      .values({
        id: invoiceId,
        customer_id: customerId,
        product_id: product.id,
        packet_id: packet.id,
        kind: product.kind,
        input_about_info: jsonb(accountFields),
        server_name: serverName,
        amount: packet.amount,
        status: game ? 'RUNNING' : 'SUCCESS',
        voucher_code: voucherCode?.code ?? null,
        cashcard_ref2: voucherCode?.ref2 ?? null,
        idempotency_key: idempotencyKey,
        request_hash: requestHash,
        wallet_amount_after: balanceAfter,
        paid_at: now,
        delivered_at: game ? null : now,
        ...(game && {
          supplier_sku: supplierSku,
          // The supplier's customer number: the account fields in the product's order, joined
          // (a Mobile Legends user id then its zone id).
          supplier_customer_no: accountFields.map((field) => field.value).join(''),
          next_supplier_check_at: now,
        }),
        created_at: now,
      })
      .execute()
    if (voucherCode) {
      await trx
        .updateTable('voucher_codes')
        .set({ invoice_id: invoiceId })
        .where('id', '=', voucherCode.id)
        .execute()
    }
    paid = true
    return { invoice: await findInvoiceById(trx, invoiceId), walletAmount: balanceAfter }
  })
  if (paid) countPurchase(metrics, placed.invoice.kind, placed.invoice.amount)
  return placed
}

/**
 * The first attempt's result for a retry with the same body; a reused key with another body is
 * refused. An order the supplier refused answers its refusal again, with the balance as it is now
 * (the refund came after the purchase's balance). An order refunded since (an operator's refund)
 * answers its invoice as it stands, CANCEL, also with the balance as it is now: the balance the
 * purchase left would hide the refund from the screen that retried. `currentBalance` stands in
 * otherwise only for invoices recorded without their balance.
 */
export function replay(
  earlier: InvoiceRecord,
  requestHash: string,
  currentBalance: number,
): PlacedOrder {
  if (earlier.request_hash !== requestHash) {
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another purchase',
    )
  }
  if (earlier.supplier_refusal) {
    throw supplierRefusedError(earlier.id, earlier.supplier_refusal, currentBalance)
  }
  if (earlier.refunded_at) return { invoice: earlier, walletAmount: currentBalance }
  return { invoice: earlier, walletAmount: earlier.wallet_amount_after ?? currentBalance }
}
