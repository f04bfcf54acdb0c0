import { STOREFRONT_REQUEST_HEADER, STOREFRONT_REQUEST_HEADER_VALUE } from '../../src/domain/constants.ts'

/**
 * A shopper with a cart: a context token (through the storefront's own `/store-api` proxy, as the
 * browser gets it) whose cart holds `count` simple products. bench/run.ts sends it as the
 * `sw-context-token` cookie for the cart and checkout pages. Throws when the shop refuses.
 */
export async function filledCartCookie(origin: string, count = 3): Promise<string> {
  let cookie = ''
  const call = async (path: string, body: unknown): Promise<unknown> => {
    const response = await fetch(`${origin}/store-api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin,
        // The proxy takes writes only from the storefront's own code (its request header).
        [STOREFRONT_REQUEST_HEADER]: STOREFRONT_REQUEST_HEADER_VALUE,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    })
    const token = response.headers
      .getSetCookie()
      .map((line) => /^sw-context-token=([^;]+)/.exec(line)?.[1])
      .find(Boolean)
    if (token) cookie = `sw-context-token=${token}`
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`)
    return response.json()
  }
  const found = (await call('/product', {
    limit: 20,
    filter: [{ type: 'equals', field: 'childCount', value: 0 }],
    includes: { product: ['id', 'minPurchase', 'purchaseSteps', 'states'] },
  })) as { elements?: { id: string; minPurchase?: number; states?: string[] }[] }
  const ids = (found.elements ?? [])
    .filter((product) => (product.minPurchase ?? 1) === 1 && !product.states?.includes('is-download'))
    .map((product) => product.id)
    .slice(0, count)
  if (ids.length === 0) throw new Error('no simple product for the bench cart')
  await call('/checkout/cart/line-item', {
    items: ids.map((id) => ({ id, referencedId: id, type: 'product', quantity: 1 })),
  })
  if (!cookie) throw new Error('the shop set no context token')
  return cookie
}
