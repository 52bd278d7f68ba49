import type { DevApi, DevTopup } from './dev-api.ts'
import { formatKip, formatShopTime, formatTimeLeft } from './format.ts'
import { html, type SafeHtml } from './html.ts'
import { devPage, notice } from './layout.ts'

const recentShown = 15

function qrRow(topup: DevTopup & { qr_code: string }, now: Date): SafeHtml {
  const waiting = topup.status === 'WAITING'
  return html`<tr>
    <td>
      ${topup.fullName}<br /><small><code>${topup.phone}</code></small>
    </td>
    <td class="amount">${formatKip(topup.amount)}</td>
    <td>${formatShopTime(topup.created_at)}</td>
    <td>
      ${
        waiting && topup.expiresAt
          ? html`<span data-expires="${topup.expiresAt}"
              >${formatTimeLeft(topup.expiresAt, now)}</span
            >`
          : html`<span class="status ${topup.status}">${topup.status}</span>`
      }
    </td>
    <td><code class="qr" title="${topup.qr_code}">${topup.qr_code}</code></td>
    <td class="actions">
      <button type="button" data-action="bank-pay" data-qr="${topup.qr_code}">Pay</button>
      <span data-result role="status"></span>
    </td>
  </tr>`
}

function qrTable(topups: (DevTopup & { qr_code: string })[], now: Date): SafeHtml {
  return html`<table>
    <thead>
      <tr>
        <th>Customer</th>
        <th>Amount</th>
        <th>Created (Vientiane)</th>
        <th>Time left</th>
        <th>QR payload</th>
        <th></th>
      </tr>
    </thead>
    <tbody>
      ${topups.map((topup) => qrRow(topup, now))}
    </tbody>
  </table>`
}

/**
 * /dev/bank: QR top-ups to pay as a bank would, by a signed payment notice. Paid and expired ones
 * stay listed with their Pay button, so QA can see a second or late payment recorded and flagged
 * for the operator (409 QR_ALREADY_PAID, 409 QR_EXPIRED), and find it at the desk.
 */
export async function bankPage(api: DevApi, now: Date): Promise<SafeHtml> {
  const loaded = await api.listTopups()
  const qrTopups = loaded.ok
    ? loaded.data.filter(
        (topup): topup is DevTopup & { qr_code: string } => typeof topup.qr_code === 'string',
      )
    : []
  const waiting = qrTopups.filter((topup) => topup.status === 'WAITING')
  const recent = qrTopups.filter((topup) => topup.status !== 'WAITING').slice(0, recentShown)
  return devPage({
    title: 'Bank simulator',
    current: 'bank',
    body: html`
      <p class="hint">
        A customer starts a QR top-up on the Recharge screen; paying it here sends the shop the
        bank's signed payment notice, which credits the wallet once and closes the QR in the
        customer's tab. <a href="/dev/bank">Refresh the list</a>
      </p>
      <h2>Waiting for payment</h2>
      ${
        !loaded.ok
          ? notice(loaded.problem, 'error')
          : waiting.length === 0
            ? notice('No QR is waiting. Start a top-up on the Recharge screen, then refresh.')
            : qrTable(waiting, now)
      }
      <h2>Pay a QR by its payload</h2>
      <form class="inline" data-action="bank-pay-form">
        <label
          >QR payload <input name="qr_code" required maxlength="512" autocomplete="off"
        /></label>
        <button type="submit">Pay</button>
        <span data-result role="status"></span>
      </form>
      ${
        recent.length > 0
          ? html`<h2>Recently paid, rejected or expired</h2>
              ${qrTable(recent, now)}`
          : ''
      }
    `,
  })
}
