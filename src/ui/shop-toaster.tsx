import { useLingui } from '@lingui/react/macro'
import { Toaster } from 'sonner'

/** sonner's toasts as the shop shows them, fetched with the first toast (ui/notify.tsx). */
export default function ShopToaster() {
  const { t } = useLingui()
  return (
    <Toaster
      position="top-center"
      richColors
      offset={72}
      // sonner sets a system font stack of its own, which has no Lao or Thai on most devices.
      style={{ fontFamily: 'var(--font-sans)' }}
      containerAriaLabel={t({ id: 'toast.region', message: 'ການແຈ້ງເຕືອນ' })}
      toastOptions={{ closeButtonAriaLabel: t({ id: 'toast.close', message: 'ປິດ' }) }}
    />
  )
}
