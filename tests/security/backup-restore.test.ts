import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { serveBackups } from '#server/src/backup/backup-socket.ts'
import type { DatabaseConfig } from '#server/src/config.ts'
import { openDatabase, type Database } from '#server/src/db/database.ts'
import { textMessage } from '../server/chat/fixtures.ts'
import {
  addVoucherCodes,
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  sendBankNotice,
  waitingTopup,
  walletState,
  type Customer,
  type PurchaseRequest,
} from '../server/shop/fixtures.ts'
import { createTestClient } from '../server/support/http-client.ts'
import { processing } from '../server/support/scripted-supplier.ts'
import { runServerScript } from '../server/support/server-scripts.ts'
import { openTestDatabase } from '../server/support/test-database.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'

// The restore drill (docs/operations.md): a shop with customers, top-ups, purchases delivered,
// waiting and refunded, chats and an operator's audit is backed up with `npm run backup` while
// customers keep buying and writing, wiped, restored with `npm run restore`, and every row that
// holds money or messages comes back as it was; then the restored shop serves again. On the
// embedded database always, and on PostgreSQL when DATABASE_URL names one (as `npm test` does).

/** Where the drill keeps a shop's database, and how the operator's commands reach it. */
interface DrillDatabase {
  config: DatabaseConfig
  /** The commands' DATA_DIR and DATABASE_URL (server-scripts.ts). */
  commands: { dataDir: string; databaseUrl?: string }
  open: () => Promise<Database>
  /** Loses the database, as a broken disk or a dropped database would. */
  wipe: (db: Database) => Promise<void>
  /** Once the drill is over. */
  dispose: () => Promise<void>
}

async function embeddedDatabase(): Promise<DrillDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-drill-'))
  const config: DatabaseConfig = { kind: 'pglite', dataDir: join(dataDir, 'db') }
  return {
    config,
    commands: { dataDir },
    open: () => openDatabase(config),
    wipe: async (db) => {
      await db.destroy()
      await rm(join(dataDir, 'db'), { recursive: true, force: true })
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  }
}

async function postgresDatabase(): Promise<DrillDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-drill-'))
  const fresh = await openTestDatabase()
  if (fresh.databaseConfig.kind !== 'postgres') throw new Error('DATABASE_URL is not set')
  const { url } = fresh.databaseConfig
  return {
    config: fresh.databaseConfig,
    commands: { dataDir, databaseUrl: url },
    open: () => openDatabase(fresh.databaseConfig),
    wipe: async (db) => {
      await sql`drop schema public cascade`.execute(db)
      await sql`create schema public`.execute(db)
      await db.destroy()
    },
    dispose: async () => {
      // Drops the drill's database.
      await fresh.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

const kinds: { name: string; make: () => Promise<DrillDatabase> }[] = [
  { name: 'the embedded database', make: embeddedDatabase },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', make: postgresDatabase }] : []),
]

/** Every row of every table of the shop, by table and row id (the whole row where there is none). */
type Snapshot = Map<string, Map<string, string>>

async function snapshot(db: Database): Promise<Snapshot> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  const result: Snapshot = new Map()
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    )
    result.set(
      name,
      new Map(rows.map((row) => [String(row.id ?? JSON.stringify(row)), JSON.stringify(row)])),
    )
  }
  return result
}

let cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

