import { randomBytes } from 'node:crypto'
import {
  BALANCE_SIGN_SUFFIX,
  digiflazzSignHolds,
  type DigiflazzTransaction,
} from './digiflazz-protocol.ts'

/** How the demo supplier ends an order: its Digiflazz status, response code and message. */
interface DemoOutcome {
  status: 'Sukses' | 'Pending' | 'Gagal'
  rc: string
  message: string
}

const DELIVERED: DemoOutcome = { status: 'Sukses', rc: '00', message: 'Transaksi Sukses' }

/**
 * What the demo supplier does with an order, by how its customer number starts (the game account's
 * first field comes first in it): the first row that matches decides, and any other number is
 * delivered at once with a serial. The codes are Digiflazz's own, so each refusal the shop maps
 * can be seen: a pending order waits for a person on /dev/supplier.
 */
const DEMO_BEHAVIOUR: { startsWith: string; outcome: DemoOutcome }[] = [
  { startsWith: '888', outcome: { status: 'Pending', rc: '03', message: 'Transaksi Pending' } },
  { startsWith: '9991', outcome: { status: 'Gagal', rc: '44', message: 'Saldo tidak cukup' } },
  {
    startsWith: '9993',
    outcome: { status: 'Gagal', rc: '53', message: 'Produk Seller Sedang Tidak Tersedia' },
  },
  { startsWith: '999', outcome: { status: 'Gagal', rc: '54', message: 'Nomor Tujuan Salah' } },
]

/** The demo's deposit at "the supplier": it never runs out, since the demo never pays. */
const DEMO_DEPOSIT = 5_000_000

export interface DemoOrder extends DigiflazzTransaction {
  createdAt: Date
}

/** An answer in Digiflazz's shape: the HTTP status, and the body (always wrapped in `data`). */
export interface DemoAnswer {
  httpStatus: number
  body: {
    data:
      DigiflazzTransaction | { deposit: number } | { status: 'Gagal'; rc: string; message: string }
  }
}

function refused(httpStatus: number, rc: string, message: string): DemoAnswer {
  return { httpStatus, body: { data: { status: 'Gagal', rc, message } } }
}

/**
 * The demo supplier's books: its orders by ref_id, so a repeat is a status check, as at Digiflazz.
 * They are kept in memory: a stand-in for another company's system keeps nothing in the shop's
 * tables, which are the shop's own records; a restart forgets them, and the shop's next status
 * check then orders again under the same reference, which the demo answers as any new order.
 */
export function createDemoSupplier(credentials: { username: string; apiKey: string }) {
  const orders = new Map<string, DemoOrder>()

  function signedBy(body: Record<string, unknown>, suffix: string): boolean {
    return (
      body.username === credentials.username &&
      digiflazzSignHolds(body.sign, credentials.username, credentials.apiKey, suffix)
    )
  }

  return {
    /** POST /transaction: a new order, or the status of the one this ref_id named before. */
    transaction(body: unknown): DemoAnswer {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >
      const { ref_id, buyer_sku_code, customer_no } = fields
      if (
        typeof ref_id !== 'string' ||
        typeof buyer_sku_code !== 'string' ||
        typeof customer_no !== 'string' ||
        !ref_id ||
        !buyer_sku_code ||
        !customer_no
      ) {
        return refused(400, '40', 'Payload Error')
      }
      if (!signedBy(fields, ref_id)) return refused(400, '41', 'Signature Anda salah')
      let order = orders.get(ref_id)
      if (!order) {
        const outcome =
          DEMO_BEHAVIOUR.find((row) => customer_no.startsWith(row.startsWith))?.outcome ?? DELIVERED
        order = {
          ref_id,
          customer_no,
          buyer_sku_code,
          ...outcome,
          sn: outcome.status === 'Sukses' ? demoSerial() : '',
          createdAt: new Date(),
        }
        orders.set(ref_id, order)
      }
      return { httpStatus: 200, body: { data: transactionData(order) } }
    },

    /** POST /cek-saldo. */
    balance(body: unknown): DemoAnswer {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >
      if (fields.cmd !== 'deposit') return refused(400, '40', 'Payload Error')
      if (!signedBy(fields, BALANCE_SIGN_SUFFIX)) return refused(400, '41', 'Signature Anda salah')
      return { httpStatus: 200, body: { data: { deposit: DEMO_DEPOSIT } } }
    },

    /** Ends a pending order as a person chose; null when no pending order has this ref_id. */
    settle(refId: string, outcome: 'deliver' | 'fail'): DemoOrder | null {
      const order = orders.get(refId)
      if (!order || order.status !== 'Pending') return null
      Object.assign(
        order,
        outcome === 'deliver'
          ? { ...DELIVERED, sn: demoSerial() }
          : { status: 'Gagal', rc: '54', message: 'Nomor Tujuan Salah' },
      )
      return order
    },

    /** Newest first. */
    orders(): DemoOrder[] {
      return [...orders.values()].reverse()
    },
  }
}

export type DemoSupplier = ReturnType<typeof createDemoSupplier>

/** The `data` of an answer or a webhook about this order. */
export function transactionData(order: DemoOrder): DigiflazzTransaction {
  const { ref_id, customer_no, buyer_sku_code, message, status, rc, sn } = order
  return { ref_id, customer_no, buyer_sku_code, message, status, rc, sn }
}

function demoSerial(): string {
  return `DEMO${randomBytes(8).toString('hex').toUpperCase()}`
}
