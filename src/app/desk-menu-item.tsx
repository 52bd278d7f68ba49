import { Trans } from '@lingui/react/macro'
import { linkOptions } from '@tanstack/react-router'
import { LayoutDashboard } from 'lucide-react'
import type { SessionUser } from '../session/session-storage'
import type { MenuItem } from './menu-items'

/** The operator desk, in the menus of an ADMIN only (the lazily loaded ones, so '/' stays small). */
const deskMenuItem: MenuItem = {
  section: 'desk',
  link: linkOptions({ to: '/admin' }),
  Icon: LayoutDashboard,
  label: <Trans id="menu.desk">ໂຕະແອັດມິນ</Trans>,
}

export function deskMenuItems(user: SessionUser | null): MenuItem[] {
  return user?.role === 'ADMIN' ? [deskMenuItem] : []
}
