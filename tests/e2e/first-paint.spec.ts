import { expect } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { messageText } from '../support/e2e/translated-text.ts'

// What the home screen's largest paint waits for: the first row of game pictures, asked for first.

test('the first row of game pictures is fetched at high priority, the rest when it nears the screen', async ({
  page,
}) => {
  await page.goto('/')
  // The category sections, each a heading over its grid of tiles.
  const sections = page.locator('section:has(> ul)')
  await expect(sections.first()).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: messageText('lo', 'home.title') }),
  ).toBeVisible()

  const firstRow = sections.first().locator('li img').filter({ visible: true })
  const pictures = await firstRow.evaluateAll((images) =>
    images.map((image) => ({
      loading: image.getAttribute('loading'),
      priority: image.getAttribute('fetchpriority'),
    })),
  )
  expect(pictures.slice(0, 4)).toEqual(Array(4).fill({ loading: 'eager', priority: 'high' }))
  expect(pictures.slice(4).every((picture) => picture.loading === 'lazy')).toBe(true)

  const later = await sections
    .nth(1)
    .locator('li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
  expect(later.length).toBeGreaterThan(0)
  expect(later.every((loading) => loading === 'lazy')).toBe(true)
})
