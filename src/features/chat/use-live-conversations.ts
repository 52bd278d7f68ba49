import { useRouter } from '@tanstack/react-router'
import { realtimeEvents } from '#contract/realtime-events'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'

function useReloadConversations() {
  const router = useRouter()
  return () => void router.invalidate()
}

/**
 * The admin desk's conversations, loaded again after a reconnect that may have missed a message;
 * returns the reload, for the list's own button.
 */
export function useLiveConversationList(): () => void {
  const reload = useReloadConversations()
  useRealtimeResync(reload)
  return reload
}

/**
 * A message in this conversation loads the list again, which sorts by the newest message; the open
 * thread follows the same event itself (useChatThread).
 */
export function useLiveConversation(customerId: string): void {
  useRealtimeEvent(realtimeEvents.customerChat(customerId), useReloadConversations())
}
