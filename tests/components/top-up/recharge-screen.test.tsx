import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromCallback } from 'xstate'
import { MINIMUM_TOPUP_KIP } from '#contract/shop-rules.ts'
import type { RechargeMethod } from '#machines/recharge-methods.ts'
import type { MobileMoneyAccount } from '#machines/recharge-mobile-money.types.ts'
import { rechargeQrMachine } from '#machines/recharge-qr.machine.ts'
import { rechargeMachine } from '#machines/recharge.machine.ts'
import { RechargeScreen } from '#src/features/top-up/components/recharge-screen.tsx'
import { activateLocale } from '#src/i18n/activate-locale.ts'
import { formatKip } from '#src/lib/format-money.ts'
import { CUSTOMER_ID, SHOP_MOBILE_MONEY } from '#tooling/machine-models/recharge-model.ts'

/**
 * The screen with a machine that sends nothing, in a router whose socket never connects, in Lao.
 * The address's method is the screen's own state here, and `leaveAddress` drops it, as a link to
 * the page that names no method does.
 */
function renderRechargeScreen(
  addressMethod?: RechargeMethod,
  mobileMoney: MobileMoneyAccount | null = SHOP_MOBILE_MONEY,
) {
  const chosen: RechargeMethod[] = []
  const address = { clear: () => {} }
  const machine = rechargeMachine.provide({
    actors: {
      rechargeQr: rechargeQrMachine.provide({ actors: { ticker: fromCallback(() => {}) } }),
    },
  })
  const Screen = () => {
    const [method, setMethod] = useState(addressMethod)
    address.clear = () => setMethod(undefined)
    return (
      <RechargeScreen
        userId={CUSTOMER_ID}
        mobileMoney={mobileMoney}
        method={method}
        onMethodChosen={(next) => {
          chosen.push(next)
          setMethod(next)
        }}
        testOptions={{ logic: machine }}
      />
    )
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory({ initialEntries: ['/rechargePage'] }),
    context: { realtime: () => new Promise(() => {}) },
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { user: userEvent.setup(), chosen, leaveAddress: () => act(() => address.clear()) }
}

const amountInput = () => screen.getByRole('textbox', { name: 'ຈຳນວນເງິນ (ກີບ)' })

beforeAll(async () => {
  await activateLocale('lo')
})

describe('the recharge screen', () => {
  it('offers the four methods as one radio group, and writes the choice to the address', async () => {
    const view = renderRechargeScreen()
    const group = await screen.findByRole('group', { name: 'ເລືອກວິທີເຕີມເງິນ' })
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect(screen.queryByRole('textbox')).toBeNull()

    await view.user.click(screen.getByRole('radio', { name: /ເງິນມືຖື/ }))

    expect(group).toHaveAttribute('data-recharge-method', 'mobileMoney')
    expect(screen.getByText('*905#', { selector: 'strong' })).toBeVisible()
    expect(view.chosen).toEqual(['mobileMoney'])
  })

  it("shows the shop's number and the amount in the transfer's steps", async () => {
    const view = renderRechargeScreen('mobileMoney')
    const amount = await screen.findByRole('textbox', { name: 'ຈຳນວນເງິນທີ່ໂອນ (ກີບ)' })
    expect(screen.getByText(SHOP_MOBILE_MONEY.account, { selector: 'strong' })).toBeVisible()

    await view.user.type(amount, '50000')

    expect(screen.getByText(formatKip(50_000, 'lo'), { selector: 'strong' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'ຂ້ອຍໂອນແລ້ວ' })).toBeEnabled()
  })

  it('keeps what was typed and marks the fields that keep a transfer from being reported', async () => {
    const view = renderRechargeScreen('mobileMoney')
    const sender = await screen.findByRole('textbox', { name: 'ເບີທີ່ໃຊ້ໂອນ' })
    await view.user.type(sender, '20 55')
    await view.user.click(screen.getByRole('button', { name: 'ຂ້ອຍໂອນແລ້ວ' }))

    expect(screen.getByText('ເບີໂທມີ 8 ຫາ 11 ຕົວເລກ')).toBeVisible()
    expect(screen.getByText('ກະລຸນາປ້ອນຈຳນວນເງິນ')).toBeVisible()
    expect(sender).toHaveValue('20 55')
  })

  it('does not offer mobile money in a shop without an account, even when the address names it', async () => {
    renderRechargeScreen('mobileMoney', null)
    const group = await screen.findByRole('group', { name: 'ເລືອກວິທີເຕີມເງິນ' })
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(screen.queryByRole('radio', { name: /ເງິນມືຖື/ })).toBeNull()
    expect(group).toHaveAttribute('data-recharge-method', '')
  })

  it('keeps the method on screen when the address stops naming it, and names it again', async () => {
    const view = renderRechargeScreen('coupon')
    expect(await screen.findByRole('radio', { name: /ຄູປອງ/ })).toBeChecked()

    view.leaveAddress()

    expect(screen.getByRole('radio', { name: /ຄູປອງ/ })).toBeChecked()
    expect(view.chosen).toEqual(['coupon'])
  })

  it('opens the method the address names', async () => {
    renderRechargeScreen('qr')
    expect(await screen.findByRole('radio', { name: /QR ທະນາຄານ/ })).toBeChecked()
    expect(amountInput()).toBeEnabled()
  })

  it.each([
    ['12.5', 'ກະລຸນາປ້ອນຈຳນວນເງິນເປັນກີບເຕັມ, ຕົວເລກເທົ່ານັ້ນ'],
    ['5000', `ເຕີມເງິນຂັ້ນຕ່ຳ ${formatKip(MINIMUM_TOPUP_KIP, 'lo')}`],
    ['200000000', 'ເຕີມເງິນໄດ້ສູງສຸດ 100,000,000 ກີບ ຕໍ່ຄັ້ງ'],
  ])('refuses the QR amount %j with its own message', async (typed, message) => {
    const view = renderRechargeScreen('qr')
    expect(
      await screen.findByPlaceholderText(`ຂັ້ນຕ່ຳ ${formatKip(MINIMUM_TOPUP_KIP, 'lo')}`),
    ).toBeVisible()

    await view.user.type(amountInput(), typed)
    await view.user.click(screen.getByRole('button', { name: 'ສ້າງ QR ເພື່ອເຕີມເງິນ' }))

    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })

  it('says money cannot be withdrawn', async () => {
    renderRechargeScreen()
    expect(await screen.findByText('ເງິນທີ່ເຕີມເຂົ້າກະເປົາແລ້ວ ບໍ່ສາມາດຖອນອອກໄດ້.')).toBeVisible()
  })
})
