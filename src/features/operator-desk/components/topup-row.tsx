import { Trans, useLingui } from '@lingui/react/macro'
import { Flag } from 'lucide-react'
import { useId } from 'react'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { FormAlert } from '#src/ui/form/form-alert'
import { ApprovalForm } from './approval-form'
import {
  DecisionForm,
  dangerButton,
  DecisionDone,
  primaryButton,
  quietButton,
} from './desk-buttons'
import { DeskRow } from './desk-row'
import { MobileMoneyClaimLine } from './mobile-money-claim'
import { ReasonField } from './reason-field'
import { TopupEvidenceLine } from './topup-evidence'
import { useTopupDecision, type TopupDecision } from '../use-topup-decision'
import { errorMessage } from '#src/i18n/error-message'

type AdminTopup = components['schemas']['AdminTopup']

/** One top-up to decide: who, how much, what the bank said, and the decision in progress. */
export function TopupRow({ topup }: { topup: AdminTopup }) {
  const decision = useTopupDecision({ topupId: topup._id, qrExpired: topup.evidence.qrExpired })
  const headingId = useId()
  return (
    <DeskRow headingId={headingId} facts={<TopupFacts topup={topup} headingId={headingId} />}>
      <DecisionControls topup={topup} decision={decision} />
    </DeskRow>
  )
}

function TopupFacts({ topup, headingId }: { topup: AdminTopup; headingId: string }) {
  const { i18n } = useLingui()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 id={headingId} className="font-bold text-ink-strong">
        {topup.customer.fullName} · <span className="font-mono">{topup.customer.phone}</span>
      </h3>
      <p className="text-lg font-bold text-first-dark">{formatKip(topup.amount, i18n.locale)}</p>
      <TopupEvidenceLine evidence={topup.evidence} />
      <p className="text-sm">
        <Trans id="desk.topups.created">ສ້າງເມື່ອ {formatTimestamp(topup.createdAt)}</Trans>
        {topup.billNumber ? (
          <>
            {' · '}
            <Trans id="desk.topups.bill">ເລກບິນ</Trans>{' '}
            <span className="font-mono">{topup.billNumber}</span>
          </>
        ) : null}
      </p>
      {topup.flagReason ? (
        <p className="flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800">
          <Flag aria-hidden className="mt-0.5 size-4 shrink-0" />
          <FlagReason reason={topup.flagReason} />
        </p>
      ) : null}
      {topup.mobileMoney ? <MobileMoneyClaimLine claim={topup.mobileMoney} /> : null}
      {topup.payments.map((payment) => (
        <p key={payment.transactionId} className="text-sm">
          <Trans id="desk.topups.bankSaid">
            ທະນາຄານແຈ້ງ: {payment.amount.toLocaleString('en-US')} {payment.currency} ເມື່ອ{' '}
            {formatTimestamp(payment.paidAt)}
          </Trans>{' '}
          <span className="font-mono text-xs">({payment.transactionId})</span>
        </p>
      ))}
    </div>
  )
}

/** Why a bank notice needs the operator, in words; an unknown reason is shown as the backend sent it. */
function FlagReason({ reason }: { reason: string }) {
  const { t } = useLingui()
  const known: Record<string, string> = {
    AMOUNT_MISMATCH: t({
      id: 'desk.flag.amount',
      message: 'ຈຳນວນທີ່ທະນາຄານແຈ້ງບໍ່ກົງກັບ QR',
    }),
    CURRENCY_MISMATCH: t({ id: 'desk.flag.currency', message: 'ສະກຸນເງິນທີ່ທະນາຄານແຈ້ງບໍ່ແມ່ນກີບ' }),
    PAID_WHEN_CLOSED: t({
      id: 'desk.flag.closed',
      message: 'ຈ່າຍຫຼັງຈາກ QR ໝົດອາຍຸ ຫຼື ຖືກປະຕິເສດແລ້ວ',
    }),
    DUPLICATE_PAYMENT: t({
      id: 'desk.flag.duplicate',
      message: 'ລູກຄ້າຈ່າຍ QR ທີ່ຈ່າຍແລ້ວຊ້ຳອີກ: ອະນຸມັດເພື່ອເຕີມເງິນທີ່ຈ່າຍຄັ້ງທີສອງ, ຫຼື ປະຕິເສດຫຼັງຈາກຄືນເງິນ',
    }),
  }
  return <>{known[reason] ?? reason}</>
}

function DecisionControls({ topup, decision }: { topup: AdminTopup; decision: TopupDecision }) {
  const { t, i18n } = useLingui()
  const amount = formatKip(topup.amount, i18n.locale)
  const { phase } = decision

  switch (phase) {
    case 'undecided':
      return (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <button type="button" className={primaryButton} onClick={decision.approve}>
            <Trans id="desk.topups.approve">ອະນຸມັດ</Trans>
          </button>
          <button type="button" className={quietButton} onClick={decision.reject}>
            <Trans id="desk.topups.reject">ປະຕິເສດ</Trans>
          </button>
        </div>
      )
    case 'confirmingApproval':
    case 'approving':
    case 'approvalFailed':
      return (
        <ApprovalForm
          decision={decision}
          question={
            <Trans id="desk.topups.confirmApproval">
              ເຕີມ {amount} ເຂົ້າກະເປົາຂອງ {topup.customer.fullName}?
            </Trans>
          }
        />
      )
    case 'writingReason':
    case 'rejecting':
    case 'rejectionFailed':
      return (
        <DecisionForm
          onSend={phase === 'rejectionFailed' ? decision.retry : decision.confirm}
          failure={
            phase === 'rejectionFailed' && decision.errorCode ? (
              <FormAlert message={errorMessage(decision.errorCode, 'desk')} />
            ) : null
          }
          confirm={<Trans id="desk.topups.confirmReject">ປະຕິເສດລາຍການນີ້</Trans>}
          className={dangerButton}
          busy={phase === 'rejecting'}
          failed={phase === 'rejectionFailed'}
          onCancel={decision.cancel}
        >
          <ReasonField
            label={<Trans id="desk.topups.reasonLabel">ເຫດຜົນ (ລູກຄ້າຈະເຫັນ)</Trans>}
            value={decision.reason}
            readOnly={phase !== 'writingReason'}
            missing={
              decision.reasonMissing
                ? t({ id: 'desk.topups.reasonRequired', message: 'ກະລຸນາບອກເຫດຜົນໃຫ້ລູກຄ້າ' })
                : null
            }
            onChange={decision.changeReason}
          />
        </DecisionForm>
      )
    case 'approved':
    case 'rejected':
    case 'decidedElsewhere':
      return (
        <DecisionDone>
          {phase === 'approved' ? (
            <Trans id="desk.topups.approved">ອະນຸມັດແລ້ວ, ລູກຄ້າໄດ້ຮັບແຈ້ງແລ້ວ</Trans>
          ) : phase === 'rejected' ? (
            <Trans id="desk.topups.rejected">ປະຕິເສດແລ້ວ, ລູກຄ້າໄດ້ຮັບແຈ້ງແລ້ວ</Trans>
          ) : (
            <Trans id="desk.topups.decidedElsewhere">
              ລາຍການນີ້ຖືກຕັດສິນແລ້ວ (ຈ່າຍ, ປະຕິເສດ ຫຼື ໝົດອາຍຸ): ບໍ່ມີຫຍັງເຮັດຊ້ຳ
            </Trans>
          )}
        </DecisionDone>
      )
  }
}
