import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type WebSocketRoute,
} from '@playwright/test'
import type { AnyEventObject, AnyStateMachine, StateValue } from 'xstate'
import { NO_ANSWER } from '../../contract/error-code.ts'
import { realtimeEvents } from '../../contract/realtime-events.ts'
import type { RechargeMethod } from '../../machines/recharge-methods.ts'
import type { TopUpStatus } from '../../machines/recharge-outcome.ts'
import { rechargeCouponModel } from '../../tooling/machine-models/recharge-coupon-model.ts'
import {
  GOOD_REFERENCE,
  rechargeMobileMoneyModel,
} from '../../tooling/machine-models/recharge-mobile-money-model.ts'
import { REJECT_REASON, rechargeMachineModel } from '../../tooling/machine-models/recharge-model.ts'
import { rechargePhoneCardModel } from '../../tooling/machine-models/recharge-phone-card-model.ts'
import { rechargeQrModel } from '../../tooling/machine-models/recharge-qr-model.ts'
import { registerCustomer, startSignedIn, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserPath, type BrowserStep } from '../support/e2e/browser-paths.ts'
import type { ModelOptions } from '../../tooling/model-paths.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { newReportingContext } from '../support/e2e/machine-evidence.ts'
import { catalogText } from '../support/e2e/translated-text.ts'

const text = (id: string) => catalogText('en', id)
const METHOD_NAMES: Record<RechargeMethod, string> = {
  qr: 'recharge.method.qr',
  coupon: 'recharge.method.coupon',
  phoneCard: 'recharge.method.phoneCard',
  mobileMoney: 'recharge.method.mobileMoney',
}

const REQUESTS = {
  generateQr: /\/api\/v1\/genarate-qrcode-bank$/,
  redeemCoupon: /\/api\/v1\/redeem-code$/,
  loadOptions: /\/api\/v1\/redeem-phone-card\/options$/,
  sendCard: /\/api\/v1\/redeem-phone-card$/,
  claimTransfer: /\/api\/v1\/mobile-money\/transfers$/,
  fetchTopUp: /\/api\/v1\/topup\/[^/?]+$/,
}

/** A phone no account has (accounts made by the walks are 20 and 8 digits). */
const NON_MEMBER_PHONE = '0309990000'

/**
 * What a reported transfer's answer says of the sending number: the backend takes a member's and
 * refuses any other as SENDER_NOT_MEMBER; a request that got no answer says nothing.
 */
function senderIsMember(event: AnyEventObject | undefined): boolean | null {
  const outcome = outcomeOf(event)
  if (outcome?.actor !== 'claimTransfer' || outcome.code === NO_ANSWER) return null
  return outcome.code !== 'SENDER_NOT_MEMBER'
}

/**
 * The browser types a member's number or another one, as the next answer about it needs: a later
 * answer that says otherwise of the same number cannot be played.
 */
function sameSender(step: BrowserStep, earlier: readonly BrowserStep[]): boolean {
  const member = senderIsMember(step.event)
  if (member === null) return true
  for (const previous of [...earlier].reverse()) {
    if (previous.event.type === 'user.changeSenderPhone') return true
    const said = senderIsMember(previous.event)
    if (said !== null) return said === member
  }
  return true
}

/** Whether the number typed now must be a member's: what the next answer about it says. */
function nextSenderIsMember(path: BrowserPath, index: number): boolean {
  for (const step of path.steps.slice(index + 1)) {
    if (step.event.type === 'user.changeSenderPhone') return true
    const member = senderIsMember(step.event)
    if (member !== null) return member
  }
  return true
}

/** What a request's outcome step says the backend (or the network) answers. */
function outcomeOf(event: AnyEventObject | undefined): { actor: string; code?: string } | null {
  const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event?.type ?? '')
  if (!match) return null
  const error = event?.['error'] as { code?: string } | undefined
  return { actor: match[2]!, ...(match[1] === 'error' ? { code: error?.code ?? '' } : {}) }
}

