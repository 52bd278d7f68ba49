/** A valid value for each field of the registration and reset forms, in the order they are checked. */
export const VALID_FIELDS = {
  phone: '2055551234',
  password: 'secret123',
  confirmPassword: 'secret123',
  fullName: 'Noy Sisavath',
  code: '123456',
} as const

type FieldName = keyof typeof VALID_FIELDS

interface FormSnapshot<TField extends FieldName> {
  context: { fields: Record<TField, string>; error: string | null; canResend: boolean }
  value: unknown
}

/** The first field still wrong, in the order the machines check them; null when all are right. */
export function firstWrongField<TField extends FieldName>(
  fields: Record<TField, string>,
): TField | null {
  const names = (Object.keys(VALID_FIELDS) as FieldName[]).filter(
    (name): name is TField => name in fields,
  )
  return names.find((name) => fields[name] !== VALID_FIELDS[name]) ?? null
}

/**
 * The edits a walk tries in each state: typing the whole form right in one go (each edit fixes the
 * next wrong field, so the walk stays short) and, once it is right, emptying the phone (the edit
 * that sends the form back to the start).
 */
export function formEdits<TField extends FieldName>(
  snapshot: FormSnapshot<TField>,
): Array<{ type: 'user.edit'; field: TField; value: string }> {
  const next = firstWrongField(snapshot.context.fields)
  if (next) return [{ type: 'user.edit', field: next, value: VALID_FIELDS[next] }]
  return [{ type: 'user.edit', field: 'phone' as TField, value: '' }]
}

/** What makes two form states the same for a walk. */
export function serializeFormState<TField extends FieldName>(
  snapshot: FormSnapshot<TField>,
): string {
  return JSON.stringify({
    value: snapshot.value,
    error: snapshot.context.error !== null,
    canResend: snapshot.context.canResend,
    nextWrong: firstWrongField(snapshot.context.fields),
  })
}
