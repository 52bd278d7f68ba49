import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './render-app'

describe('the language switcher', () => {
  it('switches the visible text without a reload, and remembers the choice', async () => {
    const { user, router } = await renderApp('/range')
    expect(await screen.findByRole('heading', { name: 'ເຕີມເງິນສູງສຸດປະຈຳເດືອນ' })).toBeVisible()
    expect(screen.getAllByText('ໜ້າຫຼັກ').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('radio', { name: 'English' }))

    expect(await screen.findByRole('heading', { name: 'Highest monthly top-up' })).toBeVisible()
    expect(screen.getAllByText('Home').length).toBeGreaterThan(0)
    expect(screen.queryByText('ໜ້າຫຼັກ')).toBeNull()
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('lang')).toBe('en')
    // Still the same page: nothing was reloaded or navigated.
    expect(router.state.location.pathname).toBe('/range')

    await user.click(screen.getByRole('radio', { name: 'ไทย' }))

    expect(await screen.findByRole('heading', { name: 'ยอดเติมเงินสูงสุดประจำเดือน' })).toBeVisible()
    expect(document.documentElement.lang).toBe('th')
    await waitFor(() => expect(document.title).toBe('ยอดเติมเงินสูงสุดประจำเดือน · ร้านเติมเกม'))
  })

  it('translates text set outside React (the placeholder) too', async () => {
    const { user } = await renderApp('/')
    expect(await screen.findByPlaceholderText('ຄົ້ນຫາດ້ວຍຊື່ເກມ...')).toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'English' }))
    expect(await screen.findByPlaceholderText('Search by game name...')).toBeVisible()
  })

  it('starts in the language the customer chose before', async () => {
    await renderApp('/', { locale: 'th' })
    expect(await screen.findByPlaceholderText('ค้นหาด้วยชื่อเกม...')).toBeVisible()
    expect(screen.getByRole('radio', { name: 'ไทย' })).toBeChecked()
  })
})
