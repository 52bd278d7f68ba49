import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { AuthActor } from '../../session/auth-actor'
import { notify } from '../../ui/notify'

/** SPEC §9: after a Google sign-in the customer is taken home 2 s after the success message. */
const GOOGLE_REDIRECT_DELAY_MS = 2_000

/**
 * A sign-in made on the login screen: its notice, then the way back (`redirect`, or home), at once
 * for a password and after the notice for Google; leaving the screen first drops the departure.
 */
export function useSignInOutcome(auth: AuthActor, redirect: string | undefined): void {
  const { t } = useLingui()
  const navigate = useNavigate()
  useEffect(() => {
    let leaving: ReturnType<typeof setTimeout> | undefined
    const subscription = auth.on('session.signedIn', ({ via }) => {
      notify.success(t({ id: 'login.success', message: 'ເຂົ້າສູ່ລະບົບສຳເລັດ' }))
      if (via === 'google') {
        leaving = setTimeout(() => void navigate({ to: '/' }), GOOGLE_REDIRECT_DELAY_MS)
      } else {
        void navigate({ to: redirect ?? '/' })
      }
    })
    return () => {
      subscription.unsubscribe()
      clearTimeout(leaving)
    }
  }, [auth, navigate, redirect, t])
}
