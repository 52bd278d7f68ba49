import { registerDevPages, type DevPages } from '../dev-pages/register-dev-pages.ts'
import type { ServerDeps } from '../deps.ts'
import { registerDemoSupplier } from '../supplier/demo-supplier-routes.ts'
import type { Handlers } from '../http/operations.ts'
import { createAccountsHandlers } from './accounts/accounts-handlers.ts'
import { createAdminHandlers } from './admin/admin-handlers.ts'
import { createCatalogueHandlers } from './catalogue/catalogue-handlers.ts'
import { createChatHandlers } from './chat/chat-handlers.ts'
import { createCouponHandlers } from './coupons/coupon-handlers.ts'
import { createPhoneCardHandlers } from './phone-cards/phone-card-handlers.ts'
import { createPurchaseHandlers } from './purchase/purchase-handlers.ts'
import { createUploadsHandlers } from './uploads/uploads-handlers.ts'
import { createWalletHandlers } from './wallet/wallet-handlers.ts'

/** A feature module: handlers keyed by the operationIds of openapi.yaml that it implements. */
export type HandlerFactory = (deps: ServerDeps) => Partial<Handlers>

/**
 * Every feature module, one line each. An operationId no factory handles answers 501
 * NOT_IMPLEMENTED; two factories handling the same one stop the server at start.
 */
export const handlerFactories: HandlerFactory[] = [
  createAccountsHandlers,
  createChatHandlers,
  createUploadsHandlers,
  createCatalogueHandlers,
  createPurchaseHandlers,
  createWalletHandlers,
  createAdminHandlers,
  createCouponHandlers,
  createPhoneCardHandlers,
]

/** Registered only when dev helpers are on (never in production). */
export const devPages: DevPages[] = [registerDevPages, registerDemoSupplier]
