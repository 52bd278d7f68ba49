import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountSearch } from '#src/features/operator-desk/components/account-search'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadAccounts } from '#src/features/operator-desk/desk-loaders'
import { PHONE_QUERY_PATTERN } from '#src/features/operator-desk/phone-query'

interface AccountSearchParams {
  phone?: string
}

// Only digits search; anything else opens the empty form.
function validateAccountSearch({ phone }: Record<string, unknown>): AccountSearchParams {
  return typeof phone === 'string' && PHONE_QUERY_PATTERN.test(phone) ? { phone } : {}
}

export const Route = createFileRoute('/_signedIn/admin/accounts')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => ({ phone: search.phone }),
  loader: ({ context, deps, abortController }) =>
    loadAccounts(context.api, deps.phone, abortController.signal),
  component: AccountsDeskScreen,
})

function AccountsDeskScreen() {
  const { t } = useLingui()
  const { accounts } = Route.useLoaderData()
  const { phone } = Route.useSearch()
  return (
    <DeskScreen title={t({ id: 'desk.accounts.title', message: 'ໂຕະແອັດມິນ: ບັນຊີລູກຄ້າ' })}>
      <AccountSearch key={phone ?? ''} phone={phone ?? ''} accounts={accounts} />
    </DeskScreen>
  )
}
