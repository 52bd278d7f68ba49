import { useEffect, useRef } from 'react'
import type { ChatMode } from '../../../machines/chat-send.machine'
import { useFlowActor } from '../../lib/use-flow-actor'
import { notify } from '../../ui/notify'
import { createChatSendLogic } from './chat.logic'
import { chatErrorMessage, isRefusedFile } from './chat-error-message'
import type { ChatMessage } from './chat-message'
import type { ChatSendActor } from './use-chat-composer'

interface ChatSendOptions {
  mode: ChatMode
  /** The conversation an admin replies in; a customer's own conversation needs none. */
  customerId?: string
  signedIn: boolean
  /** Called with the created message, as the backend answered it, for the list to add. */
  onSent: (message: ChatMessage) => void
}

/** The send actor of one chat footer, wired to the API and to the screen's popups. */
export function useChatSend({
  mode,
  customerId,
  signedIn,
  onSent,
}: ChatSendOptions): ChatSendActor {
  const actor = useFlowActor(createChatSendLogic, {
    systemId: 'chatSend',
    input: { mode, signedIn, ...(customerId ? { customerId } : {}) },
  })

  const latestOnSent = useRef(onSent)
  useEffect(() => {
    latestOnSent.current = onSent
  })
  useEffect(() => {
    const sent = actor.on('chat.sent', ({ message }) => latestOnSent.current(message))
    const failed = actor.on('chat.failed', ({ code }) => {
      if (isRefusedFile(code)) notify.error(chatErrorMessage(code))
    })
    return () => {
      sent.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor])
  return actor
}
