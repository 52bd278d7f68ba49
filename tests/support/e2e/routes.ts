/** Every route of SPEC §2, with the parameters a customer's links carry. */
export const SHOP_ROUTES = [
  '/',
  '/range',
  '/login',
  '/register',
  '/password/reset',
  '/detail/1/GAME',
  '/profile',
  '/rechargePage',
  '/history-invoice/limit/30/skip/0',
  '/history-buy/limit/30/skip/0',
  '/chat-group',
  '/chat-admin',
  '/chat-group-admin',
] as const

/** The operator desk's screens (ADMIN role), /chat-group-admin among them. */
export const DESK_ROUTES = [
  '/admin',
  '/admin/topups',
  '/admin/accounts?phone=2055',
  '/admin/orders',
  '/admin/supplier',
  '/admin/stock',
  '/admin/coupons',
  '/admin/prizes',
  '/admin/activity',
  '/chat-group-admin',
] as const
