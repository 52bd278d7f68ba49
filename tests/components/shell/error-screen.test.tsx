import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppErrorBoundary } from '#src/app/app-error-boundary'
import { RouteErrorScreen } from '#src/app/route-error-screen'
import { ScreenLoadError } from '#src/app/screen-load-error'
import { activateLocale } from '#src/i18n/activate-locale'
import { CHUNK_LOAD_ERROR_EVENT } from '#src/lib/chunk-load-error'

/** A one-screen app whose only route runs `load` before it renders 'Loaded'. */
function renderFailingRoute(load: () => void, options: { ownErrorState?: boolean } = {}) {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: RouteErrorScreen })
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: load,
    component: () => <p>Loaded</p>,
    ...(options.ownErrorState
      ? {
          errorComponent: (props) => (
            <ScreenLoadError {...props} title="Games" message="Error loading games" />
          ),
        }
      : {}),
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

beforeEach(async () => {
  await activateLocale('lo')
})

describe('a route that fails', () => {
  it('shows a translated error screen instead of a blank page, and retries in place', async () => {
    let attempts = 0
    renderFailingRoute(() => {
      attempts += 1
      if (attempts === 1) throw new Error('the games service answered 500')
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('ມີບາງຢ່າງຜິດພາດ. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.')
    expect(screen.getByRole('button', { name: 'ໂຫຼດໜ້າໃໝ່' })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'ລອງໃໝ່' }))

    expect(await screen.findByText('Loaded')).toBeVisible()
    expect(attempts).toBe(2)
  })

  it("shows a screen's own error state when it has one", async () => {
    renderFailingRoute(
      () => {
        throw new Error('offline')
      },
      { ownErrorState: true },
    )
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading games')
    expect(screen.getByRole('button', { name: 'ລອງໃໝ່' })).toBeVisible()
  })

  it('shows the error in the chosen language', async () => {
    await activateLocale('en')
    renderFailingRoute(() => {
      throw new Error('boom')
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    )
  })
})

describe('a route whose code cannot be downloaded', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    // Plays the shop's server after a deployment: the old hashed file is gone.
    server = createServer((_request, response) => response.writeHead(404).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('is classified, reported, and the customer is offered a reload', async () => {
    const url = `${origin}/assets/range-Dk3x9.js`
    const reports: unknown[] = []
    const listener = (event: Event) => reports.push((event as CustomEvent).detail)
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, listener)

    renderFailingRoute(
      () => {
        throw new TypeError(`Failed to fetch dynamically imported module: ${url}`)
      },
      // Even a screen with its own error state defers to the reload advice.
      { ownErrorState: true },
    )

    expect(await screen.findByText('ມີເວີຊັນໃໝ່ຂອງຮ້ານແລ້ວ. ກະລຸນາໂຫຼດໜ້າໃໝ່ເພື່ອສືບຕໍ່.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'ໂຫຼດໜ້າໃໝ່' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'ລອງໃໝ່' })).toBeNull()
    window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, listener)
    expect(reports).toEqual([{ name: 'ChunkLoadError', type: 'missing', url }])
  })
})

describe('the top-level error boundary', () => {
  it('catches what breaks outside the routes and lets the customer retry', async () => {
    let broken = true
    function Shell() {
      if (broken) throw new Error('the shell broke')
      return <p>Shell is back</p>
    }
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <Shell />
        </AppErrorBoundary>
      </I18nProvider>,
    )

    expect(await screen.findByRole('alert')).toHaveTextContent('ມີບາງຢ່າງຜິດພາດ')
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'ລອງໃໝ່' }))
    expect(await screen.findByText('Shell is back')).toBeVisible()
  })
})
