import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import { jsonb } from '../../db/jsonb.ts'
import type { ChatMode, ChatRow, ChatSender, ChatType } from '../../db/tables.ts'
import { withPhoneSeenBy, type PhoneReader } from '../accounts/phone-visibility.ts'

export type ChatMessage = components['schemas']['ChatMessage']
export type Conversation = components['schemas']['Conversation']

/** Who sees a message: the group chat, or one customer's conversation with the admins. */
export type ChatThread = { mode: 'GROUP' } | { mode: 'ADMIN'; customerId: string }

export interface ChatPage {
  limit: number
  /** Only messages created before this moment (paging back). */
  before?: Date
}

export interface NewChatMessage {
  thread: ChatThread
  senderId: string
  senderName: string
  senderPhone: string
  senderImage: string | null
  isFrom: ChatSender
  type: ChatType
  text: string
  images: string[]
  createdAt: Date
}

export function toChatMessage(row: ChatRow): ChatMessage {
  return {
    _id: row.id,
    senderName: row.sender_name,
    createdbyName: row.created_by,
    urlImageUser: row.url_image_user,
    phone: row.phone,
    text: row.text,
    image: row.images,
    type: row.type,
    mode: row.mode,
    isFrom: row.is_from,
    customerId: row.customer_id,
    created_at: row.created_at.toISOString(),
  }
}

/** The message as `reader` may read it: its poster's phone whole only to the poster and operators. */
export function messageSeenBy(reader: PhoneReader, message: ChatMessage): ChatMessage {
  return withPhoneSeenBy(reader, message.createdbyName, message)
}

/** The newest `limit` messages of a thread (before `before`), answered oldest first. */
export async function listThread(
  db: Database,
  thread: ChatThread,
  page: ChatPage,
): Promise<ChatMessage[]> {
  let query = db
    .selectFrom('chats')
    .selectAll()
    .where('mode', '=', thread.mode satisfies ChatMode)
  if (thread.mode === 'ADMIN') query = query.where('customer_id', '=', thread.customerId)
  if (page.before) query = query.where('created_at', '<', page.before)
  const newestFirst = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .execute()
  return newestFirst.reverse().map(toChatMessage)
}

export async function insertMessage(db: Database, message: NewChatMessage): Promise<ChatMessage> {
  const row = await db
    .insertInto('chats')
    .values({
      mode: message.thread.mode,
      customer_id: message.thread.mode === 'ADMIN' ? message.thread.customerId : null,
      created_by: message.senderId,
      sender_name: message.senderName,
      url_image_user: message.senderImage,
      phone: message.senderPhone,
      text: message.text,
      type: message.type,
      images: jsonb(message.images),
      is_from: message.isFrom,
      created_at: message.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toChatMessage(row)
}

/** One row per customer who has a conversation with the admins, the most recently active first. */
export async function listConversations(db: Database): Promise<Conversation[]> {
  const lastMessages = db
    .selectFrom('chats')
    .select(['customer_id', 'text', 'created_at'])
    .where('mode', '=', 'ADMIN')
    .distinctOn('customer_id')
    .orderBy('customer_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  const rows = await db
    .selectFrom(lastMessages.as('last'))
    .innerJoin('users', 'users.id', 'last.customer_id')
    .select([
      'users.id',
      'users.full_name',
      'users.user_name',
      'users.image',
      'last.text',
      'last.created_at',
    ])
    .orderBy('last.created_at', 'desc')
    .orderBy('users.id')
    .execute()
  return rows.map((row) => ({
    customerId: row.id,
    fullName: row.full_name,
    phone: row.user_name,
    image: row.image,
    lastText: row.text,
    lastAt: row.created_at.toISOString(),
  }))
}
