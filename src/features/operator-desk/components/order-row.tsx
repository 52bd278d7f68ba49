import { Trans, useLingui } from '@lingui/react/macro'
import { Undo2 } from 'lucide-react'
import { useId } from 'react'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { FormAlert } from '#src/ui/form/form-alert'
import { StatusBadge } from '#src/ui/status-badge'
import { useOrderRefund, type OrderRefund } from '../use-order-refund'
import { DecisionForm, ConfirmStep, dangerButton, DecisionDone, quietButton } from './desk-buttons'
import { DeskRow, OrderSummary } from './desk-row'
import { ReasonField } from './reason-field'
import { errorMessage } from '#src/i18n/error-message'

type AdminOrder = components['schemas']['AdminOrder']

/** One order found at the desk: who bought what, for which account, and its refund. */
export function OrderRow({ order }: { order: AdminOrder }) {
  const refund = useOrderRefund(order._id)
  const headingId = useId()
  // Only a delivered order holds money to give back (the backend refuses any other).
  const refundable = order.status === 'SUCCESS' && order.refundedAt === null
  return (
    <DeskRow
      headingId={headingId}
      orderId={order._id}
      facts={<OrderFacts order={refundedHere(order, refund)} headingId={headingId} />}
    >
      {refundable || refund.phase !== 'idle' ? (
        <RefundControls order={order} refund={refund} />
      ) : null}
    </DeskRow>
  )
}

/** The order as this row's own refund left it, so its facts agree with the refund just made. */
function refundedHere(order: AdminOrder, refund: OrderRefund): AdminOrder {
  if (refund.phase !== 'refunded' || !refund.refundedAt) return order
  return {
    ...order,
    status: 'CANCEL',
    refundedAt: refund.refundedAt,
    refundReason: refund.reason.trim(),
  }
}

function OrderFacts({ order, headingId }: { order: AdminOrder; headingId: string }) {
  return (
    <OrderSummary order={order} headingId={headingId}>
      <p className="text-sm">
        <Trans id="desk.orders.orderedAt">ສັ່ງຊື້ເມື່ອ {formatTimestamp(order.created_at)}</Trans>
      </p>
      <OrderState order={order} />
    </OrderSummary>
  )
}

function OrderState({ order }: { order: AdminOrder }) {
  if (order.refundedAt) {
    const reason = order.refundReason ?? ''
    return (
      <p className="rounded-2xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800">
        <Trans id="desk.orders.refundedOn">
          ຄືນເງິນແລ້ວເມື່ອ {formatTimestamp(order.refundedAt)}: {reason}
        </Trans>
      </p>
    )
  }
  return (
    <p className="text-sm">
      <StatusBadge status={order.status} kind="purchase" />
    </p>
  )
}

function RefundControls({ order, refund }: { order: AdminOrder; refund: OrderRefund }) {
  const { t, i18n } = useLingui()
  const amount = formatKip(order.packetId.amount, i18n.locale)
  const customer = order.customer.fullName
  const { phase } = refund

  switch (phase) {
    case 'idle':
      return (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <button type="button" className={quietButton} onClick={refund.refund}>
            <Undo2 aria-hidden className="size-4" />
            <Trans id="desk.orders.refund">ຄືນເງິນ</Trans>
          </button>
        </div>
      )
    case 'writingReason':
      return (
        <DecisionForm
          onSend={refund.confirm}
          confirm={<Trans id="desk.orders.next">ຕໍ່ໄປ</Trans>}
          className={dangerButton}
          onCancel={refund.cancel}
        >
          <ReasonField
            label={<Trans id="desk.orders.reasonLabel">ເຫດຜົນທີ່ຄືນເງິນ (ລູກຄ້າຈະເຫັນ)</Trans>}
            value={refund.reason}
            readOnly={false}
            missing={
              refund.reasonMissing
                ? t({ id: 'desk.orders.reasonRequired', message: 'ກະລຸນາບອກເຫດຜົນທີ່ຄືນເງິນ' })
                : null
            }
            onChange={refund.changeReason}
          />
        </DecisionForm>
      )
    case 'confirming':
    case 'refunding':
    case 'failed':
      return (
        <ConfirmStep
          question={
            <Trans id="desk.orders.confirmRefund">
              ຄືນເງິນ {amount} ເຂົ້າກະເປົາຂອງ {customer}? ເຮັດຄືນບໍ່ໄດ້.
            </Trans>
          }
          detail={refund.reason.trim()}
          failure={
            phase === 'failed' && refund.errorCode ? (
              <FormAlert message={errorMessage(refund.errorCode, 'desk')} />
            ) : null
          }
          className={dangerButton}
          busy={phase === 'refunding'}
          failed={phase === 'failed'}
          onConfirm={phase === 'failed' ? refund.retry : refund.confirm}
          onCancel={refund.cancel}
        >
          <Trans id="desk.orders.confirmRefundButton">ຢືນຢັນການຄືນເງິນ</Trans>
        </ConfirmStep>
      )
    case 'refunded':
    case 'refundedElsewhere':
      return (
        <DecisionDone>
          {phase === 'refunded' ? (
            <Trans id="desk.orders.refunded">ຄືນເງິນ {amount} ແລ້ວ, ລູກຄ້າໄດ້ຮັບແຈ້ງແລ້ວ</Trans>
          ) : (
            <Trans id="desk.orders.refundedElsewhere">ຄຳສັ່ງຊື້ນີ້ຖືກຄືນເງິນແລ້ວ: ບໍ່ມີເງິນຄືນຊ້ຳ</Trans>
          )}
        </DecisionDone>
      )
  }
}
