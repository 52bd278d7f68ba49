import type { Transaction } from 'kysely'
import { randomUUID } from 'node:crypto'
import { jsonb } from '../db/jsonb.ts'
import type { RecordedAccountField, Tables } from '../db/tables.ts'
import { moveMoney, openWallet } from '../modules/wallet/wallet-ledger.ts'
import type { When } from './demo-time.ts'
import type { SeededProduct } from './insert-catalogue.ts'
import { planMoney, type PlannedStep } from './money-plan.ts'
import { avatarPath, type PersonSeed } from './people.ts'

export interface SeededPerson {
  id: string
  seed: PersonSeed
  image: string | null
}

const minute = 60 * 1000
const qrLifetime = 15 * minute

/**
 * Inserts each person with a wallet and their money history: top-ups and invoices (voucher codes
 * taken from stock), each credit and debit moved through the wallet's ledger as the shop moves them.
 */
export async function insertPeople(
  trx: Transaction<Tables>,
  people: { seed: PersonSeed; passwordHash: string }[],
  context: { now: Date; dateOf: (when: When) => Date; products: Map<string, SeededProduct> },
): Promise<Map<string, SeededPerson>> {
  const seeded = new Map<string, SeededPerson>()
  for (const { seed, passwordHash } of people) {
    const image = seed.avatar ? avatarPath(seed) : null
    const { id } = await trx
      .insertInto('users')
      .values({
        user_name: seed.phone,
        full_name: seed.fullName,
        email: null,
        image,
        role: seed.role,
        password_hash: passwordHash,
        google_sub: null,
        status: seed.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const steps = planMoney(seed, context.dateOf, context.products)
    const walletId = await openWallet(trx, id)
    for (const step of steps)
      await insertStep(trx, { userId: id, walletId, now: context.now }, step)
    seeded.set(seed.key, { id, seed, image })
  }
  return seeded
}

async function insertStep(
  trx: Transaction<Tables>,
  owner: { userId: string; walletId: string; now: Date },
  step: PlannedStep,
): Promise<void> {
  if (step.kind === 'topup') {
    const { event, at } = step
    const paidAt = new Date(Math.min(at.getTime() + minute, owner.now.getTime()))
    const { id } = await trx
      .insertInto('topups')
      .values({
        user_id: owner.userId,
        wallet_id: owner.walletId,
        old_amount: step.oldAmount,
        amount: event.amount,
        current_amount: step.currentAmount,
        status: event.status,
        money_type: event.moneyType,
        // Past QR codes are spent: keeping them would let the bank simulator pay them again.
        qr_code: null,
        expires_at: event.moneyType === 'BANK' ? new Date(at.getTime() + qrLifetime) : null,
        paid_at: event.status === 'SUCCESS' ? paidAt : null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (event.status === 'SUCCESS') {
      await moveMoney(trx, {
        walletId: owner.walletId,
        move: { reason: 'TOPUP', topupId: id, amount: event.amount },
        at: paidAt,
      })
    }
    return
  }

  const { event, at, product, packet } = step
  const stockCode =
    product.kind === 'VOUCHER' && step.debited
      ? await trx
          .selectFrom('voucher_codes')
          .select(['id', 'code', 'ref2'])
          .where('packet_id', '=', packet.id)
          .where('invoice_id', 'is', null)
          .limit(1)
          .executeTakeFirstOrThrow()
      : undefined
  const { id: invoiceId } = await trx
    .insertInto('invoices')
    .values({
      customer_id: owner.userId,
      product_id: product.id,
      packet_id: packet.id,
      kind: product.kind,
      input_about_info: jsonb<RecordedAccountField[]>(recordedFields(product, event.inputs)),
      server_name: event.server ?? null,
      amount: packet.amount,
      status: event.status,
      note: event.note ?? null,
      voucher_code: stockCode?.code ?? null,
      cashcard_ref2: stockCode?.ref2 ?? null,
      // Never requested over HTTP, so a random key can never be replayed; there is no body to hash.
      idempotency_key: randomUUID(),
      request_hash: 'seed',
      // The steps of the order's timeline, as a provider would have answered a minute later.
      paid_at: step.debited ? at : null,
      delivered_at: event.status === 'SUCCESS' ? stepAfter(at, owner.now) : null,
      refused_at: event.status === 'CANCEL' ? stepAfter(at, owner.now) : null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (stockCode) {
    await trx
      .updateTable('voucher_codes')
      .set({ invoice_id: invoiceId })
      .where('id', '=', stockCode.id)
      .execute()
  }
  if (step.debited) {
    await moveMoney(trx, {
      walletId: owner.walletId,
      move: { reason: 'PURCHASE', invoiceId, amount: packet.amount },
      at,
    })
  }
}

/** A minute after `at`, or now when that is still to come. */
function stepAfter(at: Date, now: Date): Date {
  return new Date(Math.min(at.getTime() + minute, now.getTime()))
}

/** The product's account fields with the values a seeded purchase gives them by English name. */
function recordedFields(
  product: SeededProduct,
  inputs: { name: string; value: string }[],
): RecordedAccountField[] {
  return product.fields.map(({ name, nameTh, nameEn }) => {
    const value = inputs.find((input) => input.name === (nameEn ?? name))?.value
    if (value === undefined) throw new Error(`A seeded purchase leaves ${nameEn ?? name} empty`)
    return { name, nameTh, nameEn, value }
  })
}
