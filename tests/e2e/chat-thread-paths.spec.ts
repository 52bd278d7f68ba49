import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { CHAT_PAGE_SIZE } from '../../machines/chat-thread.machine.ts'
import { chatThreadModel } from '../../tooling/machine-models/chat-thread-model.ts'
import { registerCustomer, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { operatorReplies, routeChatSocket, type ChatSocket } from '../support/e2e/chat.ts'
import { holdNextRequest, type HeldRequest } from '../support/e2e/held-requests.ts'
import { sharedPage, startAfresh } from '../support/e2e/shared-page.ts'
import { englishText as text } from '../support/e2e/translated-text.ts'

const TEXT = {
  messages: text('chat.messages'),
  loadFailed: text('chat.loadFailed'),
  retry: text('state.retry'),
  loadingOlder: text('chat.loadingOlder'),
  input: text('chat.inputLabel'),
  send: text('chat.send'),
  newMessages: text('chat.newMessages'),
}

/**
 * The customer's conversation with the admin, as the customer reads it: the model's thread with
 * the customer's id for its key. Every event has its browser cause: a page request that answers
 * or drops, the operator's reply pushed by the socket, a message sent from the footer (added from
 * the post's answer, its push merged in), a reconnect that replays nothing (which reloads the
 * thread), and scrolling up to the first message. Once the start of the thread is loaded the list
 * no longer asks for older messages, so that step (which changes nothing) is left to the unit walks.
 */
function playable({ event, state }: BrowserStep): boolean {
  return event.type !== 'user.loadOlder' || state.matches({ ready: 'loadingOlder' })
}

interface ThreadScreen {
  page: Page
  api: APIRequestContext
  customer: AuthSession
  socket: ChatSocket
  /** The thread's page requests so far: a send must add none. */
  pageRequests: number
  /** The messages sent from the footer so far, to find the last one on screen. */
  sent: number
  /** The thread's page request under way, held until the path says how it ends. */
  load?: HeldRequest
  /** The operator's replies so far, to find the last one on screen. */
  replies: number
  /** The reader scrolled up: a new message is announced rather than scrolled to. */
  scrolledUp: boolean
}

const isThreadPage = (customerId: string) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === `/api/v1/chats/${customerId}`

// The path's customer in each text: the socket tap of the page the paths share has heard the
// earlier paths' messages too.
const replyText = ({ customer, replies }: ThreadScreen) =>
  `Operator reply ${replies} to ${customer.data.userName}`
const sentText = ({ customer, sent }: ThreadScreen) =>
  `Sabaidee ${sent} from ${customer.data.userName}`

async function holdThreadPage(screen: ThreadScreen) {
  screen.load = await holdNextRequest(screen.page, isThreadPage(screen.customer.data._id))
}

async function play(screen: ThreadScreen, { event }: BrowserStep) {
  const { page } = screen
  const log = page.getByRole('log', { name: TEXT.messages })
  switch (event.type) {
    case 'xstate.done.actor.loadNewest':
    case 'xstate.done.actor.refreshNewest':
    case 'xstate.done.actor.loadOlder':
      await screen.load?.release()
      return
    case 'xstate.error.actor.loadNewest':
    case 'xstate.error.actor.refreshNewest':
    case 'xstate.error.actor.loadOlder':
      await screen.load?.drop()
      return
    case 'user.retry':
      await holdThreadPage(screen)
      await page.getByRole('button', { name: TEXT.retry }).click()
      await screen.load?.arrived
      return
    case 'socket.message':
      screen.replies += 1
      await operatorReplies(screen.api, screen.customer.data._id, replyText(screen))
      return
    case 'thread.reload':
      // A reconnect whose missed events the backend cannot replay makes the thread fetch its
      // newest page again.
      await holdThreadPage(screen)
      await screen.socket.reconnect()
      await screen.load?.arrived
      return
    case 'message.sent': {
      screen.sent += 1
      const text = sentText(screen)
      const footer = page.getByRole('main').locator('form')
      await footer.getByRole('textbox', { name: TEXT.input }).fill(text)
      await footer.getByRole('button', { name: TEXT.send, exact: true }).click()
      await expect(footer.getByRole('textbox', { name: TEXT.input })).toHaveValue('')
      // The backend pushes the message to the writer's own socket as well.
      await screen.socket.pushed(text)
      // The writer's own message brings the list back to the end.
      screen.scrolledUp = false
      return
    }
    case 'user.loadOlder': {
      const older = await holdNextRequest(page, isThreadPage(screen.customer.data._id))
      screen.load = older
      screen.scrolledUp = true
      // The reader scrolls up until the list asks for the page before its first message.
      let asked = false
      void older.arrived.then(() => (asked = true))
      await expect(async () => {
        await log.hover()
        await page.mouse.wheel(0, -20_000)
        expect(asked).toBe(true)
      }).toPass()
      return
    }
    default:
      return
  }
}

async function expectThread(screen: ThreadScreen, step: BrowserStep) {
  const { page } = screen
  const { state, event } = step
  const log = page.getByRole('log', { name: TEXT.messages })
  if (state.matches('loading')) {
    await expect(log).toBeHidden()
    await expect(page.getByText(TEXT.loadFailed)).toBeHidden()
    return
  }
  if (state.matches('failed')) {
    await expect(page.getByText(TEXT.loadFailed)).toBeVisible()
    await expect(page.getByRole('button', { name: TEXT.retry })).toBeVisible()
    return
  }
  await expect(log).toBeVisible()
  await expect(log.getByText(TEXT.loadingOlder)).toBeVisible({
    visible: state.matches({ ready: 'loadingOlder' }),
  })
  if (event.type === 'message.sent') {
    // Added from the answer and pushed by the socket: shown once, with no page fetched.
    await expect(log.getByText(sentText(screen), { exact: true })).toHaveCount(1)
    await expect(log.getByText(sentText(screen), { exact: true })).toBeVisible()
  }
  if (event.type === 'socket.message') {
    if (screen.scrolledUp) {
      await expect(page.getByRole('button', { name: TEXT.newMessages })).toBeVisible()
    } else {
      await expect(log.getByText(replyText(screen), { exact: true })).toBeVisible()
    }
  }
}

/** A full first page, so older messages exist, and one more before it. */
async function fillThread(api: APIRequestContext, customer: AuthSession) {
  for (let i = 0; i <= CHAT_PAGE_SIZE; i += 1) {
    await operatorReplies(api, customer.data._id, `Earlier reply ${i}`)
  }
}

const model = chatThreadModel()

test.describe('chat thread paths from chatThreadMachine, in a customer’s conversation', () => {
  let socket: ChatSocket
  const shared = sharedPage(async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    socket = await routeChatSocket(page)
  })

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async ({ request }) => {
      const { page } = shared
      // A page request the last path held and never settled is its own.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      const customer = await registerCustomer(request, { fullName: 'Path Reader' })
      const screen: ThreadScreen = {
        page,
        api: request,
        customer,
        socket,
        pageRequests: 0,
        sent: 0,
        replies: 0,
        scrolledUp: false,
      }
      const countPageRequests = (request: Request) => {
        if (isThreadPage(customer.data._id)(request)) screen.pageRequests += 1
      }
      page.on('request', countPageRequests)
      // Without older messages the model's full first page has nothing before it.
      if (path.steps.some(({ event }) => event.type === 'user.loadOlder')) {
        await fillThread(request, customer)
      }
      await startAfresh(page, customer)
      const connections = socket.accepted()
      // The socket's first connect reloads the thread: it happens while the first page is held.
      await holdThreadPage(screen)
      await page.goto('/chat-admin')
      await screen.load?.arrived
      await expect.poll(() => socket.accepted()).toBe(connections + 1)
      const [first] = path.steps
      if (first) await expectThread(screen, { ...first, state: first.from })

      for (const step of path.steps) {
        const pageRequests = screen.pageRequests
        await play(screen, step)
        await expectThread(screen, step)
        if (step.event.type === 'message.sent') expect(screen.pageRequests).toBe(pageRequests)
      }
      page.off('request', countPageRequests)
    })
  }
})
