import type { AccountField, NameValue, RecordedAccountField } from '../../db/tables.ts'
import { ApiError } from '../../http/api-error.ts'

/**
 * The product's account fields (such as user id and zone id) filled with the submitted values, in
 * the product's order. Every field must be present and non-empty; fields the product does not ask
 * for are dropped, so an invoice records only what the game needs, under the field's names in the
 * three languages as they are now (its page shows them, even after the catalogue changes).
 */
export function readAccountFields(
  productFields: readonly AccountField[],
  submitted: readonly NameValue[],
): RecordedAccountField[] {
  return productFields.map((field) => {
    const value = submitted.find((entry) => entry.name === field.name)?.value.trim()
    if (!value)
      throw new ApiError(400, 'INVALID_REQUEST', `The account field "${field.name}" is required`)
    return {
      name: field.name,
      ...(field.nameTh ? { nameTh: field.nameTh } : {}),
      ...(field.nameEn ? { nameEn: field.nameEn } : {}),
      value,
    }
  })
}
