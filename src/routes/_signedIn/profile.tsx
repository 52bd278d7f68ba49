import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ScreenFrame } from '../../ui/screen-frame'
import { ChangePasswordForm } from '../../features/account/components/change-password-form'
import { ProfileAvatar } from '../../features/account/components/profile-avatar'
import { ProfileDetailsForm } from '../../features/account/components/profile-details-form'
import { useSession } from '../../session/use-session'

export const Route = createFileRoute('/_signedIn/profile')({
  component: ProfileScreen,
})

function ProfileScreen() {
  const { user } = useSession()
  const { t } = useLingui()
  if (!user) return null
  return (
    <ScreenFrame title={t({ id: 'menu.profile', message: 'ໂປຣໄຟລ໌' })}>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <ProfileAvatar user={user} />
        </Card>
        <Card title={t({ id: 'profile.settings', message: 'ຕັ້ງຄ່າບັນຊີ' })}>
          <ProfileDetailsForm key={user._id} user={user} />
        </Card>
        <Card title={t({ id: 'profile.changePassword', message: 'ປ່ຽນລະຫັດຜ່ານ' })}>
          <ChangePasswordForm userId={user._id} />
        </Card>
      </div>
    </ScreenFrame>
  )
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm md:p-6">
      {title ? <h2 className="text-lg font-bold text-ink-strong">{title}</h2> : null}
      {children}
    </section>
  )
}
