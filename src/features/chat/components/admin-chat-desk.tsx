import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { RotateCw, UsersRound } from 'lucide-react'
import type { components } from '#contract/schema'
import { ChatAvatar } from './chat-avatar'
import { ChatRoom } from './chat-room'
import { formatChatTime } from '#src/lib/format-time'
import { useLiveConversation, useLiveConversationList } from '../use-live-conversations'

type Conversation = components['schemas']['Conversation']

const entryClass =
  'flex w-full items-center gap-3 rounded-2xl px-3 py-2 text-left transition hover:bg-third/60 aria-[current=page]:bg-third'

/**
 * The admin's desk: the conversations (most recent first) beside the open thread, which is the
 * group chat or one customer's conversation, answered from the same footer customers use.
 */
export function AdminChatDesk({
  conversations,
  customerId,
}: {
  /** Null when they could not be loaded. */
  conversations: Conversation[] | null
  customerId: string | null
}) {
  const { t } = useLingui()
  const reloadConversations = useLiveConversationList()
  const open = conversations?.find((conversation) => conversation.customerId === customerId)

  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <nav
        aria-label={t({ id: 'chatGroupAdmin.conversations', message: 'ການສົນທະນາ' })}
        className="flex max-h-[calc(100dvh-16rem)] flex-col gap-1 overflow-y-auto rounded-3xl bg-white p-2 shadow-sm"
      >
        <div className="flex items-center justify-between px-2 py-1">
          <h2 className="text-sm font-bold text-ink-strong">
            <Trans id="chatGroupAdmin.conversations">ການສົນທະນາ</Trans>
          </h2>
          <button
            type="button"
            onClick={reloadConversations}
            aria-label={t({ id: 'chatGroupAdmin.refresh', message: 'ໂຫຼດລາຍການໃໝ່' })}
            className="flex tap-target items-center justify-center rounded-full text-first hover:bg-third"
          >
            <RotateCw aria-hidden className="size-4" />
          </button>
        </div>
        <Link
          to="/chat-group-admin"
          search={{}}
          // Without `exact` any open conversation would also count as this link's page.
          activeOptions={{ exact: true }}
          aria-current={customerId === null ? 'page' : undefined}
          className={entryClass}
        >
          <span className="flex size-[50px] shrink-0 items-center justify-center rounded-full bg-first-dark text-white">
            <UsersRound aria-hidden className="size-6" />
          </span>
          <span className="font-bold text-ink-strong">
            <Trans id="chat.allTab">ທັງໝົດ</Trans>
          </span>
        </Link>
        {conversations === null ? (
          <p role="alert" className="px-3 py-4 text-center text-sm font-bold text-red-600">
            <Trans id="chatGroupAdmin.loadFailed">ໂຫຼດລາຍການບໍ່ສຳເລັດ. ກົດໂຫຼດໃໝ່.</Trans>
          </p>
        ) : null}
        {conversations?.map((conversation) => (
          <ConversationEntry
            key={conversation.customerId}
            conversation={conversation}
            isOpen={conversation.customerId === customerId}
          />
        ))}
        {conversations?.length === 0 ? (
          <p className="px-3 py-4 text-center text-sm">
            <Trans id="chatGroupAdmin.noConversations">ຍັງບໍ່ມີລູກຄ້າທັກມາ</Trans>
          </p>
        ) : null}
      </nav>
      <div className="flex flex-col gap-2">
        <h2 className="px-1 font-bold text-ink-strong">
          {open ? (
            `${open.fullName} · ${open.phone}`
          ) : customerId ? (
            <Trans id="chatGroupAdmin.unknownConversation">ການສົນທະນາ</Trans>
          ) : (
            <Trans id="chat.allTab">ທັງໝົດ</Trans>
          )}
        </h2>
        {customerId ? (
          <ChatRoom key={customerId} mode="ADMIN" customerId={customerId} />
        ) : (
          <ChatRoom key="group" mode="GROUP" />
        )}
      </div>
    </div>
  )
}

function ConversationEntry({
  conversation,
  isOpen,
}: {
  conversation: Conversation
  isOpen: boolean
}) {
  useLiveConversation(conversation.customerId)
  return (
    <Link
      to="/chat-group-admin"
      search={{ customer: conversation.customerId }}
      aria-current={isOpen ? 'page' : undefined}
      className={entryClass}
    >
      <ChatAvatar image={conversation.image} name={conversation.fullName} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-bold text-ink-strong">{conversation.fullName}</span>
          <time dateTime={conversation.lastAt} className="shrink-0 text-[11px]">
            {formatChatTime(conversation.lastAt)}
          </time>
        </span>
        <span className="truncate text-xs">{conversation.phone}</span>
        <span className="truncate text-xs text-slate-600">{conversation.lastText}</span>
      </span>
    </Link>
  )
}
