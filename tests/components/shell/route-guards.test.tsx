import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#src/session/session-storage'
import { admin, customer, renderApp } from './render-app'

const gameId = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b'

async function landingOf(path: string, user?: SessionUser) {
  const { router } = await renderApp(path, user ? { user } : {})
  // A route's code is transformed the first time a file opens it: seconds on a loaded machine.
  await waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 12_000 })
  return router.state.location
}

describe('route guards', () => {
  it.each([
    '/rechargePage',
    '/history-invoice/limit/30/skip/0',
    '/history-buy/limit/30/skip/30',
    `/detail/${gameId}/GAME`,
    '/chat-admin',
    '/chat-group-admin',
  ])(
    'send a visitor from %s to the login page, which remembers where they were going',
    async (path) => {
      const location = await landingOf(path)
      expect(location.pathname).toBe('/login')
      expect(location.search).toEqual({ redirect: path })
      expect(await screen.findByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible()
    },
  )

  it('warn a visitor who opens the profile to log in first, on the login page that leads back to it', async () => {
    const location = await landingOf('/profile')
    expect(location.pathname).toBe('/login')
    expect(location.search).toEqual({ redirect: '/profile' })
    expect(await screen.findByRole('alert')).toHaveTextContent('ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ')
  })

  it.each(['/', '/range', '/chat-group', '/login', '/register', '/password/reset'])(
    'let a visitor open %s',
    async (path) => {
      expect((await landingOf(path)).pathname).toBe(path)
    },
  )

  it.each([
    '/profile',
    '/rechargePage',
    '/history-invoice/limit/30/skip/0',
    `/detail/${gameId}/VOUCHER`,
    '/chat-admin',
  ])('let a customer open %s', async (path) => {
    expect((await landingOf(path, customer)).pathname).toBe(path)
  })

  it('send a customer away from the admin group chat to home', async () => {
    expect((await landingOf('/chat-group-admin', customer)).pathname).toBe('/')
  })

  it('let an admin open the admin group chat', async () => {
    expect((await landingOf('/chat-group-admin', admin)).pathname).toBe('/chat-group-admin')
    expect(await screen.findByRole('heading', { name: 'ແຊັດຂອງແອັດມິນ' })).toBeVisible()
  })

  it.each(['/history-invoice', '/history-buy'])(
    'open the first page of 30 for a bare %s',
    async (path) => {
      expect((await landingOf(path, customer)).pathname).toBe(`${path}/limit/30/skip/0`)
    },
  )

  it('send a guard-protected page back to login when the session ends in another tab', async () => {
    const { router } = await renderApp('/rechargePage', { user: customer })
    await waitFor(() => expect(router.state.location.pathname).toBe('/rechargePage'))
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('send the profile home without the visitor warning when the session ends in another tab', async () => {
    const { router } = await renderApp('/profile', { user: customer })
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // Home may show its own alert (no backend here: 'Error loading games'); the warning must not.
    expect(screen.queryByText('ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ')).toBeNull()
  })
})

describe('path params', () => {
  it.each([
    `/detail/${gameId}/BUNDLE`,
    `/detail/${gameId}/game`,
    '/detail/not-an-id/GAME',
    '/history-invoice/limit/0/skip/0',
    '/history-invoice/limit/101/skip/0',
    '/history-buy/limit/30/skip/-1',
    '/history-buy/limit/abc/skip/0',
    '/no-such-page',
  ])('show the not-found screen for %s', async (path) => {
    await renderApp(path, { user: customer })
    expect(await screen.findByRole('heading', { name: 'ບໍ່ພົບໜ້ານີ້' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'ກັບໄປໜ້າຫຼັກ' })).toHaveAttribute('href', '/')
  })

  it('show the page number of a valid history page', async () => {
    await renderApp('/history-buy/limit/30/skip/60', { user: customer })
    expect(await screen.findByText('ໜ້າ 3')).toBeVisible()
    expect(screen.getByRole('link', { name: 'ປະຫວັດການຊື້' })).toHaveAttribute('aria-current', 'page')
  })
})
