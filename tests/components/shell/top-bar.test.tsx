import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '#src/session/session-storage'
import { customer, renderApp } from './render-app'

const topBar = () => screen.findByRole('banner')

describe('the top bar', () => {
  it('offers a visitor to log in, and the logo leads home', async () => {
    await renderApp('/range')
    const bar = await topBar()
    expect(await within(bar).findByRole('link', { name: /ເຂົ້າສູ່ລະບົບ/ })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(within(bar).getByRole('link', { name: 'ຮ້ານເຕີມເກມ' })).toHaveAttribute('href', '/')
    // The welcome line holds its place for everyone: a visitor is welcomed to the shop, by no name.
    expect(within(bar).getByText('ຍິນດີຕ້ອນຮັບສູ່ຮ້ານຂອງພວກເຮົາ')).toBeVisible()
    expect(within(bar).queryByRole('button', { name: 'ອອກຈາກລະບົບ' })).toBeNull()
  })

  it('welcomes a signed-in customer by name with the wallet balance and a profile link', async () => {
    await renderApp('/', { user: customer })
    const bar = await topBar()
    expect(await within(bar).findByText('ຍິນດີຕ້ອນຮັບ Somchai Phommavong')).toBeVisible()
    expect(within(bar).getByText('1,250,000 ກີບ')).toBeVisible()
    // Besides the menu's Profile item, the top bar has its own profile link (the avatar).
    const profileLinks = within(bar).getAllByRole('link', { name: 'ໂປຣໄຟລ໌' })
    expect(profileLinks.filter((link) => !link.closest('nav'))).toHaveLength(1)
    for (const link of profileLinks) expect(link).toHaveAttribute('href', '/profile')
    expect(within(bar).queryByRole('link', { name: /ເຂົ້າສູ່ລະບົບ/ })).toBeNull()
    expect(within(bar).getByRole('button', { name: 'ອອກຈາກລະບົບ' })).toBeVisible()
  })

  it('shows a login made in another tab without a reload', async () => {
    await renderApp('/')
    expect(await within(await topBar()).findByRole('link', { name: /ເຂົ້າສູ່ລະບົບ/ })).toBeVisible()

    // What the browser does in this tab when another tab stores a session.
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(customer))
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }))

    expect(await within(await topBar()).findByText('ຍິນດີຕ້ອນຮັບ Somchai Phommavong')).toBeVisible()
  })

  it('logs out: clears the user and both tokens, confirms with a toast and opens the login page', async () => {
    const { router, user } = await renderApp('/', { user: customer })
    await user.click(await within(await topBar()).findByRole('button', { name: 'ອອກຈາກລະບົບ' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(await screen.findByText('ອອກຈາກລະບົບແລ້ວ')).toBeInTheDocument()
    expect(await within(await topBar()).findByRole('link', { name: /ເຂົ້າສູ່ລະບົບ/ })).toBeVisible()
  })

  it('logs out from the profile page without the visitor warning of that page', async () => {
    const { router, user } = await renderApp('/profile', { user: customer })
    await user.click(await within(await topBar()).findByRole('button', { name: 'ອອກຈາກລະບົບ' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible()
    expect(screen.queryByText('ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ')).toBeNull()
  })
})