describe.each(kinds)('backup and restore on $name', ({ make }) => {
  test(
    'a shop backed up while it serves is restored whole, refuses a second restore over it, and serves again',
    { tags: ['faults'], timeout: 240_000 },
    async () => {
      const database = await make()
      cleanups.push(database.dispose)
      const tokenSecret = randomBytes(32).toString('base64url')
      let db = await database.open()
      let server = await startTestServer({
        database: { db, databaseConfig: database.config },
        config: { tokenSecret },
      })
      // As main.ts does: the running shop answers `npm run backup` on the embedded database.
      let stopServingBackups = await serveBackups(db, database.config, server.app.log)
      // Whatever stands when the test ends (a failure may leave the first shop closed already).
      cleanups.push(async () => {
        await stopServingBackups()
        await server.close().catch(() => {})
        await db.destroy().catch(() => {})
      })

      const shop = await seedShop(server)
      const before = await snapshot(db)

      // A customer buys vouchers and writes to the group while the backup is taken.
      const backupFile = join(database.commands.dataDir, 'shop.backup')
      let backingUp = true
      const load = customerKeepsBuying(shop.busy, shop.voucher, () => backingUp)
      const backup = await runServerScript('backup.ts', [backupFile], database.commands)
      backingUp = false
      const answers = await load
      expect(backup.out).toContain(`to ${backupFile}`)
      expect(backup.code).toBe(0)
      expect(answers.length).toBeGreaterThan(0)
      expect(answers.filter((status) => status !== 200)).toEqual([])
      const after = await snapshot(db)

      await stopServingBackups()
      await server.close()
      await database.wipe(db)

      const restore = await runServerScript('restore.ts', [backupFile], database.commands)
      expect(restore.out).toContain('Restored')
      expect(restore.code).toBe(0)
      const again = await runServerScript('restore.ts', [backupFile], database.commands)
      expect(again.out).toContain('--replace')
      expect(again.code).toBe(1)

      db = await database.open()
      const restored = await snapshot(db)
      expectRestoredWhole(restored, before, after, shop.busy.walletId)
      await expectLedgersBalance(db)
      await expectPurchasesWhole(db, shop.busy)

      server = await startTestServer({
        database: { db, databaseConfig: database.config },
        config: { tokenSecret },
      })
      stopServingBackups = await serveBackups(db, database.config, server.app.log)
      // The customer's session from before the backup, on the restored shop.
      const buyer = { ...shop.buyer, api: createTestClient(server.baseUrl, shop.buyer.token) }
      const balance = (await walletState(db, buyer.walletId)).balance
      const { response } = await buy(buyer, '/api/v1/voucher-invoice', shop.voucherOrder(buyer))
      expect(response.status).toBe(200)
      expect(await walletState(db, buyer.walletId)).toEqual({
        balance: balance - VOUCHER_PRICE,
        ledger: balance - VOUCHER_PRICE,
      })
      const chat = await buyer.api.POST('/api/v1/chat', {
        body: textMessage('back again', 'ADMIN'),
      })
      expect(chat.response.status).toBe(200)
    },
  )
})

const VOUCHER_PRICE = 10_000
const GAME_PRICE = 25_000

/**
 * Through the API: an operator; a customer with a paid top-up and a waiting one, a delivered game
 * top-up, a refunded one (the operator's audit entry), a waiting one and a voucher; chats both ways
 * and in the group; and a second customer with money to keep buying during the backup.
 */
async function seedShop(server: TestServer) {
  const operator = await createCustomer(server, { role: 'ADMIN' })
  const category = await createCategory(server.db, 1)
  const gameId = await createProduct(server.db, category)
  const gamePacket = await createPacket(server.db, gameId, GAME_PRICE)
  const voucherId = await createProduct(server.db, category, { kind: 'VOUCHER' })
  const voucherPacket = await createPacket(server.db, voucherId, VOUCHER_PRICE)
  await addVoucherCodes(server.db, voucherPacket, 40)
  const voucherOrder = (customer: Customer): PurchaseRequest => ({
    voucherId,
    packetId: voucherPacket,
    walletId: customer.walletId,
    inputAboutInfo: [],
  })
  const gameOrder = (customer: Customer) => ({
    gameId,
    packetId: gamePacket,
    walletId: customer.walletId,
    inputAboutInfo: [{ name: 'Player ID', value: '1234567' }],
  })

  const buyer = await createCustomer(server, { balance: 20_000 })
  const paid = await waitingTopup(server, buyer, 100_000)
  const notice = await sendBankNotice(server, {
    transactionId: `TX${randomUUID()}`,
    billNumber: paid.billNumber,
    amount: paid.amount,
    currency: 'LAK',
    paidAt: new Date().toISOString(),
  })
  expect(notice.status).toBe(200)
  await waitingTopup(server, buyer, 30_000)

  const delivered = await buy(buyer, '/api/v1/game-invoice', gameOrder(buyer))
  const refunded = await buy(buyer, '/api/v1/game-invoice', gameOrder(buyer))
  const refund = await operator.api.POST('/api/v1/admin/orders/{id}/refund', {
    params: { path: { id: refunded.data!.data._id } },
    body: { reason: 'Never delivered' },
  })
  server.supplier.scriptDefault(processing)
  const waiting = await buy(buyer, '/api/v1/game-invoice', gameOrder(buyer))
  const voucher = await buy(buyer, '/api/v1/voucher-invoice', voucherOrder(buyer))
  expect(
    [delivered, refunded, refund, waiting, voucher].map(({ response }) => response.status),
  ).toEqual([200, 200, 200, 200, 200])
  expect([delivered, waiting].map(({ data }) => data?.data.status)).toEqual(['SUCCESS', 'RUNNING'])

  const chats = [
    await buyer.api.POST('/api/v1/chat', { body: textMessage('where is my top-up?', 'ADMIN') }),
    await operator.api.POST('/api/v1/chat', {
      body: { ...textMessage('on its way', 'ADMIN'), customerId: buyer.id },
    }),
    await buyer.api.POST('/api/v1/chats-group', { body: textMessage('hello all') }),
  ]
  expect(chats.map(({ response }) => response.status)).toEqual([200, 200, 200])

  const busy = await createCustomer(server, { balance: 20 * VOUCHER_PRICE })
  return { buyer, busy, voucher: voucherOrder(busy), voucherOrder }
}

