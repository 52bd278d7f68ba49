import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { MAX_REFERENCE_LENGTH } from '#machines/topup-decision.machine'
import { errorMessage } from '#src/i18n/error-message'
import { FormAlert } from '#src/ui/form/form-alert'
import type { TopupDecision } from '../use-topup-decision'
import { DecisionForm, primaryButton } from './desk-buttons'
import { ReasonField } from './reason-field'

/**
 * Approving a top-up by hand: what it credits to whom, the bank's or the transfer's reference it
 * was checked against, and the reason, which an expired QR cannot go without. What was typed stays
 * through a failed send; the boxes are read-only while it is sent.
 */
export function ApprovalForm({
  question,
  decision,
}: {
  question: ReactNode
  decision: TopupDecision
}) {
  const { t } = useLingui()
  const { phase } = decision
  const editable = phase === 'confirmingApproval'
  return (
    <DecisionForm
      onSend={phase === 'approvalFailed' ? decision.retry : decision.confirm}
      failure={
        phase === 'approvalFailed' && decision.errorCode ? (
          <FormAlert message={errorMessage(decision.errorCode, 'desk')} />
        ) : null
      }
      confirm={<Trans id="desk.topups.confirmApprove">ຢືນຢັນການອະນຸມັດ</Trans>}
      className={primaryButton}
      busy={phase === 'approving'}
      failed={phase === 'approvalFailed'}
      onCancel={decision.cancel}
    >
      <p className="text-sm font-bold text-ink-strong">{question}</p>
      <ReasonField
        singleLine
        maxLength={MAX_REFERENCE_LENGTH}
        label={<Trans id="desk.topups.referenceLabel">ເລກອ້າງອີງຂອງທະນາຄານ ຫຼື ການໂອນ</Trans>}
        value={decision.reference}
        readOnly={!editable}
        missing={
          decision.referenceMissing ? errorMessage('APPROVAL_REFERENCE_REQUIRED', 'desk') : null
        }
        onChange={decision.changeReference}
      />
      <ReasonField
        label={
          decision.qrExpired
            ? t({
                id: 'desk.topups.approvalReasonRequired',
                message: 'ເຫດຜົນທີ່ອະນຸມັດ QR ທີ່ໝົດອາຍຸແລ້ວ (ຕ້ອງໃສ່)',
              })
            : t({ id: 'desk.topups.approvalReasonOptional', message: 'ເຫດຜົນທີ່ອະນຸມັດ (ບໍ່ບັງຄັບ)' })
        }
        value={decision.approvalReason}
        readOnly={!editable}
        missing={
          decision.approvalReasonMissing ? errorMessage('APPROVAL_REASON_REQUIRED', 'desk') : null
        }
        onChange={decision.changeApprovalReason}
      />
    </DecisionForm>
  )
}
