import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { admin, renderApp } from '../shell/render-app'

type CouponBatch = components['schemas']['CouponBatch']

const operator = { _id: 'a1', fullName: 'Shop Admin', phone: '2055550000' }

const older: CouponBatch = {
  _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  amount: 20_000,
  count: 10,
  redeemed: 7,
  // The last day chosen, 31 July, ends at 23:59:59.999 in Vientiane.
  expiresAt: '2030-07-31T16:59:59.999Z',
  createdAt: '2030-07-01T03:00:00.000Z',
  createdBy: operator,
}

const minted = {
  batchId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  amount: 5_000,
  expiresAt: '2099-01-31T16:59:59.999Z',
  codes: ['ABCD-EFGH-JKMN', 'PQRS-TUVW-XYZ2'],
}

/** The coupons backend: the batches as stored, with the one the operator mints joining them. */
function couponsBackend() {
  const batches: CouponBatch[] = [older]
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    if (path === '/api/v1/admin/coupon-batches') return json(200, { data: batches })
    if (path === '/api/v1/admin/coupons' && request.method === 'POST') {
      batches.unshift({
        _id: minted.batchId,
        amount: minted.amount,
        count: minted.codes.length,
        redeemed: 0,
        expiresAt: minted.expiresAt,
        createdAt: '2030-07-02T03:00:00.000Z',
        createdBy: operator,
      })
      return json(200, minted)
    }
    return json(404, { code: 'NOT_FOUND' })
  }
  return fetch as typeof globalThis.fetch
}

const batchList = () =>
  within(
    screen.getByRole('heading', { name: 'Coupon batches minted' }).closest('section')!,
  ).queryAllByRole('listitem')

// The first render loads the whole app's code, which takes a few seconds in jsdom.
describe("the desk's coupon batches", { timeout: 20_000 }, () => {
  it('lists each batch with its worth, who minted it, its last day and how many were redeemed', async () => {
    await renderApp('/admin/coupons', { user: admin, locale: 'en', fetch: couponsBackend() })
    await screen.findByRole('heading', { name: 'Coupon batches minted' }, { timeout: 15_000 })
    const [row] = batchList()
    expect(row).toHaveTextContent(`10 codes × ${formatKip(20_000, 'en')}`)
    expect(row).toHaveTextContent(
      'Minted by Shop Admin, 01/07/2030 10:01:00; valid until 31/07/2030',
    )
    expect(row).toHaveTextContent('Redeemed 7 of 10')
  })

  it('shows a batch just minted at the top of the list, beside its codes', async () => {
    const { user } = await renderApp('/admin/coupons', {
      user: admin,
      locale: 'en',
      fetch: couponsBackend(),
    })
    await screen.findByRole('heading', { name: 'Coupon batches minted' }, { timeout: 15_000 })
    await user.type(screen.getByLabelText('Number of codes'), '2')
    await user.type(screen.getByLabelText('Value of each code (kip)'), '5000')
    await user.type(screen.getByLabelText('Valid until (including that day)'), '2099-01-31')
    await user.click(screen.getByRole('button', { name: 'Mint codes' }))
    expect(await screen.findByText('ABCD-EFGH-JKMN')).toBeVisible()
    await expect.poll(() => batchList()).toHaveLength(2)
    expect(batchList()[0]).toHaveTextContent('Redeemed 0 of 2')
  })
})
