import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * How the test server answers the next new orders: a final status, pending until settled, a refusal
 * with Digiflazz's response code, or no answer in time ('slow'), a 502 ('down') or a body that is
 * not JSON ('garbage').
 */
export type DigiflazzBehaviour =
  | { status: 'success' | 'pending' }
  | { status: 'failed'; rc: string }
  | { status: 'slow' | 'down' | 'garbage' }

export interface HeldOrder {
  ref_id: string
  buyer_sku_code: string
  customer_no: string
  status: 'Sukses' | 'Pending' | 'Gagal'
  rc: string
  sn: string
  message: string
}

export interface DigiflazzTestServer {
  /** The base URL, ending in /v1, as SUPPLIER_URL holds it. */
  url: string
  username: string
  apiKey: string
  webhookSecret: string
  /** Orders by ref_id: one per reference, however often it was sent. */
  orders: Map<string, HeldOrder>
  /** Orders made: a repeated reference is answered from the order it names, and not counted. */
  created: number
  /** Transaction requests received, repeats included. */
  transactions: number
  /** Requests whose signature did not check out (each refused with rc 41). */
  forged: number
  deposit: number
  /** Applies to the next new orders (and, for slow/down/garbage, to every request) until changed. */
  behave(behaviour: DigiflazzBehaviour): void
  /** Ends a pending order, as the seller's answer would. */
  settle(refId: string, status: 'Sukses' | 'Gagal', rc: string): HeldOrder
  /** The webhook Digiflazz would send about this order: its raw body and headers. */
  webhookFor(
    refId: string,
    spelling?: 'id' | 'en',
  ): { rawBody: string; headers: Record<string, string> }
  close(): Promise<void>
}

const ENGLISH_STATUS = { Sukses: 'Success', Pending: 'Processing', Gagal: 'Failed' } as const

/** Digiflazz's signature, written here from its docs rather than taken from the adapter. */
function md5(text: string): string {
  return createHash('md5').update(text).digest('hex')
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * A small Digiflazz buyer API on 127.0.0.1: it checks the signature of every request and refuses
 * a wrong one (rc 41) as Digiflazz does, holds orders by ref_id so a repeat is a status check, and
 * writes the signed webhook Digiflazz would send.
 */
export async function startDigiflazzTestServer(): Promise<DigiflazzTestServer> {
  const username = 'test-buyer'
  const apiKey = 'test-api-key-0123456789'
  const webhookSecret = 'test-webhook-secret'
  const orders = new Map<string, HeldOrder>()
  let behaviour: DigiflazzBehaviour = { status: 'success' }
  let serials = 0

  const state = {
    created: 0,
    transactions: 0,
    forged: 0,
    deposit: 1_234_567.5,
  }

  function signed(body: Record<string, unknown>, suffix: string): boolean {
    const ok = body.username === username && body.sign === md5(`${username}${apiKey}${suffix}`)
    if (!ok) state.forged += 1
    return ok
  }

  function transaction(body: Record<string, unknown>, response: ServerResponse) {
    const refId = String(body.ref_id ?? '')
    state.transactions += 1
    if (!signed(body, refId)) {
      return send(response, 400, {
        data: { ref_id: refId, status: 'Gagal', rc: '41', message: 'Signature Anda salah' },
      })
    }
    let order = orders.get(refId)
    if (!order) {
      const base = {
        ref_id: refId,
        buyer_sku_code: String(body.buyer_sku_code),
        customer_no: String(body.customer_no),
      }
      if (behaviour.status === 'success') {
        serials += 1
        order = { ...base, status: 'Sukses', rc: '00', sn: `SN${serials}`, message: 'Sukses' }
      } else if (behaviour.status === 'pending') {
        order = { ...base, status: 'Pending', rc: '03', sn: '', message: 'Transaksi Pending' }
      } else {
        const rc = behaviour.status === 'failed' ? behaviour.rc : '02'
        order = { ...base, status: 'Gagal', rc, sn: '', message: `Gagal rc ${rc}` }
      }
      orders.set(refId, order)
      state.created += 1
    }
    send(response, 200, { data: { ...order, price: 10_000, buyer_last_saldo: state.deposit } })
  }

  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      if (behaviour.status === 'slow') return // never answers: the caller's timeout decides
      if (behaviour.status === 'down') return send(response, 502, { message: 'Bad Gateway' })
      if (behaviour.status === 'garbage') {
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>')
      }
      if (!body) return send(response, 400, { data: { rc: '40', message: 'Payload Error' } })
      if (request.url === '/v1/transaction') return transaction(body, response)
      if (request.url === '/v1/cek-saldo') {
        if (body.cmd !== 'deposit' || !signed(body, 'depo')) {
          return send(response, 400, { data: { rc: '41', message: 'Signature Anda salah' } })
        }
        return send(response, 200, { data: { deposit: state.deposit } })
      }
      send(response, 404, { message: 'Not Found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    username,
    apiKey,
    webhookSecret,
    orders,
    get created() {
      return state.created
    },
    get transactions() {
      return state.transactions
    },
    get forged() {
      return state.forged
    },
    get deposit() {
      return state.deposit
    },
    behave(next) {
      behaviour = next
    },
    settle(refId, status, rc) {
      const order = orders.get(refId)
      if (!order) throw new Error(`No order ${refId}`)
      serials += 1
      const delivered = status === 'Sukses'
      Object.assign(order, {
        status,
        rc,
        sn: delivered ? `SN${serials}` : '',
        message: delivered ? 'Sukses' : `Gagal rc ${rc}`,
      })
      return order
    },
    webhookFor(refId, spelling = 'id') {
      const order = orders.get(refId)
      if (!order) throw new Error(`No order ${refId}`)
      const status = spelling === 'en' ? ENGLISH_STATUS[order.status] : order.status
      const rawBody = JSON.stringify({ data: { ...order, status, trx_id: `trx-${refId}` } })
      return {
        rawBody,
        headers: {
          'x-digiflazz-event': 'update',
          'x-digiflazz-delivery': `delivery-${refId}`,
          'x-hub-signature': `sha1=${createHmac('sha1', webhookSecret).update(rawBody).digest('hex')}`,
          'user-agent': 'Digiflazz-Hookshot',
          'content-type': 'application/json',
        },
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