/** What a reading of the top-up after a reconnect answers, on the step that brings it. */
function readingOf(event: AnyEventObject): TopUpStatus | undefined {
  return event.type === 'xstate.done.actor.fetchTopUp'
    ? (event['output'] as TopUpStatus)
    : undefined
}

/**
 * What a customer can do, and what the backend can be made to answer. Left to the unit walks:
 * - a credit for a code or card the backend refused as used (it refuses it again);
 * - the socket's word on a top-up of someone else's screen (the backend tells each customer of
 *   their own);
 * - a radio chosen again: the model's card has one operator and one face value, so a card's
 *   `failed --user.chooseOperator / user.chooseFaceValue--> entering` are never taken here;
 * - anything but the reading's answer while a reconnect reads the top-up again: the socket's
 *   word, a tick or a click then take the waiting state's transitions, taken from `listening`.
 */
function playable(step: BrowserStep, earlier: readonly BrowserStep[]): boolean {
  const { event, from } = step
  const outcome = outcomeOf(event)
  if (from.matches({ waiting: 'rechecking' })) return outcome?.actor === 'fetchTopUp'
  if (!sameSender(step, earlier)) return false
  if (outcome && !outcome.code && from.context.errorCode?.includes('USED')) return false
  switch (event.type) {
    case 'socket.topUpPaid':
    case 'socket.topUpRejected':
      return event['topupId'] === from.context.topUp?.topupId
    // A radio already checked cannot be chosen again.
    case 'user.chooseOperator':
      return from.context.operator !== event['operator']
    case 'user.chooseFaceValue':
      return from.context.faceValue !== event['faceValue']
    default:
      return true
  }
}

/** Whether a reading that ends in `refused` found a reason (null for any other step). */
function refusalRead(step: BrowserStep): boolean | null {
  const read = readingOf(step.event)
  return read && step.state.matches('refused') ? Boolean(read.rejectReason) : null
}

/**
 * The fewest playable paths of a method. A reading that finds the top-up refused with a reason and
 * one that finds it cancelled without one both lead to `refused` (the card's, the transfer's):
 * one step on the chart, so the fewest paths take one of them; a path that reads it the other way
 * is added.
 */
function methodPaths(model: ModelOptions<AnyStateMachine>): BrowserPath[] {
  const paths = browserPaths(model, playable)
  const read = new Set(paths.flatMap(({ steps }) => steps.map(refusalRead)))
  read.delete(null)
  if (read.size !== 1) return paths
  const [taken] = read
  const other = browserPaths(
    model,
    (step, earlier) => playable(step, earlier) && refusalRead(step) !== taken,
  ).find(({ steps }) => steps.some((step) => refusalRead(step) === !taken))
  return other ? [...paths, other] : paths
}

/** `waiting` for `{ waiting: 'listening' }`: the method's state, as its form draws it. */
function phaseName(value: StateValue): string {
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '')
}

/** The provider's answer the path expects for the card it sends next: refused for an odd PIN. */
function providerRefuses(path: BrowserPath, index: number): boolean {
  for (const step of path.steps.slice(index + 1)) {
    if (step.event.type === 'socket.topUpRejected') return true
    if (step.event.type === 'socket.topUpPaid' || step.event.type === 'user.startOver') return false
    // A reading finds what the provider answered meanwhile.
    const read = readingOf(step.event)
    if (read) return read.status === 'CANCEL' && Boolean(read.rejectReason)
  }
  return false
}

/** The coupon answer the path expects at its next send that reaches the backend. */
function nextCouponAnswer(path: BrowserPath, index: number): 'credited' | 'used' | undefined {
  for (const step of path.steps.slice(index + 1)) {
    if (step.event.type === 'user.changeCode') return undefined
    const outcome = outcomeOf(step.event)
    if (outcome?.actor !== 'redeemCoupon') continue
    if (!outcome.code) return 'credited'
    if (outcome.code === 'COUPON_ALREADY_USED') return 'used'
  }
  return undefined
}

/**
 * The page's socket, passed through to the backend, with a hand on what reaches the page. A
 * reconnect that could not replay what it missed is told to the page as the backend tells it when
 * its relay between processes was down (RELAY:RESYNC, never sent on demand); while `deaf`, the
 * customer's top-up events are dropped, as by a socket that was away when they were sent.
 */
