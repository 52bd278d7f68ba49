import { useSelector } from '@xstate/react'
import { realtimeEvents } from '#contract/realtime-events'
import { useFlowActor } from '../../lib/use-flow-actor'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { createChatThreadLogic, GROUP_THREAD } from './chat.logic'
import type { ChatMessage } from './chat-message'

export interface ChatThread {
  status: 'loading' | 'failed' | 'ready'
  /** Oldest first, each message once. */
  messages: ChatMessage[]
  isLoadingOlder: boolean
  hasOlder: boolean
  loadOlder(): void
  retry(): void
  /** Adds the answer to a send from here; the socket's push of the same message is merged by id. */
  addSent(message: ChatMessage): void
}

/**
 * One thread kept live: the group chat (`customerId` null) or a customer's conversation with the
 * admin. Messages pushed by the socket and the answers to sends from here are merged at once;
 * once the socket connects, and after a reconnect whose missed events were not replayed, the
 * newest page is fetched again.
 */
export function useChatThread(customerId: string | null): ChatThread {
  const actor = useFlowActor(createChatThreadLogic, {
    systemId: `chatThread:${customerId ?? GROUP_THREAD}`,
    input: { threadKey: customerId ?? GROUP_THREAD },
  })

  const event = customerId ? realtimeEvents.customerChat(customerId) : realtimeEvents.groupChat
  useRealtimeEvent(event, (message) => actor.send({ type: 'socket.message', message }))
  useRealtimeResync(() => actor.send({ type: 'thread.reload' }))

  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
  )
  // The machine only needs ids and times; what it holds are the API's messages it was given.
  const messages = useSelector(actor, (snapshot) => snapshot.context.messages) as ChatMessage[]
  const isLoadingOlder = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: 'loadingOlder' }),
  )
  const hasOlder = useSelector(actor, (snapshot) => snapshot.context.hasOlder)

  return {
    status,
    messages,
    isLoadingOlder,
    hasOlder,
    loadOlder: () => actor.send({ type: 'user.loadOlder' }),
    retry: () => actor.send({ type: 'user.retry' }),
    addSent: (message) => actor.send({ type: 'message.sent', message }),
  }
}
