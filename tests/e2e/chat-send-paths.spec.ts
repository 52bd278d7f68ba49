import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { chatSendModel } from '../../tooling/machine-models/chat-send-model.ts'
import { registerCustomer, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { PNG_1X1 } from '../support/e2e/chat.ts'
import { holdNextRequest, type HeldRequest } from '../support/e2e/held-requests.ts'
import { sharedPage, startAfresh } from '../support/e2e/shared-page.ts'
import { englishText as text } from '../support/e2e/translated-text.ts'

const TEXT = {
  input: text('chat.inputLabel'),
  send: text('chat.send'),
  cancelUpload: text('chat.cancelUpload'),
  progress: text('chat.uploadProgress'),
  postingImage: text('chat.postingImage'),
}

const ERROR = {
  notAnImage: text('upload.notImage'),
  imageTooLarge: text('upload.tooLarge'),
  rateLimited: text('chat.error.rateLimited'),
  sendFailed: text('chat.error.sendFailed'),
}

/** The backend's chat posts at most this many messages of one user in 10 s (chat-handlers.ts). */
const POSTS_PER_WINDOW = 20

/**
 * What a signed-in customer does in the group chat's footer. The footer is shown only to a
 * signed-in user, so a login or logout elsewhere unmounts it instead of reaching the machine; an
 * upload's progress is not reported for a file of a few bytes. Those steps stay in the unit walks.
 * The backend answers a group post with its created code; an answer with another one is the
 * backend's answer changed on its way (answerChanged).
 */
function playable({ event, from }: BrowserStep): boolean {
  const context = from.context as { text: string }
  switch (event.type) {
    case 'user.submit':
      // The send button is disabled while the text is blank.
      return context.text.trim() !== ''
    case 'user.type':
    case 'user.pickImage':
    case 'user.cancelUpload':
    case 'upload.stored':
    case 'upload.failed':
    case 'xstate.error.actor.postText':
    case 'xstate.error.actor.postImage':
    case 'xstate.done.actor.postText':
    case 'xstate.done.actor.postImage':
      return true
    default:
      return false
  }
}

/** The code the backend answers a group post with, by the machine's request that sent it. */
const CREATED_BY_BACKEND: Record<string, string> = {
  'xstate.done.actor.postText': 'SUCCESS',
  'xstate.done.actor.postImage': 'CREATE_CHAT_SUCCESS',
}

/** The code a post's answer carries in the step, when it is not the backend's own. */
function unexpectedAnswer(event: BrowserStep['event']): string | undefined {
  const created = CREATED_BY_BACKEND[event.type]
  const answered = (event['output'] as { message?: string } | undefined)?.message
  return created && answered !== created ? answered : undefined
}

interface ChatScreen {
  page: Page
  api: APIRequestContext
  customer: AuthSession
  /** The upload and the post under way, held until the path says how they end. */
  upload?: HeldRequest
  post?: HeldRequest
}

const isGroupPost = (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chats-group'
const isUpload = (request: { method(): string }) => request.method() === 'PUT'

/** Uses up the customer's posting budget in their conversation with the admin (the same limit). */
async function postUntilLimited(screen: ChatScreen) {
  for (let i = 0; i < POSTS_PER_WINDOW; i += 1) {
    await screen.api.post('/api/v1/chat', {
      headers: { Authorization: `Bearer ${screen.customer.accessToken}` },
      data: { mode: 'ADMIN', type: 'TEXT', text: `Filler ${i}` },
    })
  }
}

async function play(screen: ChatScreen, { event, state }: BrowserStep) {
  const { page } = screen
  const footer = page.getByRole('main').locator('form')
  switch (event.type) {
    case 'user.type':
      await footer.getByRole('textbox', { name: TEXT.input }).fill(String(event['text']))
      return
    case 'user.submit':
      screen.post = await holdNextRequest(page, isGroupPost)
      await footer.getByRole('button', { name: TEXT.send, exact: true }).click()
      await screen.post.arrived
      return
    case 'user.pickImage': {
      const file = event['file'] as File
      if (state.matches('uploading')) screen.upload = await holdNextRequest(page, isUpload)
      await footer.locator('input[type=file]').setInputFiles({
        name: file.name,
        mimeType: file.type,
        buffer: file.type === 'image/png' ? PNG_1X1 : Buffer.from(await file.arrayBuffer()),
      })
      await screen.upload?.arrived
      return
    }
    case 'user.cancelUpload':
      await footer.getByRole('button', { name: TEXT.cancelUpload }).click()
      return
    case 'upload.stored':
      screen.post = await holdNextRequest(page, isGroupPost)
      await screen.upload?.release()
      await screen.post.arrived
      return
    case 'upload.failed':
      await screen.upload?.drop()
      return
    case 'xstate.done.actor.postText':
    case 'xstate.done.actor.postImage': {
      const answered = unexpectedAnswer(event)
      if (answered) await screen.post?.answerChanged((body) => ({ ...body, message: answered }))
      else await screen.post?.release()
      return
    }
    case 'xstate.error.actor.postText':
      // The backend refuses a customer who posted too much, as the model's answer says.
      await postUntilLimited(screen)
      await screen.post?.release()
      return
    case 'xstate.error.actor.postImage':
      await screen.post?.drop()
      return
    default:
      return
  }
}

/**
 * The footer's error after the step, from the event: the model's states do not tell errors apart
 * (chat-send.fixtures.ts), and a dropped connection is the browser's cause of a failed upload or
 * image post. Undefined where the step leaves the error as it was.
 */
function errorAfter({ event, state }: BrowserStep): string | null | undefined {
  switch (event.type) {
    case 'user.pickImage': {
      if (state.matches('uploading')) return null
      const file = event['file'] as File
      return file.type.startsWith('image/') ? ERROR.imageTooLarge : ERROR.notAnImage
    }
    case 'xstate.done.actor.postText':
    case 'xstate.done.actor.postImage':
      return unexpectedAnswer(event) ? ERROR.sendFailed : undefined
    case 'xstate.error.actor.postText':
      return ERROR.rateLimited
    case 'upload.failed':
    case 'xstate.error.actor.postImage':
      return ERROR.sendFailed
    case 'user.type':
    case 'user.submit':
      return null
    default:
      return undefined
  }
}

async function expectFooter(page: Page, state: BrowserStep['state'], error?: string | null) {
  const footer = page.getByRole('main').locator('form')
  const input = footer.getByRole('textbox', { name: TEXT.input })
  await expect(input).toHaveValue((state.context as { text: string }).text)
  const progress = footer.getByRole('progressbar', { name: TEXT.progress })
  const cancel = footer.getByRole('button', { name: TEXT.cancelUpload })
  if (state.matches('uploading')) {
    await expect(progress).toBeVisible()
    await expect(cancel).toBeVisible()
  } else if (state.matches('postingImage')) {
    await expect(footer.getByText(TEXT.postingImage)).toBeVisible()
    await expect(cancel).toBeHidden()
  } else {
    await expect(progress).toBeHidden()
    await expect(input).toHaveJSProperty('readOnly', state.matches('sending'))
  }
  if (error !== undefined) await expect(footer.getByRole('alert')).toHaveText(error ?? '')
}

const model = chatSendModel()

/**
 * The fewest paths that take each step, and the paths whose posts are all answered with another
 * code than the backend's: for the cover that is the same step (sending --done--> editing) as a
 * post the backend answers, for the machine another transition.
 */
function chatSendPaths() {
  const paths = browserPaths(model, playable)
  const answeredOtherwise = browserPaths(
    model,
    (step) =>
      playable(step) && !(CREATED_BY_BACKEND[step.event.type] && !unexpectedAnswer(step.event)),
  ).filter(({ steps }) => steps.some((step) => unexpectedAnswer(step.event)))
  const names = new Set(paths.map(({ name }) => name))
  return [...paths, ...answeredOtherwise.filter(({ name }) => !names.has(name))]
}

test.describe('chat send paths from chatSendMachine, in the group chat', () => {
  // Each path signs its own customer in, in English (startAfresh).
  const shared = sharedPage((page) => page.setViewportSize({ width: 1280, height: 800 }))

  for (const path of chatSendPaths()) {
    test(path.name, path.details, async ({ request }) => {
      const { page } = shared
      // What the last path held or answered for itself is its own.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      // A customer of its own: a path that runs out the posting budget leaves it spent.
      const customer = await registerCustomer(request, { fullName: 'Path Writer' })
      await startAfresh(page, customer)
      await page.goto('/chat-group')
      const screen: ChatScreen = { page, api: request, customer }
      const [first] = path.steps
      if (first) await expectFooter(page, first.from, null)

      for (const step of path.steps) {
        await play(screen, step)
        await expectFooter(page, step.state, errorAfter(step))
      }
    })
  }
})
