import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { components } from '#contract/schema'
import { errorCodeOf } from '#contract/error-code'
import { dataOf } from '#src/api/answer'
import { formatKip } from '#src/lib/format-money'
import { FormAlert } from '#src/ui/form/form-alert'
import { PHONE_QUERY_PATTERN, phoneDigits } from '../phone-query'
import { DeskSearchForm } from './desk-search-form'
import { errorMessage } from '#src/i18n/error-message'

type AdminAccount = components['schemas']['AdminAccount']

/** Find accounts by phone, then suspend or reactivate one. */
export function AccountSearch({
  phone,
  accounts,
}: {
  phone: string
  /** Null before a search. */
  accounts: AdminAccount[] | null
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [typed, setTyped] = useState(phone)
  const [problem, setProblem] = useState<string | null>(null)

  const search = () => {
    const digits = phoneDigits(typed)
    if (!PHONE_QUERY_PATTERN.test(digits)) {
      setProblem(t({ id: 'desk.accounts.phoneTooShort', message: 'ກະລຸນາປ້ອນຢ່າງໜ້ອຍ 3 ຕົວເລກຂອງເບີໂທ' }))
      return
    }
    setProblem(null)
    void navigate({ to: '/admin/accounts', search: { phone: digits } })
  }

  return (
    <>
      <DeskSearchForm
        label={<Trans id="desk.accounts.phoneLabel">ເບີໂທ (ທັງໝົດ ຫຼື ບາງສ່ວນ)</Trans>}
        value={typed}
        inputMode="tel"
        problem={problem}
        onChange={setTyped}
        onSubmit={search}
      />
      {accounts === null ? null : accounts.length === 0 ? (
        <p role="status" className="rounded-2xl bg-white/60 px-4 py-3 text-sm">
          <Trans id="desk.accounts.none">ບໍ່ພົບບັນຊີທີ່ມີເບີນີ້</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {accounts.map((account) => (
            <AccountRow key={account._id} account={account} />
          ))}
        </ul>
      )}
    </>
  )
}

function AccountRow({ account }: { account: AdminAccount }) {
  const { i18n } = useLingui()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const suspended = account.status === 'SUSPENDED'

  const toggle = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await dataOf(
        api.PUT('/api/v1/admin/accounts/{id}/status', {
          params: { path: { id: account._id } },
          body: { status: suspended ? 'ACTIVE' : 'SUSPENDED' },
        }),
      )
      await router.invalidate()
    } catch (error) {
      setProblem(errorMessage(errorCodeOf(error), 'desk'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-bold text-ink-strong">
          {account.fullName} · <span className="font-mono">{account.phone}</span>
        </p>
        <p className="text-sm">
          {account.role === 'ADMIN' ? <Trans id="desk.accounts.roleAdmin">ແອັດມິນ</Trans> : null}
          {account.role === 'ADMIN' ? ' · ' : null}
          <Trans id="desk.accounts.balance">
            ຍອດເງິນ {formatKip(account.walletAmount, i18n.locale)}
          </Trans>
          {' · '}
          <span className={suspended ? 'font-bold text-red-700' : 'font-bold text-green-700'}>
            {suspended ? (
              <Trans id="desk.accounts.suspended">ຖືກລະງັບ</Trans>
            ) : (
              <Trans id="desk.accounts.active">ໃຊ້ງານໄດ້</Trans>
            )}
          </span>
        </p>
        <FormAlert message={problem} />
      </div>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
        className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-5 text-sm font-bold disabled:opacity-60 ${
          suspended
            ? 'bg-primary text-white'
            : 'border border-red-300 bg-white text-red-700 hover:bg-red-50'
        }`}
      >
        {suspended ? (
          <Trans id="desk.accounts.reactivate">ເປີດໃຊ້ງານຄືນ</Trans>
        ) : (
          <Trans id="desk.accounts.suspend">ລະງັບບັນຊີ</Trans>
        )}
      </button>
    </li>
  )
}
