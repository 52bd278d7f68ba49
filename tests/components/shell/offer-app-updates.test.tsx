import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offerAppUpdates, SERVICE_WORKER_URL } from '#src/app/offer-app-updates'
import { activateLocale } from '#src/i18n/activate-locale'
import { NotificationHost } from '#src/ui/notify'

/** A service worker as the browser hands it over: a state that changes, and messages it receives. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  readonly postMessage = vi.fn()
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null
  installing: FakeWorker | null = null
  /** The browser found a new sw.js and starts installing it. */
  find(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

/** The page's service worker container: `controller` is the version that serves this page, if any. */
function fakeContainer(controller: FakeWorker | null, registration = new FakeRegistration()) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(() => Promise.resolve(registration)),
  })
  return { container, registration, asContainer: container as unknown as ServiceWorkerContainer }
}

beforeEach(async () => {
  await activateLocale('en')
  render(
    <I18nProvider i18n={i18n}>
      <NotificationHost />
    </I18nProvider>,
  )
})

// sonner keeps its toasts between renders: each test starts with none. A dismissed toast leaves on
// a timer, after its exit animation; waiting until it has left keeps that timer from firing after
// the file's document is gone (React then reads a `window` that no longer exists).
afterEach(async () => {
  act(() => toast.dismiss())
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull())
})

/** The toast that carries the offer. */
async function offerToast() {
  const text = await screen.findByText('A new version of the shop is ready')
  const item = text.closest('li')
  if (!item) throw new Error('the offer is not a toast')
  return within(item)
}

describe('the shop kept on the device', () => {
  it('registers the built service worker and offers nothing on the first install', async () => {
    const { container, registration, asContainer } = fakeContainer(null)
    await offerAppUpdates(asContainer, vi.fn())
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL)

    const first = new FakeWorker()
    act(() => registration.find(first))
    act(() => first.become('installed'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('A new version of the shop is ready')).toBeNull()
  })

  it('offers a new version, and reloads only when the customer takes it and it has taken over', async () => {
    const reload = vi.fn()
    const { container, registration, asContainer } = fakeContainer(new FakeWorker())
    await offerAppUpdates(asContainer, reload)

    const next = new FakeWorker()
    act(() => registration.find(next))
    act(() => next.become('installed'))
    const offer = await offerToast()
    expect(next.postMessage).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()

    // A click, what a tap ends in: sonner's swipe handling on a pointer press is not the subject.
    fireEvent.click(offer.getByRole('button', { name: 'Reload' }))
    // Once the kept home page is forgotten (it loads the old version's files).
    await vi.waitFor(() => expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }))
    // Until the new version controls the page, the page stays as it is.
    expect(reload).not.toHaveBeenCalled()
    act(() => container.dispatchEvent(new Event('controllerchange')))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers a version installed on an earlier visit that is still waiting', async () => {
    const registration = new FakeRegistration()
    registration.waiting = new FakeWorker()
    registration.waiting.state = 'installed'
    const { asContainer } = fakeContainer(new FakeWorker(), registration)
    await offerAppUpdates(asContainer, vi.fn())
    const offer = await offerToast()
    expect(offer.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    // It stays until the customer answers, and can be closed without reloading.
    expect(offer.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })
})
