import type { Realtime } from '../../realtime/realtime.ts'
import { realtimeEvents } from '#contract/realtime-events.ts'
import type { ChatMessage } from './chat-store.ts'

/** To every socket, visitors included: the group chat is public. */
export function announceGroupMessage(realtime: Realtime, message: ChatMessage): void {
  realtime.emitGroup(realtimeEvents.groupChat, message)
}

/** To the customer's own sockets and to every admin's, so the admin screen follows along too. */
export function announceConversationMessage(
  realtime: Realtime,
  { customerId, adminIds }: { customerId: string; adminIds: string[] },
  message: ChatMessage,
): void {
  const event = realtimeEvents.customerChat(customerId)
  for (const userId of new Set([customerId, ...adminIds])) {
    realtime.emitToUser(userId, event, message)
  }
}
