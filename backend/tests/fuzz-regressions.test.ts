import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractClient, createContractClient, type Json } from './contract-client.ts'

/**
 * Requests the fuzz test (fuzz.test.ts) found to break the contract, shrunk by fast-check and kept
 * here as fixed examples so the fix stays fixed. The contract client validates every answer
 * (error documents included: `errors` must not contain duplicates, as the schema says).
 */

let client: ContractClient
let categoryId = ''

beforeAll(async () => {
  client = await createContractClient()
  const tree = await client.ok<Json[]>('GET', '/navigation/{activeId}/{rootId}', {
    params: { activeId: 'main-navigation', rootId: 'main-navigation' },
  })
  categoryId = String(tree[0]?.id)
})

afterAll(() => client?.close())

const pointers = (json: unknown): string[] =>
  ((json as { errors?: Json[] }).errors ?? []).map((e) => String((e.source as Json | undefined)?.pointer))

describe('criteria errors are reported once each (found by fuzzing)', () => {
  it('an invalid filter in an association is not reported twice', async () => {
    const result = await client.call('POST', '/search', {
      body: { search: '"', filter: [{}], associations: { '': { filter: [{}] } } },
    })
    expect(result.status).toBe(400)
    expect(new Set(pointers(result.json)).size).toBe(pointers(result.json).length)
  })

  it('non-object nested associations are reported once', async () => {
    const result = await client.call('POST', '/search-suggest', {
      body: { search: ' ', associations: { '"': { associations: [] }, '': { associations: -1 } } },
    })
    expect(result.status).toBe(400)
  })

  it('GET with bracket-encoded nested associations', async () => {
    const result = await client.call('GET', '/product-listing/{categoryId}', {
      params: { categoryId },
      query: { 'associations[][associations]': '', 'associations[manufacturer][associations][0]': '"' },
    })
    expect(result.status).toBe(400)
  })

  it('too deeply nested association filters on a listing', async () => {
    let filter: Json = { type: 'equals', field: 'active', value: true }
    for (let i = 0; i < 10; i++)
      filter = { type: i % 2 ? 'not' : 'multi', operator: 'and', queries: [filter] }
    const result = await client.call('POST', '/product-listing/{categoryId}', {
      params: { categoryId },
      body: { associations: { manufacturer: { filter: [filter] }, properties: { filter: [filter] } } },
    })
    expect(result.status).toBe(400)
  })

  it('mixed invalid top-level and association filters on GET /search', async () => {
    const result = await client.call('GET', '/search', {
      query: {
        'filter[0][type]': 'multi',
        'filter[1][value][0]': '',
        'associations[manufacturer][filter][0]': '-1',
        'associations[manufacturer][filter][1][value][0]': 'false',
        search: '"',
      },
    })
    expect(result.status).toBe(400)
  })
})

describe('keys that shadow Object.prototype members (found by fuzzing)', () => {
  const codes = (json: unknown): string[] =>
    ((json as { errors?: Json[] }).errors ?? []).map((e) => String(e.code))

  it('PATCH /context {"shippingMethodId":{"toString":false}} is an invalid UUID, not a 500', async () => {
    const result = await client.call('PATCH', '/context', {
      body: { shippingMethodId: { toString: false }, paymentMethodId: { valueOf: 1, toString: 'x' } },
    })
    expect(result.status).toBe(400)
    expect(codes(result.json)).toEqual(['FRAMEWORK__INVALID_UUID', 'FRAMEWORK__INVALID_UUID'])
  })

  it('POST /customer/wishlist {"limit":{"toString":null}} is an invalid limit, not a 500', async () => {
    await client.ok('POST', '/account/login', {
      body: { username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' },
    })
    const result = await client.call('POST', '/customer/wishlist', { body: { limit: { toString: null } } })
    expect(result.status).toBe(400)
  })

  it('the same keys in a query string or at the top level are ignored', async () => {
    const query = await client.call('GET', '/product-listing/{categoryId}', {
      params: { categoryId },
      query: { 'limit[toString]': '1', 'p[valueOf]': '', hasOwnProperty: '1', 'filter[__proto__][x]': '1' },
    })
    expect(query.status).toBe(400)
    const top = await client.call('POST', '/product-listing/{categoryId}', {
      params: { categoryId },
      body: { toString: 1, valueOf: {}, hasOwnProperty: [], constructor: { prototype: 1 }, limit: 2 },
    })
    expect(top.status).toBe(200)
    expect((top.json as { elements: unknown[] }).elements).toHaveLength(2)
  })
})
