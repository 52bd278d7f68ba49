import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { ScreenFrame } from '#src/ui/screen-frame'
import { PurchaseScreen } from '#src/features/purchase/components/purchase-screen'
import { loadRememberedAccount } from '#src/features/purchase/purchase-loader'
import { parseRouteParams, UUID_PATTERN } from '#src/lib/parse-route-params'

interface DetailParams {
  id: string
  type: 'GAME' | 'VOUCHER'
}

function parseDetailParams({ id, type }: Record<string, string>): DetailParams | null {
  if (!id || !UUID_PATTERN.test(id) || (type !== 'GAME' && type !== 'VOUCHER')) return null
  return { id, type }
}

export const Route = createFileRoute('/_signedIn/detail/$id/$type')({
  params: {
    parse: (raw) => parseRouteParams(parseDetailParams, raw),
    stringify: (params) => params,
  },
  loader: ({ params }) => loadRememberedAccount(params.id),
  component: DetailScreen,
})

function DetailScreen() {
  const { id, type } = Route.useParams()
  const { t } = useLingui()
  const title =
    type === 'GAME'
      ? t({ id: 'detail.gameTitle', message: 'ເຕີມເກມ' })
      : t({ id: 'detail.voucherTitle', message: 'ຊື້ບັດ' })
  return (
    <ScreenFrame title={title}>
      {/* A new product is a new purchase: its own actor, its own remembered account. */}
      <DetailPurchase key={`${type}:${id}`} id={id} type={type} />
    </ScreenFrame>
  )
}

function DetailPurchase({ id, type }: { id: string; type: 'GAME' | 'VOUCHER' }) {
  const remembered = Route.useLoaderData()
  const [input] = useState(() => ({
    kind: type,
    productId: id,
    rememberedFields: remembered.fields,
    rememberedServer: remembered.server,
  }))
  return <PurchaseScreen input={input} />
}
