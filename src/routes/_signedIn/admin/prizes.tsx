import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { dataOf } from '../../../api/answer'
import { DeskScreen } from '../../../features/operator-desk/components/desk-screen'
import { PrizePictures } from '../../../features/operator-desk/components/prize-pictures'

export const Route = createFileRoute('/_signedIn/admin/prizes')({
  loader: ({ context, abortController }) =>
    dataOf(context.api.GET('/api/v1/admin/prizes', { signal: abortController.signal })),
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
