import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import type { RestockErrorCode, RestockOutcome } from '../../machines/restock.machine.ts'
import { restockModel } from '../../tooling/machine-models/restock-model.ts'
import { startSignedIn, type AuthSession } from '../support/e2e/accounts.ts'
import { browserPaths, type BrowserPath, type BrowserStep } from '../support/e2e/browser-paths.ts'
import { test } from '../support/e2e/demo-sessions.ts'
import { sharedPage } from '../support/e2e/shared-page.ts'

// The desk's voucher stock in English (src/i18n/locales/en/messages.po).
const TEXT = {
  addCodes: 'Add codes',
  paste: 'Paste codes (one per line; a serial number may follow the code)',
  submit: 'Add to stock',
  retry: 'Try again',
  added: '2 codes were added to the stock',
  noAnswer: 'Cannot connect to the',
}

/** The refusal of a paste the form names, by the code the machine keeps. */
const REFUSAL: Partial<Record<RestockErrorCode, string>> = {
  PASTE_EMPTY: 'Please paste the codes, one per line',
  DUPLICATE_VOUCHER_CODES: 'Nothing added: these codes exist already or were pasted twice: ',
  PASTE_BAD_LINES: 'Nothing added: these lines are not codes: 2',
}

const ADD_CODES = /\/api\/v1\/admin\/voucher-stock\/[^/]+\/codes$/

const outcomeOf = (step: BrowserStep | undefined) =>
  step?.event.type === 'xstate.done.actor.addCodes'
    ? (step.event['output'] as RestockOutcome)
    : undefined

/** The refusal the backend gave the paste on screen, if it was sent and refused. */
function lastRefusal(earlier: readonly BrowserStep[]): RestockOutcome['kind'] | undefined {
  for (const step of [...earlier].reverse()) {
    if (step.event.type === 'user.changeLines') return undefined
    const outcome = outcomeOf(step)
    if (outcome) return outcome.kind === 'added' ? undefined : outcome.kind
  }
  return undefined
}

/**
 * The backend answers a paste by what it holds, so a paste sent again unchanged gets the same
 * refusal: a path that expects another answer to the same lines stops before that step.
 */
function playable(step: BrowserStep, earlier: readonly BrowserStep[]): boolean {
  const outcome = outcomeOf(step)
  const refusal = lastRefusal(earlier)
  if (!outcome || !refusal) return true
  return outcome.kind === refusal
}

interface StockRow {
  page: Page
  row: Locator
  /** Codes of this test only; `${prefix}-DUPE` is in stock before the first step. */
  prefix: string
  /** What the operator pasted so far. */
  typed: string
  pastes: number
}

/**
 * The paste the model's codes stand for, chosen by the answer the path expects to its next send:
 * new codes to be added, one already in stock, or a line that is not a code.
 */
function pasteFor(stock: StockRow, outcome: RestockOutcome | undefined): string {
  stock.pastes += 1
  const fresh = `${stock.prefix}-P${stock.pastes}`
  switch (outcome?.kind) {
    case 'duplicates':
      return `${stock.prefix}-DUPE\n${fresh}`
    case 'badLines':
      return `${fresh}\nnot a code!`
    default:
      return `${fresh}-1\n${fresh}-2`
  }
}

/** The answer to the next send: the first one the path expects after `index`. */
function nextOutcome(path: BrowserPath, index: number): RestockOutcome | undefined {
  for (const step of path.steps.slice(index + 1)) {
    if (step.event.type === 'user.changeLines') return undefined
    const outcome = outcomeOf(step)
    if (outcome) return outcome
  }
  return undefined
}

async function play(stock: StockRow, path: BrowserPath, index: number) {
  const step = path.steps[index]!
  const { row, page } = stock
  switch (step.event.type) {
    case 'user.changeLines': {
      const value = String(step.event['value'])
      stock.typed = value.trim() === '' ? value : pasteFor(stock, nextOutcome(path, index))
      return row.getByRole('textbox', { name: TEXT.paste }).fill(stock.typed)
    }
    case 'user.submit':
    case 'user.retry':
      if (step.next?.event.type === 'xstate.error.actor.addCodes') {
        await page.route(ADD_CODES, (route) => route.abort('internetdisconnected'), { times: 1 })
      }
      return row
        .getByRole('button', { name: step.event.type === 'user.retry' ? TEXT.retry : TEXT.submit })
        .click()
    default:
      // The backend's answers come by themselves.
      return
  }
}

/** Checks the package's form shows the step's state. */
async function expectForm(stock: StockRow, state: BrowserStep['state']) {
  const { row } = stock
  const box = row.getByRole('textbox', { name: TEXT.paste })
  const errorCode = state.context.errorCode as RestockErrorCode | null
  switch (String(state.value)) {
    case 'editing':
      await expect(box).toHaveValue(stock.typed)
      if (errorCode === null) await expect(row.getByRole('alert')).toBeHidden()
      else await expect(row.getByRole('alert')).toContainText(REFUSAL[errorCode]!)
      return
    case 'added':
      await expect(row.getByRole('status')).toHaveText(TEXT.added)
      await expect(box).toHaveValue('')
      stock.typed = ''
      return
    case 'failed':
      await expect(row.getByRole('alert')).toContainText(TEXT.noAnswer)
      await expect(box).toHaveValue(stock.typed)
      await expect(row.getByRole('button', { name: TEXT.retry })).toBeEnabled()
      return
    default:
      // sending lasts as long as its request.
      return
  }
}

/** A voucher package of the demo stock, with one code of this test already in it. */
async function preparePackage(api: APIRequestContext, admin: AuthSession, prefix: string) {
  const headers = { Authorization: `Bearer ${admin.accessToken}` }
  const answer = await api.get('/api/v1/admin/voucher-stock', { headers })
  const { data } = (await answer.json()) as {
    data: { packetId: string; packetName: string; product: { nameEn: string } }[]
  }
  const packet = data.at(-1)
  if (!packet) throw new Error('the demo stock has no voucher package')
  const added = await api.post(`/api/v1/admin/voucher-stock/${packet.packetId}/codes`, {
    headers,
    data: { lines: `${prefix}-DUPE` },
  })
  expect(added.status()).toBe(200)
  return `${packet.product.nameEn} · ${packet.packetName}`
}

const model = restockModel()

test.describe('restock paths from restockMachine, at the desk', () => {
  const shared = sharedPage((page, sessions) => startSignedIn(page, sessions.admin, 'en'))

  for (const path of browserPaths(model, playable)) {
    test(path.name, path.details, async ({ request, sessions }) => {
      const { page } = shared
      // A dropped request the last path arranged and did not use is its own.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      const prefix = `PATH-${randomUUID().slice(0, 8).toUpperCase()}`
      const heading = await preparePackage(request, sessions.admin, prefix)
      await page.goto('/admin/stock')
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
      await row.getByRole('button', { name: TEXT.addCodes }).click()
      const stock: StockRow = { page, row, prefix, typed: '', pastes: 0 }
      await expectForm(stock, path.steps[0]!.from)

      for (const [index, step] of path.steps.entries()) {
        await play(stock, path, index)
        await expectForm(stock, step.state)
      }
    })
  }
})
