import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { VALIDATION_PROBLEMS, type PurchaseProduct } from '#machines/purchase.types'
import { errorMessage } from '#src/i18n/error-message'
import { pickName } from '#src/lib/localized-name'

interface AccountFieldsProps {
  product: PurchaseProduct
  values: Record<string, string>
  server: string
  onChangeField: (name: string, value: string) => void
  onSelectServer: (server: string) => void
  /** The form's check that just failed, if any: its fields are marked, each with its message. */
  problem: string | null
  /** The form is not being filled (an order is under review, on its way, or just placed). */
  disabled: boolean
}

const inputClass =
  'w-full rounded-2xl border border-slate-200 bg-white px-4 py-3 text-ink-strong outline-none focus:border-first focus:ring-4 focus:ring-first/15 aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20'

const fieldProblemClass = 'text-sm font-bold text-red-600'

/** SPEC 2: one input per account field, and the server select when the game has servers. */
export function AccountFields(props: AccountFieldsProps) {
  const { product, values, server, problem } = props
  const baseId = useId()
  const { t, i18n } = useLingui()
  const box = useRef<HTMLFieldSetElement>(null)
  const isEmpty = (name: string) => !(values[name] ?? '').trim()
  const fieldMissing = (name: string) => problem === VALIDATION_PROBLEMS.emptyField && isEmpty(name)
  const serverMissing = problem === VALIDATION_PROBLEMS.noServer
  // The first field to fix takes the focus, so the customer is where the message points.
  useEffect(() => {
    if (problem === VALIDATION_PROBLEMS.emptyField || serverMissing) {
      box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [problem, serverMissing])
  if (product.fields.length === 0 && product.servers.length === 0) return null
  return (
    <fieldset
      ref={box}
      disabled={props.disabled}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm disabled:opacity-60"
    >
      <legend className="float-left mb-1 w-full font-bold text-ink-strong">
        <Trans id="purchase.accountInfo">ຂໍ້ມູນບັນຊີເກມ</Trans>
      </legend>
      {product.fields.map((field, index) => {
        const id = `${baseId}-${index}`
        const label = pickName(field.labels, i18n.locale)
        const missing = fieldMissing(field.name)
        return (
          // The message is beside the label, not in it: it describes the field, not names it.
          <div key={field.name} className="clear-both flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-bold">
              {label}
            </label>
            <input
              id={id}
              value={values[field.name] ?? ''}
              placeholder={pickName(field.hints, i18n.locale)}
              onChange={(event) => props.onChangeField(field.name, event.target.value)}
              autoComplete="off"
              {...(product.numericFields ? { inputMode: 'numeric', pattern: '[0-9]*' } : {})}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-problem` : undefined}
              className={inputClass}
            />
            {missing ? (
              <span id={`${id}-problem`} className={fieldProblemClass}>
                {t({ id: 'purchase.fieldMissing', message: `ກະລຸນາປ້ອນ ${label}` })}
              </span>
            ) : null}
          </div>
        )
      })}
      {product.servers.length > 0 ? (
        <div className="clear-both flex flex-col gap-1">
          <label htmlFor={`${baseId}-server`} className="text-sm font-bold">
            <Trans id="purchase.server">ເຊີບເວີ</Trans>
          </label>
          <select
            id={`${baseId}-server`}
            value={server}
            onChange={(event) => props.onSelectServer(event.target.value)}
            aria-invalid={serverMissing || undefined}
            aria-describedby={serverMissing ? `${baseId}-server-problem` : undefined}
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
          {serverMissing ? (
            <span id={`${baseId}-server-problem`} className={fieldProblemClass}>
              {errorMessage(VALIDATION_PROBLEMS.noServer, 'purchase')}
            </span>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
