import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '../app/empty-state'
import { requireLoginOrWarnHome } from '../app/route-guards'
import { ScreenFrame } from '../app/screen-frame'
import { useSession } from '../features/session/use-session'

export const Route = createFileRoute('/profile')({
  beforeLoad: requireLoginOrWarnHome,
  component: ProfileScreen,
})

function ProfileScreen() {
  const { user } = useSession()
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'menu.profile', message: 'ໂປຣໄຟລ໌' })}>
      {user ? (
        <div className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm">
          <span
            aria-hidden
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-app-gradient text-2xl font-bold text-white"
          >
            {Array.from(user.fullName || user.userName)[0]}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-ink-strong">{user.fullName}</p>
            <p className="truncate">{user.email ?? user.userName}</p>
          </div>
        </div>
      ) : null}
      <EmptyState />
    </ScreenFrame>
  )
}
