// @vitest-environment node
// The wishlist resource against the embedded back end: requests as Shopware expects them, answers
// mapped to the domain, errors as ApiError with Shopware's codes.

import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { ApiError, createStoreApiClient } from '../index.ts'

const { backend } = await createTestBackend()
afterAll(() => backend.close())

function connect() {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    fetch: async (input, init) => backend.fetch(new Request(input, init)),
  })
}

const UNKNOWN = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'

async function sampleIds() {
  const listing = await connect().product.search('GW-COVER-CHAIRS')
  const guide = await connect().product.search('GW-CARE-GUIDE')
  const a = listing.elements.find((product) => product.productNumber === 'GW-COVER-CHAIRS')
  const b = guide.elements.find((product) => product.productNumber === 'GW-CARE-GUIDE')
  if (!a || !b) throw new Error('sample products missing from the seed')
  return { a, b }
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('api.wishlist', () => {
  it('refuses a shopper who is not logged in (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN)', async () => {
    const error = await rejection(connect().wishlist.productIds())
    expect(error.status).toBe(403)
    expect(error.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it('reads, adds, merges and removes the customer’s list', async () => {
    const { a, b } = await sampleIds()
    const api = connect()
    await api.account.login({ username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' })
    // No wishlist yet: 404, which the machine reads as an empty list.
    const missing = await rejection(api.wishlist.productIds())
    expect([missing.status, missing.code]).toEqual([404, 'CHECKOUT__WISHLIST_NOT_FOUND'])

    await api.wishlist.add(a.id)
    expect(await api.wishlist.productIds()).toEqual([a.id])
    const duplicate = await rejection(api.wishlist.add(a.id))
    expect([duplicate.status, duplicate.code]).toEqual([400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT'])

    // Unknown ids are skipped by the merge.
    await api.wishlist.merge([b.id, UNKNOWN])
    expect((await api.wishlist.productIds()).sort()).toEqual([a.id, b.id].sort())

    await api.wishlist.remove(a.id)
    expect(await api.wishlist.productIds()).toEqual([b.id])
    const notListed = await rejection(api.wishlist.remove(a.id))
    expect(notListed.status).toBe(404)
  })

  it('reads the products of a local list in the list’s order (no login needed)', async () => {
    const { a, b } = await sampleIds()
    const products = await connect().wishlist.products([b.id, UNKNOWN, a.id])
    expect(products.map((product) => product.id)).toEqual([b.id, a.id])
    expect(products[0]?.name).toBe(b.name)
    expect(typeof products[0]?.childCount).toBe('number')
    expect(await connect().wishlist.products([])).toEqual([])
  })
})
