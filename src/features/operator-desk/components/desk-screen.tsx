import { Trans, useLingui } from '@lingui/react/macro'
import { Link, linkOptions, type LinkOptions } from '@tanstack/react-router'
import {
  Boxes,
  ChartLine,
  History,
  MessagesSquare,
  PackageSearch,
  ReceiptText,
  TicketPercent,
  Trophy,
  UsersRound,
  Wallet,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { ScreenFrame } from '#src/ui/screen-frame'

interface DeskTab {
  link: LinkOptions
  Icon: typeof Wallet
  label: ReactNode
}

/** The desk's sections, in the order an operator's day needs them. */
const deskTabs: DeskTab[] = [
  {
    link: linkOptions({ to: '/admin' }),
    Icon: ChartLine,
    label: <Trans id="desk.tab.overview">ພາບລວມ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/topups' }),
    Icon: Wallet,
    label: <Trans id="desk.tab.topups">ເຕີມເງິນ</Trans>,
  },
  {
    link: linkOptions({ to: '/chat-group-admin', search: {} }),
    Icon: MessagesSquare,
    label: <Trans id="desk.tab.chats">ແຊັດລູກຄ້າ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/orders', search: {} }),
    Icon: ReceiptText,
    label: <Trans id="desk.tab.orders">ຄຳສັ່ງຊື້</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/supplier' }),
    Icon: PackageSearch,
    label: <Trans id="desk.tab.supplier">ຜູ້ສະໜອງ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/accounts', search: {} }),
    Icon: UsersRound,
    label: <Trans id="desk.tab.accounts">ບັນຊີ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/stock' }),
    Icon: Boxes,
    label: <Trans id="desk.tab.stock">ສະຕັອກບັດ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/coupons' }),
    Icon: TicketPercent,
    label: <Trans id="desk.tab.coupons">ຄູປອງ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/prizes' }),
    Icon: Trophy,
    label: <Trans id="desk.tab.prizes">ລາງວັນ</Trans>,
  },
  {
    link: linkOptions({ to: '/admin/activity' }),
    Icon: History,
    label: <Trans id="desk.tab.activity">ບັນທຶກການກະທຳ</Trans>,
  },
]

/** A screen of the operator desk: its heading, the desk's sections, and the section's content. */
export function DeskScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <ScreenFrame title={title}>
      <nav aria-label={t({ id: 'desk.sections', message: 'ພາກສ່ວນຂອງໂຕະແອັດມິນ' })}>
        {/* Every section in sight: the tabs wrap rather than scroll out of view (docs/decisions.md). */}
        <ul className="flex flex-wrap gap-2">
          {deskTabs.map(({ link, Icon, label }) => (
            <li key={link.to} className="shrink-0">
              <Link
                {...link}
                activeOptions={{ exact: link.to === '/admin', includeSearch: false }}
                className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-bold text-ink-strong shadow-sm transition hover:bg-third aria-[current=page]:bg-first-dark aria-[current=page]:text-white"
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </ScreenFrame>
  )
}
