import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import type { components } from '../../contract/schema.d.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  registerCustomer,
  openSignedIn,
  startSignedIn,
  type AuthSession,
} from '../support/e2e/accounts.ts'
import { operatorReplies, PNG_1X1, routeChatSocket } from '../support/e2e/chat.ts'
import { holdNextRequest } from '../support/e2e/held-requests.ts'
import { CONTROL_TEXT } from '../support/e2e/control-texts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'

type ChatMessage = components['schemas']['ChatMessage']

/** The chat's words in each language (src/i18n/locales/*\/messages.po). */
const WORDS: Record<
  Locale,
  {
    placeholder: string
    send: string
    uploadImage: string
    visitorNotice: string
    adminTab: string
  }
> = {
  lo: {
    placeholder: 'ຂໍ້ຄວາມ.......',
    send: 'ສົ່ງ',
    uploadImage: 'ສົ່ງຮູບພາບ',
    visitorNotice: 'ເຂົ້າສູ່ລະບົບເພື່ອສົ່ງຂໍ້ຄວາມ.',
    adminTab: 'ແອັດມິນລະບົບ',
  },
  th: {
    placeholder: 'ข้อความ.......',
    send: 'ส่ง',
    uploadImage: 'ส่งรูปภาพ',
    visitorNotice: 'เข้าสู่ระบบเพื่อส่งข้อความ',
    adminTab: 'แอดมินระบบ',
  },
  en: {
    placeholder: 'Message.......',
    send: 'Send',
    uploadImage: 'Send an image',
    visitorNotice: 'Log in to send messages.',
    adminTab: 'System admin',
  },
}

/** How the server shows a phone to anyone but its owner and operators: `20•••••007`. */
const maskedPhone = (phone: string) => `${phone.slice(0, 2)}•••••${phone.slice(-3)}`

const uniqueText = (label: string) => `${label} ${Math.random().toString(36).slice(2, 10)}`

const messages = (page: Page) => page.getByRole('log')
const composer = (page: Page, locale: Locale) => page.getByPlaceholder(WORDS[locale].placeholder)
const sendButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: WORDS[locale].send, exact: true })

async function sendText(page: Page, locale: Locale, text: string) {
  await composer(page, locale).fill(text)
  await sendButton(page, locale).click()
  await expect(composer(page, locale)).toHaveValue('')
}

async function postAs(api: APIRequestContext, session: AuthSession, path: string, data: object) {
  const response = await api.post(path, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    data,
  })
  expect(response.status(), `POST ${path}`).toBe(200)
}

for (const locale of LOCALES) {
  test.describe(`chat in ${locale}`, () => {
    test('a message from one customer appears at the other within a second', async ({
      browser,
      request,
    }) => {
      const [anna, boun] = await Promise.all([
        registerCustomer(request, { fullName: 'Anna Chat' }),
        registerCustomer(request, { fullName: 'Boun Chat' }),
      ])
      const annaPage = await openSignedIn(browser, anna, locale, '/chat-group')
      const bounPage = await openSignedIn(browser, boun, locale, '/chat-group')
      const problems = collectPageProblems(bounPage)
      await expect(composer(bounPage, locale)).toBeVisible()
      // Greyed until there is something to send (SPEC 4).
      await expect(sendButton(annaPage, locale)).toBeDisabled()

      // A first message, seen without a time limit, proves both sockets are connected: the
      // second one then measures the live delivery alone.
      const hello = uniqueText('Hello')
      await sendText(annaPage, locale, hello)
      await expect(messages(bounPage).getByText(hello)).toBeVisible()

      const text = uniqueText('ສະບາຍດີ Sabaidee')
      await sendText(annaPage, locale, text)

      const atBoun = messages(bounPage).getByTestId('chat-message').filter({ hasText: text })
      await expect(atBoun).toBeVisible({ timeout: 1_000 })
      // Both were reading the newest messages, so both follow to the new one.
      await expect(atBoun).toBeInViewport()
      await expect(atBoun).toContainText('Anna Chat')
      // Another customer's phone is their login: Boun reads Anna's masked, Anna her own whole.
      await expect(atBoun).toContainText(maskedPhone(anna.data.userName))
      await expect(atBoun).not.toContainText(anna.data.userName)
      await expect(atBoun).not.toHaveAttribute('data-own')
      const atAnna = messages(annaPage).getByTestId('chat-message').filter({ hasText: text })
      await expect(atAnna).toContainText(anna.data.userName)
      await expect(atAnna).toHaveAttribute('data-own', 'true')
      await expect(atAnna).toBeInViewport()
      // Added from the post's answer and pushed by the socket: still shown once.
      await expect(atAnna).toHaveCount(1)
      expect(problems()).toEqual([])
    })

    test('a visitor reads the group chat but cannot send', async ({ page, request }) => {
      const writer = await registerCustomer(request, { fullName: 'Writer Chat' })
      const text = uniqueText('Visible to visitors')
      await postAs(request, writer, '/api/v1/chats-group', { text, type: 'TEXT', mode: 'GROUP' })
      await startInLocale(page, locale)

      await page.goto('/chat-group')

      await expect(messages(page).getByText(text)).toBeVisible()
      const posted = messages(page).getByTestId('chat-message').filter({ hasText: text })
      await expect(posted).toContainText(maskedPhone(writer.data.userName))
      await expect(posted).not.toContainText(writer.data.userName)
      await expect(page.getByText(WORDS[locale].visitorNotice)).toBeVisible()
      await expect(composer(page, locale)).toHaveCount(0)
      await expect(page.getByRole('button', { name: WORDS[locale].uploadImage })).toHaveCount(0)
      await expect(page.locator('input[type=file]')).toHaveCount(0)
    })
  })
}

