import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CircleCheck, Clock, RotateCw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FIRST_HISTORY_PAGE } from '#contract/shop-rules'
import { formatKip } from '#src/lib/format-money'
import type { TopUp } from '../use-top-up'
import { errorMessage } from '#src/i18n/error-message'

/** What became of the last QR, above the form: credited, expired, closed, or never made. */
export function TopUpOutcome({ topUp }: { topUp: TopUp }) {
  // Drawn again on a language change, so the failure's words follow it.
  const { i18n } = useLingui()
  const { phase, pending, errorCode, rejectReason, retry } = topUp
  const amount = formatKip(pending?.amount ?? 0, i18n.locale)
  const historyLink = (
    <Link
      to="/history-invoice/limit/$limit/skip/$skip"
      params={FIRST_HISTORY_PAGE}
      className="font-bold text-primary underline"
    >
      <Trans id="topUp.openHistory">ເບິ່ງປະຫວັດການເຕີມເງິນ</Trans>
    </Link>
  )

  switch (phase) {
    case 'credited':
      return (
        <Banner tone="success" icon={<CircleCheck aria-hidden className="size-5 shrink-0" />}>
          <Trans id="topUp.paidBanner">ເຕີມເງິນ {amount} ເຂົ້າກະເປົາຂອງທ່ານແລ້ວ.</Trans> {historyLink}
        </Banner>
      )
    case 'closed':
      return (
        <Banner tone="waiting" icon={<Clock aria-hidden className="size-5 shrink-0" />}>
          <Trans id="topUp.closedBanner">
            ກຳລັງລໍຖ້າການອະນຸມັດ, ກະລຸນາກວດເບິ່ງໃນປະຫວັດ. ຖ້າທ່ານຈ່າຍ QR ແລ້ວ, ເງິນຈະເຂົ້າກະເປົາເອງ.
          </Trans>{' '}
          {historyLink}
        </Banner>
      )
    case 'expired':
      return (
        <Banner tone="error" icon={<TriangleAlert aria-hidden className="size-5 shrink-0" />}>
          <Trans id="topUp.expiredBanner">
            QR ສຳລັບ {amount} ໝົດອາຍຸແລ້ວ ແລະ ບໍ່ສາມາດຈ່າຍໄດ້ອີກ. ກະລຸນາສ້າງ QR ໃໝ່.
          </Trans>
        </Banner>
      )
    case 'refused': {
      const reason = rejectReason
      return (
        <Banner tone="error" icon={<TriangleAlert aria-hidden className="size-5 shrink-0" />}>
          {/* A top-up cancelled at the desk may carry no reason: no empty one after a colon. */}
          {reason ? (
            <Trans id="topUp.rejectedBanner">
              ການເຕີມເງິນ {amount} ຖືກປະຕິເສດ: {reason}. ເງິນບໍ່ໄດ້ເຂົ້າກະເປົາ; ຖ້າທ່ານຈ່າຍແລ້ວ, ກະລຸນາແຊັດຫາແອັດມິນ.
            </Trans>
          ) : (
            <Trans id="topUp.rejectedBannerWithoutReason">
              ການເຕີມເງິນ {amount} ຖືກປະຕິເສດ. ເງິນບໍ່ໄດ້ເຂົ້າກະເປົາ; ຖ້າທ່ານຈ່າຍແລ້ວ, ກະລຸນາແຊັດຫາແອັດມິນ.
            </Trans>
          )}
        </Banner>
      )
    }
    case 'failed':
      return (
        <Banner tone="error" icon={<TriangleAlert aria-hidden className="size-5 shrink-0" />}>
          <span>{errorMessage(errorCode ?? 'INTERNAL_ERROR', 'qrTopUp')}</span>
          <button
            type="button"
            onClick={retry}
            className="mt-2 inline-flex tap-target items-center gap-2 rounded-full bg-primary px-4 font-bold text-white"
          >
            <RotateCw aria-hidden className="size-4" />
            <Trans id="state.retry">ລອງໃໝ່</Trans>
          </button>
        </Banner>
      )
    default:
      return null
  }
}

const toneClass = {
  success: 'bg-green-50 text-green-800',
  waiting: 'bg-amber-50 text-amber-900',
  error: 'bg-red-50 text-red-800',
} as const

function Banner(props: { tone: keyof typeof toneClass; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role={props.tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-2xl p-4 text-sm ${toneClass[props.tone]}`}
    >
      {props.icon}
      <div className="flex flex-col items-start">
        <p>{props.children}</p>
      </div>
    </div>
  )
}
