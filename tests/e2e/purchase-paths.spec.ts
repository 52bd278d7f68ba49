import {
  expect,
  type APIRequestContext,
  type Page,
  type Route,
  type WebSocketRoute,
} from '@playwright/test'
import type { components } from '#contract/schema.d.ts'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { purchaseMachine } from '#machines/purchase.machine.ts'
import { PACKET, purchaseModel } from '#tooling/machine-models/purchase-model.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { newReportingContext } from '../support/e2e/machine-evidence.ts'
import {
  DEMO_ACCOUNTS,
  fundWallet,
  logInThroughApi,
  registerCustomer,
  signInOpenPage,
} from '#tests/support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '#tests/support/e2e/browser-paths.ts'

// The detail screen in English (src/i18n/locales/en/messages.po).
const TEXT = {
  buy: 'Buy now',
  confirm: 'Confirm purchase',
  back: 'Go back and edit',
  retrySame: 'Send the same order again',
  retryLoad: 'Try again',
  close: 'OK',
  success: 'Success',
  playerId: 'Player ID',
  server: 'Server',
}

/** A demo game with the model's form: one Player ID, two servers. */
const GAME_NAME = 'Last Island Standoff'
const PRODUCT_REQUEST = '**/api/v1/game/*'
const CHECK_REQUEST = '**/api/v1/game/*/check-player'
const PURCHASE_REQUEST = '**/api/v1/game-invoice'
const ORDER_REQUEST = '**/api/v1/invoices/*'

/**
 * What the demo supplier does with an order, by how the Player ID starts
 * (server/src/supplier/demo-supplier.ts): 888… waits for /dev/supplier, 999… is refused at once
 * (its price back in the wallet), any other id is delivered at once.
 */
const SUPPLIER_ANSWERS = { pending: '888', refused: '999', delivered: '' }

/** The wait after which a waiting order is read again, which the page's clock skips. */
const RECHECK_EVENT = 'xstate.after.recheckOrder.purchase.awaitingSupplier.listening'
const RECHECK_AFTER = purchaseMachine.implementations.delays['recheckOrder'] as number

/** The form's reload 2 s after a game top-up, which comes by itself. */
const RELOAD_EVENT = 'xstate.after.reloadAfterTopUp.purchase.toppedUp'

/** The top-up that lands while the review shows the shortfall: enough for either package. */
const TOP_UP = 100_000

/**
 * The steps the browser cannot take, each with the reason:
 * - a wallet change anywhere but in the review that shows the shortfall: the model reports the
 *   balance unchanged there, which nothing on the screen shows (the wallet store tells the screen
 *   only of a change);
 * - a purchase refused for want of money (AMOUNT_IS_NOT_ENOUGH): the review never confirms what
 *   the balance it knows cannot pay, and the machine takes the same transition for the supplier's
 *   refusal, which the paths play;
 * - a retry where the screen offers none (only an order that may not have reached the shop can be
 *   sent again);
 * - an order the demo supplier would answer otherwise than the path says: it answers by the Player
 *   ID, so orders sent with the same id get the same answer.
 */
function playable(step: BrowserStep, earlier: readonly BrowserStep[]): boolean {
  const { event, from, state } = step
  switch (event.type) {
    case 'wallet.changed':
      return from.matches({ reviewing: 'shortOfFunds' })
    case 'xstate.error.actor.submitPurchase':
      if ((event['error'] as { code: string }).code === 'AMOUNT_IS_NOT_ENOUGH') return false
      return answeredAsTyped(step, earlier)
    case 'xstate.done.actor.submitPurchase':
      return answeredAsTyped(step, earlier)
    case 'user.retry':
      return !from.matches('form') || state.matches('submitting')
    default:
      return true
  }
}

