import { createFileRoute } from '@tanstack/react-router'
import { ChatFrame } from '../features/chat/components/chat-frame'

/** Open to visitors: they read along and are offered to log in to write. */
export const Route = createFileRoute('/chat-group')({
  component: GroupChatScreen,
})

function GroupChatScreen() {
  return <ChatFrame tab="group" />
}
