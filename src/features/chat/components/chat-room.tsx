import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ChatMode } from '#machines/chat-send.machine'
import { ErrorState } from '#src/ui/error-state'
import { LoadingState } from '#src/ui/loading-state'
import { useSession } from '#src/session/use-session'
import type { ChatMessage } from '../chat-message'
import { useChatComposer } from '../use-chat-composer'
import { useChatSend } from '../use-chat-send'
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
    // On a phone the room ends above the tab bar, so the opened page shows all of it. Its height
    // guesses what sits above it (top bar, title, tabs); overflow-clip, unlike overflow-hidden, does not
    // make the room a scroll container, so the footer below stays sticky against the page.
    <div className="flex h-[calc(100dvh-16rem-var(--tab-bar-height)-env(safe-area-inset-bottom))] min-h-[18rem] flex-col overflow-clip rounded-3xl bg-[#eef4f1] bg-[url(/chat-background.svg)] shadow-sm md:h-[calc(100dvh-16rem)] md:min-h-[26rem]">
      <ThreadBody thread={thread} ownId={user?._id ?? null} />
      {/* The footer is sticky above the tab bar: when the guess above is short (a taller top bar, a
          low landscape screen, a browser that shrinks the page for the on-screen keyboard), the
          message input still shows whole, over the list's bottom, without being scrolled to. Pure
          CSS on purpose: Chromium on Android leaves the page's layout alone when the keyboard opens
          (it only shrinks the visual viewport) and scrolls the focused input into view itself, so
          nothing has to follow visualViewport or the VirtualKeyboard API, which not every browser has. */}
      <div className="sticky bottom-[calc(var(--tab-bar-height)+env(safe-area-inset-bottom))] z-10 bg-white md:bottom-0">
        {user ? (
          <SignedInFooter
            key={`${mode}:${customerId ?? ''}`}
            mode={mode}
            customerId={customerId}
            user={user}
            onSent={thread.addSent}
          />
        ) : (
          readOnlyNotice
        )}
      </div>
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
  onSent: (message: ChatMessage) => void
}) {
  const actor = useChatSend({
    mode,
    signedIn: true,
    onSent,
    ...(customerId ? { customerId } : {}),
  })
  const composer = useChatComposer(actor, true)
  return <ChatFooter composer={composer} user={user} />
}
