import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

/** Google Identity Services, the script Google documents for its sign-in button. */
const GSI_SCRIPT = 'https://accounts.google.com/gsi/client'

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        callback: (response: { credential: string }) => void
      }): void
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentity
  }
}

let loadingScript: Promise<GoogleIdentity> | undefined

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loadingScript ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GSI_SCRIPT
    script.async = true
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no GIS')))
    script.onerror = () => reject(new Error(`${GSI_SCRIPT} did not load`))
    document.head.append(script)
  }).catch((error: unknown) => {
    // A later visit to the login screen may try again (the network may be back).
    loadingScript = undefined
    throw error
  })
  return loadingScript
}

interface GoogleSignInButtonProps {
  clientId: string
  onCredential: (credential: string) => void
  disabled: boolean
}

/** Google's own button, in the shop's language; its credential is handed to the auth actor. */
export function GoogleSignInButton({ clientId, onCredential, disabled }: GoogleSignInButtonProps) {
  const { i18n, t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const latest = useRef(onCredential)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    latest.current = onCredential
  })

  useEffect(() => {
    let active = true
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !container.current) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => latest.current(credential),
        })
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          locale: i18n.locale,
          width: Math.min(container.current.clientWidth || 320, 400),
        })
      })
      .catch(() => {
        if (active) setFailed(true)
      })
    return () => {
      active = false
    }
  }, [clientId, i18n.locale])

  if (failed) {
    return (
      <p className="text-center text-sm text-ink">
        {t({
          id: 'login.googleUnavailable',
          message: 'ເຂົ້າສູ່ລະບົບດ້ວຍ Google ບໍ່ໄດ້ໃນຕອນນີ້. ໃຊ້ເບີໂທ ແລະ ລະຫັດຜ່ານແທນ.',
        })}
      </p>
    )
  }
  return (
    <div
      ref={container}
      aria-busy={disabled || undefined}
      className={`flex min-h-11 justify-center ${disabled ? 'pointer-events-none opacity-60' : ''}`}
    />
  )
}
