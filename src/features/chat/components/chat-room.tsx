import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ChatMode } from '../../../../machines/chat-send.machine'
import { ErrorState } from '../../../app/error-state'
import { LoadingState } from '../../../app/loading-state'
import { useSession } from '../../session/use-session'
import { useChatComposer } from '../use-chat-composer'
import { useChatSendActor } from '../use-chat-send-actor'
import { useChatThread, type ChatThread } from '../use-chat-thread'
import { ChatFooter } from './chat-footer'
import { MessageList } from './message-list'

interface ChatRoomProps {
  /** The group chat, or a customer's conversation with the admin. */
  mode: ChatMode
  /** The conversation's customer for mode ADMIN (the customer themself, or the one an admin answers). */
  customerId?: string
  /** Shown instead of the footer to someone who may read but not write (a visitor). */
  readOnlyNotice?: ReactNode
}

/** A live chat thread with its footer, on the chat background (SPEC 2). */
export function ChatRoom({ mode, customerId, readOnlyNotice }: ChatRoomProps) {
  const thread = useChatThread(mode === 'GROUP' ? null : (customerId ?? null))
  const { user } = useSession()
  return (
    <div className="flex h-[calc(100dvh-16rem)] min-h-[26rem] flex-col overflow-hidden rounded-3xl bg-[#eef4f1] bg-[url(/chat-background.svg)] shadow-sm">
      <ThreadBody thread={thread} ownId={user?._id ?? null} />
      {user ? (
        <SignedInFooter
          key={`${mode}:${customerId ?? ''}`}
          mode={mode}
          customerId={customerId}
          user={user}
          onSent={thread.reload}
        />
      ) : (
        readOnlyNotice
      )}
    </div>
  )
}

function ThreadBody({ thread, ownId }: { thread: ChatThread; ownId: string | null }) {
  const { t } = useLingui()
  if (thread.status === 'loading') {
    return (
      <div className="flex-1 bg-white/60">
        <LoadingState />
      </div>
    )
  }
  if (thread.status === 'failed') {
    return (
      <div className="flex-1 p-4">
        <ErrorState
          message={t({ id: 'chat.loadFailed', message: 'ໂຫຼດຂໍ້ຄວາມບໍ່ສຳເລັດ' })}
          onRetry={thread.retry}
        />
      </div>
    )
  }
  return (
    <MessageList
      messages={thread.messages}
      ownId={ownId}
      hasOlder={thread.hasOlder}
      isLoadingOlder={thread.isLoadingOlder}
      onLoadOlder={thread.loadOlder}
    />
  )
}

function SignedInFooter({
  mode,
  customerId,
  user,
  onSent,
}: {
  mode: ChatMode
  customerId: string | undefined
  user: { fullName: string; image?: string | null }
  onSent: () => void
}) {
  const actor = useChatSendActor({
    mode,
    signedIn: true,
    onSent,
    ...(customerId ? { customerId } : {}),
  })
  const composer = useChatComposer(actor, true)
  return <ChatFooter composer={composer} user={user} />
}
