import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { topupDecisionModel } from '../../tooling/machine-models/topup-decision-model.ts'
import { registerCustomer, startSignedIn, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { sharedPage } from '../support/e2e/shared-page.ts'

// The desk's top-ups in English (src/i18n/locales/en/messages.po).
const TEXT = {
  approve: 'Approve',
  reject: 'Reject',
  confirmApproval: 'Confirm approval',
  confirmReject: 'Reject this top-up',
  cancel: 'Cancel',
  retry: 'Try again',
  reason: 'Reason (the customer will read it)',
  reasonMissing: 'Please give the customer a reason',
  reference: 'Bank or transfer reference',
  referenceMissing: "Please enter the bank's or the transfer's reference you checked",
  approvalReason: 'Reason for approving (optional)',
  decidedElsewhere: 'This top-up was already decided',
}

const DECISION_REQUEST = /\/api\/v1\/admin\/topups\/[^/]+\/(approve|reject)$/
const DESK_LIST = /\/api\/v1\/admin\/topups$/

/**
 * Every event of the decision machine is something an operator does or a real answer, but for the
 * QR expiring while the operator types: a fresh QR lives 15 minutes, and the browser's clock does
 * not move the server's (tests/server/admin/approval-evidence.test.ts and the model walk take it).
 */
const playable = (step: BrowserStep) =>
  !(
    step.event.type === 'xstate.error.actor.approveTopup' &&
    (step.event['error'] as { code: string }).code === 'APPROVAL_REASON_REQUIRED'
  )

interface DeskRow {
  page: Page
  api: APIRequestContext
  customer: AuthSession
  topupId: string
  qrCode: string
  /** What the operator typed as the reason so far. */
  typed: string
}

const rowOf = ({ page, customer }: DeskRow) =>
  page.getByRole('listitem').filter({ hasText: customer.data.userName })

/**
 * Arranges the answer the next step's request gets: no answer (the connection drops), or another
 * operator's decision first, which the bank's payment stands for. The desk's list is held while
 * that payment is announced, so the row stays for the operator's click, as it does when both act
 * in the same second.
 */
async function arrangeOutcome(row: DeskRow, next: BrowserStep['next']) {
  if (!next?.event.type.startsWith('xstate.error.actor.')) return
  const code = (next.event['error'] as { code: string }).code
  if (code === 'NETWORK_ERROR') {
    await row.page.route(DECISION_REQUEST, (route) => route.abort('internetdisconnected'), {
      times: 1,
    })
    return
  }
  await row.page.route(DESK_LIST, () => {})
  const paid = await row.api.post('/dev/bank/pay', { data: { qr_code: row.qrCode } })
  expect(paid.status(), 'the bank pays first').toBe(200)
}

async function play(row: DeskRow, step: BrowserStep) {
  const item = rowOf(row)
  if (step.event.type === 'user.confirm' || step.event.type === 'user.retry') {
    await arrangeOutcome(row, step.next)
  }
  switch (step.event.type) {
    case 'user.approve':
      return item.getByRole('button', { name: TEXT.approve, exact: true }).click()
    case 'user.reject':
      return item.getByRole('button', { name: TEXT.reject, exact: true }).click()
    case 'user.changeReason':
      row.typed = String(step.event['value'])
      return item.getByRole('textbox', { name: TEXT.reason }).fill(row.typed)
    case 'user.changeReference':
      return item.getByRole('textbox', { name: TEXT.reference }).fill(String(step.event['value']))
    case 'user.changeApprovalReason':
      return item
        .getByRole('textbox', { name: TEXT.approvalReason })
        .fill(String(step.event['value']))
    case 'user.confirm':
      return item
        .getByRole('button', {
          name: step.from.matches('confirmingApproval') ? TEXT.confirmApproval : TEXT.confirmReject,
        })
        .click()
    case 'user.cancel':
      // Stepping back to the two buttons forgets the reason typed.
      if (step.from.matches('writingReason')) row.typed = ''
      return item.getByRole('button', { name: TEXT.cancel }).click()
    case 'user.retry':
      return item.getByRole('button', { name: TEXT.retry }).click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

async function topupStatus(row: DeskRow) {
  const answer = await row.api.get(`/api/v1/topup/${row.topupId}`, {
    headers: { Authorization: `Bearer ${row.customer.accessToken}` },
  })
  return ((await answer.json()) as { data: { status: string } }).data.status
}

/** Checks the row (or, once decided, the top-up itself) shows the step's state. */
async function expectRow(row: DeskRow, state: BrowserStep['state'], event?: BrowserStep['event']) {
  const item = rowOf(row)
  const value = String(state.value)
  switch (value) {
    case 'undecided':
      await expect(item.getByRole('button', { name: TEXT.approve, exact: true })).toBeEnabled()
      return
    case 'confirmingApproval': {
      await expect(item.getByRole('button', { name: TEXT.confirmApproval })).toBeEnabled()
      const { reference, approvalReason, referenceMissing } = state.context
      await expect(item.getByRole('textbox', { name: TEXT.reference })).toHaveValue(reference)
      await expect(item.getByRole('textbox', { name: TEXT.approvalReason })).toHaveValue(
        approvalReason,
      )
      const warning = item.getByText(TEXT.referenceMissing)
      await (referenceMissing ? expect(warning).toBeVisible() : expect(warning).toBeHidden())
      return
    }
    case 'writingReason': {
      // The model keeps one snapshot per state as the operator sees it ('' and '   ' are both
      // "no reason"): the box is checked against what was typed.
      await expect(item.getByRole('textbox', { name: TEXT.reason })).toHaveValue(row.typed)
      // Sent without a reason, the form asks for one; typing clears the warning.
      const warning = item.getByText(TEXT.reasonMissing)
      await (event?.type === 'user.confirm'
        ? expect(warning).toBeVisible()
        : expect(warning).toBeHidden())
      return
    }
    case 'approvalFailed':
    case 'rejectionFailed':
      await expect(item.getByRole('alert')).toBeVisible()
      await expect(item.getByRole('button', { name: TEXT.retry })).toBeEnabled()
      return
    case 'approved':
      await expect.poll(() => topupStatus(row)).toBe('SUCCESS')
      return
    case 'rejected':
      await expect.poll(() => topupStatus(row)).toBe('CANCEL')
      return
    case 'decidedElsewhere':
      await expect(item.getByRole('status')).toContainText(TEXT.decidedElsewhere)
      return
    default:
      // approving and rejecting last as long as their request.
      return
  }
}

const model = topupDecisionModel()

test.describe('top-up decision paths from topupDecisionMachine, at the desk', () => {
  const shared = sharedPage((page, sessions) => startSignedIn(page, sessions.admin, 'en'))

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async ({ request }) => {
      const { page } = shared
      // The last path's held list or dropped decision is its own.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      const customer = await registerCustomer(request, { fullName: 'Decision Path' })
      const qr = await request.post('/api/v1/genarate-qrcode-bank', {
        headers: { Authorization: `Bearer ${customer.accessToken}` },
        data: { user_id: customer.data._id, amount: 20_000 },
      })
      const { qr_code: qrCode, topup } = (await qr.json()) as {
        qr_code: string
        topup: { _id: string }
      }
      await page.goto('/admin/topups')
      const row: DeskRow = { page, api: request, customer, topupId: topup._id, qrCode, typed: '' }
      await expectRow(row, path.steps[0]!.from)

      for (const step of path.steps) {
        await play(row, step)
        await expectRow(row, step.state, step.event)
      }
    })
  }
})
