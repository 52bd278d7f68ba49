import { expect as baseExpect, type Page } from '@playwright/test'
import { test } from '../../support/e2e/demo-sessions.ts'
import { XSS_VECTORS } from '../../security/support/hostile-strings.ts'
import { registerCustomer, startSignedIn, type AuthSession } from '../../support/e2e/accounts.ts'

// A machine that runs other suites beside this one answers slowly: wait longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 })

// Markup in what customers write, shown to other people: each vector is a chat text and, for the
// message it sends, the sender's name. In Chromium each must show as the characters typed, run no
// script and open no dialog. Then the CSP: a script injected into the page is refused.

test.describe.configure({ mode: 'serial' })

let page: Page
let author: AuthSession
const dialogs: string[] = []

test.beforeAll(async ({ browser, request }, testInfo) => {
  author = await registerCustomer(request, { fullName: 'Plain author' })
  const auth = { Authorization: `Bearer ${author.accessToken}` }
  for (const vector of XSS_VECTORS) {
    const renamed = await request.put(`/api/v1/user/${author.data._id}`, {
      headers: auth,
      data: { fullName: vector },
    })
    expect(renamed.status(), `rename to ${vector}`).toBe(200)
    // The chat takes 20 posts in 10 s from one customer: past that, the post is sent again.
    await expect(async () => {
      const posted = await request.post('/api/v1/chat', {
        headers: auth,
        data: { text: vector, type: 'TEXT', mode: 'ADMIN' },
      })
      expect(posted.status(), `post ${vector}`).toBe(200)
    }).toPass({ intervals: [1_000], timeout: 15_000 })
  }
  // Tall enough that the virtualized list renders every message at once.
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 9000 },
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await startSignedIn(page, author, 'en')
  await page.goto('/chat-admin')
  await expect(page.getByText(XSS_VECTORS[0], { exact: true }).first()).toBeVisible()
})

test.afterAll(async () => {
  await page?.close()
})

for (const [index, vector] of XSS_VECTORS.entries()) {
  test(`@attacks XSS vector ${index + 1} in a chat text and a sender name shows as text: ${vector}`, async () => {
    // The message and its sender's name: two places, both the characters sent.
    await expect(page.getByText(vector, { exact: true })).toHaveCount(2)
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
  })
}

test.describe('the Content Security Policy', () => {
  test('@attacks an inline script injected into the page does not run and is reported', async () => {
    const outcome = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.effectiveDirective),
        ),
      )
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return {
        directive: await violation,
        ran: (window as { __injected?: boolean }).__injected === true,
      }
    })
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false })
  })

  test('@attacks an injected inline event handler does not run', async () => {
    const ran = await page.evaluate(async () => {
      const violation = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }),
      )
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.__handler = true')
      image.src = 'data:,not-an-image'
      document.body.append(image)
      await violation
      return (window as { __handler?: boolean }).__handler === true
    })
    expect(ran).toBe(false)
  })

  test('@attacks a script from another site is refused', async () => {
    const directive = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve(event.effectiveDirective),
          { once: true },
        ),
      )
      const script = document.createElement('script')
      script.src = 'https://evil.example/steal.js'
      document.body.append(script)
      return violation
    })
    expect(directive).toBe('script-src-elem')
  })
})
