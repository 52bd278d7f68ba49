import { useRouteContext } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { chatSendMachine, type ChatMode } from '../../../machines/chat-send.machine'
import { notify } from '../../ui/notify'
import { apiBaseUrl } from '../../lib/env'
import { inspectorOptions } from '../../lib/inspector'
import { createChatActors } from './chat-actors'
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
export function useChatSendActor({
  mode,
  customerId,
  signedIn,
  onSent,
}: ChatSendOptions): ChatSendActor {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const logic = useMemo(() => {
    const { postMessage, uploadImage } = createChatActors(api, apiBaseUrl)
    return chatSendMachine.provide({ actors: { postMessage, uploadImage } })
  }, [api])
  const actor = useActorRef(logic, {
    input: { mode, signedIn, ...(customerId ? { customerId } : {}) },
    systemId: 'chatSend',
    ...inspectorOptions(),
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
