import type { InsertObject, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { jsonb } from '../db/jsonb.ts'
import { adminConversations, groupChat, type ChatLine } from './chat-history.ts'
import type { SeededPerson } from './insert-people.ts'

/** Inserts the group chat and the private conversations with the admin. */
export async function insertChats(
  trx: Transaction<Tables>,
  people: Map<string, SeededPerson>,
  now: Date,
): Promise<void> {
  const row = (
    line: ChatLine,
    conversation: { mode: 'GROUP' } | { mode: 'ADMIN'; customerId: string },
  ): InsertObject<Tables, 'chats'> => {
    const sender = people.get(line.from)
    if (!sender) throw new Error(`A chat line names an unknown person: ${line.from}`)
    return {
      mode: conversation.mode,
      customer_id: conversation.mode === 'ADMIN' ? conversation.customerId : null,
      created_by: sender.id,
      sender_name: sender.seed.fullName,
      url_image_user: sender.image,
      phone: sender.seed.phone,
      text: line.text,
      type: 'TEXT',
      images: jsonb<string[]>([]),
      is_from: sender.seed.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER',
      created_at: new Date(now.getTime() - line.minutesAgo * 60 * 1000),
    }
  }
  const rows = groupChat.map((line) => row(line, { mode: 'GROUP' }))
  for (const { customer, lines } of adminConversations) {
    const customerId = people.get(customer)?.id
    if (!customerId) throw new Error(`A conversation names an unknown customer: ${customer}`)
    rows.push(...lines.map((line) => row(line, { mode: 'ADMIN', customerId })))
  }
  await trx.insertInto('chats').values(rows).execute()
}