class SocketTap {
  deaf = false
  private socket: WebSocketRoute | null = null
  private onConnect = () => {}

  constructor(private readonly userId: string) {}

  async attach(page: Page) {
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      this.socket = socket
      const backend = socket.connectToServer()
      backend.onMessage((message) => {
        if (!(this.deaf && this.isTopUpEvent(message))) socket.send(message)
        // socket.io's CONNECT packet: the handshake is done.
        if (typeof message === 'string' && message.startsWith('40')) this.onConnect()
      })
    })
  }

  /** Resolves once the next socket the page opens is connected (a reload opens a new one). */
  nextConnect(): Promise<void> {
    return new Promise((resolve) => (this.onConnect = resolve))
  }

  resync() {
    if (!this.socket) throw new Error('the page has no socket')
    this.socket.send(`42${JSON.stringify([realtimeEvents.resync])}`)
  }

  private isTopUpEvent(message: string | Buffer): boolean {
    if (typeof message !== 'string' || !message.startsWith('42')) return false
    const [name] = JSON.parse(message.slice(2)) as [string]
    return (
      name === realtimeEvents.topupPaid(this.userId) ||
      name === realtimeEvents.topupRejected(this.userId)
    )
  }
}

interface Shop {
  page: Page
  api: APIRequestContext
  customer: AuthSession
  admin: AuthSession
  socket: SocketTap
  /** The method on screen. */
  method: RechargeMethod | null
  /** Coupon codes minted for this screen, and one already redeemed. */
  fresh: string[]
  used: string
  typedCode: string
  typedSerial: string
  typedPin: string
  /** The payload of the QR made last, for the bank simulator. */
  qrCode: string | null
  /** The top-up the QR, card or transfer reported last made, which the desk or provider decides. */
  waitingTopupId: string | null
  /** The reading of the top-up a reconnect started, finished or failed. */
  reading: Promise<Request | null> | null
  /** Lets the reading held since the reconnect reach the backend. */
  releaseReading: () => void
}

let referenceNumber = Date.now() % 1_000_000_000

let cardNumber = Date.now() % 1_000_000_000

/** Arranges what the backend answers the request the next click sends, as the path says. */
async function arrangeAnswer(shop: Shop, next: AnyEventObject | undefined) {
  const outcome = outcomeOf(next)
  if (!outcome) return
  const pattern = REQUESTS[outcome.actor as keyof typeof REQUESTS]
  if (outcome.code === NO_ANSWER && pattern) {
    await shop.page.route(pattern, (route) => route.abort('internetdisconnected'), { times: 1 })
  }
  const read = next && readingOf(next)
  if (read) await settleBeforeReading(shop, read)
  if (outcome.code === 'PHONE_CARD_ALREADY_USED') {
    // The same card, sent once already through the API.
    const sent = await shop.api.post('/api/v1/redeem-phone-card', {
      headers: { Authorization: `Bearer ${shop.customer.accessToken}` },
      data: { operator: 'UNITEL', faceValue: 50_000, serial: shop.typedSerial, pin: shop.typedPin },
    })
    expect(sent.status(), 'the card sent beforehand').toBe(200)
  }
}

/**
 * Makes the backend hold what the path's reading of the top-up finds: paid at the bank or approved
 * at the desk, refused by the operator or the card provider (whose answer is waited for), still
 * waiting. Not on demand, and answered by page.route: a cancel without a reason (the backend's own
 * for a QR unpaid after 15 minutes; the provider and the desk always say why) and a card still
 * waiting (the demo provider answers within 2 s).
 */
