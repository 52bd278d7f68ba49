import { expect } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { formatKip } from '../../src/lib/format-money.ts'
import {
  DEMO_ACCOUNTS,
  logInThroughApi,
  openSignedIn,
  registerCustomer,
} from '../support/e2e/accounts.ts'
import { collectPageProblems } from '../support/e2e/page-problems.ts'

// Mobile money from the customer's phone to the shop's number, reported on the recharge screen in
// Lao, found and confirmed at the desk in English, credited live and kept in the history.

test('a reported transfer waits for the desk, which sees its number and reference, and is credited live once confirmed', async ({
  browser,
  request,
}) => {
  const [customer, admin] = await Promise.all([
    registerCustomer(request, { fullName: 'Mobile Money Customer' }),
    logInThroughApi(request, DEMO_ACCOUNTS.admin),
  ])
  const reference = `MM${Date.now()}`
  const shop = await openSignedIn(browser, customer, 'lo', '/rechargePage?method=mobileMoney')
  const shopProblems = collectPageProblems(shop)
  const form = shop.locator('form[data-mobile-money-phase]')
  await form.getByRole('textbox', { name: 'ຈຳນວນເງິນທີ່ໂອນ (ກີບ)' }).fill('40000')
  // The steps name the shop's number and the amount to send to it.
  await expect(form.getByRole('listitem').nth(1)).toContainText(formatKip(40_000, 'lo'))
  await expect(form.getByRole('listitem').nth(1)).toContainText('2059990905')
  await form.getByRole('textbox', { name: 'ເບີທີ່ໃຊ້ໂອນ' }).fill(customer.data.userName)
  await form.getByRole('textbox', { name: 'ເລກອ້າງອີງການໂອນ' }).fill(reference)
  await form.getByRole('button', { name: 'ຂ້ອຍໂອນແລ້ວ' }).click()
  await expect(form).toHaveAttribute('data-mobile-money-phase', 'waiting')
  await expect(form.getByRole('status')).toContainText('ລໍຖ້າຢືນຢັນການໂອນ')

  const desk = await openSignedIn(browser, admin, 'en', '/admin/topups')
  const row = desk.getByRole('listitem').filter({ hasText: reference })
  await expect(row).toContainText(
    `The customer says they sent mobile money from ${customer.data.userName}, reference ${reference}`,
  )
  await row.getByRole('button', { name: 'Approve' }).click()
  // The operator names the transfer as the shop's own account shows it.
  await row.getByRole('textbox', { name: 'Bank or transfer reference' }).fill(reference)
  await row.getByRole('button', { name: 'Confirm approval' }).click()

  await expect(form).toHaveAttribute('data-mobile-money-phase', 'credited')
  await expect(form.getByRole('status')).toContainText(formatKip(40_000, 'lo'))
  await expect(shop.getByRole('banner')).toContainText(formatKip(40_000, 'lo'))
  await expect(row).toHaveCount(0)

  await shop.goto('/history-invoice/limit/30/skip/0')
  const entry = shop.getByRole('row').filter({ hasText: formatKip(40_000, 'lo') })
  await expect(entry).toContainText('ເງິນມືຖື')
  await expect(entry).toContainText('ສຳເລັດ')
  expect(shopProblems()).toEqual([])
})
