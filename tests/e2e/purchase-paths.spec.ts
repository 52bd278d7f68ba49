import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { components } from '../../contract/schema.d.ts'
import {
  PACKET,
  PURCHASE_INPUT,
  purchaseModel,
} from '../../tooling/machine-models/purchase-model.ts'
import {
  fundWallet,
  logInThroughApi,
  registerCustomer,
  startSignedIn,
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
 * has both a look-up and servers, as the model's product does), a balance too low for the review,
 * a refused balance and a voucher have browser tests of their own in purchase.spec.ts; their paths
 * stay in the unit walks. So do an order the supplier confirms later, its refusal with the money
 * back and the socket's verdict: the demo supplier answers every order at once.
 */
function playable({ event, state }: BrowserStep): boolean {
  switch (event.type) {
    case 'xstate.done.actor.loadProduct':
      return !(event['output'] as { product: { playerCheck: boolean } }).product.playerCheck
    case 'xstate.done.actor.submitPurchase': {
      const receipt = event['output'] as { voucherCode: string | null; status: string }
      return receipt.voucherCode === null && receipt.status !== 'RUNNING'
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

async function play(page: Page, step: BrowserStep) {
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

/** What the customer has in the wallet: every review here can be paid. */
const FUNDS = 500_000

// The same model as the unit walk, opened signed in as a customer whose balance pays (a review
// that cannot be paid has its own browser test in purchase.spec.ts).
const model = {
  ...purchaseModel(),
  input: { ...PURCHASE_INPUT, balance: FUNDS },
}

test.describe('purchase paths from purchaseMachine, opened signed in', () => {
  for (const path of browserPaths(model, playable)) {
    test(path.name, async ({ page, request }) => {
      const registered = await registerCustomer(request)
      await fundWallet(request, registered, FUNDS)
      // Signed in again, so the stored user carries the balance.
      const session = await logInThroughApi(request, {
        userName: registered.data.userName,
        password: registered.password,
      })
      await startSignedIn(page, session, 'en')
      await page.goto(`/detail/${await gameId(request)}/GAME`)

      for (const step of path.steps) {
        await play(page, step)
        await expectScreen(page, step)
      }
      await path.recordCoverage()
    })
  }
})
