import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { admin, renderApp } from '../shell/render-app'

type AdminOverview = components['schemas']['AdminOverviewResponse']

/** 30 days to 15 July 2030, quiet but for 14 and 15 July. */
function lastDays(): AdminOverview['days'] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2030, 5, 16 + index)).toISOString().slice(0, 10)
    const busy = day === '2030-07-15' ? 2 : day === '2030-07-14' ? 1 : 0
    return {
      day,
      sales: { count: busy, kip: busy * 12_500 },
      topups: { count: busy, kip: busy * 35_000 },
    }
  })
}

const overview: AdminOverview = {
  today: { sales: { count: 2, kip: 25_000 }, topups: { count: 2, kip: 70_000 } },
  month: { sales: { count: 3, kip: 1_246_000 }, topups: { count: 4, kip: 2_115_000 } },
  days: lastDays(),
  waiting: { topups: 3, supplierOrders: 1 },
  lowStock: [
    {
      packetId: 'p1',
      packetName: '100 baht',
      amount: 20_000,
      product: { _id: 'v1', name: 'ບັດ Garena', nameTh: 'บัตร Garena', nameEn: 'Garena card' },
      codesLeft: 2,
      low: true,
    },
  ],
  lowStockThreshold: 5,
  supplierBalance: { balance: 400_000, threshold: 500_000, low: true },
}

function backend(answer: AdminOverview) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname
    const [status, body] =
      path === '/api/v1/admin/overview' ? [200, answer] : [404, { code: 'NOT_FOUND' }]
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return fetch as typeof globalThis.fetch
}

async function openOverview(answer = overview) {
  const view = await renderApp('/admin', { user: admin, locale: 'en', fetch: backend(answer) })
  await screen.findByRole('heading', { name: 'Operator desk: overview' }, { timeout: 15_000 })
  return view
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('section')!

// The first render loads the whole app's code, which takes a few seconds in jsdom.
describe('the desk overview', { timeout: 20_000 }, () => {
  it("shows today's and this month's sales and top-ups, counted and in kip", async () => {
    await openOverview()
    const today = within(card('Today'))
    expect(today.getByText('Sales').nextElementSibling).toHaveTextContent(formatKip(25_000, 'en'))
    expect(today.getByText('Top-ups').nextElementSibling).toHaveTextContent(formatKip(70_000, 'en'))
    expect(card('Today')).toHaveTextContent('2 payments')
    const month = within(card('This month'))
    expect(month.getByText('Sales').nextElementSibling).toHaveTextContent(
      formatKip(1_246_000, 'en'),
    )
    expect(month.getByText('Top-ups').nextElementSibling).toHaveTextContent(
      formatKip(2_115_000, 'en'),
    )
    expect(card('This month')).toHaveTextContent('3 payments')
    expect(card('This month')).toHaveTextContent('4 payments')
  })

  it('links what waits to its section, names the low stock and warns of the balance', async () => {
    await openOverview()
    expect(screen.getByRole('link', { name: 'Top-ups waiting for a decision: 3' })).toHaveAttribute(
      'href',
      '/admin/topups',
    )
    expect(
      screen.getByRole('link', { name: 'Orders waiting for the supplier: 1' }),
    ).toHaveAttribute('href', '/admin/supplier')
    expect(card('Stock running low')).toHaveTextContent('Garena card · 100 baht: 2 codes left')
    const balance = card("The shop's balance at the supplier")
    expect(within(balance).getByTestId('overview-supplier-balance')).toHaveTextContent('400,000')
    expect(balance).toHaveTextContent('Below the threshold you set')
  })

  it('says the supplier did not answer, and shows the rest', async () => {
    const { supplierBalance: _left, ...unanswered } = overview
    await openOverview(unanswered)
    expect(card("The shop's balance at the supplier")).toHaveTextContent(
      'The supplier cannot be reached right now.',
    )
    expect(screen.queryByTestId('overview-supplier-balance')).toBeNull()
    expect(card('Today')).toHaveTextContent(formatKip(70_000, 'en'))
  })

  it("gives the chart's 30 days as a table, today first, with the range in words", async () => {
    const { user } = await openOverview()
    const days = card('The last 30 days (kip)')
    expect(days).toHaveTextContent(
      'Sales and top-ups of each day from 16/06/2030 to 15/07/2030, in Laos time',
    )
    await user.click(within(days).getByText('Show the figures as a table'))
    const table = within(days).getByRole('table', { name: 'Sales and top-ups of each day' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(31)
    expect(rows[1]).toHaveTextContent(`${formatKip(25_000, 'en')} (2)`)
    expect(rows[1]).toHaveTextContent(`${formatKip(70_000, 'en')} (2)`)
    expect(rows[2]).toHaveTextContent(`${formatKip(12_500, 'en')} (1)`)
    expect(rows[30]).toHaveTextContent(`${formatKip(0, 'en')} (0)`)
  })
})
