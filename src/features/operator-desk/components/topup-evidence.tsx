import { Trans } from '@lingui/react/macro'
import { BadgeCheck, CircleAlert, Clock, TimerOff } from 'lucide-react'
import type { ReactNode } from 'react'
import type { components } from '#contract/schema'

type TopupEvidence = components['schemas']['TopupEvidence']

const chip = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold'

/**
 * What an operator weighs before crediting by hand: what the bank said of this top-up (a notice
 * that matches, one that does not, or nothing yet) and whether its QR can still be paid.
 */
export function TopupEvidenceLine({ evidence }: { evidence: TopupEvidence }) {
  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <BankNoticeChip state={evidence.bankNotice} />
      </li>
      {evidence.qrExpired ? (
        <li>
          <Chip
            className="bg-red-50 text-red-700"
            icon={<TimerOff aria-hidden className="size-3.5" />}
          >
            <Trans id="desk.evidence.qrExpired">QR ໝົດອາຍຸແລ້ວ</Trans>
          </Chip>
        </li>
      ) : null}
    </ul>
  )
}

function BankNoticeChip({ state }: { state: TopupEvidence['bankNotice'] }) {
  switch (state) {
    case 'MATCHING':
      return (
        <Chip
          className="bg-green-50 text-green-800"
          icon={<BadgeCheck aria-hidden className="size-3.5" />}
        >
          <Trans id="desk.evidence.noticeMatching">ທະນາຄານແຈ້ງແລ້ວ: ຈຳນວນກົງກັນ</Trans>
        </Chip>
      )
    case 'MISMATCH':
      return (
        <Chip
          className="bg-amber-50 text-amber-800"
          icon={<CircleAlert aria-hidden className="size-3.5" />}
        >
          <Trans id="desk.evidence.noticeMismatch">ທະນາຄານແຈ້ງແລ້ວ: ບໍ່ກົງກັນ</Trans>
        </Chip>
      )
    case 'NONE':
      return (
        <Chip
          className="bg-third text-ink-strong"
          icon={<Clock aria-hidden className="size-3.5" />}
        >
          <Trans id="desk.evidence.noticeNone">ທະນາຄານຍັງບໍ່ໄດ້ແຈ້ງ</Trans>
        </Chip>
      )
  }
}

function Chip({
  className,
  icon,
  children,
}: {
  className: string
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <span className={`${chip} ${className}`}>
      {icon}
      {children}
    </span>
  )
}
