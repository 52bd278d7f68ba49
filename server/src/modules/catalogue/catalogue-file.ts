import * as v from 'valibot'
import { PLAYER_CHECK_RULES } from './player-check.ts'

/**
 * The shop's catalogue as a file (`npm run catalogue:import -- FILE`; the demo's is
 * server/catalogue/demo-catalogue.json). Every row has a `slug`, its stable key: importing again
 * updates the row with that slug in place. Order in the file is the order on the home screen.
 */

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'))
const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens'),
  v.maxLength(80, 'must be at most 80 characters'),
)
const names = v.strictObject({ lo: text, th: text, en: text })
/** A path under /images/ (the images the shop ships or has uploaded). */
const imagePath = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|gif)$/, 'must be a path under /images/'),
  v.check((path) => !path.includes('..'), 'must not climb out of /images/'),
)
const colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1e3a8a'))
/** An ISO date-time or a daily "HH:mm" in Asia/Vientiane (contract/visibility-window.ts). */
const windowEdge = v.pipe(
  v.string(),
  v.check(
    (value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || !Number.isNaN(Date.parse(value)),
    'must be an ISO date-time or HH:mm',
  ),
)
const nameValue = v.strictObject({ name: text, value: v.string() })
/** A translation may be left out: the screen then shows the Lao text. */
const translation = v.optional(text)
/** An account field: `name` is its Lao label (and its key), `value` its Lao hint. */
const accountField = v.strictObject({
  name: text,
  nameTh: translation,
  nameEn: translation,
  value: v.string(),
  valueTh: translation,
  valueEn: translation,
})

const packet = v.strictObject({
  slug,
  /** Lao. */
  name: text,
  nameTh: translation,
  nameEn: translation,
  amount: v.pipe(
    v.number(),
    v.integer('must be a whole number of kip'),
    v.minValue(1, 'must be at least 1 kip'),
  ),
  /**
   * The packet's code at the supplier that delivers a game top-up (such as "ML86"); production
   * refuses to sell a game packet without one.
   */
  supplierSku: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be a supplier code such as ML86')),
  ),
  icon: v.optional(imagePath),
})

const product = v.strictObject({
  slug,
  kind: v.picklist(['GAME', 'VOUCHER'], 'must be GAME or VOUCHER'),
  /** The slug of one of the file's categories. */
  category: slug,
  names,
  image: v.optional(imagePath),
  badge: v.optional(v.strictObject({ text, background: colour, color: colour })),
  activeTime: v.optional(windowEdge),
  dueTime: v.optional(windowEdge),
  details: names,
  inputs: v.array(accountField),
  servers: v.array(nameValue),
  voucherTypeName: v.optional(text),
  cardType: v.optional(text),
  playerCheck: v.optional(v.picklist(PLAYER_CHECK_RULES, 'must be MLBB, BIGO or ROV')),
  packets: v.pipe(v.array(packet), v.minLength(1, 'must list at least one package')),
})

const duplicateSlug = (rows: { slug: string }[]) =>
  rows.find((row, index) => rows.findIndex((other) => other.slug === row.slug) !== index)?.slug

export const CatalogueFileSchema = v.pipe(
  v.strictObject({
    categories: v.array(v.strictObject({ slug, names })),
    products: v.array(
      v.pipe(
        product,
        v.check(
          (p) => duplicateSlug(p.packets) === undefined,
          (issue) => `has two packages with the slug ${duplicateSlug(issue.input.packets)}`,
        ),
        v.check(
          (p) => (p.activeTime === undefined) === (p.dueTime === undefined),
          'must have both activeTime and dueTime, or neither',
        ),
      ),
    ),
  }),
  v.check(
    (file) => duplicateSlug(file.categories) === undefined,
    (issue) => `categories: the slug ${duplicateSlug(issue.input.categories)} is used twice`,
  ),
  v.check(
    (file) => duplicateSlug(file.products) === undefined,
    (issue) => `products: the slug ${duplicateSlug(issue.input.products)} is used twice`,
  ),
  v.check(
    (file) => unknownCategory(file) === undefined,
    (issue) => `products: ${unknownCategory(issue.input) ?? ''}`,
  ),
)

function unknownCategory(file: {
  categories: { slug: string }[]
  products: { slug: string; category: string }[]
}): string | undefined {
  const known = new Set(file.categories.map((category) => category.slug))
  const product = file.products.find((p) => !known.has(p.category))
  return product && `${product.slug} names the category ${product.category}, which the file lacks`
}

export type CatalogueFile = v.InferOutput<typeof CatalogueFileSchema>
export type CatalogueProduct = CatalogueFile['products'][number]

export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError'
}

/** Checks a parsed JSON file; a problem throws a CatalogueFileError naming each field at fault. */
export function parseCatalogueFile(json: unknown): CatalogueFile {
  const result = v.safeParse(CatalogueFileSchema, json)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new CatalogueFileError(`The catalogue file is not valid:\n${problems.join('\n')}`)
}
