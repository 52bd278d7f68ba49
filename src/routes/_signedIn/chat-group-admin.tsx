import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '../../app/route-guards'
import { UUID_PATTERN } from '../../lib/parse-route-params'
import { AdminChatDesk } from '../../features/chat/components/admin-chat-desk'
import { loadConversations } from '../../features/chat/chat-loaders'
import { DeskScreen } from '../../features/operator-desk/components/desk-screen'

/** Which conversation is open: a customer's id, or none for the group chat. */
interface AdminChatSearch {
  customer?: string
}

// Anything but a customer's id opens the group chat.
function validateAdminChatSearch({ customer }: Record<string, unknown>): AdminChatSearch {
  return typeof customer === 'string' && UUID_PATTERN.test(customer) ? { customer } : {}
}

/**
 * The administrator's side of the chats (DECISIONS: group chat plus customer conversations), a
 * section of the operator desk at the address SPEC names.
 */
export const Route = createFileRoute('/_signedIn/chat-group-admin')({
  beforeLoad: requireAdmin,
  validateSearch: validateAdminChatSearch,
  loader: ({ context, abortController }) => loadConversations(context.api, abortController.signal),
  component: AdminGroupChatScreen,
})

function AdminGroupChatScreen() {
  const { t } = useLingui()
  const { conversations } = Route.useLoaderData()
  const { customer } = Route.useSearch()
  return (
    <DeskScreen title={t({ id: 'chatGroupAdmin.title', message: 'ແຊັດຂອງແອັດມິນ' })}>
      <AdminChatDesk conversations={conversations} customerId={customer ?? null} />
    </DeskScreen>
  )
}