test('an image upload shows its progress, then the thumbnail, which opens large', async ({
  browser,
  request,
}) => {
  const [anna, boun] = await Promise.all([
    registerCustomer(request, { fullName: 'Anna Photo' }),
    registerCustomer(request, { fullName: 'Boun Photo' }),
  ])
  const annaPage = await openSignedIn(browser, anna, 'en', '/chat-group')
  const bounPage = await openSignedIn(browser, boun, 'en', '/chat-group')
  await expect(composer(bounPage, 'en')).toBeVisible()
  // The PUT is held until the progress bar was seen, as on a slow connection.
  let releaseUpload: () => void = () => {}
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve))
  await annaPage.route('**/uploads/**', async (route) => {
    await uploadHeld
    await route.continue()
  })

  await annaPage.locator('input[type=file]').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  })

  const progress = annaPage.getByRole('progressbar', { name: 'Upload progress' })
  await expect(progress).toBeVisible()
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,3}$/)
  releaseUpload()
  await expect(progress).toBeHidden()

  const thumbnail = messages(bounPage).getByRole('img', { name: 'Photo from Anna Photo' })
  await expect(thumbnail).toBeVisible()
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 1)
  const box = await thumbnail.boundingBox()
  expect([box?.width, box?.height]).toEqual([100, 100])
  await expect(thumbnail).toHaveAttribute('src', /\/images\/[0-9a-f-]{36}\.png$/)

  await messages(bounPage).getByRole('button', { name: 'Photo from Anna Photo' }).click()
  const viewer = bounPage.getByRole('dialog', { name: 'Photo from Anna Photo' })
  await expect(viewer.getByRole('img')).toBeVisible()
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toBeHidden()
})

test('a file that is not an image is refused and nothing is uploaded', async ({
  page,
  request,
}) => {
  const anna = await registerCustomer(request, { fullName: 'Anna Pdf' })
  await startSignedIn(page, anna, 'en')
  await page.goto('/chat-group')
  const uploads: string[] = []
  page.on('request', (request) => {
    if (/generate-url-s3|\/uploads\//.test(request.url())) uploads.push(request.url())
  })

  await page.locator('input[type=file]').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  })

  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select an image' }),
  ).not.toHaveCount(0)
  expect(uploads).toEqual([])
})

