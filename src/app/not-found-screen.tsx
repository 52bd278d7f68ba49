import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { House, MapPinOff } from 'lucide-react'
import { ScreenFrame } from '../ui/screen-frame'

export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'notFound.title', message: 'ບໍ່ພົບໜ້ານີ້' })}>
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
        <span className="flex size-16 items-center justify-center rounded-full bg-third text-first">
          <MapPinOff aria-hidden className="size-8" />
        </span>
        <p className="max-w-sm">
          <Trans id="notFound.body">ໜ້າທີ່ທ່ານຊອກຫາບໍ່ມີຢູ່ ຫຼື ຖືກຍ້າຍໄປແລ້ວ.</Trans>
        </p>
        <Link
          to="/"
          className="inline-flex tap-target items-center gap-2 rounded-full bg-primary px-5 py-2 font-bold text-white shadow-sm transition hover:bg-primary-dark"
        >
          <House aria-hidden className="size-4" />
          <Trans id="notFound.backHome">ກັບໄປໜ້າຫຼັກ</Trans>
        </Link>
      </div>
    </ScreenFrame>
  )
}
