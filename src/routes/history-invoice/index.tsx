import { createFileRoute, redirect } from '@tanstack/react-router'
import { FIRST_HISTORY_PAGE } from '#contract/shop-rules'

/** A bare /history-invoice opens its first page. */
export const Route = createFileRoute('/history-invoice/')({
  beforeLoad: () => {
    throw redirect({ to: '/history-invoice/limit/$limit/skip/$skip', params: FIRST_HISTORY_PAGE })
  },
})