/** Whether the Player ID typed last makes the supplier answer this order as the step says. */
function answeredAsTyped(step: BrowserStep, earlier: readonly BrowserStep[]): boolean {
  const answer = supplierAnswer(step.event)
  if (!answer) return true
  const typed = earlier.findLastIndex(({ event }) => event.type === 'user.changeField')
  return (answerAfter([...earlier, step], typed) ?? answer) === answer
}

/** What a path plays with: the shop's API, its customer, and the order the page placed last. */
interface Played {
  api: APIRequestContext
  session: Awaited<ReturnType<typeof registerCustomer>>
  /** The last order the page placed (the demo supplier knows it by this id). */
  invoiceId: string | null
  /** Lets a held reading of the order through, at the step that plays its answer. */
  releaseRead?: () => void
  /**
   * The product read again after a top-up. The form on screen until it arrives is the one the
   * reload replaces: a package picked on it would be cleared.
   */
  reloaded?: Promise<unknown>
}

async function settleAtSupplier(api: APIRequestContext, invoiceId: string, outcome: string) {
  const settled = await api.post(`/dev/supplier/orders/${invoiceId}/${outcome}`)
  expect(settled.status(), `supplier ${outcome}`).toBe(200)
}

type SupplierAnswer = keyof typeof SUPPLIER_ANSWERS

/** How the demo supplier answers the order whose outcome `event` is; null if it never sees it. */
function supplierAnswer(event: BrowserStep['event']): SupplierAnswer | null {
  if (event.type === 'xstate.done.actor.submitPurchase') {
    return (event['output'] as { status: string }).status === 'RUNNING' ? 'pending' : 'delivered'
  }
  if (event.type === 'xstate.error.actor.submitPurchase') {
    const { code } = event['error'] as { code: string }
    return code === 'NETWORK_ERROR' ? null : 'refused'
  }
  return null
}

/** The supplier's answer to the orders sent after step `index` with the Player ID typed there. */
function answerAfter(steps: readonly BrowserStep[], index: number): SupplierAnswer | null {
  for (const { event } of steps.slice(index + 1)) {
    if (event.type === 'user.changeField') return null
    const answer = supplierAnswer(event)
    if (answer) return answer
  }
  return null
}

/** The Player ID that makes the demo supplier answer the orders it is typed for as the path says. */
function playerIdFor(value: string, steps: readonly BrowserStep[], index: number): string {
  const prefix = SUPPLIER_ANSWERS[answerAfter(steps, index) ?? 'delivered']
  // The model's two ids differ in their last digit: so do the ones typed here.
  return prefix ? `${prefix}${value.slice(3)}` : value
}

/** Arranges the answer to the request the step `next` is the outcome of, before it is sent. */
async function arrange(page: Page, played: Played, next: BrowserStep['event'] | undefined) {
  switch (next?.type) {
    case 'xstate.error.actor.loadProduct':
      await page.route(
        PRODUCT_REQUEST,
        (route) => route.fulfill({ status: 404, json: { code: 'NOT_FOUND' } }),
        { times: 1 },
      )
      return
    case 'xstate.done.actor.checkPlayer': {
      const { playerName } = next['output'] as { playerName: string | null }
      await page.route(CHECK_REQUEST, (route) => route.fulfill({ json: { playerName } }), {
        times: 1,
      })
      return
    }
    case 'xstate.error.actor.checkPlayer': {
      const { code } = next['error'] as { code: string }
      await page.route(CHECK_REQUEST, (route) => route.fulfill({ status: 400, json: { code } }), {
        times: 1,
      })
      return
    }
    case 'xstate.error.actor.submitPurchase':
      // An order whose answer never comes back; a refusal is the demo supplier's own.
      if ((next['error'] as { code: string }).code === 'NETWORK_ERROR') {
        await page.route(PURCHASE_REQUEST, (route) => route.abort('internetdisconnected'), {
          times: 1,
        })
      }
      return
    case 'xstate.done.actor.submitPurchase': {
      const receipt = next['output'] as { status: string; voucherCode: string | null }
      if (receipt.voucherCode !== null) {
        await page.route(PURCHASE_REQUEST, (route) => withVoucherCode(route, receipt.voucherCode), {
          times: 1,
        })
      } else if (receipt.status === 'CANCEL') {
        await page.route(PURCHASE_REQUEST, (route) => refundedBeforeTheAnswer(route, played), {
          times: 1,
        })
      }
      return
    }
    case 'xstate.error.actor.readOrder':
      await page.route(ORDER_REQUEST, (route) => route.abort('internetdisconnected'), {
        times: 1,
      })
      return
    case RELOAD_EVENT:
      played.reloaded = page.waitForResponse(PRODUCT_REQUEST)
      return
    default:
      return
  }
}