test("an admin reply from the desk appears in the customer's System admin tab", async ({
  browser,
  request,
}) => {
  const customer = await registerCustomer(request, { fullName: 'Chan Support' })
  const page = await openSignedIn(browser, customer, 'en', '/chat-group')
  await page.getByRole('link', { name: WORDS.en.adminTab }).click()
  await expect(page).toHaveURL(/\/chat-admin$/)
  await expect(page.getByRole('link', { name: WORDS.en.adminTab })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const question = uniqueText('Where is my top-up?')
  await sendText(page, 'en', question)
  await expect(messages(page).getByText(question)).toBeVisible()

  const answer = uniqueText('It is on its way')
  await operatorReplies(request, customer.data._id, answer)

  const fromAdmin = messages(page).getByTestId('chat-message').filter({ hasText: answer })
  await expect(fromAdmin).toBeVisible()
  await expect(fromAdmin).toBeInViewport()
  await expect(fromAdmin).not.toHaveAttribute('data-own')
})

test('@attacks markup in messages shows as the characters typed, never as HTML', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, { fullName: '<b>Bold</b> Name' })
  const payloads = [
    '<script>window.__xss = 1</script>',
    '<img src=x onerror="window.__xss = 2">',
    '"><svg onload="window.__xss = 3">',
    '<a href="javascript:window.__xss = 4">click</a>',
    '<iframe srcdoc="<script>parent.__xss = 5</script>"></iframe>',
    '{{constructor.constructor("window.__xss = 6")()}}',
    '&lt;b&gt;entity&lt;/b&gt; &amp;',
  ]
  for (const text of payloads) {
    await postAs(request, customer, '/api/v1/chat', { text, type: 'TEXT', mode: 'ADMIN' })
  }
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await startSignedIn(page, customer, 'en')

  await page.goto('/chat-admin')

  const log = messages(page)
  for (const text of payloads) {
    await expect(log.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(log.getByText('<b>Bold</b> Name').first()).toBeVisible()
  await expect(log.locator('script, img[src="x"], svg[onload], iframe, b')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('10,000 messages stay a short page, open at the newest, and new ones wait behind a button', async ({
  browser,
  request,
}) => {
  const [reader, writer] = await Promise.all([
    registerCustomer(request, { fullName: 'Long Reader' }),
    registerCustomer(request, { fullName: 'Late Writer' }),
  ])
  const start = Date.UTC(2026, 0, 1)
  const history: ChatMessage[] = Array.from({ length: 10_000 }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    senderName: `Member ${i}`,
    createdbyName: '11111111-1111-4111-8111-111111111111',
    urlImageUser: null,
    phone: maskedPhone('2055500000'),
    text: `History message number ${i}`,
    image: [],
    type: 'TEXT',
    mode: 'GROUP',
    isFrom: 'CUSTOMER',
    customerId: null,
    created_at: new Date(start + i * 60_000).toISOString(),
  }))
  const context = await browser.newContext()
  const page = await context.newPage()
  await startSignedIn(page, reader, 'en')
  // The group chat answers with a 10,000-message history; the live socket stays real.
  await page.route('**/api/v1/chats-group?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: { data: new URL(route.request().url()).searchParams.has('before') ? [] : history },
        })
      : route.continue(),
  )

  await page.goto('/chat-group')

  const log = messages(page)
  // The mocked answer is 3 MB of JSON: on a busy machine it takes a while to arrive.
  await expect(log.getByText('History message number 9999', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  expect(await log.getByTestId('chat-message').count()).toBeLessThan(60)

  // Up to the first message with the mouse wheel, as a reader would.
  await log.hover()
  const first = log.getByText('History message number 0', { exact: true })
  await expect(async () => {
    await page.mouse.wheel(0, -200_000)
    await expect(first).toBeVisible({ timeout: 100 })
  }).toPass()

  const late = uniqueText('Arrived while you read old ones')
  await postAs(request, writer, '/api/v1/chats-group', { text: late, type: 'TEXT', mode: 'GROUP' })
  const newMessages = page.getByRole('button', { name: 'New messages' })
  await expect(newMessages).toBeVisible()
  await expect(log.getByText('History message number 0', { exact: true })).toBeVisible()

  await newMessages.click()
  await expect(log.getByText(late)).toBeVisible()
  await expect(newMessages).toBeHidden()
})

test('the admin answers a customer from the admin desk, and the customer sees it live', async ({
  browser,
  request,
}) => {
  const [customer, admin] = await Promise.all([
    registerCustomer(request, { fullName: 'Desk Customer' }),
    logInThroughApi(request, DEMO_ACCOUNTS.admin),
  ])
  const question = uniqueText('Can you check my order?')
  await postAs(request, customer, '/api/v1/chat', { text: question, type: 'TEXT', mode: 'ADMIN' })
  const customerPage = await openSignedIn(browser, customer, 'th', '/chat-admin')
  await expect(messages(customerPage).getByText(question)).toBeVisible()

  const adminPage = await openSignedIn(browser, admin, 'en', '/chat-group-admin')
  await adminPage
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(customer.data.userName) })
    .click()
  await expect(adminPage).toHaveURL(new RegExp(`customer=${customer.data._id}`))
  await expect(messages(adminPage).getByText(question)).toBeVisible()
  const answer = uniqueText('Checked: it is delivered')
  await sendText(adminPage, 'en', answer)

  const atCustomer = messages(customerPage).getByTestId('chat-message').filter({ hasText: answer })
  await expect(atCustomer).toBeVisible()
  await expect(atCustomer).not.toHaveAttribute('data-own')
  await expect(
    messages(adminPage).getByTestId('chat-message').filter({ hasText: answer }),
  ).toHaveAttribute('data-own', 'true')
})

/** A customer's chats: where the screen is, where its list comes from, and where a post goes. */
const CHAT_PLACES = [
  {
    name: 'the group chat',
    path: '/chat-group',
    list: () => '/api/v1/chats-group',
    post: '/api/v1/chats-group',
    mode: 'GROUP',
  },
  {
    name: 'the chat with the admin',
    path: '/chat-admin',
    list: (customer: AuthSession) => `/api/v1/chats/${customer.data._id}`,
    post: '/api/v1/chat',
    mode: 'ADMIN',
  },
] as const

