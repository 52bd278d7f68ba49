import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { components } from '#contract/schema'
import { orderQueryOf } from '../order-query'
import { DeskSearchForm } from './desk-search-form'
import { OrderRow } from './order-row'

type AdminOrder = components['schemas']['AdminOrder']

/** Find a customer's orders by order number or phone, then refund one that went wrong. */
export function OrderSearch({
  query,
  orders,
}: {
  query: string
  /** Null before a search. */
  orders: AdminOrder[] | null
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [typed, setTyped] = useState(query)
  const [problem, setProblem] = useState<string | null>(null)

  const search = () => {
    const sent = orderQueryOf(typed)
    if (!sent) {
      setProblem(
        t({
          id: 'desk.orders.queryInvalid',
          message: 'ກະລຸນາປ້ອນເລກທີຄຳສັ່ງຊື້ ຫຼື ຢ່າງໜ້ອຍ 3 ຕົວເລກຂອງເບີໂທ',
        }),
      )
      return
    }
    setProblem(null)
    void navigate({ to: '/admin/orders', search: { query: sent } })
  }

  return (
    <>
      <DeskSearchForm
        label={<Trans id="desk.orders.queryLabel">ເລກທີຄຳສັ່ງຊື້ ຫຼື ເບີໂທຂອງລູກຄ້າ</Trans>}
        value={typed}
        problem={problem}
        onChange={setTyped}
        onSubmit={search}
      />
      {orders === null ? null : orders.length === 0 ? (
        <p role="status" className="rounded-2xl bg-white/60 px-4 py-3 text-sm">
          <Trans id="desk.orders.none">ບໍ່ພົບຄຳສັ່ງຊື້</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
    </>
  )
}
