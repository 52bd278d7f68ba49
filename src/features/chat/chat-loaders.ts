import type { ApiClient } from '../../api/client'

/**
 * The admin desk's conversations, most recent first; null when they could not be loaded: the desk
 * still opens, the group chat works, and the list offers a reload.
 */
export async function loadConversations(api: ApiClient, signal: AbortSignal) {
  try {
    const { data } = await api.GET('/api/v1/chat-related', { signal })
    return { conversations: data?.data ?? null }
  } catch {
    return { conversations: null }
  }
}
