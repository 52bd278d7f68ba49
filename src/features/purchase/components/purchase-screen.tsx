import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LoaderCircle, RotateCw, ShoppingCart, TriangleAlert, WalletMinimal } from 'lucide-react'
import { VALIDATION_PROBLEMS, type PurchaseProblem } from '#machines/purchase.types'
import { ErrorState } from '#src/ui/error-state'
import { LoadingState } from '#src/ui/loading-state'
import { formatKip } from '#src/lib/format-money'
import type { FlowTestOptions } from '#src/lib/use-flow-actor'
import { imageUrl } from '#src/lib/image-url'
import { pickName } from '#src/lib/localized-name'
import { useWalletBalance } from '#src/session/use-session'
import type { PurchaseLogic } from '../purchase.logic'
import { usePurchase, type PurchaseStart, type PurchaseView } from '../use-purchase'
import { AccountFields } from './account-fields'
import { BalanceShortNotice } from './balance-short-notice'
import { OrderPlacedNotice } from './order-placed-notice'
import { OrderRefundedNotice, OrderWaitingNotice } from './order-settling-notices'
import { PacketPicker } from './packet-picker'
import { PurchaseReview } from './purchase-review'
import { VoucherReceipt } from './voucher-receipt'
import { errorMessage } from '#src/i18n/error-message'

interface PurchaseScreenProps {
  input: PurchaseStart
  /** Tests hand the purchase their fakes, a clock and an inspector; the app passes nothing. */
  testOptions?: FlowTestOptions<PurchaseLogic>
}

/** The detail screen's body: the product, its packages, the account fields and the buy button. */
export function PurchaseScreen({ input, testOptions }: PurchaseScreenProps) {
  const purchase = usePurchase(input, testOptions)
  const { snapshot } = purchase
  if (snapshot.matches('loading') && !purchase.context.product) {
    return <PurchaseFormRoom kind={input.kind} />
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <ErrorState
        message={errorMessage(purchase.context.errorCode ?? 'INTERNAL_ERROR', 'purchase')}
        onRetry={purchase.retry}
      />
    )
  }
  return <PurchaseForm purchase={purchase} />
}

function PurchaseForm({ purchase }: { purchase: PurchaseView }) {
  const { i18n } = useLingui()
  const { context, snapshot } = purchase
  const product = context.product
  if (!product) return null
  const name = pickName(product.names, i18n.locale)
  const detail = pickName(product.details, i18n.locale)
  const packet = context.packets.find((candidate) => candidate.id === context.packetId) ?? null
  // The form's own checks name what is missing: the field they concern is marked with it.
  const failedCheck = snapshot.matches({ form: 'failed' }) ? context.errorCode : null
  // Only the form being filled takes a package or a keystroke: under review, while an order goes
  // and in the seconds before the form reloads after one, the choices show but are disabled,
  // rather than taking a tap the purchase would not hear.
  const locked = !snapshot.matches('form')

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-sm">
        {product.image ? (
          <img src={imageUrl(product.image)} alt="" className="size-16 rounded-2xl object-cover" />
        ) : null}
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink-strong">{name}</h2>
          {detail ? <p className="mt-1 text-sm whitespace-pre-line">{detail}</p> : null}
        </div>
      </div>

      <PacketPicker
        packets={context.packets}
        selected={context.packetId}
        onSelect={purchase.selectPacket}
        missing={failedCheck === VALIDATION_PROBLEMS.noPacket}
        disabled={locked}
      />
      <AccountFields
        product={product}
        values={context.fields}
        server={context.server}
        onChangeField={purchase.changeField}
        onSelectServer={purchase.selectServer}
        problem={failedCheck}
        disabled={locked}
      />
      <WalletLine price={packet?.amount ?? null} />
      <OrderNotice purchase={purchase} />

      {snapshot.matches({ form: 'failed' }) && context.errorCode ? (
        <ProblemLine purchase={purchase} errorCode={context.errorCode} />
      ) : null}

      {snapshot.matches('reviewing') || snapshot.matches('submitting') ? (
        <PurchaseReview purchase={purchase} productName={name} />
      ) : (
        <BuyButton purchase={purchase} />
      )}

      {snapshot.matches('voucherIssued') ? (
        <VoucherReceipt
          code={context.receipt?.voucherCode ?? ''}
          invoiceId={context.receipt?.invoiceId ?? ''}
          productName={name}
          onClose={purchase.dismiss}
        />
      ) : null}
    </div>
  )
}

