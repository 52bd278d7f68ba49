import { createFileRoute } from '@tanstack/react-router'
import { ChatFrame } from '../../features/chat/components/chat-frame'

export const Route = createFileRoute('/_signedIn/chat-admin')({
  component: AdminChatScreen,
})

function AdminChatScreen() {
  return <ChatFrame tab="admin" />
}
