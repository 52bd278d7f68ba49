import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { WalletMinimal } from 'lucide-react'

/** The wallet cannot pay the chosen package: say so, and where to fill it. */
export function BalanceShortNotice() {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm font-bold text-red-600">
      <Trans id="purchase.balanceShort">ຍອດເງິນບໍ່ພໍສຳລັບແພັກເກັດນີ້</Trans>
      <Link
        to="/rechargePage"
        className="inline-flex tap-target items-center gap-2 rounded-full bg-secondary px-4 text-app-from shadow-sm"
      >
        <WalletMinimal aria-hidden className="size-4" />
        <Trans id="purchase.recharge">ເຕີມເງິນ</Trans>
      </Link>
    </span>
  )
}