/**
 * No demo game sells vouchers: the shop's real answer to the order, with the code a voucher's
 * answer carries (the screen reads a code wherever it comes).
 */
async function withVoucherCode(route: Route, code: string | null) {
  const response = await route.fetch()
  const body = (await response.json()) as Record<string, unknown>
  await route.fulfill({ response, json: { ...body, code } })
}

/**
 * The order is delivered, and an operator refunds it before the page hears the answer: the page's
 * request, sent again with the same attempt, gets the order as it stands, refunded (the shop
 * answers a repeat of an attempt with its order, never with a second one).
 */
async function refundedBeforeTheAnswer(route: Route, played: Played) {
  const first = await route.fetch()
  const { data } = (await first.json()) as { data: { _id: string } }
  const admin = await logInThroughApi(played.api, DEMO_ACCOUNTS.admin)
  const refunded = await played.api.post(`/api/v1/admin/orders/${data._id}/refund`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { reason: 'The game says the top-up never arrived' },
  })
  expect(refunded.status(), 'operator refund').toBe(200)
  await route.fulfill({ response: await route.fetch() })
}

/**
 * The socket between the page and the shop, through the test. A connection dropped for real comes
 * back recovered (the server keeps what it missed for 2 minutes and replays it) and the page reads
 * nothing again: the page reads again after a handshake that was not recovered, or when the shop
 * says messages were lost (RELAY:RESYNC, sent when its relay was down). So a lost verdict is played
 * as the shop's messages cut on the way, then that resync.
 */
class SocketRelay {
  /** The page's connection now: one per document. */
  private current: WebSocketRoute | null = null
  /** While cut, what the shop sends the page is lost on the way. */
  cut = false
  /** What was lost since the last cut. */
  lost: string[] = []

  async install(page: Page) {
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer()
      server.onMessage((message) => {
        if (this.cut) this.lost.push(String(message))
        else ws.send(message)
      })
      this.current = ws
    })
  }

  /** Passes the shop's messages on again, starting with its resync. */
  reconnect() {
    this.cut = false
    this.current?.send(`42${JSON.stringify([realtimeEvents.resync])}`)
  }
}

