import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { isRechargeMethod, type RechargeMethod } from '#machines/recharge-methods'
import { ScreenFrame } from '../../ui/screen-frame'
import { useSession } from '../../session/use-session'
import { RechargeScreen } from '../../features/top-up/components/recharge-screen'
import { loadRechargeMethods } from '../../features/top-up/recharge-loader'

interface RechargeSearch {
  method?: RechargeMethod
}

/** `?method=coupon` opens that method; anything else opens the choice. */
function validateRechargeSearch(search: Record<string, unknown>): RechargeSearch {
  return isRechargeMethod(search.method) ? { method: search.method } : {}
}

export const Route = createFileRoute('/_signedIn/rechargePage')({
  validateSearch: validateRechargeSearch,
  loader: ({ context, abortController }) =>
    loadRechargeMethods(context.api, abortController.signal),
  component: RechargePage,
})

function RechargePage() {
  const { t } = useLingui()
  const { user } = useSession()
  const { method } = Route.useSearch()
  const { mobileMoney } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  return (
    <ScreenFrame title={t({ id: 'menu.recharge', message: 'ເຕີມເງິນ' })}>
      {/* A new user (another login) starts a new top-up, never another customer's QR. */}
      {user ? (
        <RechargeScreen
          key={user._id}
          userId={user._id}
          mobileMoney={mobileMoney}
          method={method}
          // Replaced, not pushed: the way back leaves the screen rather than stepping through choices.
          onMethodChosen={(chosen) => void navigate({ search: { method: chosen }, replace: true })}
        />
      ) : null}
    </ScreenFrame>
  )
}
