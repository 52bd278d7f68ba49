import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Info } from 'lucide-react'
import { EmptyState } from '../app/empty-state'
import { requireLogin } from '../app/route-guards'
import { ScreenFrame } from '../app/screen-frame'

export const Route = createFileRoute('/rechargePage')({
  beforeLoad: requireLogin,
  component: RechargeScreen,
})

function RechargeScreen() {
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'menu.recharge', message: 'ເຕີມເງິນ' })}>
      <p className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <Trans id="recharge.noWithdrawal">ເງິນທີ່ເຕີມເຂົ້າກະເປົາແລ້ວ ບໍ່ສາມາດຖອນອອກໄດ້.</Trans>
      </p>
      <EmptyState />
    </ScreenFrame>
  )
}
