import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test'
import type { components } from '../../contract/schema.d.ts'
import type { SupplierOrderText } from '../../machines/supplier-order.machine.ts'
import { supplierOrderModel } from '../../tooling/machine-models/supplier-order-model.ts'
import { fundedCustomer, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { buyGameTopUp, GAME_TOP_UP_KIP } from '../support/e2e/catalogue.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import {
  change,
  messagePattern,
  openDeskForPaths,
  reopenDeskSection,
} from '../support/e2e/desk-paths.ts'
import { englishText } from '../support/e2e/translated-text.ts'

type SupplierQueueOrder = components['schemas']['SupplierQueueOrder']
type ActorId = 'checkOrder' | 'markDelivered' | 'refundOrder'

const QUEUE = /\/api\/v1\/admin\/supplier-orders$/
const REQUEST: Record<ActorId, RegExp> = {
  checkOrder: /\/api\/v1\/admin\/supplier-orders\/[^/]+\/check$/,
  markDelivered: /\/api\/v1\/admin\/supplier-orders\/[^/]+\/deliver$/,
  refundOrder: /\/api\/v1\/admin\/supplier-orders\/[^/]+\/refund$/,
}
const LABEL: Record<SupplierOrderText, string> = {
  reference: englishText('desk.supplier.referenceLabel'),
  reason: englishText('desk.supplier.reasonLabel'),
}
const WARNING: Record<SupplierOrderText, string> = {
  reference: englishText('desk.supplier.referenceRequired'),
  reason: englishText('desk.supplier.reasonRequired'),
}

/**
 * What the row can be asked: each box edits its own text (the model also types the other text
 * while one box is open, which no screen can).
 */
function playable(step: BrowserStep): boolean {
  if (step.event.type !== 'user.changeText') return true
  const field = step.event['field'] as SupplierOrderText
  return step.from.matches(field === 'reference' ? 'writingReference' : 'writingReason')
}

interface QueueRow {
  page: Page
  api: APIRequestContext
  order: SupplierQueueOrder
  /** What the operator typed in each box so far. */
  typed: Record<SupplierOrderText, string>
}

const rowOf = ({ page, order }: QueueRow) => page.locator(`[data-order-id="${order._id}"]`)
const button = (row: QueueRow, id: string) =>
  rowOf(row).getByRole('button', { name: englishText(id), exact: true })
const boxOf = (row: QueueRow, field: SupplierOrderText) =>
  rowOf(row).getByRole('textbox', { name: LABEL[field] })

/**
 * Arranges the answer the next step's request gets. The demo supplier keeps the order pending, so
 * a check answers that it is still waiting; a delivery and a refund go through. The supplier
 * settling it first (its notice reaches the shop at once) makes the backend refuse the action as
 * settled before; no answer is a dropped connection. A check that finds the order delivered needs
 * the supplier's notice lost on the way, which the demo supplier never loses: that answer is the
 * backend's own shape, fulfilled in the page.
 */
async function arrangeOutcome(row: QueueRow, next: BrowserStep['next']) {
  const type = next?.event.type ?? ''
  const actor = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(type)
  if (!actor) return
  const request = REQUEST[actor[2] as ActorId]
  if (actor[1] === 'done') {
    const { outcome } = next!.event['output'] as { outcome: string }
    if (actor[2] !== 'checkOrder' || outcome !== 'DELIVERED') return
    await row.page.route(
      request,
      (route: Route) =>
        route.fulfill({ json: { outcome, data: { ...row.order, status: 'SUCCESS' } } }),
      { times: 1 },
    )
    return
  }
  const { code } = next!.event['error'] as { code: string }
  if (code === 'ORDER_NOT_RUNNING') {
    const settled = await row.api.post(`/dev/supplier/orders/${row.order._id}/deliver`)
    expect(settled.status(), 'the supplier settles it first').toBe(200)
    return
  }
  await row.page.route(request, (route) => route.abort('internetdisconnected'), { times: 1 })
}