async function play(
  page: Page,
  played: Played,
  socket: SocketRelay,
  steps: BrowserStep[],
  i: number,
) {
  const step = steps[i]!
  await arrange(page, played, step.next?.event)
  const { event } = step
  switch (event.type) {
    case 'user.selectPacket': {
      // The model's two packages are the game's first two (the top bar's languages are radios too).
      const index = event['packetId'] === PACKET.id ? 0 : 1
      await page.locator('main label:has(input[type=radio])').nth(index).click()
      return
    }
    case 'user.changeField':
      await page
        .getByRole('textbox', { name: TEXT.playerId })
        .fill(playerIdFor(String(event['value']), steps, i))
      return
    case 'user.selectServer':
      await page.getByRole('combobox', { name: TEXT.server }).selectOption(event['server'])
      return
    case 'user.submit':
      await page.getByRole('button', { name: TEXT.buy }).click()
      return
    case 'user.confirm':
      await placeOrder(page, played, TEXT.confirm)
      return
    case 'user.retry':
      if (step.from.matches('loadFailed')) {
        await page.getByRole('button', { name: TEXT.retryLoad }).click()
      } else {
        await placeOrder(page, played, TEXT.retrySame)
      }
      return
    case 'user.back':
      await page.getByRole('button', { name: TEXT.back }).click()
      return
    case 'user.dismiss':
      await page.getByRole('button', { name: TEXT.close, exact: true }).click()
      return
    case 'wallet.changed':
      // A top-up paid at the bank: the socket tells the wallet, and the wallet the screen.
      await fundWallet(played.api, played.session, TOP_UP)
      return
    case 'socket.orderDelivered':
      await settleAtSupplier(played.api, played.invoiceId!, 'deliver')
      return
    case 'socket.orderRefunded':
      await settleAtSupplier(played.api, played.invoiceId!, 'fail')
      return
    case 'xstate.done.actor.readOrder':
    case 'xstate.error.actor.readOrder':
      played.releaseRead?.()
      played.releaseRead = undefined
      return
    case 'socket.reconnected':
      // A verdict the socket missed while it was down, read again after the reconnect.
      await readAgain(page, played, socket, step, async () => socket.reconnect())
      return
    case RECHECK_EVENT:
      // A verdict that never came: the order is read again after the machine's wait.
      await readAgain(page, played, socket, step, () => page.clock.fastForward(RECHECK_AFTER))
      return
    case RELOAD_EVENT:
      await played.reloaded
      return
    default:
      // Loading and the shop's answers come by themselves.
      return
  }
}

/**
 * Reads the waiting order again when `trigger` says so; when the reading settles it, the supplier
 * settles it first, with the socket's verdict lost on the way (else the socket would settle it).
 */
async function readAgain(
  page: Page,
  played: Played,
  socket: SocketRelay,
  step: BrowserStep,
  trigger: () => Promise<void>,
) {
  const reading = step.next?.event['output'] as { verdict: string } | undefined
  if (reading?.verdict === 'DELIVERED' || reading?.verdict === 'REFUNDED') {
    socket.cut = true
    socket.lost = []
    const delivered = reading.verdict === 'DELIVERED'
    await settleAtSupplier(played.api, played.invoiceId!, delivered ? 'deliver' : 'fail')
    const verdict = delivered ? 'ORDER:SETTLED' : 'ORDER:REFUNDED'
    await expect.poll(() => socket.lost.some((message) => message.includes(verdict))).toBe(true)
  }
  // The reading is held until the step of its answer: the screen shows the order being read first.
  const held = new Promise<void>((release) => (played.releaseRead = release))
  await page.route(
    ORDER_REQUEST,
    async (route) => {
      await held
      await route.fallback()
    },
    { times: 1 },
  )
  const read = page.waitForRequest(ORDER_REQUEST)
  await trigger()
  // The screen reads the order again, whatever the reading says.
  await read
}

/** Sends the order (or the same one again) and keeps the id the shop gave it, if it answered. */
async function placeOrder(page: Page, played: Played, button: string) {
  const sent = page.waitForRequest(PURCHASE_REQUEST)
  await page.getByRole('button', { name: button }).click()
  // No response at all when the path says the answer is lost.
  const response = await (await sent).response()
  if (response?.ok()) {
    const { data } = (await response.json()) as { data: { _id: string } }
    played.invoiceId = data._id
  }
}