/**
 * The busy customer's requests while `going()`, four a second: a voucher each time (20 at most,
 * what the wallet holds), a group message each second (the chat's limit is 20 in 10 s) and a read
 * of the group. Their statuses.
 */
async function customerKeepsBuying(
  customer: Customer,
  order: PurchaseRequest,
  going: () => boolean,
): Promise<number[]> {
  const statuses: number[] = []
  for (let turn = 0; going(); turn += 1) {
    const status = ({ response }: { response: Response }) => response.status
    const [answers] = await Promise.all([
      Promise.all([
        ...(turn < 20 ? [buy(customer, '/api/v1/voucher-invoice', order).then(status)] : []),
        ...(turn % 4 === 0
          ? [
              customer.api
                .POST('/api/v1/chats-group', { body: textMessage(`message ${turn}`) })
                .then(status),
            ]
          : []),
        customer.api.GET('/api/v1/chats-group', {}).then(status),
      ]),
      new Promise((resolve) => setTimeout(resolve, 250)),
    ])
    statuses.push(...answers)
  }
  return statuses
}

/**
 * Every row of the shop before the backup is back, and every row restored is one the shop held
 * before or after it, unchanged: nothing lost, nothing invented, nothing half-written. The busy
 * customer's wallet row changed with each voucher: its balance is checked against its ledger.
 */
function expectRestoredWhole(
  restored: Snapshot,
  before: Snapshot,
  after: Snapshot,
  busyWalletId: string,
) {
  expect([...restored.keys()].sort()).toEqual([...before.keys()].sort())
  for (const [table, rows] of before) {
    const back = restored.get(table)!
    const missing = [...rows.keys()].filter((id) => !back.has(id))
    expect(missing, `rows of ${table} lost`).toEqual([])
    const unlike = [...back].filter(
      ([id, row]) =>
        id !== busyWalletId && row !== rows.get(id) && row !== after.get(table)?.get(id),
    )
    expect(unlike, `rows of ${table} not as the shop held them`).toEqual([])
  }
}

async function expectLedgersBalance(db: Database) {
  const wallets = await db.selectFrom('wallets').select('id').execute()
  for (const { id } of wallets) {
    const { balance, ledger } = await walletState(db, id)
    expect(balance, `wallet ${id}`).toBe(ledger)
  }
}

/** Each voucher the busy customer bought before the copy is back with its debit and its code. */
async function expectPurchasesWhole(db: Database, busy: Customer) {
  const orders = await db
    .selectFrom('invoices')
    .select('id')
    .where('customer_id', '=', busy.id)
    .execute()
  const debits = await db
    .selectFrom('wallet_entries')
    .select('ref_id')
    .where('wallet_id', '=', busy.walletId)
    .where('reason', '=', 'PURCHASE')
    .execute()
  const codes = await db
    .selectFrom('voucher_codes')
    .innerJoin('invoices', 'invoices.id', 'voucher_codes.invoice_id')
    .select('voucher_codes.invoice_id')
    .where('invoices.customer_id', '=', busy.id)
    .execute()
  const ids = orders.map(({ id }) => id).sort()
  expect(debits.map(({ ref_id }) => ref_id).sort()).toEqual(ids)
  expect(codes.map(({ invoice_id }) => invoice_id).sort()).toEqual(ids)
}
