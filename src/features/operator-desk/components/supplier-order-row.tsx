import { Trans, useLingui } from '@lingui/react/macro'
import { PackageCheck, RefreshCw, Undo2 } from 'lucide-react'
import { useId } from 'react'
import type { components } from '#contract/schema'
import { MAX_REFERENCE_LENGTH } from '#machines/supplier-order.machine'
import { errorMessage } from '#src/i18n/error-message'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { FormAlert } from '#src/ui/form/form-alert'
import { useSupplierOrder, type SupplierOrder } from '../use-supplier-order'
import {
  DecisionForm,
  ConfirmStep,
  dangerButton,
  DecisionDone,
  primaryButton,
  quietButton,
} from './desk-buttons'
import { DeskRow, OrderSummary } from './desk-row'
import { ReasonField } from './reason-field'

type SupplierQueueOrder = components['schemas']['SupplierQueueOrder']

/** One paid game order the supplier has not settled: what the operator needs, and the way out. */
export function SupplierOrderRow({ order }: { order: SupplierQueueOrder }) {
  const action = useSupplierOrder(order._id)
  const headingId = useId()
  return (
    <DeskRow
      headingId={headingId}
      orderId={order._id}
      facts={<SupplierOrderFacts order={order} headingId={headingId} />}
    >
      <SupplierOrderControls order={order} action={action} />
    </DeskRow>
  )
}

function SupplierOrderFacts({
  order,
  headingId,
}: {
  order: SupplierQueueOrder
  headingId: string
}) {
  const attempts = order.supplierAttempts
  const paidAt = order.paidAt ? formatTimestamp(order.paidAt) : '—'
  const message = order.supplierMessage
  return (
    <OrderSummary order={order} headingId={headingId}>
      <p className="text-sm">
        <Trans id="desk.supplier.paidAt">ຈ່າຍເງິນເມື່ອ {paidAt}</Trans>
      </p>
      <p className="text-sm">
        <Trans id="desk.supplier.attempts">ຖາມຜູ້ສະໜອງແລ້ວ {attempts} ເທື່ອ</Trans>
      </p>
      {message ? (
        <p className="text-sm break-words">
          <Trans id="desk.supplier.lastMessage">ຜູ້ສະໜອງຕອບຫຼ້າສຸດ: {message}</Trans>
        </p>
      ) : null}
      {order.flaggedAt ? (
        <p className="rounded-2xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800">
          <Trans id="desk.supplier.flagged">ຍັງບໍ່ສຳເລັດ 15 ນາທີຫຼັງຈ່າຍເງິນ: ກະລຸນາກວດສອບ</Trans>
        </p>
      ) : null}
    </OrderSummary>
  )
}

