import type { Realtime } from '../../realtime/realtime.ts'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { messageSeenBy, type ChatMessage } from './chat-store.ts'

/**
 * To every socket, visitors included: the group chat is public. The poster's phone follows
 * accounts/phone-visibility.ts in rooms: whole to the poster's own sockets and the operators',
 * masked, as a visitor reads it, to every other socket.
 */
export function announceGroupMessage(realtime: Realtime, message: ChatMessage): void {
  realtime.emitGroupDivided(realtimeEvents.groupChat, {
    insiderIds: [message.createdbyName],
    inside: [message],
    outside: [messageSeenBy(null, message)],
  })
}

/**
 * To the customer's own sockets and to every admin's, so the admin screen follows along too. The
 * customer reads an operator's reply with the operator's phone masked; the operators read it whole.
 */
export function announceConversationMessage(
  realtime: Realtime,
  { customerId, adminIds }: { customerId: string; adminIds: string[] },
  message: ChatMessage,
): void {
  const event = realtimeEvents.customerChat(customerId)
  realtime.emitToUser(
    customerId,
    event,
    messageSeenBy({ id: customerId, role: 'CUSTOMER' }, message),
  )
  for (const adminId of adminIds) {
    if (adminId !== customerId) realtime.emitToUser(adminId, event, message)
  }
}