async function settleBeforeReading(shop: Shop, read: TopUpStatus) {
  const reasonless = read.status === 'CANCEL' && !read.rejectReason
  if (reasonless || (shop.method === 'phoneCard' && read.status === 'WAITING')) {
    const found = { status: read.status, rejectReason: null, cardRefusal: null }
    await shop.page.route(
      REQUESTS.fetchTopUp,
      async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { data: object }
        await route.fulfill({ response, json: { ...body, data: { ...body.data, ...found } } })
      },
      { times: 1 },
    )
    return
  }
  if (shop.method === 'phoneCard') {
    // The provider answers by itself: the reading comes once its answer is in.
    const topupId = await waitingTopUp(shop)
    await expect.poll(() => topUpStatus(shop, topupId), { timeout: 10_000 }).toBe(read.status)
    return
  }
  if (read.status === 'SUCCESS' && shop.method === 'qr') await payAtBank(shop)
  if (read.status === 'SUCCESS' && shop.method === 'mobileMoney')
    await decideAtDesk(shop, 'approve')
  if (read.status === 'CANCEL') await decideAtDesk(shop, 'reject')
}

/** The waiting top-up's status, as the customer's own API reads it. */
async function topUpStatus(shop: Shop, topupId: string): Promise<string> {
  const read = await shop.api.get(`/api/v1/topup/${topupId}`, {
    headers: { Authorization: `Bearer ${shop.customer.accessToken}` },
  })
  expect(read.status(), `the reading of top-up ${topupId}`).toBe(200)
  return ((await read.json()) as { data: { status: string } }).data.status
}

/**
 * The top-up the page made last. openShop reads its id from the page's answer beside the page,
 * which may show the waiting screen before that read is done.
 */
async function waitingTopUp(shop: Shop): Promise<string> {
  await expect.poll(() => shop.waitingTopupId, { message: 'the top-up made' }).not.toBeNull()
  return shop.waitingTopupId!
}

async function payAtBank(shop: Shop) {
  if (!shop.qrCode) throw new Error('no QR was shown to pay')
  const paid = await shop.api.post('/dev/bank/pay', { data: { qr_code: shop.qrCode } })
  expect(paid.status(), 'bank simulator payment').toBe(200)
}

/** Typing what the field holds already is still typing: fill() alone would change nothing. */
async function retype(field: Locator, value: string) {
  if ((await field.inputValue()) === value) await field.fill('')
  await field.fill(value)
}

function chooseMethod(shop: Shop, method: RechargeMethod) {
  shop.method = method
  return shop.page.locator('label', { hasText: text(METHOD_NAMES[method]) }).click()
}