for (const place of CHAT_PLACES) {
  for (const order of ['the answer before the push', 'the push before the answer'] as const) {
    test(`a message sent in ${place.name} is added from its answer, once, with no list request (${order})`, async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer(request, { fullName: 'Single Copy' })
      await startSignedIn(page, customer, 'en')
      const socket = await routeChatSocket(page)
      const isList = (request: { method(): string; url(): string }) =>
        request.method() === 'GET' && new URL(request.url()).pathname === place.list(customer)
      const isPost = (request: { method(): string; url(): string }) =>
        request.method() === 'POST' && new URL(request.url()).pathname === place.post
      let listRequests = 0
      page.on('request', (request) => {
        if (isList(request)) listRequests += 1
      })
      // The socket's first connect reloads the thread: it happens while the first page is held,
      // so every list request of the opening is made before the send.
      const firstPage = await holdNextRequest(page, isList)
      await page.goto(place.path)
      await firstPage.arrived
      await expect.poll(() => socket.accepted()).toBe(1)
      await firstPage.release()
      await expect(messages(page)).toBeVisible()
      const openingRequests = listRequests

      const text = uniqueText('Shown once')
      const shown = messages(page).getByTestId('chat-message').filter({ hasText: text })
      if (order === 'the answer before the push') {
        const push = socket.holdPushes(text)
        await sendText(page, 'en', text)
        // The push is still held: the answer alone put the message on screen.
        await expect(shown).toBeVisible()
        push.release()
      } else {
        let holdAnswer: (deliver: () => Promise<void>) => void = () => {}
        const answerHeld = new Promise<() => Promise<void>>((resolve) => (holdAnswer = resolve))
        await page.route(
          (url) => url.pathname === place.post,
          async (route) => {
            if (!isPost(route.request())) return route.fallback()
            const response = await route.fetch()
            holdAnswer(() => route.fulfill({ response }))
          },
        )
        await composer(page, 'en').fill(text)
        await sendButton(page, 'en').click()
        const deliverAnswer = await answerHeld
        await socket.pushed(text)
        // The answer is still held: the push alone put the message on screen.
        await expect(shown).toBeVisible()
        await expect(composer(page, 'en')).toHaveValue(text)
        await deliverAnswer()
        await expect(composer(page, 'en')).toHaveValue('')
      }
      // A later push arrives after the held one, so the page has had both copies by then.
      const later = uniqueText('Posted afterwards')
      await postAs(request, customer, place.post, { text: later, type: 'TEXT', mode: place.mode })
      await expect(messages(page).getByText(later)).toBeVisible()

      await expect(shown).toHaveCount(1)
      await expect(shown).toHaveAttribute('data-own', 'true')
      expect(listRequests).toBe(openingRequests)
    })
  }
}

test('a customer who opens the admin desk is sent home', async ({ page, request }) => {
  const customer = await registerCustomer(request, { fullName: 'Curious Customer' })
  await startSignedIn(page, customer, 'en')
  await page.goto('/chat-group-admin')
  await expect(page).toHaveURL(/\/$/)
})

/** `box` lies wholly inside the viewport, above the phone's tab bar. */
async function expectAboveTabBar(page: Page, box: Locator, locale: Locale) {
  const tabBar = page.getByRole('navigation', { name: CONTROL_TEXT.mainMenu[locale] })
  await expect(async () => {
    const [boxRect, barRect] = await Promise.all([box.boundingBox(), tabBar.boundingBox()])
    expect(boxRect && barRect, 'both laid out').toBeTruthy()
    if (!boxRect || !barRect) return
    expect(boxRect.y).toBeGreaterThanOrEqual(0)
    expect(boxRect.y + boxRect.height).toBeLessThanOrEqual(barRect.y)
  }).toPass()
}

for (const width of [360, 390]) {
  test(`on a ${width} px phone the message input sits fully above the tab bar, with the keyboard open too`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, { fullName: 'Phone Chat' })
    await startSignedIn(page, customer, 'th')
    await page.setViewportSize({ width, height: 740 })
    await page.goto('/chat-group')
    const form = page.locator('form').filter({ has: composer(page, 'th') })
    await expect(messages(page)).toBeVisible()

    // As opened: the page is not scrolled.
    await expectAboveTabBar(page, form, 'th')

    // The on-screen keyboard leaves about 400 px above it (Chromium resizes the page to that when
    // it resizes content, and a focused input must show within it either way).
    await page.setViewportSize({ width, height: 400 })
    await composer(page, 'th').focus()
    await composer(page, 'th').pressSequentially('สวัสดี')
    await expectAboveTabBar(page, form, 'th')
    await expect(sendButton(page, 'th')).toBeEnabled()
  })
}

test("on a phone a visitor's log-in notice sits fully above the tab bar", async ({ page }) => {
  await startInLocale(page, 'lo')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/chat-group')
  await expect(messages(page)).toBeVisible()
  await expectAboveTabBar(page, page.getByText(WORDS.lo.visitorNotice), 'lo')
})
