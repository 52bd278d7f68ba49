import type { FastifyRequest } from 'fastify'
import type { components } from '#contract/schema.d.ts'
import { CHAT_PAGE_SIZE } from '#contract/shop-rules.ts'
import type { ChatType } from '../../db/tables.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin, requireUser } from '../../http/request-auth.ts'
import { ownsStoredUploads } from '../uploads/stored-uploads.ts'
import { announceConversationMessage, announceGroupMessage } from './chat-events.ts'
import {
  findCustomer,
  findParticipant,
  listAdminIds,
  type ChatParticipant,
} from './chat-participants.ts'
import {
  insertMessage,
  listConversations,
  listThread,
  messageSeenBy,
  type ChatMessage,
  type ChatPage,
  type ChatThread,
} from './chat-store.ts'

type ChatMessageInput = components['schemas']['ChatMessageInput']

const POSTS_PER_WINDOW = 20
const POST_WINDOW_MS = 10_000

interface MessageContent {
  type: ChatType
  text: string
  images: string[]
}

const pageOf = (query: { limit?: number; before?: string }): ChatPage => ({
  limit: query.limit ?? CHAT_PAGE_SIZE,
  ...(query.before ? { before: new Date(query.before) } : {}),
})

type ChatOperations =
  | 'listGroupChats'
  | 'createGroupChat'
  | 'listCustomerChats'
  | 'createAdminChat'
  | 'listChatConversations'

/**
 * The group chat (public to read, members post) and each customer's conversation with the admins.
 * A message's sender, phone, picture and side come from the signed-in account: the request body's
 * copies of them are ignored, so nobody can post as someone else.
 */
export function createChatHandlers({
  db,
  clock,
  realtime,
  limits,
}: ServerDeps): Pick<Handlers, ChatOperations> {
  async function postingUser(request: FastifyRequest): Promise<ChatParticipant> {
    const user = requireUser(request)
    // The limit stops a customer flooding the chats; an operator answering one customer after
    // another at the desk is the shop itself. The group chat and the admin conversation share one
    // budget, so a flood cannot alternate between them.
    if (
      user.role !== 'ADMIN' &&
      (await limits.hit(`chat-post:${user.id}`, POST_WINDOW_MS)).hits > POSTS_PER_WINDOW
    ) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `At most ${POSTS_PER_WINDOW} messages in ${POST_WINDOW_MS / 1000} s`,
      )
    }
    const participant = await findParticipant(db, user.id)
    if (!participant) throw new ApiError(401, 'UNAUTHORIZED')
    return participant
  }

  async function contentOf(
    sender: ChatParticipant,
    body: ChatMessageInput,
  ): Promise<MessageContent> {
    if (body.type === 'TEXT') return { type: 'TEXT', text: body.text, images: [] }
    const images = body.image ?? []
    const [first] = images
    if (first === undefined) {
      throw new ApiError(400, 'INVALID_REQUEST', 'An IMAGE message names 1 to 4 files')
    }
    if (!(await ownsStoredUploads(db, sender.id, images))) {
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        'Each image must be an upload of the sender that was stored',
      )
    }
    return { type: 'IMAGE', text: first, images }
  }

  async function post(
    sender: ChatParticipant,
    thread: ChatThread,
    content: MessageContent,
  ): Promise<ChatMessage> {
    const message = await insertMessage(db, {
      thread,
      senderId: sender.id,
      senderName: sender.fullName,
      senderPhone: sender.phone,
      senderImage: sender.image,
      isFrom: sender.role,
      ...content,
      createdAt: clock.now(),
    })
    if (thread.mode === 'GROUP') {
      announceGroupMessage(realtime, message)
    } else {
      const adminIds = await listAdminIds(db)
      announceConversationMessage(realtime, { customerId: thread.customerId, adminIds }, message)
    }
    return message
  }

  return {
    async listGroupChats(request) {
      // A visitor needs no token; one that is sent, and valid, shows its owner their own number
      // and an operator everyone's.
      const messages = await listThread(db, { mode: 'GROUP' }, pageOf(request.query))
      return { data: messages.map((message) => messageSeenBy(request.authUser, message)) }
    },

    async createGroupChat(request) {
      const sender = await postingUser(request)
      if (request.body.mode !== 'GROUP') {
        throw new ApiError(400, 'INVALID_REQUEST', 'This is the group chat: mode must be GROUP')
      }
      const content = await contentOf(sender, request.body)
      const message = await post(sender, { mode: 'GROUP' }, content)
      // SPEC 4: the SPA knows a text was posted by SUCCESS and an image by CREATE_CHAT_SUCCESS.
      return {
        message: content.type === 'TEXT' ? 'SUCCESS' : 'CREATE_CHAT_SUCCESS',
        data: messageSeenBy(sender, message),
      }
    },

    async listCustomerChats(request) {
      const user = requireUser(request)
      const { userId } = request.params
      if (user.role !== 'ADMIN' && user.id !== userId) {
        throw new ApiError(403, 'FORBIDDEN', "Another customer's conversation")
      }
      const messages = await listThread(
        db,
        { mode: 'ADMIN', customerId: userId },
        pageOf(request.query),
      )
      return { data: messages.map((message) => messageSeenBy(user, message)) }
    },

    async createAdminChat(request) {
      const sender = await postingUser(request)
      const { body } = request
      if (body.mode !== 'ADMIN') {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          'This is the conversation with the admin: mode must be ADMIN',
        )
      }
      let customerId = sender.id
      if (sender.role === 'ADMIN') {
        const customer = body.customerId ? await findCustomer(db, body.customerId) : undefined
        if (!customer) throw new ApiError(400, 'INVALID_REQUEST', 'customerId must name a customer')
        customerId = customer.id
      }
      const content = await contentOf(sender, body)
      const message = await post(sender, { mode: 'ADMIN', customerId }, content)
      return { message: 'CREATE_CHAT_SUCCESS', data: messageSeenBy(sender, message) }
    },

    async listChatConversations(request) {
      requireAdmin(request)
      return { data: await listConversations(db) }
    },
  }
}
