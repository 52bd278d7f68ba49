import { createFileRoute, redirect } from '@tanstack/react-router'
import { FIRST_HISTORY_PAGE } from '#contract/shop-rules'

/** A bare /history-buy opens its first page. */
export const Route = createFileRoute('/history-buy/')({
  beforeLoad: () => {
    throw redirect({ to: '/history-buy/limit/$limit/skip/$skip', params: FIRST_HISTORY_PAGE })
  },
})
