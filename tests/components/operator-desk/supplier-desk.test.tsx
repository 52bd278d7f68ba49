import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '#contract/schema'
import { admin, renderApp } from '../shell/render-app'

type SupplierQueueOrder = components['schemas']['SupplierQueueOrder']

const ORDER_ID = '5a1c3e7f-2b4d-4f6a-8c0e-9d1b3f5a7c2e'

const waitingOrder: SupplierQueueOrder = {
  _id: ORDER_ID,
  orderNumber: 'K7M2QZ4W',
  kind: 'GAME',
  gameId: { _id: 'g1', name: 'ROV', nameTh: 'ROV', nameEn: 'ROV', type: 'GAME' },
  packetId: {
    _id: 'p1',
    name: '100 coupons',
    nameTh: '100 คูปอง',
    nameEn: '100 coupons',
    amount: 25_000,
  },
  serverName: null,
  inputAboutInfo: [{ name: 'ໄອດີຜູ້ຫຼິ້ນ', nameTh: 'ไอดีผู้เล่น', nameEn: 'Player ID', value: '5550001' }],
  cashcard_ref2: null,
  code: null,
  status: 'RUNNING',
  created_at: '2030-07-01T02:00:00.000Z',
  customer: { _id: 'c1', fullName: 'Noy Sisouk', phone: '2055550001' },
  refundedAt: null,
  refundReason: null,
  paidAt: '2030-07-01T02:00:00.000Z',
  flaggedAt: '2030-07-01T02:15:00.000Z',
  supplierAttempts: 4,
  supplierMessage: 'Pending',
}

interface Sent {
  method: string
  path: string
  body: unknown
}

/** A desk backend: the queue, the balance, and the answers the test gives the three actions. */
function deskBackend({
  balance = { status: 200, body: { balance: 400_000, threshold: 500_000, low: true } },
  actions = {},
}: {
  balance?: { status: number; body: unknown }
  actions?: Record<string, { status: number; body: unknown }>
} = {}) {
  const sent: Sent[] = []
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    const text = request.method === 'GET' ? '' : await request.text()
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined })
    if (path === '/api/v1/admin/supplier-orders') {
      return json(200, { data: [waitingOrder], waitingAfterMinutes: 5 })
    }
    if (path === '/api/v1/admin/supplier-balance') return json(balance.status, balance.body)
    const action = actions[`${request.method} ${path}`]
    if (action) return json(action.status, action.body)
    return json(404, { code: 'NOT_FOUND' })
  }
  return { fetch: fetch as typeof globalThis.fetch, sent }
}

async function openSupplierDesk(backend: ReturnType<typeof deskBackend>) {
  const view = await renderApp('/admin/supplier', {
    user: admin,
    locale: 'en',
    fetch: backend.fetch,
  })
  const row = await screen.findByRole(
    'listitem',
    { name: /ROV · 100 coupons/ },
    { timeout: 15_000 },
  )
  return { ...view, row }
}

// The first render loads the whole app's code, which takes a few seconds in the test document.
describe('the supplier desk', { timeout: 20_000 }, () => {
  it('shows the waiting order with what the operator needs, and warns of a low balance', async () => {
    const { row } = await openSupplierDesk(deskBackend())
    expect(row).toHaveTextContent('Noy Sisouk')
    // The account field in the operator's language, and the short number, not the long id.
    expect(row).toHaveTextContent('Player ID: 5550001')
    expect(row).not.toHaveTextContent('ໄອດີຜູ້ຫຼິ້ນ')
    expect(within(row).getByRole('button', { name: 'Copy K7M2QZ4W' })).toBeVisible()
    expect(row).not.toHaveTextContent(ORDER_ID)
    expect(row).toHaveTextContent('Supplier asked 4 times')
    expect(row).toHaveTextContent('The supplier last said: Pending')
    expect(row).toHaveTextContent('Still unsettled 15 minutes after payment')
    expect(screen.getByRole('alert')).toHaveTextContent('The balance is below the threshold')
    expect(screen.getByLabelText('Warn when the balance is below')).toHaveValue('500000')
  })

  it('refunds only after a reason and a confirmation that says whose money moves', async () => {
    const refunded = { outcome: 'REFUNDED', walletAmount: 40_000, data: waitingOrder }
    const backend = deskBackend({
      actions: {
        [`POST /api/v1/admin/supplier-orders/${ORDER_ID}/refund`]: { status: 200, body: refunded },
      },
    })
    const { row, user } = await openSupplierDesk(backend)
    await user.click(within(row).getByRole('button', { name: 'Refund' }))
    await user.click(within(row).getByRole('button', { name: 'Next' }))
    expect(within(row).getByText('Please give the reason for the refund')).toBeVisible()
    await user.type(within(row).getByRole('textbox'), 'The supplier lost the order')
    await user.click(within(row).getByRole('button', { name: 'Next' }))
    expect(within(row).getByRole('group')).toHaveTextContent("to Noy Sisouk's wallet")
    expect(backend.sent.filter((request) => request.method === 'POST')).toEqual([])
    await user.click(within(row).getByRole('button', { name: 'Confirm the refund' }))
    expect(await within(row).findByRole('status')).toHaveTextContent('refunded')
    expect(backend.sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/v1/admin/supplier-orders/${ORDER_ID}/refund`,
        body: { reason: 'The supplier lost the order' },
      },
    ])
  })

  it('tells an order settled elsewhere first, and a check the supplier did not answer', async () => {
    const backend = deskBackend({
      actions: {
        [`POST /api/v1/admin/supplier-orders/${ORDER_ID}/check`]: {
          status: 503,
          body: { code: 'SUPPLIER_UNREACHABLE' },
        },
        [`POST /api/v1/admin/supplier-orders/${ORDER_ID}/deliver`]: {
          status: 409,
          body: { code: 'ORDER_NOT_RUNNING' },
        },
      },
    })
    const { row, user } = await openSupplierDesk(backend)
    await user.click(within(row).getByRole('button', { name: 'Check again' }))
    expect(await within(row).findByText(/cannot be reached/)).toBeVisible()

    await user.click(within(row).getByRole('button', { name: 'Mark delivered' }))
    await user.type(within(row).getByRole('textbox'), 'DF-REF-1234')
    await user.click(within(row).getByRole('button', { name: 'Next' }))
    expect(within(row).getByRole('group')).toHaveTextContent('reference DF-REF-1234')
    await user.click(within(row).getByRole('button', { name: 'Confirm delivered' }))
    expect(await within(row).findByRole('status')).toHaveTextContent('settled before')
  })

  it('keeps the queue when the supplier does not answer for the balance, and saves a threshold', async () => {
    const backend = deskBackend({
      balance: { status: 503, body: { code: 'SUPPLIER_UNREACHABLE' } },
      actions: {
        'PUT /api/v1/admin/supplier-balance/threshold': {
          status: 200,
          body: { threshold: 300_000 },
        },
      },
    })
    const { user } = await openSupplierDesk(backend)
    expect(screen.getByText(/The supplier cannot be reached/)).toBeVisible()
    const field = screen.getByLabelText('Warn when the balance is below')
    await user.clear(field)
    await user.type(field, '300000')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Threshold saved')).toBeVisible())
    expect(backend.sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/v1/admin/supplier-balance/threshold',
      body: { threshold: 300_000 },
    })
  })
})