async function play(shop: Shop, path: BrowserPath, index: number) {
  const step = path.steps[index]!
  const { page } = shop
  await arrangeAnswer(shop, step.next?.event)
  const { event } = step
  switch (event.type) {
    case 'user.chooseMethod':
      return chooseMethod(shop, event['method'] as RechargeMethod)
    case 'user.changeAmount': {
      const label = shop.method === 'mobileMoney' ? 'mobileMoney.amountLabel' : 'topUp.amountLabel'
      return retype(page.getByRole('textbox', { name: text(label) }), String(event['value']))
    }
    case 'user.changeSenderPhone': {
      const value = String(event['value'])
      const typed =
        value.replace(/\s/g, '').length < 8
          ? value
          : nextSenderIsMember(path, index)
            ? shop.customer.data.userName
            : NON_MEMBER_PHONE
      return retype(page.getByRole('textbox', { name: text('mobileMoney.senderLabel') }), typed)
    }
    case 'user.changeReference':
      // A transfer is claimed once: each good reference typed is a new transfer's.
      return retype(
        page.getByRole('textbox', { name: text('mobileMoney.referenceLabel') }),
        event['value'] === GOOD_REFERENCE ? `MM${(referenceNumber += 1)}` : String(event['value']),
      )
    case 'user.changeCode': {
      const value = String(event['value'])
      shop.typedCode =
        value.replace(/[\s-]/g, '') === ''
          ? value
          : nextCouponAnswer(path, index) === 'used'
            ? shop.used
            : (shop.fresh.shift() ?? '')
      return retype(page.getByRole('textbox', { name: text('coupon.codeLabel') }), shop.typedCode)
    }
    case 'user.chooseOperator':
      return page.locator('form[data-phone-card-phase] label', { hasText: 'Unitel' }).click()
    case 'user.chooseFaceValue':
      return page.locator('form[data-phone-card-phase] label', { hasText: '50,000' }).click()
    case 'user.changeSerial': {
      const value = String(event['value'])
      // A valid serial is a new card each time: a card is taken once, whatever its outcome.
      shop.typedSerial = value.length < 8 ? value : String((cardNumber += 1)).padStart(12, '4')
      return retype(
        page.getByRole('textbox', { name: text('phoneCard.serialLabel') }),
        shop.typedSerial,
      )
    }
    case 'user.changePin':
      // The demo provider confirms a PIN ending in an even digit, refuses one ending in an odd one.
      shop.typedPin = providerRefuses(path, index) ? '9876543211' : '9876543210'
      return retype(page.getByRole('textbox', { name: text('phoneCard.pinLabel') }), shop.typedPin)
    case 'user.submit': {
      const button = {
        qr: 'topUp.submit',
        coupon: 'coupon.submit',
        phoneCard: 'phoneCard.submit',
        mobileMoney: 'mobileMoney.submit',
      }[String(shop.method)]
      return page.getByRole('button', { name: text(button ?? '') }).click()
    }
    case 'user.retry': {
      const button = step.from.matches('optionsFailed') ? 'phoneCard.retry' : 'state.retry'
      return page.getByRole('button', { name: text(button) }).click()
    }
    case 'user.closeQr':
      return page.getByRole('button', { name: text('topUp.closeQr') }).click()
    case 'user.startOver': {
      const button = shop.method === 'mobileMoney' ? 'mobileMoney.another' : 'phoneCard.another'
      return page.getByRole('button', { name: text(button) }).click()
    }
    case 'user.edit':
      return page.getByRole('button', { name: text('phoneCard.edit') }).click()
    case 'socket.topUpPaid':
      // A QR is paid at the bank simulator; a card's answer comes from the demo provider itself.
      shop.socket.deaf = false
      if (shop.method === 'qr') await payAtBank(shop)
      if (shop.method === 'mobileMoney') await decideAtDesk(shop, 'approve')
      return
    case 'socket.topUpRejected':
      shop.socket.deaf = false
      if (shop.method === 'qr' || shop.method === 'mobileMoney') await decideAtDesk(shop, 'reject')
      return
    case 'socket.resynced': {
      // The reading is held until the next step: the screen is seen reading first.
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      shop.releaseReading = release
      await page.route(REQUESTS.fetchTopUp, (route) => released.then(() => route.fallback()), {
        times: 1,
      })
      const read = (request: Request) => REQUESTS.fetchTopUp.test(request.url())
      const ended = [
        page.waitForEvent('requestfinished', read),
        page.waitForEvent('requestfailed', read),
      ].map((waited) => waited.catch(() => null))
      shop.reading = Promise.race(ended)
      return shop.socket.resync()
    }
    case 'clock.tick':
      // The QR's 15 minutes run out on the page's clock, read at the next tick; a tick before that
      // comes by itself. The time is set rather than run on: running the socket's timers on would
      // have it drop the connection as silent.
      if (step.state.matches('expired')) await page.clock.setSystemTime(Date.now() + 15 * 60_000)
      return
    case 'xstate.done.actor.fetchTopUp':
    case 'xstate.error.actor.fetchTopUp':
      shop.releaseReading()
      expect(await shop.reading, 'the reading of the top-up').not.toBeNull()
      return
    default:
      // The backend's answers and the screen's clock come by themselves.
      return
  }
}

/** An operator approves or rejects the waiting top-up at the desk (the API the desk calls). */
async function decideAtDesk(shop: Shop, decision: 'approve' | 'reject') {
  const topupId = await waitingTopUp(shop)
  const decided = await shop.api.post(`/api/v1/admin/topups/${topupId}/${decision}`, {
    headers: { Authorization: `Bearer ${shop.admin.accessToken}` },
    // An approval by hand names the reference the operator checked it against.
    data: decision === 'reject' ? { reason: REJECT_REASON } : { reference: 'STATEMENT-LINE-1' },
  })
  expect(decided.status(), `the operator's ${decision}`).toBe(200)
}

