import type { Database } from '../db/database.ts'
import { formatAge, formatShopTime } from './format.ts'
import { html, type SafeHtml } from './html.ts'
import { devPage, notice } from './layout.ts'

const shownPhones = 50
const refreshSeconds = 5

/** /dev/outbox: the last code sent to each phone, newest first; the page reloads itself. */
export async function outboxPage(db: Database, now: Date): Promise<SafeHtml> {
  const latestPerPhone = await db
    .selectFrom('sms_outbox')
    .select(['phone', 'code', 'sent_at'])
    .distinctOn('phone')
    .orderBy('phone')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const rows = latestPerPhone
    .sort((a, b) => b.sent_at.getTime() - a.sent_at.getTime())
    .slice(0, shownPhones)
  return devPage({
    title: 'OTP outbox',
    current: 'outbox',
    refreshSeconds,
    body: html`
      <p class="hint">
        The last code sent to each phone (registration and password reset). This page reloads every
        ${refreshSeconds} seconds.
      </p>
      ${
        rows.length === 0
          ? notice(
              'No code has been sent yet. Ask for one on the Register or Reset password screen.',
            )
          : html`<table>
              <thead>
                <tr>
                  <th>Phone</th>
                  <th>Code</th>
                  <th>Sent (Vientiane)</th>
                  <th>Age</th>
                  <th></th>
                </tr>
              </thead>
              <tbody>
                ${rows.map(
                  (row) =>
                    html`<tr>
                      <td><code>${row.phone}</code></td>
                      <td><code class="otp">${row.code}</code></td>
                      <td>${formatShopTime(row.sent_at)}</td>
                      <td>${formatAge(row.sent_at, now)}</td>
                      <td>
                        <button type="button" data-action="copy" data-copy="${row.code}">
                          Copy
                        </button>
                        <span data-result></span>
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
    `,
  })
}
