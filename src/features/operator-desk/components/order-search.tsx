import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { components } from '../../../../contract/schema'
import { FormAlert } from '../../../ui/form/form-alert'
import { orderQueryOf } from '../order-query'
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
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
      <form
        role="search"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-bold text-ink-strong">
          <Trans id="desk.orders.queryLabel">ເລກທີຄຳສັ່ງຊື້ ຫຼື ເບີໂທຂອງລູກຄ້າ</Trans>
          <input
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={problem ? true : undefined}
            className="min-h-11 rounded-xl border border-slate-300 px-3.5 text-base font-normal outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500"
          />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-5 text-sm font-bold text-white"
        >
          <Search aria-hidden className="size-4" />
          <Trans id="desk.accounts.search">ຊອກຫາ</Trans>
        </button>
      </form>
      <FormAlert message={problem} />
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
