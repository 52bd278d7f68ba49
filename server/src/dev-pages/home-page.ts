import type { Database } from '../db/database.ts'
import { demoPeople } from '../seed/people.ts'
import { html, type SafeHtml } from './html.ts'
import { devPage, notice } from './layout.ts'

const tools = [
  {
    href: '/dev/outbox',
    title: 'OTP outbox',
    text: 'The codes the shop would have sent by SMS for registration and password reset, newest first.',
  },
  {
    href: '/dev/bank',
    title: 'Bank simulator',
    text: 'Pay the QR top-ups customers start on the Recharge screen, as their bank would.',
  },
  {
    href: '/dev/supplier',
    title: 'Supplier simulator',
    text: 'Deliver or fail the game top-ups the demo supplier holds pending, as Digiflazz would.',
  },
]

/** /dev: the tools, and the demo accounts that exist in this database. */
export async function homePage(db: Database): Promise<SafeHtml> {
  const phones = demoPeople.map((person) => person.phone)
  const existing = await db
    .selectFrom('users')
    .select(['user_name', 'role', 'status'])
    .where('user_name', 'in', phones)
    .execute()
  const accounts = demoPeople.flatMap((person) => {
    const row = existing.find((user) => user.user_name === person.phone)
    return row ? [{ ...person, role: row.role, status: row.status }] : []
  })
  return devPage({
    title: 'Dev helpers',
    current: 'home',
    body: html`
      <ul class="cards">
        ${tools.map(
          (tool) =>
            html`<li>
              <a href="${tool.href}"><strong>${tool.title}</strong><span>${tool.text}</span></a>
            </li>`,
        )}
      </ul>
      <h2>Demo accounts</h2>
      ${
        accounts.length === 0
          ? notice('No demo accounts in this database (the demo data was not seeded).')
          : html`<table>
              <thead>
                <tr>
                  <th>Account</th>
                  <th>Phone</th>
                  <th>Seeded password</th>
                  <th>Role</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                ${accounts.map(
                  (account) =>
                    html`<tr>
                      <td>${account.label ?? account.fullName}</td>
                      <td><code>${account.phone}</code></td>
                      <td><code>${account.password}</code></td>
                      <td>${account.role}</td>
                      <td><span class="status ${account.status}">${account.status}</span></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <h2>For tests</h2>
      <p>
        JSON endpoints (openapi.yaml, tag <code>dev</code>): <code>GET /dev/outbox/{phone}</code>,
        <code>POST /dev/bank/pay</code>, <code>GET /dev/topups</code>,
        <code>POST /dev/topups/{id}/approve|reject</code>. The demo supplier answers Digiflazz's API
        under <code>/dev/supplier/v1</code>;
        <code>POST /dev/supplier/orders/{ref}/deliver|fail</code>
        settles a pending order. Operators work at the desk,
        <a href="/admin">/admin</a>.
      </p>
    `,
  })
}
