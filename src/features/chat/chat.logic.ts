import { fromCallback } from 'xstate'
import { errorCodeOf } from '#contract/error-code'
import {
  chatSendMachine,
  type ChatCreated,
  type ChatPost,
  type ChatSendEvent,
} from '#machines/chat-send.machine'
import { CHAT_PAGE_SIZE, chatThreadMachine, type ChatPage } from '#machines/chat-thread.machine'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import { apiBaseUrl } from '../../lib/env'
import { fromRequest } from '../../lib/from-request'
import { uploadImage } from '../../lib/upload-file'
import type { AppServices } from '../../services'

/** The group chat's key in a thread machine; any other key is a customer's id. */
export const GROUP_THREAD = 'group'

async function fetchPage(
  api: ApiClient,
  threadKey: string,
  query: { limit: number; before?: string },
  signal: AbortSignal,
): Promise<ChatPage> {
  const page = await dataOf(
    threadKey === GROUP_THREAD
      ? api.GET('/api/v1/chats-group', { params: { query }, signal })
      : api.GET('/api/v1/chats/{userId}', {
          params: { path: { userId: threadKey }, query },
          signal,
        }),
  )
  return { messages: page.data }
}

/** A thread's machine with its page requests over the app's client. */
export function createChatThreadLogic({ api }: Pick<AppServices, 'api'>) {
  return chatThreadMachine.provide({
    actors: {
      loadNewest: fromRequest<ChatPage, { threadKey: string }>(({ input, signal }) =>
        fetchPage(api, input.threadKey, { limit: CHAT_PAGE_SIZE }, signal),
      ),
      loadOlder: fromRequest<ChatPage, { threadKey: string; before: string }>(({ input, signal }) =>
        fetchPage(api, input.threadKey, { limit: CHAT_PAGE_SIZE, before: input.before }, signal),
      ),
    },
  })
}

export type ChatThreadLogic = ReturnType<typeof createChatThreadLogic>

/** A chat footer's machine with its post and upload over the app's client. */
export function createChatSendLogic({ api }: Pick<AppServices, 'api'>) {
  return chatSendMachine.provide({
    actors: {
      postMessage: fromRequest<ChatCreated, ChatPost>(async ({ input, signal }) => {
        // The backend takes the sender's name, phone and picture from the token (openapi.yaml).
        const body = {
          mode: input.mode,
          type: input.type,
          ...(input.type === 'TEXT'
            ? { text: input.text }
            : { text: input.fileName, image: [input.fileName] }),
          ...(input.customerId ? { customerId: input.customerId } : {}),
        }
        const created = await dataOf(
          input.mode === 'GROUP'
            ? api.POST('/api/v1/chats-group', { body, signal })
            : api.POST('/api/v1/chat', { body, signal }),
        )
        // The answer carries the stored message: the thread shows it without fetching the list.
        return { message: created.message, data: created.data }
      }),
      uploadImage: fromCallback<ChatSendEvent, { file: File }>(({ input, sendBack }) => {
        const controller = new AbortController()
        uploadImage({
          api,
          baseUrl: apiBaseUrl,
          file: input.file,
          signal: controller.signal,
          onProgress: (percent) => sendBack({ type: 'upload.progress', percent }),
        }).then(
          (fileName) => sendBack({ type: 'upload.stored', fileName }),
          (error: unknown) => {
            // A cancelled upload was stopped on purpose: the machine already left this state.
            if (controller.signal.aborted) return
            sendBack({ type: 'upload.failed', code: errorCodeOf(error) })
          },
        )
        return () => controller.abort()
      }),
    },
  })
}

export type ChatSendLogic = ReturnType<typeof createChatSendLogic>
