import {
  expect,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { newReportingContext } from '../support/e2e/machine-evidence.ts'
import { closeSync, ftruncateSync, openSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProfileFormErrorCode } from '../../machines/profile-form.machine.ts'
import type { PictureErrorCode } from '../../machines/profile-picture.machine.ts'
import { profileFormModel } from '../../tooling/machine-models/profile-form-model.ts'
import { PICKED, profilePictureModel } from '../../tooling/machine-models/profile-picture-model.ts'
import { registerCustomer, startSignedIn, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserPath, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { holdNextRequest, type HeldRequest } from '../support/e2e/held-requests.ts'
import { englishText as text } from '../support/e2e/translated-text.ts'

const TEXT = {
  fullName: text('form.fullName'),
  save: text('profile.save'),
  saved: text('profile.saved'),
  changePicture: text('profile.changePicture'),
  pictureSaved: text('profile.pictureSaved'),
  uploading: text('upload.progress'),
  cancel: text('upload.cancel'),
}

/** What the screen says for each refusal the models' events carry, by code. */
const REFUSALS: Partial<Record<ProfileFormErrorCode | PictureErrorCode, string>> = {
  FULL_NAME_REQUIRED: text('account.error.fullNameRequired'),
  RATE_LIMITED: text('error.rateLimited'),
  NOT_AN_IMAGE: text('upload.notImage'),
  IMAGE_TOO_LARGE: text('upload.tooLarge'),
  UPLOAD_URL_EXPIRED: text('upload.expired'),
}

function refusal(code: string | null): string {
  const words = code ? REFUSALS[code as ProfileFormErrorCode] : undefined
  if (!words) throw new Error(`no screen text for the refusal ${code}`)
  return words
}

/**
 * Has the next PUT to a URL that `matches` refused with `code`, as the API answers a refusal. Only
 * a PUT: the profile also reads the user from the same URL.
 */
async function refuseNextPut(
  page: Page,
  matches: (url: URL) => boolean,
  status: number,
  code: string,
) {
  let refused = false
  await page.route(matches, async (route) => {
    if (refused || route.request().method() !== 'PUT') return route.fallback()
    refused = true
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code }) })
  })
}

const isUser = (userId: string) => (url: URL) => url.pathname === `/api/v1/user/${userId}`

/**
 * A page of its own, opened once for a machine's paths and signed in as a customer of its own, so
 * a changed name or picture disturbs no other test. Each path starts by opening the profile again
 * in that warm page, which gives every form a fresh actor.
 */
