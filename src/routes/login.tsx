import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { EmptyState } from '../app/empty-state'
import { ScreenFrame } from '../app/screen-frame'

// Only a path inside the shop: an absolute or protocol-relative URL would make the login page an
// open redirect.
const internalPath = v.pipe(v.string(), v.regex(/^\/(?!\/)/))

const loginSearchSchema = v.object({
  /** Where to go back to after logging in (set by the guards). Anything else is dropped. */
  redirect: v.fallback(v.optional(internalPath), undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginScreen,
})

function LoginScreen() {
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'login.title', message: 'ເຂົ້າສູ່ລະບົບ' })}>
      <EmptyState />
      <nav className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-bold">
        <Link to="/register" className="text-primary hover:underline">
          <Trans id="login.toRegister">ຍັງບໍ່ມີບັນຊີ? ລົງທະບຽນ</Trans>
        </Link>
        <Link to="/password/reset" className="text-primary hover:underline">
          <Trans id="login.forgotPassword">ລືມລະຫັດຜ່ານ?</Trans>
        </Link>
      </nav>
    </ScreenFrame>
  )
}
