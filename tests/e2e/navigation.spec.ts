import { expect, type Page } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { DEMO_ACCOUNTS, logInThroughApi, startSignedIn } from '../support/e2e/accounts.ts'
import { startInLocale } from '../support/e2e/screen-checks.ts'
import { messageText } from '../support/e2e/translated-text.ts'

/**
 * Holds back the code of the screen `chunk` names (its file in dist/assets) until `release()`,
 * as a slow phone network does for several seconds.
 */
async function slowScreenCode(page: Page, chunk: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Taps where a control was and types, as a customer does without waiting for the screen. */
async function tapAndType(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  text: string,
) {
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.keyboard.type(text)
}

/**
 * The text the fields of the screen in view hold, empty ones left out. After a second of waiting
 * the router puts the next screen's loading state where the one being left was, so by the time a
 * slow machine reads them the fields may be gone: then there is nothing in them either.
 */
async function textTypedInView(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      Array.from(
        main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden])',
        ),
        (field) => field.value,
      ).filter(Boolean),
    )
}

test.describe('a screen being left takes no input while the next one loads', () => {
  test('chat: a message typed right after tapping the admin tab never reaches the group chat (th)', async ({
    page,
    request,
  }) => {
    const session = await logInThroughApi(request, DEMO_ACCOUNTS.customer)
    await startSignedIn(page, session, 'th')
    await page.goto('/chat-group')
    // Found by its placeholder: an inert screen is out of the accessibility tree that roles read.
    const composer = page.getByPlaceholder(messageText('th', 'chat.placeholder'))
    await expect(composer).toBeEditable()
    const composerBox = (await composer.boundingBox())!

    const release = await slowScreenCode(page, 'chat-admin')
    const chatPosts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/api\/v1\/chat/.test(sent.url())) chatPosts.push(sent.url())
    })
    await page.getByRole('link', { name: messageText('th', 'chat.adminTab') }).click()
    const secret = `private ${Math.random().toString(36).slice(2, 10)}`
    await tapAndType(page, composerBox, secret)
    await page.keyboard.press('Enter')

    // The screen being left says it is busy and kept nothing of what was typed.
    expect(await textTypedInView(page)).toEqual([])
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true')
    release()

    await expect(
      page.getByRole('link', { name: messageText('th', 'chat.adminTab') }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true')
    // Nothing was posted: not while the group chat was being left, nor to the admin it led to.
    expect(chatPosts).toEqual([])
    const group = await request.get('/api/v1/chats-group')
    expect(JSON.stringify(await group.json())).not.toContain(secret)
  })

  test('login: a phone number typed right after "Forgot password?" never lands in the login form (lo)', async ({
    page,
  }) => {
    await startInLocale(page, 'lo')
    await page.goto('/login')
    const loginPhone = page.locator('main input[autocomplete=username]')
    await expect(loginPhone).toBeEditable()
    const phoneBox = (await loginPhone.boundingBox())!

    const release = await slowScreenCode(page, 'reset')
    await page.getByRole('link', { name: messageText('lo', 'login.forgotPassword') }).click()
    await tapAndType(page, phoneBox, '2055550101')

    expect(await textTypedInView(page)).toEqual([])
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true')
    release()

    // The reset form comes up whole, and nothing was sent from the login form.
    await expect(
      page.getByRole('textbox', { name: messageText('lo', 'form.phone') }),
    ).toBeEditable()
    await expect(page).toHaveURL(/\/password\/reset$/)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