async function play(row: QueueRow, step: BrowserStep) {
  const { event, from } = step
  switch (event.type) {
    case 'user.check':
      await arrangeOutcome(row, step.next)
      return button(row, 'desk.supplier.check').click()
    case 'user.markDelivered':
      return button(row, 'desk.supplier.markDelivered').click()
    case 'user.refund':
      return button(row, 'desk.supplier.refund').click()
    case 'user.changeText': {
      const field = event['field'] as SupplierOrderText
      row.typed[field] = String(event['value'])
      return change(boxOf(row, field), row.typed[field])
    }
    case 'user.confirm':
      if (from.matches('writingReference') || from.matches('writingReason')) {
        return button(row, 'desk.supplier.next').click()
      }
      await arrangeOutcome(row, step.next)
      return button(
        row,
        from.matches('confirmingDelivery')
          ? 'desk.supplier.confirmDeliveredButton'
          : 'desk.supplier.confirmRefundButton',
      ).click()
    case 'user.retry':
      await arrangeOutcome(row, step.next)
      // After a failed check its own button asks again.
      return button(row, from.matches('checkFailed') ? 'desk.supplier.check' : 'desk.retry').click()
    case 'user.cancel':
      return button(row, 'desk.cancel').click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

async function expectBox(row: QueueRow, field: SupplierOrderText, missing: unknown) {
  await expect(boxOf(row, field)).toHaveValue(row.typed[field])
  const warning = rowOf(row).getByText(WARNING[field])
  await (missing === field ? expect(warning).toBeVisible() : expect(warning).toBeHidden())
}

/** Checks the order's row shows the step's state. */
async function expectRow(row: QueueRow, state: BrowserStep['state']) {
  const item = rowOf(row)
  const { missing, stillWaiting } = state.context
  switch (String(state.value)) {
    case 'idle':
    case 'checkFailed': {
      await expect(button(row, 'desk.supplier.check')).toBeEnabled()
      await expect(button(row, 'desk.supplier.markDelivered')).toBeEnabled()
      const waiting = item.getByText(englishText('desk.supplier.stillWaiting'))
      await (stillWaiting ? expect(waiting).toBeVisible() : expect(waiting).toBeHidden())
      const alert = item.getByRole('alert')
      await (state.matches('checkFailed')
        ? expect(alert).toBeVisible()
        : expect(alert).toBeHidden())
      return
    }
    case 'writingReference':
      return expectBox(row, 'reference', missing)
    case 'writingReason':
      return expectBox(row, 'reason', missing)
    case 'confirmingDelivery':
      await expect(item).toContainText(row.typed.reference.trim())
      await expect(button(row, 'desk.supplier.confirmDeliveredButton')).toBeEnabled()
      return
    case 'confirmingRefund':
      await expect(item).toContainText(row.typed.reason.trim())
      await expect(button(row, 'desk.supplier.confirmRefundButton')).toBeEnabled()
      return
    case 'deliveryFailed':
    case 'refundFailed':
      await expect(item.getByRole('alert')).toBeVisible()
      await expect(button(row, 'desk.retry')).toBeEnabled()
      return
    case 'settled':
      await expect(item.getByRole('status')).toHaveText(
        state.context.outcome === 'REFUNDED'
          ? messagePattern('desk.supplier.refunded')
          : englishText('desk.supplier.delivered'),
      )
      return
    case 'settledElsewhere':
      await expect(item.getByRole('status')).toHaveText(
        englishText('desk.supplier.settledElsewhere'),
      )
      return
    default:
      // checking, delivering and refunding last as long as their request.
      return
  }
}

/**
 * A game order of its own that the demo supplier keeps pending (a player number starting with
 * 888), as the desk's queue lists it once five minutes have passed since its payment.
 */
async function waitingOrder(api: APIRequestContext, customer: AuthSession, admin: AuthSession) {
  const invoice = await buyGameTopUp(api, customer, `888${Date.now() % 1_000_000}`)
  expect(invoice.status, 'the supplier keeps it pending').toBe('RUNNING')
  const found = await api.get(`/api/v1/admin/orders?query=${invoice.orderNumber}`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  })
  const [order] = ((await found.json()) as components['schemas']['AdminOrderListResponse']).data
  if (!order) throw new Error(`the desk does not find order ${invoice.orderNumber}`)
  return {
    ...order,
    paidAt: order.created_at,
    flaggedAt: null,
    supplierAttempts: 1,
    supplierMessage: 'Transaksi Pending',
  } satisfies SupplierQueueOrder
}

const paths = browserPaths(supplierOrderModel(), playable)

test.describe('supplier order paths from supplierOrderMachine, at the desk', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  /** The customer whose orders the paths settle, one order each, with the price of them all. */
  let customer: AuthSession
  /** The order of the path being played, which the queue lists before the backend would. */
  let waiting: SupplierQueueOrder | null = null
  test.beforeAll(async ({ browser, sessions }) => {
    page = await openDeskForPaths(browser, sessions.admin, '/admin')
    customer = await fundedCustomer(page.request, GAME_TOP_UP_KIP * paths.length, {
      fullName: 'Supplier Path',
    })
    // The queue lists an order paid five minutes ago, and the browser's clock does not move the
    // server's: the queue's answer gets the path's order at its head.
    await page.route(QUEUE, async (route) => {
      const answer = await route.fetch()
      const queue = (await answer.json()) as components['schemas']['SupplierQueueResponse']
      const others = queue.data.filter((order) => order._id !== waiting?._id)
      await route.fulfill({
        response: answer,
        json: { ...queue, data: waiting ? [waiting, ...others] : others },
      })
    })
  })
  /** Every order the paths bought, settled once they are done. */
  const bought: string[] = []
  // An order a path left pending would join the real queue five minutes on, in other tests'
  // screens: the supplier delivers what is still pending (a settled order answers 404).
  test.afterAll(async () => {
    if (!page) return
    for (const id of bought) {
      const settled = await page.request.post(`/dev/supplier/orders/${id}/deliver`)
      expect([200, 404]).toContain(settled.status())
    }
    await page.context().close()
  })

  for (const path of paths) {
    test(path.name, path.details, async ({ request, sessions }) => {
      waiting = await waitingOrder(request, customer, sessions.admin)
      bought.push(waiting._id)
      await reopenDeskSection(page, 'desk.tab.supplier', 'desk.tab.prizes')
      const row: QueueRow = {
        page,
        api: request,
        order: waiting,
        typed: { reference: '', reason: '' },
      }
      await expectRow(row, path.steps[0]!.from)
      for (const step of path.steps) {
        await play(row, step)
        await expectRow(row, step.state)
      }
    })
  }
})