/**
 * The form's room while the product loads, in the form's own frames: the packages and the account
 * fields arrive after the first frame, and without it they push the wallet line, the buy button
 * and the footer down (docs/performance.md, layout shifts). Sized for the common product: a card,
 * two rows of packages and, for a game, one account field.
 */
function PurchaseFormRoom({ kind }: { kind: PurchaseStart['kind'] }) {
  return (
    <div aria-busy className="flex flex-col gap-4">
      <div className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-sm">
        <span className="size-16 shrink-0 rounded-2xl bg-third" />
        <span className="h-5 w-2/5 rounded-full bg-third" />
      </div>
      <div className="flex min-h-64 items-center justify-center rounded-3xl bg-white shadow-sm">
        <LoadingState />
      </div>
      {kind === 'GAME' ? <div className="h-36 rounded-3xl bg-white shadow-sm" /> : null}
      <WalletLine price={null} />
      <div className="h-13 rounded-full bg-primary/60 shadow-md" />
    </div>
  )
}

function WalletLine({ price }: { price: number | null }) {
  const { i18n } = useLingui()
  const balance = useWalletBalance()
  if (balance === null) return null
  const short = price !== null && balance < price
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <span className="flex items-center gap-2">
        <WalletMinimal aria-hidden className="size-5 text-first" />
        <Trans id="purchase.walletBalance">ຍອດເງິນໃນກະເປົາ</Trans>
        <strong data-testid="purchase-balance" className="text-ink-strong">
          {formatKip(balance, i18n.locale)}
        </strong>
      </span>
      {short ? <BalanceShortNotice /> : null}
    </div>
  )
}

/** The last order placed from this screen: waiting for its supplier, refunded, or placed. */
function OrderNotice({ purchase }: { purchase: PurchaseView }) {
  const { receipt, placedOrder } = purchase.context
  if (!receipt) return null
  const order = { receipt, placed: placedOrder, onClose: purchase.dismiss }
  if (purchase.snapshot.matches('awaitingSupplier')) return <OrderWaitingNotice {...order} />
  if (purchase.snapshot.matches('orderRefunded')) return <OrderRefundedNotice {...order} />
  return <OrderPlacedNotice receipt={receipt} placed={placedOrder} />
}

function ProblemLine({
  purchase,
  errorCode,
}: {
  purchase: PurchaseView
  errorCode: PurchaseProblem
}) {
  return (
    <div
      data-testid="purchase-problem"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 p-4 text-red-700"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 font-bold">{errorMessage(errorCode, 'purchase')}</p>
      {errorCode === 'SESSION_EXPIRED' ? (
        <Link
          to="/login"
          className="inline-flex tap-target items-center rounded-full bg-primary px-4 font-bold text-white"
        >
          <Trans id="topBar.login">ເຂົ້າສູ່ລະບົບ</Trans>
        </Link>
      ) : null}
      {purchase.snapshot.can({ type: 'user.retry' }) ? (
        <button
          type="button"
          onClick={purchase.retry}
          className="inline-flex tap-target items-center gap-2 rounded-full bg-primary px-4 font-bold text-white"
        >
          <RotateCw aria-hidden className="size-4" />
          <Trans id="purchase.retrySame">ລອງສົ່ງຄຳສັ່ງຊື້ເດີມອີກຄັ້ງ</Trans>
        </button>
      ) : null}
    </div>
  )
}

function BuyButton({ purchase }: { purchase: PurchaseView }) {
  const busy = purchase.isBusy || purchase.snapshot.matches('loading')
  return (
    <button
      type="button"
      onClick={purchase.submit}
      // The buy button waits while an order's outcome is on screen; its notice moves on.
      disabled={busy || !purchase.snapshot.can({ type: 'user.submit' })}
      aria-busy={busy}
      className="flex items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 text-lg font-bold text-white shadow-md transition hover:bg-primary-dark disabled:opacity-60"
    >
      {busy ? (
        <>
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          <Trans id="purchase.loading">ກຳລັງໂຫຼດ</Trans>
        </>
      ) : (
        <>
          <ShoppingCart aria-hidden className="size-5" />
          <Trans id="GameDetailBuy">ຊື້ເລີຍ</Trans>
        </>
      )}
    </button>
  )
}
