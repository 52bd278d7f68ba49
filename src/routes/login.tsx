import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ScreenFrame } from '../ui/screen-frame'
import { GoogleSignInButton } from '../features/sign-in/components/google-sign-in-button'
import { LoginForm } from '../features/sign-in/components/login-form'
import { loadGoogleClientId } from '../features/sign-in/sign-in-loaders'
import { useSignInOutcome } from '../features/sign-in/use-sign-in-outcome'
import { ScreenLoadingState } from '../ui/loading-state'

interface LoginSearch {
  /** Where to go back to after logging in (set by the guards). */
  redirect?: string
}

// Only a path inside the shop: an absolute or protocol-relative URL would make the login page an
// open redirect. Anything else is dropped.
function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const target = search.redirect
  return typeof target === 'string' && /^\/(?!\/)/.test(target) ? { redirect: target } : {}
}

export const Route = createFileRoute('/login')({
  // Its guard reads the session and its loader starts the sign-in actor: both live in the
  // browser, so the server renders the shell around it and the browser the rest.
  ssr: false,
  pendingComponent: ScreenLoadingState,
  validateSearch: validateLoginSearch,
  // Someone already signed in has nothing to do here. A sign-in made on this screen is followed
  // by the screen itself (its message, then the way back).
  beforeLoad: ({ context, cause }) => {
    if (cause === 'enter' && context.session.getSnapshot()) throw redirect({ to: '/' })
  },
  loader: async ({ context, abortController }) => {
    const [auth, googleClientId] = await Promise.all([
      context.auth(),
      loadGoogleClientId(context.api, abortController.signal),
    ])
    return { auth, googleClientId }
  },
  component: LoginScreen,
})

function LoginScreen() {
  const { t } = useLingui()
  const { auth, googleClientId } = Route.useLoaderData()
  const search = Route.useSearch()
  const googleBusy = useSelector(auth, (s) => s.matches('signingInWithGoogle'))
  useSignInOutcome(auth, search.redirect)

  return (
    <ScreenFrame title={t({ id: 'login.title', message: 'ເຂົ້າສູ່ລະບົບ' })}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm md:p-7">
        <LoginForm auth={auth} />
        {googleClientId ? (
          <>
            <p className="flex items-center gap-3 text-xs font-bold text-ink before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              <Trans id="login.or">ຫຼື</Trans>
            </p>
            <GoogleSignInButton
              clientId={googleClientId}
              disabled={googleBusy}
              onCredential={(credential) =>
                auth.send({ type: 'user.signInWithGoogle', credential })
              }
            />
          </>
        ) : null}
        <nav className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-bold">
          <Link
            to="/register"
            className="flex tap-target items-center text-primary hover:underline"
          >
            <Trans id="login.toRegister">ຍັງບໍ່ມີບັນຊີ? ລົງທະບຽນ</Trans>
          </Link>
          <Link
            to="/password/reset"
            className="flex tap-target items-center text-primary hover:underline"
          >
            <Trans id="login.forgotPassword">ລືມລະຫັດຜ່ານ?</Trans>
          </Link>
        </nav>
      </div>
    </ScreenFrame>
  )
}
