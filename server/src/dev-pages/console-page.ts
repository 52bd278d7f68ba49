import type { Database } from '../db/database.ts'
import { listConversations } from '../modules/chat/chat-store.ts'
import type { DevApi, DevTopup, DevUser } from './dev-api.ts'
import { formatKip, formatShopTime, formatTimeLeft } from './format.ts'
import { html, type SafeHtml } from './html.ts'
import { devPage, notice } from './layout.ts'

function topupRow(topup: DevTopup, now: Date): SafeHtml {
  return html`<tr>
    <td>
      ${topup.fullName}<br /><small><code>${topup.phone}</code></small>
    </td>
    <td class="amount">${formatKip(topup.amount)}</td>
    <td>${topup.moneyType}</td>
    <td>${formatShopTime(topup.created_at)}</td>
    <td>
      ${topup.expiresAt ? html`<span data-expires="${topup.expiresAt}">${formatTimeLeft(topup.expiresAt, now)}</span>` : 'no expiry'}
    </td>
    <td class="actions">
      <button
        type="button"
        data-action="decide-topup"
        data-topup="${topup._id}"
        data-decision="approve"
      >
        Approve
      </button>
      <button
        type="button"
        class="danger"
        data-action="decide-topup"
        data-topup="${topup._id}"
        data-decision="reject"
      >
        Reject
      </button>
      <span data-result role="status"></span>
    </td>
  </tr>`
}

function userRow(user: DevUser): SafeHtml {
  const next = user.status === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE'
  return html`<tr>
    <td>${user.fullName}</td>
    <td><code>${user.userName}</code></td>
    <td>${user.role}</td>
    <td><span class="status ${user.status}" data-status-of="${user._id}">${user.status}</span></td>
    <td class="amount">${formatKip(user.walletAmount)}</td>
    <td class="actions">
      <button type="button" data-action="set-status" data-user="${user._id}" data-status="${next}">
        ${next === 'SUSPENDED' ? 'Suspend' : 'Reactivate'}
      </button>
      <span data-result role="status"></span>
    </td>
  </tr>`
}

/** /dev/console: what the shop's operator does by hand (top-up approval, customer chats, accounts). */
export async function consolePage(db: Database, api: DevApi, now: Date): Promise<SafeHtml> {
  const [topups, conversations, users] = await Promise.all([
    api.listTopups('WAITING'),
    listConversations(db),
    api.listUsers(),
  ])
  return devPage({
    title: 'Operator console',
    current: 'console',
    body: html`
      <p class="hint"><a href="/dev/console">Refresh</a> to see new top-ups and messages.</p>
      <h2>Top-ups waiting for approval</h2>
      ${
        !topups.ok
          ? notice(topups.problem, 'error')
          : topups.data.length === 0
            ? notice('Nothing is waiting.')
            : html`<table>
                <thead>
                  <tr>
                    <th>Customer</th>
                    <th>Amount</th>
                    <th>Method</th>
                    <th>Created (Vientiane)</th>
                    <th>Expires</th>
                    <th></th>
                  </tr>
                </thead>
                <tbody>
                  ${topups.data.map((topup) => topupRow(topup, now))}
                </tbody>
              </table>`
      }
      <h2>Customer chats</h2>
      ${
        conversations.length === 0
          ? notice('No customer has written to the admin yet.')
          : html`<table>
              <thead>
                <tr>
                  <th>Customer</th>
                  <th>Last message</th>
                  <th>When (Vientiane)</th>
                  <th></th>
                </tr>
              </thead>
              <tbody>
                ${conversations.map(
                  (conversation) =>
                    html`<tr>
                      <td>
                        ${conversation.fullName}<br /><small
                          ><code>${conversation.phone}</code></small
                        >
                      </td>
                      <td class="preview">${conversation.lastText}</td>
                      <td>${formatShopTime(conversation.lastAt)}</td>
                      <td>
                        <a
                          class="button"
                          href="/dev/console/chats/${encodeURIComponent(conversation.customerId)}"
                          >Open and reply</a
                        >
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <h2>Accounts</h2>
      ${
        !users.ok
          ? notice(users.problem, 'error')
          : html`<table>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Phone</th>
                  <th>Role</th>
                  <th>Status</th>
                  <th>Wallet</th>
                  <th></th>
                </tr>
              </thead>
              <tbody>
                ${users.data.map(userRow)}
              </tbody>
            </table>`
      }
    `,
  })
}
