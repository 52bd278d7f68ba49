import type { Database } from '../db/database.ts'
import { listThread } from '../modules/chat/chat-store.ts'
import { findCustomer } from '../modules/chat/chat-participants.ts'
import { formatShopTime } from './format.ts'
import { html, type SafeHtml } from './html.ts'
import { devPage } from './layout.ts'

const shownMessages = 200
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * /dev/console/chats/{userId}: one customer's conversation with the admins and a reply box, which
 * answers as the system admin (POST /dev/chats/{userId}/reply). Null when there is no such customer.
 */
export async function conversationPage(db: Database, userId: string): Promise<SafeHtml | null> {
  const customer = uuid.test(userId) ? await findCustomer(db, userId) : undefined
  if (!customer) return null
  const messages = await listThread(
    db,
    { mode: 'ADMIN', customerId: customer.id },
    { limit: shownMessages },
  )
  return devPage({
    title: `Chat with ${customer.fullName}`,
    current: 'console',
    body: html`
      <p class="hint">
        <a href="/dev/console">Back to the console</a> · <code>${customer.phone}</code> ·
        <a href="">Refresh</a>
      </p>
      <ol class="chat">
        ${messages.length === 0 ? html`<li class="empty">No messages yet.</li>` : ''}
        ${messages.map(
          (message) =>
            html`<li class="${message.isFrom === 'ADMIN' ? 'from-admin' : 'from-customer'}">
              <span class="meta"
                >${message.senderName} · ${formatShopTime(message.created_at)}</span
              >
              ${
                message.type === 'IMAGE'
                  ? message.image.map(
                      (file) =>
                        html`<a
                          href="/images/${encodeURIComponent(file)}"
                          target="_blank"
                          rel="noopener"
                          ><img
                            src="/images/${encodeURIComponent(file)}"
                            alt="Image sent by ${message.senderName}"
                            width="100"
                            height="100"
                        /></a>`,
                    )
                  : html`<span class="text">${message.text}</span>`
              }
            </li>`,
        )}
      </ol>
      <form class="reply" data-action="reply" data-user="${customer.id}">
        <label for="reply-text">Reply as the system admin</label>
        <textarea id="reply-text" name="text" required maxlength="1000" rows="3"></textarea>
        <div><button type="submit">Send</button> <span data-result role="status"></span></div>
      </form>
    `,
  })
}
