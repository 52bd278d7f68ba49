import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { CouponBatches } from '#src/features/operator-desk/components/coupon-batches'
import { CouponMintForm } from '#src/features/operator-desk/components/coupon-mint-form'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadCouponBatches } from '#src/features/operator-desk/desk-loaders'

export const Route = createFileRoute('/_signedIn/admin/coupons')({
  loader: ({ context, abortController }) => loadCouponBatches(context.api, abortController.signal),
  component: CouponsDeskScreen,
})

function CouponsDeskScreen() {
  const { t } = useLingui()
  const router = useRouter()
  const { data: batches } = Route.useLoaderData()
  // A new batch joins the list: the loader runs again, the minted codes stay on screen.
  const reloadBatches = useCallback(() => void router.invalidate(), [router])
  return (
    <DeskScreen title={t({ id: 'desk.coupons.title', message: 'ໂຕະແອັດມິນ: ຄູປອງ' })}>
      <CouponMintForm onMinted={reloadBatches} />
      <CouponBatches batches={batches} />
    </DeskScreen>
  )
}
