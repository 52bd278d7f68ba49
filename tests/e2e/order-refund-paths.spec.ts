import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { orderRefundModel } from '../../tooling/machine-models/order-refund-model.ts'
import { fundedCustomer, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { buyGameTopUp, GAME_TOP_UP_KIP } from '../support/e2e/catalogue.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { messagePattern, openDeskForPaths } from '../support/e2e/desk-paths.ts'
import { englishText } from '../support/e2e/translated-text.ts'

const REFUND_REQUEST = /\/api\/v1\/admin\/orders\/[^/]+\/refund$/

/**
 * Every event of the refund machine is something the operator does or an answer of the real
 * backend: a delivered order is refunded, one refunded first at another desk is refused as such,
 * and no answer is a dropped connection. Every path plays.
 */
const playable = () => true

interface OrderRow {
  page: Page
  api: APIRequestContext
  admin: AuthSession
  orderId: string
  /** What the operator typed as the reason so far. */
  typed: string
}

const rowOf = ({ page, orderId }: OrderRow) => page.locator(`[data-order-id="${orderId}"]`)
const button = (row: OrderRow, id: string) =>
  rowOf(row).getByRole('button', { name: englishText(id), exact: true })

/**
 * Arranges the answer the next step's request gets: none (the connection drops), or the refund
 * another operator made first, through the API, which the backend then refuses to repeat.
 */
async function arrangeOutcome(row: OrderRow, next: BrowserStep['next']) {
  if (next?.event.type !== 'xstate.error.actor.refundOrder') return
  const { code } = next.event['error'] as { code: string }
  if (code === 'ORDER_ALREADY_REFUNDED') {
    const first = await row.api.post(`/api/v1/admin/orders/${row.orderId}/refund`, {
      headers: { Authorization: `Bearer ${row.admin.accessToken}` },
      data: { reason: 'Refunded at another desk' },
    })
    expect(first.status(), 'the other desk refunds first').toBe(200)
    return
  }
  await row.page.route(REFUND_REQUEST, (route) => route.abort('internetdisconnected'), {
    times: 1,
  })
}

async function play(row: OrderRow, step: BrowserStep) {
  switch (step.event.type) {
    case 'user.refund':
      return button(row, 'desk.orders.refund').click()
    case 'user.changeReason':
      row.typed = String(step.event['value'])
      return rowOf(row)
        .getByRole('textbox', { name: englishText('desk.orders.reasonLabel') })
        .fill(row.typed)
    case 'user.confirm':
      if (step.from.matches('writingReason')) return button(row, 'desk.orders.next').click()
      await arrangeOutcome(row, step.next)
      return button(row, 'desk.orders.confirmRefundButton').click()
    case 'user.retry':
      await arrangeOutcome(row, step.next)
      return button(row, 'desk.retry').click()
    case 'user.cancel':
      // Stepping back from the reason forgets it: the form starts empty next time.
      if (step.from.matches('writingReason')) row.typed = ''
      return button(row, 'desk.cancel').click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

/** Checks the order's row shows the step's state. */
async function expectRow(row: OrderRow, state: BrowserStep['state']) {
  const item = rowOf(row)
  switch (String(state.value)) {
    case 'idle':
      await expect(button(row, 'desk.orders.refund')).toBeEnabled()
      return
    case 'writingReason': {
      const reason = item.getByRole('textbox', { name: englishText('desk.orders.reasonLabel') })
      await expect(reason).toHaveValue(row.typed)
      const warning = item.getByText(englishText('desk.orders.reasonRequired'))
      await (state.context.reasonMissing
        ? expect(warning).toBeVisible()
        : expect(warning).toBeHidden())
      return
    }
    case 'confirming':
      await expect(item).toContainText(row.typed.trim())
      await expect(button(row, 'desk.orders.confirmRefundButton')).toBeEnabled()
      return
    case 'failed':
      await expect(item.getByRole('alert')).toBeVisible()
      await expect(button(row, 'desk.retry')).toBeEnabled()
      return
    case 'refunded':
      await expect(item.getByRole('status')).toHaveText(messagePattern('desk.orders.refunded'))
      return
    case 'refundedElsewhere':
      await expect(item.getByRole('status')).toHaveText(
        englishText('desk.orders.refundedElsewhere'),
      )
      return
    default:
      // refunding lasts as long as its request.
      return
  }
}

/** Finds the order by its number with the desk's own search: a new row, with a new actor. */
async function searchOrder(page: Page, orderNumber: string) {
  await page.getByRole('textbox', { name: englishText('desk.orders.queryLabel') }).fill(orderNumber)
  await page.getByRole('button', { name: englishText('desk.accounts.search') }).click()
}

const paths = browserPaths(orderRefundModel(), playable)

test.describe('order refund paths from orderRefundMachine, at the desk', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  /** The customer whose orders the paths refund, one order each, with the price of them all. */
  let customer: AuthSession
  test.beforeAll(async ({ browser, sessions }) => {
    page = await openDeskForPaths(browser, sessions.admin, '/admin/orders')
    customer = await fundedCustomer(page.request, GAME_TOP_UP_KIP * paths.length, {
      fullName: 'Refund Path',
    })
  })
  test.afterAll(async () => page?.context().close())

  for (const path of paths) {
    test(path.name, path.details, async ({ request, sessions }) => {
      // A delivered order of its own.
      const order = await buyGameTopUp(request, customer, '100234567')
      expect(order.status).toBe('SUCCESS')
      await searchOrder(page, order.orderNumber)
      const row: OrderRow = {
        page,
        api: request,
        admin: sessions.admin,
        orderId: order._id,
        typed: '',
      }
      await expectRow(row, path.steps[0]!.from)
      for (const step of path.steps) {
        await play(row, step)
        await expectRow(row, step.state)
      }
    })
  }
})
