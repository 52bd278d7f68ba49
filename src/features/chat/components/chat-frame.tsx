import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { ScreenFrame } from '#src/ui/screen-frame'
import { ChatRoom } from './chat-room'
import { useSession } from '#src/session/use-session'

const tabClass =
  'flex tap-target flex-1 items-center justify-center rounded-full px-4 py-2 text-center text-sm font-bold text-ink transition aria-[current=page]:bg-secondary aria-[current=page]:text-app-from aria-[current=page]:shadow-sm'

/** SPEC 2: group chat and the chat with the admin are two tabs of one screen. */
export function ChatFrame({ tab }: { tab: 'group' | 'admin' }) {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <ScreenFrame title={t({ id: 'menu.chat', message: 'ແຊັດ' })}>
      <nav
        aria-label={t({ id: 'chat.tabs', message: 'ຫ້ອງແຊັດ' })}
        className="flex gap-1 rounded-full bg-slate-200/70 p-1"
      >
        <Link
          to="/chat-group"
          aria-current={tab === 'group' ? 'page' : undefined}
          className={tabClass}
        >
          <Trans id="chat.allTab">ທັງໝົດ</Trans>
        </Link>
        <Link
          to="/chat-admin"
          aria-current={tab === 'admin' ? 'page' : undefined}
          className={tabClass}
        >
          <Trans id="chat.adminTab">ແອັດມິນລະບົບ</Trans>
        </Link>
      </nav>
      {tab === 'group' ? (
        <ChatRoom mode="GROUP" readOnlyNotice={<VisitorNotice />} />
      ) : user?.role === 'ADMIN' ? (
        <AdminDeskNotice />
      ) : user ? (
        // The route's guard lets only signed-in users here; a logout on the page leaves it.
        <ChatRoom key={user._id} mode="ADMIN" customerId={user._id} />
      ) : null}
    </ScreenFrame>
  )
}

/** An administrator answers customers from the admin desk, not from a conversation of their own. */
function AdminDeskNotice() {
  return (
    <p className="flex flex-wrap items-center justify-center gap-3 rounded-2xl bg-white p-4 text-center text-sm shadow-sm">
      <Trans id="chat.adminUsesDesk">ຕອບລູກຄ້າໄດ້ຈາກໜ້າແຊັດຂອງແອັດມິນ.</Trans>
      <Link
        to="/chat-group-admin"
        className="inline-flex tap-target items-center gap-1.5 rounded-full bg-primary px-4 font-bold text-white"
      >
        <Trans id="chatGroupAdmin.title">ແຊັດຂອງແອັດມິນ</Trans>
      </Link>
    </p>
  )
}

/** Visitors may read the group chat but not write in it (SPEC 6). */
function VisitorNotice() {
  return (
    <p className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 bg-white/95 p-3 text-center text-sm">
      <Trans id="chat.visitorNotice">ເຂົ້າສູ່ລະບົບເພື່ອສົ່ງຂໍ້ຄວາມ.</Trans>
      <Link
        to="/login"
        search={{ redirect: '/chat-group' }}
        className="inline-flex tap-target items-center gap-1.5 rounded-full bg-primary px-4 font-bold text-white"
      >
        <LogIn aria-hidden className="size-4" />
        <Trans id="topBar.login">ເຂົ້າສູ່ລະບົບ</Trans>
      </Link>
    </p>
  )
}