/** Checks the screen shows the method on screen in the step's state of its machine. */
async function expectScreen(shop: Shop, state: BrowserStep['state']) {
  const { page, method } = shop
  const picker = page.locator('fieldset[data-recharge-method]')
  await expect(picker).toHaveAttribute('data-recharge-method', method ?? '')
  // While the QR's dialog is open (or opening), the page behind it is hidden from the
  // accessibility tree.
  const qrCovers = method === 'qr' && (state.matches('waiting') || state.matches('sending'))
  if (method && !qrCovers) {
    const name = text(METHOD_NAMES[method])
    await expect(picker.getByRole('radio', { name: new RegExp(name) })).toBeChecked()
  }
  if (method === 'qr') return expectQr(shop, state)
  if (method === 'coupon') return expectCoupon(shop, state)
  if (method === 'phoneCard') return expectCard(shop, state)
  if (method === 'mobileMoney') return expectTransfer(shop, state)
}

async function expectTransfer(shop: Shop, state: BrowserStep['state']) {
  const form = shop.page.locator('form[data-mobile-money-phase]')
  await expect(form.getByText('*905#', { exact: true })).toBeVisible()
  await expect(form.getByText('2059990905', { exact: true })).toBeVisible()
  // The parent's own paths: the form is there, in its first state.
  if (state.matches('mobileMoney')) return
  const phase = phaseName(state.value)
  if (phase === 'sending') return
  await expect(form).toHaveAttribute('data-mobile-money-phase', phase)
  const sender = form.getByRole('textbox', { name: text('mobileMoney.senderLabel') })
  if (phase === 'failed') {
    await expect(form.getByRole('alert')).toContainText(
      state.context.errorCode === 'SENDER_NOT_MEMBER'
        ? text('mobileMoney.senderNotMember')
        : 'Cannot connect to the',
    )
    // What was typed stays, to fix or to send again.
    await expect(sender).not.toHaveValue('')
  }
  if (phase === 'entering') {
    const marked = form.getByText(text('mobileMoney.senderInvalid'))
    if (state.context.problems.includes('senderPhone')) await expect(marked).toBeVisible()
    else await expect(marked).toBeHidden()
  }
  if (phase === 'waiting') await expect(form.getByRole('status')).toContainText('50,000')
  if (phase === 'credited') await expect(form.getByRole('status')).toContainText('50,000')
  if (phase === 'refused') {
    // A top-up read as cancelled without a reason says so without an empty one.
    const refusal = form.getByRole('alert')
    if (state.context.rejectReason) await expect(refusal).toContainText(REJECT_REASON)
    else await expect(refusal).toHaveText(text('mobileMoney.rejectedWithoutReason'))
  }
}

async function expectQr(shop: Shop, state: BrowserStep['state']) {
  const { page } = shop
  const dialog = page.getByRole('dialog')
  if (state.matches('waiting')) {
    const qr = dialog.getByRole('img', { name: text('topUp.qrLabel') })
    await expect(qr).toBeVisible()
    shop.qrCode = await qr.getAttribute('data-qr-code')
    return
  }
  if (state.matches('sending')) return
  await expect(dialog).toBeHidden()
  const banner = [
    ['credited', 'was added to your wallet'],
    ['closed', 'Waiting for approval please check in history'],
    ['failed', 'The QR could not be made'],
    ['refused', REJECT_REASON],
  ].find(([name]) => state.matches(name!))
  if (banner) await expect(page.getByText(banner[1]!)).toBeVisible()
  // The parent's own paths open the QR's form in its first state, whatever the form's state.
  if (state.matches('entering') || state.matches('qr')) {
    await expect(page.getByRole('textbox', { name: text('topUp.amountLabel') })).toBeEditable()
  }
}

