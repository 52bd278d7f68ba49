import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { OTP_RESEND_COOLDOWN_MS } from '../../machines/otp-countdown.machine.ts'
import type { OtpFlowContext, OtpFlowFields } from '../../machines/otp-flow.ts'
import { otpCountdownModel } from '../../tooling/machine-models/otp-countdown-model.ts'
import { passwordResetModel } from '../../tooling/machine-models/password-reset-model.ts'
import { registerModel } from '../../tooling/machine-models/register-model.ts'
import { registerCustomer, uniquePhone } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserPath, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { sharedPage, startAfresh } from '../support/e2e/shared-page.ts'
import { englishText as text } from '../support/e2e/translated-text.ts'

const TEXT = {
  code: text('account.code'),
  requestCode: text('account.requestCode'),
  resendCode: text('account.resendCode'),
  logOut: text('menu.logout'),
  passwordChanged: text('resetPassword.success'),
}

/** The errors the form's own rules give, by code: the model and the screen check the same fields. */
const FIELD_ERRORS: Record<string, string> = {
  PHONE_REQUIRED: 'account.error.phoneRequired',
  PHONE_INVALID: 'account.error.phoneInvalid',
  PASSWORD_REQUIRED: 'account.error.passwordRequired',
  PASSWORD_TOO_SHORT: 'account.error.passwordShort',
  PASSWORD_MISMATCH: 'account.error.passwordMismatch',
  FULL_NAME_REQUIRED: 'account.error.fullNameRequired',
  CODE_INVALID: 'account.error.codeInvalid',
  OTP_NOT_REQUESTED: 'account.error.otpNotRequested',
}

/** One of the two screens whose submit needs a code sent by SMS. */
interface OtpFlow {
  route: string
  /** The label of each field the model edits, by field name (the code has its own). */
  labels: Record<string, string>
  submit: string
  /** The request the OTP goes out with, and the one that checks it. */
  otpRequest: string
  verifyActor: string
  /** The phone the path types as its valid number: a new one to register, an account's to reset. */
  phoneFor: (api: APIRequestContext) => Promise<string>
}

const REGISTER: OtpFlow = {
  route: '/register',
  labels: {
    phone: text('form.phone'),
    password: text('form.password'),
    confirmPassword: text('form.confirmPassword'),
    fullName: text('form.fullName'),
  },
  submit: text('register.title'),
  otpRequest: '**/api/v1/register-otp',
  verifyActor: 'createAccount',
  phoneFor: async () => uniquePhone(),
}

const PASSWORD_RESET: OtpFlow = {
  route: '/password/reset',
  labels: {
    phone: text('form.phone'),
    password: text('form.newPassword'),
    confirmPassword: text('form.confirmPassword'),
  },
  submit: text('resetPassword.title'),
  otpRequest: '**/api/v1/forget-password-otp',
  verifyActor: 'setNewPassword',
  phoneFor: async (api) => (await registerCustomer(api)).data.userName,
}

interface OtpScreen {
  page: Page
  api: APIRequestContext
  flow: OtpFlow
  phone: string
  /** The backend's answer to the last code request that reached it. */
  sent?: Promise<Response>
}

/**
 * Answers the next code request as the backend answered the last one: a resend that succeeds,
 * which the backend never gives on demand (it refuses a new code for 300 s of its own time). The
 * code sent first stays the one to type.
 */
async function answerResendAsSent(page: Page, otpRequest: string, sent: Promise<Response>) {
  const answer = await (await sent).json()
  await page.route(otpRequest, (route) => route.fulfill({ json: answer }), { times: 1 })
}

const form = (page: Page) => page.getByRole('main').locator('form')
const codeButton = (page: Page, resend: boolean) =>
  form(page).getByRole('button', { name: resend ? TEXT.resendCode : TEXT.requestCode })
const timer = (page: Page) => form(page).getByRole('timer')

/**
 * What a customer can do on the registration and reset screens: type, ask for a code, send the
 * form, and wait out the 300 s countdown (Playwright's clock runs it). The form is locked while
 * it is verified and a request in flight cannot be held, so edits and the countdown's end during
 * a request stay in the unit walks. A resend that succeeds, which the backend refuses for 300 s
 * of its own time, is answered by page.route (`answerResendAsSent`).
 */
