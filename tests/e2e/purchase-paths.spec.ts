import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/e2e/machine-evidence.ts'
import type { components } from '../../contract/schema.d.ts'
import { PACKET, purchaseModel } from '../../tooling/machine-models/purchase-model.ts'
import {
  fundWallet,
  registerCustomer,
  startSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'

// The detail screen in English (src/i18n/locales/en/messages.po).
const TEXT = {
  buy: 'Buy now',
  review: 'Check before you buy',
  confirm: 'Confirm purchase',
  back: 'Go back and edit',
  retrySame: 'Send the same order again',
  success: 'Success',
  playerId: 'Player ID',
  server: 'Server',
}

/** A demo game like the model's product without a player look-up: one Player ID, two servers. */
const GAME_NAME = 'Last Island Standoff'
const PURCHASE_REQUEST = '**/api/v1/game-invoice'

/**
 * What the customer does for each event of the purchase machine. The player look-up (no demo game
 * has both a look-up and servers, as the model's product does), a refused balance and a voucher
 * have browser tests of their own in purchase.spec.ts; their paths stay in the unit walks. So do
 * an order the supplier confirms later, its refusal with the money back and the socket's verdict:
 * the demo supplier answers every order at once.
 */
function playable({ event, from, state }: BrowserStep): boolean {
  switch (event.type) {
    case 'wallet.changed':
      // The top-up that lands during a review the balance cannot pay; the model's other
      // wallet.changed steps report the balance unchanged, which no customer's action does.
      return from.matches({ reviewing: 'shortOfFunds' })
    case 'xstate.done.actor.loadProduct':
      return !(event['output'] as { product: { playerCheck: boolean } }).product.playerCheck
    case 'xstate.done.actor.submitPurchase': {
      const receipt = event['output'] as { voucherCode: string | null; status: string }
      // The demo supplier tops up at once: never later (RUNNING), never refunded since (CANCEL).
      return receipt.voucherCode === null && receipt.status === 'SUCCESS'
    }
    case 'xstate.error.actor.submitPurchase':
      return (event['error'] as { code: string }).code === 'NETWORK_ERROR'
    case 'user.selectPacket':
    case 'user.changeField':
    case 'user.selectServer':
    case 'user.submit':
    case 'user.confirm':
    case 'user.back':
      return true
    case 'user.retry':
      // The screen offers a retry only for an order that may not have reached the shop.
      return state.matches('submitting')
    default:
      return event.type.startsWith('xstate.after.reloadAfterTopUp')
  }
}

/**
 * The model's customer starts with too little for either package and tops up during the review
 * (purchase-model.ts: BALANCE, TOPPED_UP_BALANCE); the demo game's packages cost 11,000 and
 * 55,000 kip. Starting with nothing and topping up this much keeps every review of the chart's
 * paths on the same side of what the balance pays.
 */
const TOP_UP = 500_000

async function play(page: Page, step: BrowserStep, customer: AuthSession, api: APIRequestContext) {
  // The order a click sends gets no answer when the path says the connection drops.
  if (step.next?.event.type === 'xstate.error.actor.submitPurchase') {
    await page.route(PURCHASE_REQUEST, (route) => route.abort('internetdisconnected'), {
      times: 1,
    })
  }
  switch (step.event.type) {
    case 'user.selectPacket': {
      // The model's two packages are the game's first two (the top bar's languages are radios too).
      const index = step.event['packetId'] === PACKET.id ? 0 : 1
      await page.locator('main label:has(input[type=radio])').nth(index).click()
      return
    }
    case 'user.changeField':
      await page.getByRole('textbox', { name: TEXT.playerId }).fill(String(step.event['value']))
      return
    case 'user.selectServer':
      await page.getByRole('combobox', { name: TEXT.server }).selectOption(step.event['server'])
      return
    case 'user.submit':
      await page.getByRole('button', { name: TEXT.buy }).click()
      return
    case 'user.confirm':
      await page.getByRole('button', { name: TEXT.confirm }).click()
      return
    case 'user.back':
      await page.getByRole('button', { name: TEXT.back }).click()
      return
    case 'user.retry':
      await page.getByRole('button', { name: TEXT.retrySame }).click()
      return
    case 'wallet.changed':
      // Paid at the bank: the socket's word of it updates the balance the review reads.
      await fundWallet(api, customer, TOP_UP)
      return
    default:
      // Loading, the shop's answer and the reload after a top-up come by themselves.
      return
  }
}

async function expectScreen(page: Page, { event, state }: BrowserStep) {
  if (state.matches('form')) {
    await expect(page.getByRole('button', { name: TEXT.buy })).toBeVisible()
    if (state.matches({ form: 'failed' })) {
      await expect(page.getByTestId('purchase-problem')).toBeVisible()
    }
  } else if (state.matches('reviewing')) {
    await expect(page.getByText(TEXT.review)).toBeVisible()
    // The review the balance cannot pay shows the shortfall; the one it pays, the confirm.
    if (state.matches({ reviewing: 'shortOfFunds' })) {
      await expect(page.getByTestId('purchase-shortfall')).toBeVisible()
    } else {
      await expect(page.getByRole('button', { name: TEXT.confirm })).toBeEnabled()
    }
  } else if (state.matches('toppedUp')) {
    await expect(page.getByRole('status').filter({ hasText: TEXT.success })).toBeVisible()
  }
  // A refused order is shown with the problem and the same-order retry.
  if (event.type === 'xstate.error.actor.submitPurchase') {
    await expect(page.getByRole('button', { name: TEXT.retrySame })).toBeVisible()
  }
}

async function gameId(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as components['schemas']['CategoryListResponse']
  const game = data.flatMap((group) => group.data).find((g) => g.nameEn === GAME_NAME)
  if (!game) throw new Error(`No game named ${GAME_NAME}`)
  return game._id
}

// The chart's model, as the unit walk plays it: the browser names its paths by the same ids.
const model = purchaseModel()

test.describe('purchase paths from purchaseMachine, opened signed in', () => {
  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async ({ page, request }) => {
      const customer = await registerCustomer(request)
      await startSignedIn(page, customer, 'en')
      await page.goto(`/detail/${await gameId(request)}/GAME`)

      for (const step of path.steps) {
        await play(page, step, customer, request)
        await expectScreen(page, step)
      }
    })
  }
})