async function expectCoupon(shop: Shop, state: BrowserStep['state']) {
  const form = shop.page.locator('form[data-coupon-phase]')
  const field = form.getByRole('textbox', { name: text('coupon.codeLabel') })
  if (state.matches('entering') || state.matches('coupon')) {
    await expect(form).toHaveAttribute('data-coupon-phase', 'entering')
    await expect(field).toHaveValue(shop.typedCode)
    const missing = form.getByText(text('coupon.codeRequired'))
    if (state.context.codeMissing) await expect(missing).toBeVisible()
    else await expect(missing).toBeHidden()
  } else if (state.matches('credited')) {
    await expect(form.getByRole('status')).toContainText('was added to your wallet')
    await expect(field).toHaveValue('')
    shop.typedCode = ''
  } else if (state.matches('refused')) {
    await expect(form.getByRole('alert')).toContainText(
      state.context.errorCode === 'COUPON_ALREADY_USED'
        ? text('coupon.used')
        : 'Cannot connect to the',
    )
    await expect(field).toHaveValue(shop.typedCode)
  }
}

async function expectCard(shop: Shop, state: BrowserStep['state']) {
  const form = shop.page.locator('form[data-phone-card-phase]')
  // The parent's own paths: the card's form is there, loading or loaded.
  if (state.matches('phoneCard')) return expect(form).toBeVisible()
  const phase = phaseName(state.value)
  // The provider answers about 2 s after the card is sent.
  const settled = { timeout: 10_000 }
  if (phase === 'sending' || phase === 'loadingOptions') return
  await expect(form).toHaveAttribute('data-phone-card-phase', phase, settled)
  if (phase === 'failed') {
    await expect(form.getByRole('alert')).toContainText(
      state.context.errorCode === 'PHONE_CARD_ALREADY_USED'
        ? text('phoneCard.used')
        : 'Cannot connect to the',
    )
  }
  if (phase === 'entering' || phase === 'failed') {
    await expect(form.getByRole('textbox', { name: text('phoneCard.serialLabel') })).toHaveValue(
      state.context.serial === '' ? '' : shop.typedSerial,
    )
    // A refused card brought back to be corrected keeps its PIN as typed too.
    await expect(form.getByRole('textbox', { name: text('phoneCard.pinLabel') })).toHaveValue(
      state.context.pin === '' ? '' : shop.typedPin,
    )
    const marked = form.getByText(text('phoneCard.serialInvalid'))
    if (state.context.problems.includes('serial')) await expect(marked).toBeVisible()
    else await expect(marked).toBeHidden()
  }
  if (phase === 'credited') await expect(form.getByRole('status')).toContainText('45,000')
}

