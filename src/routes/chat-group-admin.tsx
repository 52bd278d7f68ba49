import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireAdmin } from '../app/route-guards'
import { ScreenFrame } from '../app/screen-frame'
import { AdminChatDesk } from './-components/admin-chat-desk'

/** Which conversation is open: a customer's id, or none for the group chat. */
const searchSchema = v.object({
  customer: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
})

/** The administrator's side of the chats (DECISIONS: group chat plus customer conversations). */
export const Route = createFileRoute('/chat-group-admin')({
  beforeLoad: requireAdmin,
  validateSearch: (search) => v.parse(searchSchema, search),
  // A failed list still opens the desk: the group chat works, and the list offers a reload.
  loader: async ({ context, abortController }) => {
    try {
      const { data } = await context.api.GET('/api/v1/chat-related', {
        signal: abortController.signal,
      })
      return { conversations: data?.data ?? null }
    } catch {
      return { conversations: null }
    }
  },
  component: AdminGroupChatScreen,
})

function AdminGroupChatScreen() {
  const { t } = useLingui()
  const { conversations } = Route.useLoaderData()
  const { customer } = Route.useSearch()
  return (
    <ScreenFrame title={t({ id: 'chatGroupAdmin.title', message: 'ແຊັດຂອງແອັດມິນ' })}>
      <AdminChatDesk conversations={conversations} customerId={customer ?? null} />
    </ScreenFrame>
  )
}
