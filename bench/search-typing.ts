// Typing in the home screen's search box with 1,000 games listed, at 4x CPU: from the key press to
// the next frame, the one that paints the typed letter (the filtered list follows it, deferred).
import type { Browser, Page } from '@playwright/test'
import type { components } from '../contract/schema.d.ts'
import { newPhoneContext, throttle } from './browser.ts'
import { spread } from './stats.ts'

type CategoryGroup = components['schemas']['CategoryGroup']

export const CATALOGUE_SIZE = 1_000

/** The seeded catalogue grown to `size` games, spread over its categories, each named apart. */
export function growCatalogue(groups: CategoryGroup[], size: number): CategoryGroup[] {
  const games = groups.flatMap((group) => group.data)
  if (games.length === 0) throw new Error('the seeded catalogue has no games')
  const grown = groups.map((group) => ({ ...group, data: [] as CategoryGroup['data'] }))
  for (let index = 0; index < size; index++) {
    const game = games[index % games.length]!
    const copy = index + 1
    grown[index % grown.length]!.data.push({
      ...game,
      _id: `${game._id.slice(0, 16)}${String(copy).padStart(8, '0')}`,
      name: `${game.name} ${copy}`,
      nameTh: `${game.nameTh} ${copy}`,
      nameEn: `${game.nameEn} ${copy}`,
    })
  }
  return grown
}

/** Serves the grown catalogue to `page` in place of the backend's answer. */
export async function serveLargeCatalogue(page: Page, size: number) {
  await page.route('**/api/v1/games-group-by-category', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: CategoryGroup[] }
    await route.fulfill({ response, json: { ...body, data: growCatalogue(body.data, size) } })
  })
}

const TYPED = 'mekong'

export async function measureSearchTyping(browser: Browser, shopUrl: string, runs: number) {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    await serveLargeCatalogue(page, CATALOGUE_SIZE)
    await page.goto(shopUrl)
    await page.locator('main li').first().waitFor()
    const tiles = await page.locator('main li').count()
    await throttle(page, { network: false })
    await page.evaluate(() => {
      const delays: number[] = []
      Object.assign(window, { __typing: delays })
      document.addEventListener(
        'keydown',
        (event) => {
          const pressed = event.timeStamp
          requestAnimationFrame(() => setTimeout(() => delays.push(performance.now() - pressed)))
        },
        true,
      )
    })
    const search = page.getByRole('searchbox')
    for (let run = 0; run < runs; run++) {
      await search.fill('')
      await search.pressSequentially(TYPED)
      await page.waitForTimeout(300)
    }
    const delays = await page.evaluate(() => (window as unknown as { __typing: number[] }).__typing)
    return { tiles, delays: spread(delays) }
  } finally {
    await context.close()
  }
}