function playable(verifyActor: string) {
  return ({ event, from }: BrowserStep): boolean => {
    const waiting = from.matches('requestingOtp') || from.matches({ otpSent: 'resendingOtp' })
    const verifying = from.matches({ otpSent: 'verifying' })
    switch (event.type) {
      case 'user.edit':
      case 'user.submit':
        return !waiting && !verifying
      case 'user.requestOtp':
        // The button is disabled while the countdown runs.
        return !from.matches('otpSent') || (from.context as { canResend: boolean }).canResend
      case 'countdown.finished':
        return from.matches({ otpSent: 'awaitingCode' })
      case 'xstate.done.actor.requestOtp':
      case 'xstate.error.actor.requestOtp':
      case `xstate.done.actor.${verifyActor}`:
      case `xstate.error.actor.${verifyActor}`:
        return true
      default:
        return event.type.startsWith('xstate.after.redirectDelay')
    }
  }
}

/** The code from the dev outbox, or a wrong one when the path's next check of it fails. */
async function codeToType(screen: OtpScreen, later: BrowserStep[]): Promise<string> {
  const outbox = await screen.api.get(`/dev/outbox/${screen.phone}`)
  expect(outbox.status(), 'dev outbox').toBe(200)
  const { code } = (await outbox.json()) as { code: string }
  const checked = later.find(({ event }) =>
    event.type.endsWith(`.actor.${screen.flow.verifyActor}`),
  )
  const refused = checked?.event.type.startsWith('xstate.error')
  return refused ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code
}

async function play(screen: OtpScreen, step: BrowserStep, later: BrowserStep[]) {
  const { page, flow } = screen
  const { event } = step
  switch (event.type) {
    case 'user.edit': {
      const field = String(event['field'])
      const typed = String(event['value'])
      if (field === 'code') {
        await form(page)
          .getByLabel(TEXT.code, { exact: true })
          .fill(await codeToType(screen, later))
      } else {
        const label = flow.labels[field] ?? field
        const value = field === 'phone' && typed !== '' ? screen.phone : typed
        await form(page).getByLabel(label, { exact: true }).fill(value)
      }
      return
    }
    case 'user.requestOtp': {
      // A first request that fails is a dropped connection; a resend fails by itself (too soon).
      const resend = step.from.matches('otpSent')
      const answered = step.next?.event.type === 'xstate.done.actor.requestOtp'
      if (step.next?.event.type === 'xstate.error.actor.requestOtp' && !resend) {
        await page.route(flow.otpRequest, (route) => route.abort('internetdisconnected'), {
          times: 1,
        })
      }
      if (answered && resend && screen.sent)
        await answerResendAsSent(page, flow.otpRequest, screen.sent)
      if (answered && !resend) screen.sent = page.waitForResponse(flow.otpRequest)
      await codeButton(page, resend).click()
      return
    }
    case 'user.submit':
      await form(page).getByRole('button', { name: flow.submit }).click()
      return
    case 'countdown.finished':
      await page.clock.fastForward(OTP_RESEND_COOLDOWN_MS)
      return
    default:
      // The backend's answers and the redirect after a new password come by themselves.
      return
  }
}

async function expectError(page: Page, error: string | null) {
  if (error === null) {
    await expect(form(page).getByRole('alert')).toHaveCount(0)
    await expect(form(page).locator('[aria-invalid=true]')).toHaveCount(0)
    return
  }
  const rule = FIELD_ERRORS[error]
  if (rule) await expect(form(page).getByText(text(rule), { exact: true })).toBeVisible()
  // The backend's refusal or a dropped connection: the screen says so above the submit button.
  else await expect(form(page).getByRole('alert')).toBeVisible()
}

/** Checks the screen shows the step's state. */
async function expectOtpScreen(page: Page, state: BrowserStep['state']) {
  const requesting = state.matches('requestingOtp') || state.matches({ otpSent: 'resendingOtp' })
  if (requesting || state.matches({ otpSent: 'verifying' })) return
  if (state.matches('registered')) {
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: TEXT.logOut })).toBeVisible()
    return
  }
  if (state.matches('passwordChanged')) {
    await expect(page.getByText(TEXT.passwordChanged)).toBeVisible()
    return
  }
  if (state.matches('leaving')) {
    await expect(page).toHaveURL(/\/login$/)
    return
  }
  // A field renamed in the machine fails the typecheck here rather than passing unread.
  const { canResend, errorCode } = state.context as Pick<
    OtpFlowContext<OtpFlowFields>,
    'canResend' | 'errorCode'
  >
  const code = form(page).getByLabel(TEXT.code, { exact: true })
  if (state.matches('editing')) {
    await expect(code).toBeDisabled()
    await expect(codeButton(page, false)).toBeEnabled()
  } else {
    await expect(code).toBeEnabled()
    await expect(codeButton(page, true)).toBeEnabled({ enabled: canResend })
    await expect(timer(page)).toBeVisible({ visible: !canResend })
  }
  await expectError(page, errorCode)
}

