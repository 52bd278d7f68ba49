import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { OrderTimeline } from '#src/features/history/components/order-timeline'
import { StatusBadge } from '#src/ui/status-badge'
import { activateLocale } from '#src/i18n/activate-locale'
import { formatTimestamp } from '#src/lib/format-time'

const paidAt = '2026-11-26T08:00:00.000Z'
const sentAt = '2026-11-26T08:00:01.000Z'

beforeAll(() => activateLocale('en'))

describe("a game order's timeline", () => {
  it('shows a RUNNING order paid and sent with their times, then waiting, in amber', () => {
    render(
      <I18nProvider i18n={i18n}>
        <StatusBadge status="RUNNING" kind="purchase" />
        <OrderTimeline
          status="RUNNING"
          steps={[
            { step: 'ORDERED', at: paidAt },
            { step: 'PAID', at: paidAt },
            { step: 'SENT', at: sentAt },
          ]}
          refundReason={null}
        />
      </I18nProvider>,
    )
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem')
    expect(steps.map((step) => step.dataset.step)).toEqual(['ORDERED', 'PAID', 'SENT', 'WAITING'])
    expect(steps[2]).toHaveTextContent('Sent to the supplier')
    expect(steps[2]).toHaveTextContent(formatTimestamp(sentAt))
    expect(steps[3]).toHaveTextContent('Waiting for delivery')
    expect(screen.getByText('In progress')).toHaveAttribute('data-tone', 'waiting')
  })

  it('ends with the delivery once the supplier confirmed it, with nothing left to wait for', () => {
    render(
      <I18nProvider i18n={i18n}>
        <OrderTimeline
          status="SUCCESS"
          steps={[
            { step: 'PAID', at: paidAt },
            { step: 'SENT', at: sentAt },
            { step: 'DELIVERED', at: '2026-11-26T08:02:00.000Z' },
          ]}
          refundReason={null}
        />
      </I18nProvider>,
    )
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem')
    expect(steps.map((step) => step.dataset.step)).toEqual(['PAID', 'SENT', 'DELIVERED'])
  })
})
