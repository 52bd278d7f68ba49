import { expect, test, type Page } from '@playwright/test'
import { topUpMachineModel } from '../machines/fixtures/top-up-model.ts'
import { registerCustomer, startSignedIn } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'

// The recharge screen in English (src/i18n/locales/en/messages.po).
const TEXT = {
  amount: 'Amount (kip)',
  submit: 'Make a QR to top up',
  qr: 'QR code to pay',
  close: 'Close the QR',
  retry: 'Try again',
  paid: 'was added to your wallet',
  closed: 'Waiting for approval please check in history',
  failed: 'The QR could not be made',
}

const QR_REQUEST = '**/api/v1/genarate-qrcode-bank'

/**
 * What the customer does for each event of the top-up machine. A reconnect (`socket.resynced`)
 * and the QR's 15 minutes running out are left to the unit walks; a tick that changes nothing is
 * the screen's own clock, which runs by itself.
 */
function playable({ event, state }: BrowserStep): boolean {
  switch (event.type) {
    case 'clock.tick':
      return state.matches('awaitingPayment')
    case 'user.changeAmount':
    case 'user.submit':
    case 'user.retry':
    case 'user.closeQr':
    case 'socket.topUpPaid':
    case 'xstate.done.actor.generateQr':
    case 'xstate.error.actor.generateQr':
      return true
    default:
      return false
  }
}

interface TopUpScreen {
  page: Page
  /** The payload of the QR made last, for the bank simulator. */
  qrCode: string | null
}

async function play(
  screen: TopUpScreen,
  step: BrowserStep,
  payAtBank: (qr: string) => Promise<void>,
) {
  const { page } = screen
  // The request a click sends fails when the path says so: the connection drops.
  if (step.next?.event.type === 'xstate.error.actor.generateQr') {
    await page.route(QR_REQUEST, (route) => route.abort('internetdisconnected'), { times: 1 })
  }
  switch (step.event.type) {
    case 'user.changeAmount':
      await page.getByRole('textbox', { name: TEXT.amount }).fill(String(step.event['value']))
      return
    case 'user.submit':
      await page.getByRole('button', { name: TEXT.submit }).click()
      return
    case 'user.retry':
      await page.getByRole('button', { name: TEXT.retry }).click()
      return
    case 'user.closeQr':
      await page.getByRole('button', { name: TEXT.close }).click()
      return
    case 'socket.topUpPaid':
      if (!screen.qrCode) throw new Error('no QR was shown to pay')
      await payAtBank(screen.qrCode)
      return
    default:
      // The backend's answer and the screen's clock come by themselves.
      return
  }
}

/** Checks the screen shows the step's state. */
async function expectScreen(screen: TopUpScreen, state: BrowserStep['state']) {
  const { page } = screen
  const dialog = page.getByRole('dialog')
  if (state.matches('awaitingPayment')) {
    const qr = dialog.getByRole('img', { name: TEXT.qr })
    await expect(qr).toBeVisible()
    screen.qrCode = await qr.getAttribute('data-qr-code')
    return
  }
  if (state.matches('generatingQr')) return
  await expect(dialog).toBeHidden()
  const banner = {
    paid: TEXT.paid,
    closed: TEXT.closed,
    failed: TEXT.failed,
  }[String(state.value)]
  if (banner) await expect(page.getByText(banner)).toBeVisible()
  if (state.matches('editing')) {
    await expect(page.getByRole('textbox', { name: TEXT.amount })).toBeEditable()
  }
}

const model = topUpMachineModel()

test.describe('top-up paths from topUpMachine', () => {
  for (const path of browserPaths(model, playable)) {
    test(path.name, async ({ page, request }) => {
      const session = await registerCustomer(request)
      await startSignedIn(page, session, 'en')
      await page.goto('/rechargePage')
      const screen: TopUpScreen = { page, qrCode: null }
      // The path starts in `editing`.
      await expect(page.getByRole('textbox', { name: TEXT.amount })).toBeEditable()

      for (const step of path.steps) {
        await play(screen, step, async (qrCode) => {
          const paid = await request.post('/dev/bank/pay', { data: { qr_code: qrCode } })
          expect(paid.status(), 'bank simulator payment').toBe(200)
        })
        await expectScreen(screen, step.state)
      }
      await path.recordCoverage()
    })
  }
})