async function openProfilePage(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page; customer: AuthSession }> {
  const context = await newReportingContext(browser, {
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const customer = await registerCustomer(page.request, { fullName: 'Profile Paths' })
  await startSignedIn(page, customer, 'en')
  return { context, page, customer }
}

async function openProfile(page: Page) {
  await page.goto('/profile')
  // The profile's code loads first; a busy 2-core machine takes its time.
  await expect(detailsForm(page).getByLabel(TEXT.fullName, { exact: true })).toBeEditable({
    timeout: 30_000,
  })
}

const detailsForm = (page: Page) => page.getByRole('main').locator('form').first()
/**
 * The centred popup an outcome raises (SPEC 8): a status for a success, an alert otherwise. Only
 * one raised after `markPopupsSeen`: a popup still on screen from the step before is not it.
 */
const popup = (page: Page, kind: 'status' | 'alert') =>
  page.locator(`[role=${kind}][aria-live]:not([data-seen])`)

/** Marks the popup on screen, if any, as one the next outcome's check must not take for its own. */
async function markPopupsSeen(page: Page) {
  await page
    .locator('[role][aria-live]')
    .evaluateAll((popups) => popups.forEach((element) => element.setAttribute('data-seen', '')))
}

// ---------------------------------------------------------------------------------------------
// profileForm, played on the profile's name and e-mail form (the model's details form).

interface DetailsForm {
  page: Page
  customer: AuthSession
  /** What the name field holds; null until the path types. */
  typed: string | null
  names: number
  /** The popup the last submit is expected to raise, watched from the click on. */
  notice: Promise<void> | null
}

/** The name the field holds after `earlier`: the model's valid start, or the last one typed. */
function nameAfter(earlier: readonly BrowserStep[]): string {
  const typed = earlier.findLast(({ event }) => event.type === 'user.change')
  return typed ? String(typed.event['value']) : 'a valid name'
}

/**
 * Typing, sending, the backend's save and its refusal (RATE_LIMITED, answered by the route since
 * the backend allows many more saves) are all played. A name emptied when it is empty already is
 * no change to the field, and the browser sends none: such a path stops before it.
 */
function detailsPlayable({ event }: BrowserStep, earlier: readonly BrowserStep[]): boolean {
  if (event.type !== 'user.change') return true
  return !(event['value'] === '' && nameAfter(earlier) === '')
}

async function playDetails(form: DetailsForm, step: BrowserStep) {
  const { page } = form
  switch (step.event.type) {
    case 'user.change': {
      // The model's valid name stands for any name: each is new, so the top bar shows which.
      const empty = String(step.event['value']) === ''
      form.names += 1
      form.typed = empty ? '' : `Path Customer ${form.names}`
      await detailsForm(page).getByLabel(TEXT.fullName, { exact: true }).fill(form.typed)
      return
    }
    case 'user.submit': {
      const answer = step.next?.event.type
      if (answer === 'xstate.error.actor.save') {
        await refuseNextPut(page, isUser(form.customer.data._id), 429, 'RATE_LIMITED')
      }
      await markPopupsSeen(page)
      form.notice =
        answer === 'xstate.done.actor.save'
          ? expect(popup(page, 'status')).toHaveText(TEXT.saved)
          : null
      await detailsForm(page).getByRole('button', { name: TEXT.save }).click()
      return
    }
    default:
      // The save's answer comes by itself.
      return
  }
}

async function expectDetails(form: DetailsForm, state: BrowserStep['state']) {
  const { page } = form
  const name = detailsForm(page).getByLabel(TEXT.fullName, { exact: true })
  const alert = detailsForm(page).getByRole('alert')
  const errorCode = state.context.errorCode as ProfileFormErrorCode | null
  if (form.typed !== null && !state.matches('saving')) await expect(name).toHaveValue(form.typed)
  switch (String(state.value)) {
    case 'editing':
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')
      await expect(alert).toHaveCount(0)
      return
    case 'saved':
      await form.notice
      // A refusal before this save went with it.
      await expect(alert).toHaveCount(0)
      // The top bar follows the saved name.
      if (form.typed) await expect(page.getByRole('banner')).toContainText(form.typed)
      return
    case 'failed':
      if (errorCode === 'FULL_NAME_REQUIRED') {
        await expect(name).toHaveAttribute('aria-invalid', 'true')
        await expect(detailsForm(page).getByText(refusal(errorCode))).toBeVisible()
      } else {
        await expect(alert).toHaveText(refusal(errorCode))
      }
      return
    default:
      // saving lasts as long as its request.
      return
  }
}

test.describe('profile form paths from profileFormMachine, on the name form', () => {
  test.describe.configure({ mode: 'serial' })
  let context: BrowserContext
  let form: DetailsForm

  test.beforeAll(async ({ browser }, testInfo) => {
    const opened = await openProfilePage(browser, testInfo)
    context = opened.context
    form = { page: opened.page, customer: opened.customer, typed: null, names: 0, notice: null }
  })

  test.afterAll(async () => {
    await context?.close()
  })

  for (const path of browserPaths(profileFormModel(), detailsPlayable)) {
    test(path.name, path.details, async () => {
      await openProfile(form.page)
      form.typed = null
      await expectDetails(form, path.steps[0]!.from)
      for (const step of path.steps) {
        await playDetails(form, step)
        await expectDetails(form, step.state)
      }
      await form.page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  }
})

// ---------------------------------------------------------------------------------------------
// profilePicture, played on the profile's picture.

// The smallest valid PNG: one transparent pixel.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A picture that takes seconds to go out at SLOW_UPLOAD_BYTES_PER_SECOND. */
const LARGE_PICTURE_BYTES = 512 * 1024
const SLOW_UPLOAD_BYTES_PER_SECOND = 64 * 1024

/**
 * A picture over 10 MB, as a file on disk: the browser reads it where it lies, where 10 MB handed
 * over as a buffer took seconds on a busy machine.
 */
function hugePicture(size: number): string {
  const file = join(tmpdir(), `profile-paths-huge-${process.pid}.png`)
  const handle = openSync(file, 'w')
  ftruncateSync(handle, size)
  closeSync(handle)
  return file
}

/** The file a customer picks for each of the model's: a picture, a document, a picture too large. */
function fileFor(picked: File, slow: boolean) {
  if (slow) {
    // A PNG's signature, then bytes enough to watch the progress bar move.
    const buffer = Buffer.alloc(LARGE_PICTURE_BYTES)
    ONE_PIXEL_PNG.copy(buffer)
    return { name: 'large.png', mimeType: 'image/png', buffer }
  }
  if (picked === PICKED.document) {
    return { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }
  }
  if (picked === PICKED.huge) return hugePicture(picked.size)
  return { name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }
}

const isStoredFile = (url: URL) => url.pathname.startsWith('/uploads/')

interface PictureScreen {
  page: Page
  customer: AuthSession
  /** The signed URL held on its way, for a path that cancels the upload. */
  held: HeldRequest | null
  /** The page's network slowed down, for a path that watches the upload's progress. */
  slowUpload: CDPSession | null
  notice: Promise<void> | null
}

/**
 * Every step of the picture is played: picking a file of each kind, the upload's progress (the
 * file goes out slowly), its cancel, its refusal (an expired URL, answered by the route), the
 * backend's save, and the save's refusal (RATE_LIMITED, answered by the route). The paths are
 * chosen one step per arrow of the chart, and a refused pick is the same arrow whichever rule
 * refused it: one choice for each refusal (a document, a picture too large) takes both rules'
 * transitions, and a path both choices keep is played once.
 */
function picturePaths(): BrowserPath[] {
  const byName = new Map<string, BrowserPath>()
  // Each choice leaves out the other refusal's file.
  for (const leftOut of [PICKED.huge, PICKED.document]) {
    const paths = browserPaths(profilePictureModel(), ({ event }) => event['file'] !== leftOut)
    for (const path of paths) if (!byName.has(path.name)) byName.set(path.name, path)
  }
  return [...byName.values()]
}

/**
 * The popup the step's outcome raises on entering its state: a refused pick raises its own, right
 * after another refusal too.
 */
function noticeOf(page: Page, { state: outcome }: BrowserStep): Promise<void> | null {
  if (outcome.matches('saved')) return expect(popup(page, 'status')).toHaveText(TEXT.pictureSaved)
  if (outcome.matches('failed')) {
    return expect(popup(page, 'alert')).toHaveText(
      refusal(outcome.context.errorCode as PictureErrorCode | null),
    )
  }
  return null
}

/** Arranges the answers of the upload a pick starts, as the path expects them, before the pick. */
async function arrangeUpload(screen: PictureScreen, later: readonly BrowserStep[]) {
  const { page } = screen
  const [upload, save] = later
  switch (upload?.event.type) {
    case 'upload.progress':
      // A held request sends none of its bytes: the file goes out slowly instead, and the path
      // ends while it is on its way.
      screen.slowUpload = await page.context().newCDPSession(page)
      await screen.slowUpload.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: SLOW_UPLOAD_BYTES_PER_SECOND,
      })
      return
    case 'user.cancel':
      // Its signed URL is held until the customer cancels.
      screen.held = await holdNextRequest(page, (request) =>
        request.url().includes('/api/v1/generate-url-s3'),
      )
      return
    case 'upload.failed':
      await refuseNextPut(page, isStoredFile, 403, 'UPLOAD_URL_EXPIRED')
      return
    case 'upload.stored':
      if (save?.event.type === 'xstate.error.actor.savePicture') {
        await refuseNextPut(page, isUser(screen.customer.data._id), 429, 'RATE_LIMITED')
      }
      return
    case undefined:
      // The path ends on its way: its signed URL is held until the path is over.
      screen.held = await holdNextRequest(page, (request) =>
        request.url().includes('/api/v1/generate-url-s3'),
      )
      return
    default:
      return
  }
}

async function playPicture(screen: PictureScreen, steps: readonly BrowserStep[], index: number) {
  const { page } = screen
  const step = steps[index]!
  switch (step.event.type) {
    case 'user.pick': {
      const later = steps.slice(index + 1)
      if (step.state.matches('uploading')) await arrangeUpload(screen, later)
      // The outcome this pick leads to (the refusal of the file itself, or one after its upload),
      // watched from the pick on: the popup closes by itself after 2 s, and only one raised after
      // this pick counts.
      const nextPick = later.findIndex(({ event }) => event.type === 'user.pick')
      const settled = [step, ...later.slice(0, nextPick === -1 ? undefined : nextPick)].find(
        ({ state }) => state.matches('saved') || state.matches('failed'),
      )
      await markPopupsSeen(page)
      await page
        .getByRole('main')
        .locator('input[type=file]')
        .setInputFiles(fileFor(step.event['file'] as File, screen.slowUpload !== null))
      screen.notice = settled ? noticeOf(page, settled) : null
      // A held upload has left the page before the path goes on: a cancel before that left nothing
      // to hold, and letting the held request go at the path's end then waited for good.
      await screen.held?.arrived
      return
    }
    case 'user.cancel':
      await page.getByRole('main').getByRole('button', { name: TEXT.cancel }).click()
      return
    default:
      // The upload's progress and answers, and the save's, come by themselves.
      return
  }
}

async function expectPicture(screen: PictureScreen, state: BrowserStep['state']) {
  const { page } = screen
  const main = page.getByRole('main')
  const progress = main.getByRole('progressbar', { name: TEXT.uploading })
  const change = main.getByRole('button', { name: TEXT.changePicture })
  switch (String(state.value)) {
    case 'idle':
      await expect(progress).toBeHidden()
      await expect(change).toBeEnabled()
      return
    case 'uploading': {
      // An upload the backend answers at once is over before it can be seen.
      if (!screen.held && !screen.slowUpload) return
      await expect(progress).toBeVisible()
      await expect(change).toBeDisabled()
      await expect(main.getByRole('button', { name: TEXT.cancel })).toBeVisible()
      const { percent } = state.context as { percent: number }
      // Some of the file's bytes went out: the bar moved on from 0, and the upload goes on.
      if (percent > 0) {
        await expect
          .poll(async () => Number(await progress.getAttribute('value')))
          .toBeGreaterThan(0)
        await expect(progress).not.toHaveAttribute('value', '100')
      }
      return
    }
    case 'saved':
      await screen.notice
      await expect(main.locator('img[src^="/images/"]')).toBeVisible()
      await expect(progress).toBeHidden()
      return
    case 'failed':
      await screen.notice
      await expect(progress).toBeHidden()
      await expect(change).toBeEnabled()
      return
    default:
      // saving lasts as long as its request.
      return
  }
}

test.describe('profile picture paths from profilePictureMachine', () => {
  test.describe.configure({ mode: 'serial' })
  let context: BrowserContext
  let screen: PictureScreen

  test.beforeAll(async ({ browser }, testInfo) => {
    const opened = await openProfilePage(browser, testInfo)
    context = opened.context
    screen = {
      page: opened.page,
      customer: opened.customer,
      held: null,
      slowUpload: null,
      notice: null,
    }
  })

  test.afterAll(async () => {
    await context?.close()
  })

  for (const path of picturePaths()) {
    test(path.name, path.details, async () => {
      await openProfile(screen.page)
      await expectPicture(screen, path.steps[0]!.from)
      for (const [index, step] of path.steps.entries()) {
        await playPicture(screen, path.steps, index)
        await expectPicture(screen, step.state)
      }
      // A held upload is let go, so the next path starts with nothing on its way.
      await screen.held?.drop()
      screen.held = null
      await screen.page.unrouteAll({ behavior: 'ignoreErrors' })
      await screen.slowUpload?.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      await screen.slowUpload?.detach()
      screen.slowUpload = null
    })
  }
})
