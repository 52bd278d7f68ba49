import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { EmptyState } from '../../../app/empty-state'
import { requireLogin } from '../../../app/route-guards'
import { ScreenFrame } from '../../../app/screen-frame'
import { parseRouteParams } from '../../../lib/parse-route-params'

const detailParamsSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: v.picklist(['GAME', 'VOUCHER']),
})

export const Route = createFileRoute('/detail/$id/$type')({
  params: {
    parse: (raw) => parseRouteParams(detailParamsSchema, raw),
    stringify: (params) => params,
  },
  beforeLoad: requireLogin,
  component: DetailScreen,
})

function DetailScreen() {
  const { type } = Route.useParams()
  const { t } = useLingui()
  const title =
    type === 'GAME'
      ? t({ id: 'detail.gameTitle', message: 'ເຕີມເກມ' })
      : t({ id: 'detail.voucherTitle', message: 'ຊື້ບັດ' })
  return (
    <ScreenFrame title={title}>
      <EmptyState />
    </ScreenFrame>
  )
}
