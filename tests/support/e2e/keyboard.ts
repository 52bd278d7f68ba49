import { expect, type Locator, type Page } from '@playwright/test'

/** More Tab presses than any screen of the shop has stops. */
const MAX_TAB_STOPS = 80

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves. */
export async function tabTo(
  page: Page,
  target: Locator,
  direction: 'forward' | 'back' = 'forward',
) {
  for (let presses = 0; presses < MAX_TAB_STOPS && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab')
  }
  await expect(target).toBeFocused()
}

/** Tabs all the way round, both ways: the focus must never leave `dialog`. */
export async function expectFocusTrappedIn(page: Page, dialog: Locator) {
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  expect(await focusInside(), 'focus moved into the dialog').toBe(true)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press(key)
      expect(await focusInside(), `focus after ${presses + 1} × ${key}`).toBe(true)
    }
  }
}
