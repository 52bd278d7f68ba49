import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadPrizes } from '#src/features/operator-desk/desk-loaders'
import { PrizePictures } from '#src/features/operator-desk/components/prize-pictures'

export const Route = createFileRoute('/_signedIn/admin/prizes')({
  loader: ({ context, abortController }) => loadPrizes(context.api, abortController.signal),
  component: PrizesDeskScreen,
})

function PrizesDeskScreen() {
  const { t } = useLingui()
  const { month, data } = Route.useLoaderData()
  return (
    <DeskScreen title={t({ id: 'desk.prizes.title', message: 'ໂຕະແອັດມິນ: ລາງວັນປະຈຳເດືອນ' })}>
      <PrizePictures month={month} prizes={data} />
    </DeskScreen>
  )
}
