/** What the accounts search accepts (openapi.yaml adminFindAccounts): 3 to 15 digits of a phone. */
export const PHONE_QUERY_PATTERN = /^[0-9]{3,15}$/

/** The digits of what the operator typed: '020 5555-0101' searches as '02055550101'. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '')
}
