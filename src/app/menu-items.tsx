import { Trans } from '@lingui/react/macro'
import { linkOptions, useRouterState, type LinkOptions } from '@tanstack/react-router'
import { History, House, MessagesSquare, Trophy, UserRound, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { FIRST_HISTORY_PAGE } from '../../contract/shop-rules'

export type MenuSection = 'home' | 'history' | 'recharge' | 'profile' | 'range' | 'chat' | 'desk'

export interface MenuItem {
  section: MenuSection
  link: LinkOptions
  Icon: typeof House
  label: ReactNode
}

/** SPEC 2's menu: Home, History, Recharge, Profile. Everything but Home asks a visitor to log in. */
export const mainMenuItems: MenuItem[] = [
  {
    section: 'home',
    link: linkOptions({ to: '/' }),
    Icon: House,
    label: <Trans id="menu.home">ໜ້າຫຼັກ</Trans>,
  },
  {
    section: 'history',
    link: linkOptions({
      to: '/history-invoice/limit/$limit/skip/$skip',
      params: FIRST_HISTORY_PAGE,
    }),
    Icon: History,
    label: <Trans id="menu.history">ປະຫວັດ</Trans>,
  },
  {
    section: 'recharge',
    link: linkOptions({ to: '/rechargePage' }),
    Icon: Wallet,
    label: <Trans id="menu.recharge">ເຕີມເງິນ</Trans>,
  },
  {
    section: 'profile',
    link: linkOptions({ to: '/profile' }),
    Icon: UserRound,
    label: <Trans id="menu.profile">ໂປຣໄຟລ໌</Trans>,
  },
]

/** Screens reached from the menu's second row (desktop) or its 'More' sheet (phone). */
export const moreMenuItems: MenuItem[] = [
  {
    section: 'range',
    link: linkOptions({ to: '/range' }),
    Icon: Trophy,
    label: <Trans id="menu.leaderboard">ອັນດັບເຕີມເງິນ</Trans>,
  },
  {
    section: 'chat',
    link: linkOptions({ to: '/chat-group' }),
    Icon: MessagesSquare,
    label: <Trans id="menu.chat">ແຊັດ</Trans>,
  },
]

const sectionPrefixes: Record<Exclude<MenuSection, 'home'>, string[]> = {
  history: ['/history-invoice', '/history-buy'],
  recharge: ['/rechargePage'],
  profile: ['/profile'],
  range: ['/range'],
  chat: ['/chat-group', '/chat-admin', '/chat-group-admin'],
  desk: ['/admin'],
}

/** The section the current page belongs to, so every page of a section lights up its item. */
export function useActiveSection(): MenuSection | null {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (pathname === '/') return 'home'
  for (const [section, prefixes] of Object.entries(sectionPrefixes)) {
    if (prefixes.some((prefix) => pathname.startsWith(prefix))) return section as MenuSection
  }
  return null
}
