import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/route-guards'
import { ChatFrame } from './-components/chat-frame'

export const Route = createFileRoute('/chat-admin')({
  beforeLoad: requireLogin,
  component: AdminChatScreen,
})

function AdminChatScreen() {
  return <ChatFrame tab="admin" />
}
