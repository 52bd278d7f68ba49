import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { PurchaseProduct } from '#machines/purchase.types'
import { pickName } from '#src/lib/localized-name'

interface AccountFieldsProps {
  product: PurchaseProduct
  values: Record<string, string>
  server: string
  onChangeField: (name: string, value: string) => void
  onSelectServer: (server: string) => void
}

const inputClass =
  'w-full rounded-2xl border border-slate-200 bg-white px-4 py-3 text-ink-strong outline-none focus:border-first focus:ring-4 focus:ring-first/15'

/** SPEC 2: one input per account field, and the server select when the game has servers. */
export function AccountFields(props: AccountFieldsProps) {
  const { product, values, server } = props
  const baseId = useId()
  const { t, i18n } = useLingui()
  if (product.fields.length === 0 && product.servers.length === 0) return null
  return (
    <fieldset className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm">
      <legend className="float-left mb-1 w-full font-bold text-ink-strong">
        <Trans id="purchase.accountInfo">ຂໍ້ມູນບັນຊີເກມ</Trans>
      </legend>
      {product.fields.map((field, index) => (
        <label
          key={field.name}
          htmlFor={`${baseId}-${index}`}
          className="clear-both flex flex-col gap-1"
        >
          <span className="text-sm font-bold">{pickName(field.labels, i18n.locale)}</span>
          <input
            id={`${baseId}-${index}`}
            value={values[field.name] ?? ''}
            placeholder={pickName(field.hints, i18n.locale)}
            onChange={(event) => props.onChangeField(field.name, event.target.value)}
            autoComplete="off"
            {...(product.numericFields ? { inputMode: 'numeric', pattern: '[0-9]*' } : {})}
            className={inputClass}
          />
        </label>
      ))}
      {product.servers.length > 0 ? (
        <label htmlFor={`${baseId}-server`} className="clear-both flex flex-col gap-1">
          <span className="text-sm font-bold">
            <Trans id="purchase.server">ເຊີບເວີ</Trans>
          </span>
          <select
            id={`${baseId}-server`}
            value={server}
            onChange={(event) => props.onSelectServer(event.target.value)}
            className={inputClass}
          >
            <option value="" disabled>
              {t({ id: 'purchase.chooseServer', message: 'ເລືອກເຊີບເວີ' })}
            </option>
            {product.servers.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  )
}