/** `count` fresh coupon codes, and one the customer redeemed already. */
async function prepareCodes(shop: Pick<Shop, 'api' | 'admin' | 'customer'>, count: number) {
  const minted = await shop.api.post('/api/v1/admin/coupons', {
    headers: { Authorization: `Bearer ${shop.admin.accessToken}` },
    data: {
      count: count + 1,
      amount: 10_000,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  })
  expect(minted.status()).toBe(200)
  const [used = '', ...fresh] = ((await minted.json()) as { codes: string[] }).codes
  const redeemed = await shop.api.post('/api/v1/redeem-code', {
    headers: { Authorization: `Bearer ${shop.customer.accessToken}` },
    data: { code: used },
  })
  expect(redeemed.status()).toBe(200)
  return { used, fresh }
}

/** What a path leaves on the shop, before any path. */
function nothingOnScreen() {
  return {
    method: null,
    typedCode: '',
    typedSerial: '',
    typedPin: '',
    qrCode: null,
    waitingTopupId: null,
    reading: null,
    releaseReading: () => {},
  } satisfies Partial<Shop>
}

/**
 * A new customer, signed in once in a browser of its own whose socket passes through a tap, and
 * the coupon codes its paths type. The screen is opened by each path (`startPath`).
 */
async function openShop(context: BrowserContext, admin: AuthSession, codes: number): Promise<Shop> {
  const page = await context.newPage()
  const api = context.request
  const customer = await registerCustomer(api)
  await startSignedIn(page, customer, 'en')
  const socket = new SocketTap(customer.data._id)
  await socket.attach(page)
  // The page's clock runs with the wall clock until a path runs out a QR's 15 minutes on it.
  await page.clock.install()
  const shop: Shop = {
    page,
    api,
    customer,
    admin,
    socket,
    ...(codes > 0 ? await prepareCodes({ api, admin, customer }, codes) : { used: '', fresh: [] }),
    ...nothingOnScreen(),
  }
  page.on('response', async (response) => {
    const made = [REQUESTS.generateQr, REQUESTS.sendCard, REQUESTS.claimTransfer]
    if (!made.some((request) => request.test(response.url())) || !response.ok()) return
    // The page may close before the body is read: a test that ends on the answer needs no id.
    const body = (await response.json().catch(() => null)) as { topup: { _id: string } } | null
    if (body) shop.waitingTopupId = body.topup._id
  })
  return shop
}

/**
 * The recharge screen loaded again in the warm page, with nothing chosen and nothing of the last
 * path kept, its socket connected (its first connect tells the screen to read what it missed:
 * that must not land in the path).
 */
async function startPath(shop: Shop, path: BrowserPath) {
  const connected = shop.socket.nextConnect()
  // Back to the backend's time, should the last path have moved the page's clock on.
  await shop.page.clock.setSystemTime(new Date())
  await shop.page.goto('/rechargePage')
  Object.assign(shop, nothingOnScreen())
  // A path that reads its top-up again hears its answer only through that reading.
  shop.socket.deaf = path.steps.some(({ event }) => event.type === 'socket.resynced')
  await connected
  await expect(shop.page.locator('fieldset[data-recharge-method]')).toHaveAttribute(
    'data-recharge-method',
    '',
  )
}

async function playPath(shop: Shop, path: BrowserPath) {
  await expectScreen(shop, path.steps[0]!.from)
  for (const [index, step] of path.steps.entries()) {
    await play(shop, path, index)
    await expectScreen(shop, step.state)
  }
}

/** The coupon codes a method's paths type that the backend takes: one per code typed at most. */
function codesTyped(paths: readonly BrowserPath[]): number {
  return paths.flatMap(({ steps }) => steps).filter(({ event }) => event.type === 'user.changeCode')
    .length
}

/**
 * A group of paths played one after another in one page: a browser, a customer and a sign-in for
 * all of them, each path starting from the recharge screen loaded again.
 */
function onOneScreen(
  paths: readonly BrowserPath[],
  walk: (shop: Shop, path: BrowserPath) => Promise<void>,
) {
  test.describe.configure({ mode: 'serial' })
  let context: BrowserContext | undefined
  let shop: Shop
  test.beforeAll(async ({ browser, sessions }, testInfo) => {
    const { baseURL, locale, serviceWorkers } = testInfo.project.use
    context = await newReportingContext(browser, { baseURL, locale, serviceWorkers })
    shop = await openShop(context, sessions.admin, codesTyped(paths))
  })
  test.afterAll(async () => {
    await context?.close()
  })
  for (const path of paths) {
    test(path.name, path.details, async () => {
      await startPath(shop, path)
      await walk(shop, path)
    })
  }
}

const recharge = rechargeMachineModel()

test.describe('recharge paths from rechargeMachine, on the recharge screen', () => {
  // The socket's word reaches the recharge machine in the methods' own paths below.
  const choosing = ({ event }: BrowserStep) => event.type === 'user.chooseMethod'
  onOneScreen(browserPaths(recharge, choosing), playPath)
})

const methods: Array<[RechargeMethod, string, ModelOptions<AnyStateMachine>]> = [
  ['qr', 'rechargeQrMachine', rechargeQrModel()],
  ['coupon', 'rechargeCouponMachine', rechargeCouponModel()],
  ['phoneCard', 'rechargePhoneCardMachine', rechargePhoneCardModel()],
  ['mobileMoney', 'rechargeMobileMoneyMachine', rechargeMobileMoneyModel()],
]

for (const [method, machineName, model] of methods) {
  test.describe(`recharge paths from ${machineName}, once the method is chosen`, () => {
    onOneScreen(methodPaths(model), async (shop, path) => {
      // A request the method makes as it starts is answered as the path's first step says.
      await arrangeAnswer(shop, path.steps[0]!.event)
      await chooseMethod(shop, method)
      // The recharge machine's own transitions meanwhile (the choice, the socket's word passed
      // on) are in the evidence as the page's actors took them.
      await playPath(shop, path)
    })
  })
}
