/**
 * Every time the shop shows is Lao time, wherever the customer's device is. A module of its own so
 * that code reading the zone with Intl (the home screen's tile windows) does not pull date-fns in.
 */
export const SHOP_TIME_ZONE = 'Asia/Vientiane'
