import { Trans, useLingui } from '@lingui/react/macro'
import { Check, Clock, RotateCcw, Send, X } from 'lucide-react'
import type { components } from '#contract/schema'
import { formatTimestamp } from '#src/lib/format-time'
import { statusTone } from '#src/lib/status-family'

type InvoiceStep = components['schemas']['InvoiceStep']
type Step = InvoiceStep['step']

const stepIcon: Record<Step, typeof Check> = {
  ORDERED: Check,
  PAID: Check,
  SENT: Send,
  DELIVERED: Check,
  REFUSED: X,
  REFUNDED: RotateCcw,
}

const stepTone: Record<Step, string> = {
  ORDERED: 'bg-first text-white',
  PAID: 'bg-first text-white',
  SENT: 'bg-first text-white',
  DELIVERED: 'bg-green-600 text-white',
  REFUSED: 'bg-red-600 text-white',
  REFUNDED: 'bg-amber-500 text-white',
}

/**
 * The order's steps with their times, oldest first, the refund with the shop's reason. An order
 * still with the provider (its status amber) ends with the step it waits for, without a time.
 */
export function OrderTimeline({
  status,
  steps,
  refundReason,
}: {
  status: string
  steps: InvoiceStep[]
  refundReason: string | null
}) {
  const { t } = useLingui()
  const labels: Record<Step, string> = {
    ORDERED: t({ id: 'order.step.ordered', message: 'ສັ່ງຊື້' }),
    PAID: t({ id: 'order.step.paid', message: 'ຈ່າຍຈາກກະເປົາເງິນແລ້ວ' }),
    SENT: t({ id: 'order.step.sent', message: 'ສົ່ງໄປຫາຜູ້ໃຫ້ບໍລິການແລ້ວ' }),
    DELIVERED: t({ id: 'order.step.delivered', message: 'ສົ່ງມອບແລ້ວ' }),
    REFUSED: t({ id: 'order.step.refused', message: 'ຜູ້ໃຫ້ບໍລິການປະຕິເສດ' }),
    REFUNDED: t({ id: 'order.step.refunded', message: 'ຄືນເງິນເຂົ້າກະເປົາແລ້ວ' }),
  }
  const waiting = statusTone(status, 'purchase') === 'waiting'

  return (
    <section aria-labelledby="order-timeline-heading" className="flex flex-col gap-3">
      <h3 id="order-timeline-heading" className="font-bold text-ink-strong">
        <Trans id="order.timeline">ສະຖານະຄຳສັ່ງຊື້</Trans>
      </h3>
      <ol data-testid="order-timeline" className="flex flex-col">
        {steps.map(({ step, at }) => {
          const Icon = stepIcon[step]
          return (
            <li key={step} data-step={step} className="flex gap-3 pb-4 last:pb-0">
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full ${stepTone[step]}`}
              >
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="flex flex-col">
                <span className="font-bold text-ink-strong">{labels[step]}</span>
                <time dateTime={at} className="text-sm">
                  {formatTimestamp(at)}
                </time>
                {step === 'REFUNDED' && refundReason ? (
                  <span className="text-sm break-words">{refundReason}</span>
                ) : null}
              </span>
            </li>
          )
        })}
        {waiting ? (
          <li data-step="WAITING" className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900 ring-1 ring-amber-600/30">
              <Clock aria-hidden className="size-4" />
            </span>
            <span className="font-bold text-amber-900">
              <Trans id="order.step.waiting">ລໍຖ້າການສົ່ງມອບ</Trans>
            </span>
          </li>
        ) : null}
      </ol>
    </section>
  )
}
