import type { ChatMode, ChatSendErrorCode } from '#machines/chat-send.machine'
import { errorMessage } from '../../i18n/error-message'
import { useEmitted } from '../../lib/use-emitted'
import { useFlowActor } from '../../lib/use-flow-actor'
import { notify } from '../../ui/notify'
import { createChatSendLogic } from './chat.logic'
import type { ChatMessage } from './chat-message'
import type { ChatSendActor } from './use-chat-composer'

/** SPEC 5: a refused file is told with a popup as well, since nothing visible happened. */
function isRefusedFile(code: ChatSendErrorCode): boolean {
  return code === 'NOT_AN_IMAGE' || code === 'IMAGE_TOO_LARGE'
}

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
    systemId: `chatSend:${customerId ?? mode}`,
    input: { mode, signedIn, ...(customerId ? { customerId } : {}) },
  })

  useEmitted(actor, 'chat.sent', ({ message }) => onSent(message))
  useEmitted(actor, 'chat.failed', ({ code }) => {
    if (isRefusedFile(code)) notify.error(errorMessage(code, 'chat'))
  })
  return actor
}
