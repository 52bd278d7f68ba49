/**
 * The account last used for this product on this device, read before the detail screen renders:
 * the render itself never touches storage. Imported on the way, so its schema stays out of home's
 * download.
 */
export async function loadRememberedAccount(productId: string) {
  const { readRememberedAccount } = await import('./remembered-account')
  return readRememberedAccount(localStorage, productId)
}
