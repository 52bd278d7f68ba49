import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '../app/empty-state'
import { requireAdmin } from '../app/route-guards'
import { ScreenFrame } from '../app/screen-frame'

/** The administrator's side of the chats (DECISIONS: group chat plus customer conversations). */
export const Route = createFileRoute('/chat-group-admin')({
  beforeLoad: requireAdmin,
  component: AdminGroupChatScreen,
})

function AdminGroupChatScreen() {
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'chatGroupAdmin.title', message: 'ແຊັດຂອງແອັດມິນ' })}>
      <EmptyState />
    </ScreenFrame>
  )
}
