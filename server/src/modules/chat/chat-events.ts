import type { Realtime } from '../../realtime/realtime.ts'
import type { ChatMessage } from './chat-store.ts'

// The event names keep the production backend's spelling (openapi.yaml's description).
const groupEvent = 'MESSEGE:GROUP'
const conversationEvent = (customerId: string) => `MESSEGE:CUSTOMER:${customerId}`

/** To every socket, visitors included: the group chat is public. */
export function announceGroupMessage(realtime: Realtime, message: ChatMessage): void {
  realtime.emitGroup(groupEvent, message)
}

/** To the customer's own sockets and to every admin's, so the admin screen follows along too. */
export function announceConversationMessage(
  realtime: Realtime,
  { customerId, adminIds }: { customerId: string; adminIds: string[] },
  message: ChatMessage,
): void {
  const event = conversationEvent(customerId)
  for (const userId of new Set([customerId, ...adminIds])) {
    realtime.emitToUser(userId, event, message)
  }
}
