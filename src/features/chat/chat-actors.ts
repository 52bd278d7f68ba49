import { fromCallback } from 'xstate'
import type { ChatCreated, ChatPost, ChatSendEvent } from '../../../machines/chat-send.machine'
import { CHAT_PAGE_SIZE, type ChatPage } from '../../../machines/chat-thread.machine'
import type { ApiClient } from '../../api/client'
import { uploadImage, UploadError } from '../../lib/upload-file'
import { fromRequest } from '../../lib/from-request'

/** The group chat's key in a thread machine; any other key is a customer's id. */
export const GROUP_THREAD = 'group'

/** A failed request, carrying the backend's code for the machine to keep. */
class ChatRequestError extends Error {
  constructor(readonly code: string) {
    super(`Chat request failed: ${code}`)
    this.name = 'ChatRequestError'
  }
}

async function fetchPage(
  api: ApiClient,
  threadKey: string,
  query: { limit: number; before?: string },
  signal: AbortSignal,
): Promise<ChatPage> {
  const { data, error } =
    threadKey === GROUP_THREAD
      ? await api.GET('/api/v1/chats-group', { params: { query }, signal })
      : await api.GET('/api/v1/chats/{userId}', {
          params: { path: { userId: threadKey }, query },
          signal,
        })
  if (!data) throw new ChatRequestError(error?.code ?? 'NETWORK')
  return { messages: data.data }
}

/** The chat machines' requests over the app's API client; `signal` cancels a left state's call. */
export function createChatActors(api: ApiClient, baseUrl: string) {
  return {
    loadNewest: fromRequest<ChatPage, { threadKey: string }>(({ input, signal }) =>
      fetchPage(api, input.threadKey, { limit: CHAT_PAGE_SIZE }, signal),
    ),
    loadOlder: fromRequest<ChatPage, { threadKey: string; before: string }>(({ input, signal }) =>
      fetchPage(api, input.threadKey, { limit: CHAT_PAGE_SIZE, before: input.before }, signal),
    ),
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
      const { data, error } =
        input.mode === 'GROUP'
          ? await api.POST('/api/v1/chats-group', { body, signal })
          : await api.POST('/api/v1/chat', { body, signal })
      if (!data) throw new ChatRequestError(error?.code ?? 'NETWORK')
      // The answer carries the stored message: the thread shows it without fetching the list.
      return { message: data.message, data: data.data }
    }),
    uploadImage: fromCallback<ChatSendEvent, { file: File }>(({ input, sendBack }) => {
      const controller = new AbortController()
      uploadImage({
        api,
        baseUrl,
        file: input.file,
        signal: controller.signal,
        onProgress: (percent) => sendBack({ type: 'upload.progress', percent }),
      }).then(
        (fileName) => sendBack({ type: 'upload.stored', fileName }),
        (error: unknown) => {
          // A cancelled upload was stopped on purpose: the machine already left this state.
          if (controller.signal.aborted) return
          const code = error instanceof UploadError ? error.code : 'NETWORK'
          sendBack({ type: 'upload.failed', code })
        },
      )
      return () => controller.abort()
    }),
  }
}