async function expectScreen(page: Page, { event, state }: BrowserStep) {
  if (state.matches('loadFailed')) {
    await expect(page.getByRole('button', { name: TEXT.retryLoad })).toBeVisible()
  } else if (state.matches('form')) {
    await expect(page.getByRole('button', { name: TEXT.buy })).toBeVisible()
    if (state.matches({ form: 'failed' })) {
      await expect(page.getByTestId('purchase-problem')).toBeVisible()
    }
  } else if (state.matches({ reviewing: 'shortOfFunds' })) {
    await expect(page.getByTestId('purchase-shortfall')).toBeVisible()
  } else if (state.matches({ reviewing: 'confirming' })) {
    await expect(page.getByRole('button', { name: TEXT.confirm })).toBeEnabled()
  } else if (state.matches('awaitingSupplier')) {
    await expect(page.getByTestId('order-waiting')).toBeVisible()
  } else if (state.matches('orderRefunded')) {
    await expect(page.getByTestId('order-refunded')).toBeVisible()
  } else if (state.matches('voucherIssued')) {
    await expect(page.getByTestId('voucher-code')).toBeVisible()
  } else if (state.matches('toppedUp')) {
    await expect(page.getByRole('status').filter({ hasText: TEXT.success })).toBeVisible()
  }
  // A lost answer is shown with the problem and the same-order retry.
  if (event.type === 'xstate.error.actor.submitPurchase' && state.matches({ form: 'failed' })) {
    const { code } = event['error'] as { code: string }
    if (code === 'NETWORK_ERROR') {
      await expect(page.getByRole('button', { name: TEXT.retrySame })).toBeVisible()
    }
  }
}

async function gameId(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as components['schemas']['CategoryListResponse']
  const game = data.flatMap((group) => group.data).find((g) => g.nameEn === GAME_NAME)
  if (!game) throw new Error(`No game named ${GAME_NAME}`)
  return game._id
}

/**
 * The model's product with the player look-up also has servers, as no demo game does: the demo
 * game with servers is answered with its look-up switched on, and the look-up's answers are the
 * path's.
 */
async function withPlayerCheck(page: Page) {
  await page.route(PRODUCT_REQUEST, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    if (!response.ok()) return route.fulfill({ response })
    const body = (await response.json()) as { data: Record<string, unknown> }
    return route.fulfill({ response, json: { ...body, data: { ...body.data, playerCheck: true } } })
  })
}

// The same model as the unit walk and the chart, with its own input, so the paths have the chart's
// numbers: each starts with a balance that pays for neither package, and the review shows the
// shortfall until a top-up lands. The fewest paths name the form's three refusals (no package, an
// empty field, no server) as one step, so only the first of them is played here.
const model = purchaseModel()

// One page for every path: each path is a new customer (a balance of 0, as the model's is below
// either package; a refund or a top-up of an earlier path would otherwise change what the review
// shows), signed in on the warm page, which opens the detail screen again.
test.describe('purchase paths from purchaseMachine, opened signed in', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let detailPath: string
  const socket = new SocketRelay()

  test.beforeAll(async ({ browser, request }, testInfo) => {
    // An English-speaking customer's browser: the screen's words above are the English ones.
    const { baseURL } = testInfo.project.use
    const context = await newReportingContext(browser, {
      baseURL,
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    page = await context.newPage()
    // Time runs as usual, and the test skips the waits no customer sits through.
    await page.clock.install()
    await socket.install(page)
    detailPath = `/detail/${await gameId(request)}/GAME`
    await page.goto('/')
  })

  test.afterAll(async () => {
    await page.context().close()
  })

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async ({ request }) => {
      const session = await registerCustomer(request)
      const played: Played = { api: request, session, invoiceId: null }
      await signInOpenPage(page, session, 'en')
      const loaded = path.steps[0]!.event['output'] as
        { product: { playerCheck: boolean } } | undefined
      if (loaded?.product.playerCheck) await withPlayerCheck(page)
      await arrange(page, played, path.steps[0]!.event)
      try {
        await page.goto(detailPath)
        for (let i = 0; i < path.steps.length; i += 1) {
          await play(page, played, socket, path.steps, i)
          await expectScreen(page, path.steps[i]!)
        }
      } finally {
        // The next path starts from the shop's own answers and a socket that passes everything on.
        await page.unrouteAll({ behavior: 'ignoreErrors' })
        socket.cut = false
      }
    })
  }
})
