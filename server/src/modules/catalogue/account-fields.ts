import type { NameValue } from '../../db/tables.ts'
import { ApiError } from '../../http/api-error.ts'

/**
 * The product's account fields (such as user id and zone id) filled with the submitted values, in
 * the product's order. Every field must be present and non-empty; fields the product does not ask
 * for are dropped, so an invoice records only what the game needs.
 */
export function readAccountFields(
  productFields: readonly NameValue[],
  submitted: readonly NameValue[],
): NameValue[] {
  return productFields.map((field) => {
    const value = submitted.find((entry) => entry.name === field.name)?.value.trim()
    if (!value)
      throw new ApiError(400, 'INVALID_REQUEST', `The account field "${field.name}" is required`)
    return { name: field.name, value }
  })
}