/**
 * One page for a describe block's paths, in English, at a laptop's width. The countdown's 300 s
 * pass on Playwright's clock; the rest of the time flows as usual.
 */
function otpPage() {
  return sharedPage(async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.clock.install()
    await startInLocale(page, 'en')
  })
}

/** The screen opened as a new visitor's, on the backend's time again. */
async function openOtpScreen(page: Page, route: string) {
  // The last path's arranged answers are its own, and it may have signed the page in.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await startAfresh(page, null)
  await page.clock.setSystemTime(new Date())
  await page.goto(route)
  // The screen's code and the auth actor load first; a busy 2-core machine takes its time.
  await expect(form(page)).toBeVisible({ timeout: 30_000 })
}

async function playOtpPath(path: BrowserPath, screen: OtpScreen) {
  await openOtpScreen(screen.page, screen.flow.route)
  const [first] = path.steps
  if (first) await expectOtpScreen(screen.page, first.from)
  for (const [index, step] of path.steps.entries()) {
    await play(screen, step, path.steps.slice(index + 1))
    await expectOtpScreen(screen.page, step.state)
  }
}

test.describe('register paths from registerMachine', () => {
  const shared = otpPage()
  for (const path of browserPaths(registerModel(), playable(REGISTER.verifyActor))) {
    test(path.name, path.details, async ({ request }) => {
      const phone = await REGISTER.phoneFor(request)
      await playOtpPath(path, { page: shared.page, api: request, flow: REGISTER, phone })
    })
  }
})

test.describe('password reset paths from passwordResetMachine', () => {
  const shared = otpPage()
  for (const path of browserPaths(passwordResetModel(), playable(PASSWORD_RESET.verifyActor))) {
    test(path.name, path.details, async ({ request }) => {
      const phone = await PASSWORD_RESET.phoneFor(request)
      await playOtpPath(path, { page: shared.page, api: request, flow: PASSWORD_RESET, phone })
    })
  }
})

/**
 * The countdown as the registration screen runs it: a code goes out, and Playwright's clock moves
 * the 300 s on; a second code once it ran out is answered by page.route (`answerResendAsSent`).
 */
function countdownPlayable({ event, from }: BrowserStep): boolean {
  return event.type === 'clock.tick' || (event.type === 'otp.sent' && !from.matches('counting'))
}

test.describe('OTP countdown paths from otpCountdownMachine, on the registration screen', () => {
  const shared = otpPage()
  for (const path of browserPaths(otpCountdownModel(), countdownPlayable)) {
    test(path.name, path.details, async () => {
      const { page } = shared
      await openOtpScreen(page, REGISTER.route)
      let elapsed = 0
      let sent: Promise<Response> | undefined
      for (const step of path.steps) {
        if (step.event.type === 'otp.sent' && step.from.matches('expired') && sent) {
          await answerResendAsSent(page, REGISTER.otpRequest, sent)
          await codeButton(page, true).click()
          elapsed = 0
        } else if (step.event.type === 'otp.sent') {
          await form(page)
            .getByLabel(REGISTER.labels['phone']!, { exact: true })
            .fill(uniquePhone())
          sent = page.waitForResponse(REGISTER.otpRequest)
          await codeButton(page, false).click()
        } else {
          // The tick reads the time that leaves what the model shows: the page's clock gets there.
          const { remainingMs } = step.state.context as { remainingMs: number }
          const since = OTP_RESEND_COOLDOWN_MS - remainingMs
          await page.clock.fastForward(since - elapsed)
          elapsed = since
        }
        await expectCountdown(page, step.state)
      }
    })
  }
})

/** The time left the screen shows, within the few seconds the test itself takes. */
async function expectCountdown(page: Page, state: BrowserStep['state']) {
  if (!state.matches('counting')) {
    await expect(timer(page)).toBeHidden()
    await expect(codeButton(page, state.matches('expired'))).toBeEnabled()
    return
  }
  const { remainingMs } = state.context as { remainingMs: number }
  await expect(timer(page)).toBeVisible()
  await expect(async () => {
    const [, minutes, seconds] = /(\d\d):(\d\d)/.exec(await timer(page).innerText()) ?? []
    const shown = Number(minutes) * 60 + Number(seconds)
    expect(shown).toBeLessThanOrEqual(remainingMs / 1_000)
    expect(shown).toBeGreaterThan(remainingMs / 1_000 - 5)
  }).toPass()
}
