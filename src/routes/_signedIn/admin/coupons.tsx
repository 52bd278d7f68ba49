import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CouponMintForm } from '#src/features/operator-desk/components/coupon-mint-form'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'

export const Route = createFileRoute('/_signedIn/admin/coupons')({
  component: CouponsDeskScreen,
})

function CouponsDeskScreen() {
  const { t } = useLingui()
  return (
    <DeskScreen title={t({ id: 'desk.coupons.title', message: 'ໂຕະແອັດມິນ: ຄູປອງ' })}>
      <CouponMintForm />
    </DeskScreen>
  )
}
