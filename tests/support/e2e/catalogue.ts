import type { APIRequestContext } from '@playwright/test'
import type { components } from '#contract/schema.d.ts'

/** The detail screen's address of the seeded product with this English name. */
export async function productPath(api: APIRequestContext, nameEn: string): Promise<string> {
  const response = await api.get('/api/v1/games-group-by-category')
  const { data } = (await response.json()) as components['schemas']['CategoryListResponse']
  const product = data.flatMap((group) => group.data).find((game) => game.nameEn === nameEn)
  if (!product) throw new Error(`No product named ${nameEn}`)
  return `/detail/${product._id}/${product.kind}`
}
