import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { components } from '#contract/schema'
import { TopUpHistory } from '#src/features/history/components/top-up-history'
import { activateLocale } from '#src/i18n/activate-locale'

type WalletHistoryEntry = components['schemas']['WalletHistoryEntry']

const entry = (over: Partial<WalletHistoryEntry>): WalletHistoryEntry => ({
  _id: crypto.randomUUID(),
  oldAmount: 0,
  amount: 30_000,
  currentAmount: 30_000,
  status: 'SUCCESS',
  moneyType: 'BANK',
  created_at: '2026-11-26T08:00:00.000Z',
  ...over,
})

beforeAll(() => activateLocale('en'))

describe("a customer's top-up history", () => {
  it('shows the reference an operator credited a top-up against, on the card and in the table', () => {
    const approved = entry({ approvalReference: 'BCEL-FT2611260042' })
    render(
      <I18nProvider i18n={i18n}>
        <TopUpHistory entries={[approved, entry({ approvalReference: null })]} skip={0} />
      </I18nProvider>,
    )
    expect(screen.getAllByText('BCEL-FT2611260042')).toHaveLength(2)
    expect(screen.getAllByText(/Transfer reference/)).toHaveLength(2)
  })
})
