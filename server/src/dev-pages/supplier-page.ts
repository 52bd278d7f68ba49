import type { DemoOrder } from '../supplier/demo-supplier.ts'
import { formatShopTime } from './format.ts'
import { html, type SafeHtml } from './html.ts'
import { devPage, notice } from './layout.ts'

const recentShown = 15

function orderRow(order: DemoOrder, pending: boolean): SafeHtml {
  return html`<tr>
    <td><code>${order.ref_id}</code></td>
    <td><code>${order.buyer_sku_code}</code></td>
    <td><code>${order.customer_no}</code></td>
    <td>${formatShopTime(order.createdAt)}</td>
    <td>
      ${
        pending
          ? html`<span class="status WAITING">Pending</span>`
          : html`<span class="status ${order.status === 'Sukses' ? 'PAID' : 'REJECTED'}"
                >${order.status}</span
              >
              <small
                >${order.rc}
                ${order.message}${order.sn ? html` · SN <code>${order.sn}</code>` : ''}</small
              >`
      }
    </td>
    <td class="actions">
      ${
        pending
          ? html`<button
                type="button"
                data-action="supplier-settle"
                data-ref="${order.ref_id}"
                data-outcome="deliver"
              >
                Deliver
              </button>
              <button
                type="button"
                data-action="supplier-settle"
                data-ref="${order.ref_id}"
                data-outcome="fail"
              >
                Fail
              </button>
              <span data-result role="status"></span>`
          : ''
      }
    </td>
  </tr>`
}

function orderTable(orders: DemoOrder[], pending: boolean): SafeHtml {
  return html`<table>
    <thead>
      <tr>
        <th>Reference</th>
        <th>SKU</th>
        <th>Customer no.</th>
        <th>Ordered (Vientiane)</th>
        <th>Status</th>
        <th></th>
      </tr>
    </thead>
    <tbody>
      ${orders.map((order) => orderRow(order, pending))}
    </tbody>
  </table>`
}

/**
 * /dev/supplier: the demo supplier's orders. A pending one waits here until a person delivers or
 * fails it, which sends the shop the supplier's signed webhook, as Digiflazz would.
 */
export function supplierPage(orders: DemoOrder[]): SafeHtml {
  const pending = orders.filter((order) => order.status === 'Pending')
  const settled = orders.filter((order) => order.status !== 'Pending').slice(0, recentShown)
  return devPage({
    title: 'Supplier simulator',
    current: 'supplier',
    body: html`
      <p class="hint">
        The shop buys top-ups here over Digiflazz's API. A customer number starting with 888 stays
        pending until settled below; 999 is refused (9991: the shop's deposit is too low, 9993: the
        product is off, any other: wrong account); any other number is delivered at once.
        <a href="/dev/supplier">Refresh the list</a>
      </p>
      <h2>Pending</h2>
      ${
        pending.length === 0
          ? notice(
              'No order is pending. Buy a packet for an account starting with 888, then refresh.',
            )
          : orderTable(pending, true)
      }
      ${
        settled.length > 0
          ? html`<h2>Recently delivered or failed</h2>
              ${orderTable(settled, false)}`
          : ''
      }
    `,
  })
}