function SupplierOrderControls({
  order,
  action,
}: {
  order: SupplierQueueOrder
  action: SupplierOrder
}) {
  const { t, i18n } = useLingui()
  const amount = formatKip(order.packetId.amount, i18n.locale)
  const customer = order.customer.fullName
  const reference = action.reference.trim()
  const { phase } = action
  const failure =
    action.errorCode && phase.endsWith('Failed') ? (
      <FormAlert message={errorMessage(action.errorCode, 'desk')} />
    ) : null

  switch (phase) {
    case 'idle':
    case 'checking':
    case 'checkFailed':
      return (
        <>
          {action.stillWaiting ? (
            <p role="status" className="text-sm font-bold text-ink-strong">
              <Trans id="desk.supplier.stillWaiting">ຜູ້ສະໜອງຍັງດຳເນີນການຢູ່</Trans>
            </p>
          ) : null}
          {failure}
          <div className="flex flex-wrap gap-2 md:justify-end">
            <button
              type="button"
              className={quietButton}
              disabled={phase === 'checking'}
              aria-busy={phase === 'checking' || undefined}
              onClick={phase === 'checkFailed' ? action.retry : action.check}
            >
              <RefreshCw
                aria-hidden
                className={phase === 'checking' ? 'size-4 animate-spin' : 'size-4'}
              />
              <Trans id="desk.supplier.check">ກວດສອບອີກຄັ້ງ</Trans>
            </button>
            <button
              type="button"
              className={quietButton}
              disabled={phase === 'checking'}
              onClick={action.markDelivered}
            >
              <PackageCheck aria-hidden className="size-4" />
              <Trans id="desk.supplier.markDelivered">ໝາຍວ່າສົ່ງແລ້ວ</Trans>
            </button>
            <button
              type="button"
              className={quietButton}
              disabled={phase === 'checking'}
              onClick={action.refund}
            >
              <Undo2 aria-hidden className="size-4" />
              <Trans id="desk.supplier.refund">ຄືນເງິນ</Trans>
            </button>
          </div>
        </>
      )
    case 'writingReference':
      return (
        <DecisionForm
          onSend={action.confirm}
          onCancel={action.cancel}
          confirm={<Trans id="desk.supplier.next">ຕໍ່ໄປ</Trans>}
          className={primaryButton}
        >
          <ReasonField
            label={<Trans id="desk.supplier.referenceLabel">ເລກອ້າງອີງຂອງຜູ້ສະໜອງ</Trans>}
            maxLength={MAX_REFERENCE_LENGTH}
            singleLine
            readOnly={false}
            value={action.reference}
            missing={
              action.missing === 'reference'
                ? t({
                    id: 'desk.supplier.referenceRequired',
                    message: 'ກະລຸນາໃສ່ເລກອ້າງອີງຂອງຜູ້ສະໜອງ',
                  })
                : null
            }
            onChange={(value) => action.changeText('reference', value)}
          />
        </DecisionForm>
      )
    case 'confirmingDelivery':
    case 'delivering':
    case 'deliveryFailed':
      return (
        <ConfirmStep
          question={
            <Trans id="desk.supplier.confirmDelivered">
              ໝາຍວ່າສົ່ງໃຫ້ {customer} ແລ້ວ ດ້ວຍເລກອ້າງອີງ {reference}? ລູກຄ້າຈ່າຍ {amount} ແລ້ວ ແລະ ບໍ່ມີເງິນຄືນ.
            </Trans>
          }
          failure={failure}
          className={primaryButton}
          busy={phase === 'delivering'}
          failed={phase === 'deliveryFailed'}
          onConfirm={phase === 'deliveryFailed' ? action.retry : action.confirm}
          onCancel={action.cancel}
        >
          <Trans id="desk.supplier.confirmDeliveredButton">ຢືນຢັນວ່າສົ່ງແລ້ວ</Trans>
        </ConfirmStep>
      )
    case 'writingReason':
      return (
        <DecisionForm
          onSend={action.confirm}
          onCancel={action.cancel}
          confirm={<Trans id="desk.supplier.next">ຕໍ່ໄປ</Trans>}
          className={dangerButton}
        >
          <ReasonField
            label={<Trans id="desk.supplier.reasonLabel">ເຫດຜົນທີ່ຄືນເງິນ (ລູກຄ້າຈະເຫັນ)</Trans>}
            value={action.reason}
            readOnly={false}
            missing={
              action.missing === 'reason'
                ? t({ id: 'desk.supplier.reasonRequired', message: 'ກະລຸນາບອກເຫດຜົນທີ່ຄືນເງິນ' })
                : null
            }
            onChange={(value) => action.changeText('reason', value)}
          />
        </DecisionForm>
      )
    case 'confirmingRefund':
    case 'refunding':
    case 'refundFailed':
      return (
        <ConfirmStep
          question={
            <Trans id="desk.supplier.confirmRefund">
              ຄືນເງິນ {amount} ເຂົ້າກະເປົາຂອງ {customer}? ຄຳສັ່ງຊື້ຈະຖືກຍົກເລີກ ແລະ ເຮັດຄືນບໍ່ໄດ້.
            </Trans>
          }
          detail={action.reason.trim()}
          failure={failure}
          className={dangerButton}
          busy={phase === 'refunding'}
          failed={phase === 'refundFailed'}
          onConfirm={phase === 'refundFailed' ? action.retry : action.confirm}
          onCancel={action.cancel}
        >
          <Trans id="desk.supplier.confirmRefundButton">ຢືນຢັນການຄືນເງິນ</Trans>
        </ConfirmStep>
      )
    case 'settled':
    case 'settledElsewhere':
      return (
        <DecisionDone>
          {phase === 'settledElsewhere' ? (
            <Trans id="desk.supplier.settledElsewhere">ຄຳສັ່ງຊື້ນີ້ສຳເລັດແລ້ວກ່ອນໜ້ານີ້: ບໍ່ໄດ້ເຮັດຊ້ຳ</Trans>
          ) : action.outcome === 'REFUNDED' ? (
            <Trans id="desk.supplier.refunded">ຄືນເງິນ {amount} ແລ້ວ, ລູກຄ້າໄດ້ຮັບແຈ້ງແລ້ວ</Trans>
          ) : (
            <Trans id="desk.supplier.delivered">ສົ່ງແລ້ວ, ລູກຄ້າໄດ້ຮັບແຈ້ງແລ້ວ</Trans>
          )}
        </DecisionDone>
      )
  }
}
