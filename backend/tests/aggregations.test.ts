import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { histogramKey } from '../criteria/user-aggregations.ts'
import { type ContractClient, createContractClient, type Json } from './contract-client.ts'

/**
 * The aggregations Shopware's own storefront sends with its search and listings (entity
 * aggregations on association fields, terms on to-many ids) and every other aggregation type of
 * the official criteria schema, answered in Shopware's shapes and valid against the schema.
 */

let client: ContractClient
beforeAll(async () => {
  client = await createContractClient()
})
afterAll(() => client.close())

type Bucket = { key: string; count: number; apiAlias: string } & Json

async function aggregate(aggregations: unknown[], extra: Json = {}): Promise<Record<string, Json>> {
  const body = await client.ok<{ aggregations: Record<string, Json>; total: number }>('POST', '/product', {
    body: { limit: 1, 'total-count-mode': 'exact', aggregations, ...extra },
  })
  return body.aggregations
}

describe('aggregations on products', () => {
  it('entity aggregation on categoriesRo.id lists the categories of the result', async () => {
    const result = await aggregate([
      { name: 'categories', type: 'entity', field: 'categoriesRo.id', definition: 'category' },
      { name: 'manufacturers', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
    ])
    const categories = result.categories as { entities: Json[]; apiAlias: string }
    expect(categories.apiAlias).toBe('categories_aggregation')
    expect(categories.entities.length).toBeGreaterThan(1)
    for (const category of categories.entities) expect(category.apiAlias).toBe('category')
    const manufacturers = result.manufacturers as { entities: Json[] }
    expect(manufacturers.entities.length).toBeGreaterThan(0)
  })

  it('an unknown definition is Shopware’s 400, not a 500', async () => {
    const answer = await client.call('POST', '/product', {
      body: { aggregations: [{ name: 'x', type: 'entity', field: 'categoriesRo.id', definition: 'nope' }] },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toContain('FRAMEWORK__DEFINITION_NOT_FOUND')
  })

  it('terms on options.id and propertyIds count products per id', async () => {
    const result = await aggregate([
      { name: 'options', type: 'terms', field: 'options.id' },
      { name: 'properties', type: 'terms', field: 'propertyIds', limit: 3 },
    ])
    const properties = (result.properties as { buckets: Bucket[] }).buckets
    expect(properties.length).toBe(3)
    for (const b of properties) {
      expect(b.key).toMatch(/^[0-9a-f]{32}$/)
      expect(b.count).toBeGreaterThan(0)
      expect(b.apiAlias).toBe('aggregation_bucket')
    }
    // the bucket count agrees with filtering on the same id
    const first = properties[0] as Bucket
    const filtered = await client.ok<{ total: number }>('POST', '/product', {
      body: {
        limit: 1,
        'total-count-mode': 'exact',
        filter: [{ type: 'equals', field: 'propertyIds', value: first.key }],
      },
    })
    expect(filtered.total).toBe(first.count)
    expect((result.options as { buckets: Bucket[] }).buckets.length).toBeGreaterThan(0)
  })

  it('nests an aggregation in terms buckets under its own name', async () => {
    const result = await aggregate([
      {
        name: 'perManufacturer',
        type: 'terms',
        field: 'manufacturerId',
        sort: { field: 'manufacturerId', order: 'ASC' },
        aggregation: { name: 'maxPrice', type: 'max', field: 'price' },
      },
    ])
    const buckets = (result.perManufacturer as { buckets: Bucket[] }).buckets
    expect(buckets.map((b) => b.key)).toEqual([...buckets.map((b) => b.key)].sort())
    for (const b of buckets) expect(typeof (b.maxPrice as Json).max).toBe('number')
  })

  it('histogram, range, stats, count and filter aggregations answer in Shopware’s shapes', async () => {
    const result = await aggregate([
      { name: 'released', type: 'histogram', field: 'releaseDate', interval: 'month' },
      {
        name: 'bands',
        type: 'range',
        field: 'price',
        ranges: [{ to: 100 }, { from: 100, to: 500 }, { from: 500 }],
      },
      { name: 'stock', type: 'stats', field: 'stock' },
      { name: 'n', type: 'count', field: 'id' },
      {
        name: 'cheap',
        type: 'filter',
        filter: [{ type: 'range', field: 'price', parameters: { lt: 100 } }],
        aggregation: { name: 'cheapCount', type: 'count', field: 'id' },
      },
    ])
    const released = (result.released as { buckets: Bucket[] }).buckets
    expect(released.length).toBeGreaterThan(0)
    for (const b of released) expect(b.key).toMatch(/^\d{4}-\d{2}-01 00:00:00$/)
    const bands = (result.bands as { ranges: Record<string, number> }).ranges
    expect(Object.keys(bands)).toEqual(['*-100', '100-500', '500-*'])
    const total = Object.values(bands).reduce((s, n) => s + n, 0)
    expect(total).toBe((result.n as { count: number }).count)
    expect(result.stock).toMatchObject({ apiAlias: 'stock_aggregation' })
    expect((result.cheap as { count: number }).count).toBe(bands['*-100'])
  })

  it('refuses what it cannot aggregate with Shopware’s code and the place', async () => {
    const answer = await client.call('POST', '/product', {
      body: { aggregations: [{ name: 'h', type: 'histogram', field: 'releaseDate', interval: 'fortnight' }] },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toContain('/aggregations/0/interval')
  })
})

describe('histogram keys', () => {
  it('start the interval, ISO weeks on Monday', () => {
    expect(histogramKey('2026-11-26T08:47:05.000Z', 'week')).toBe('2026-11-23 00:00:00')
    expect(histogramKey('2026-11-26T08:47:05.000Z', 'quarter')).toBe('2026-10-01 00:00:00')
    expect(histogramKey('2026-11-26 08:47:05', 'hour')).toBe('2026-11-26 08:00:00')
    expect(histogramKey('not a date', 'day')).toBeNull()
  })
})

describe('the cost of nested aggregations', () => {
  it('is bounded: buckets times nested aggregations past the cap are a 400, not a long query', async () => {
    const nested = (depth: number): Json =>
      depth === 0
        ? { name: 'n0', type: 'count', field: 'id' }
        : { name: `n${depth}`, type: 'terms', field: 'propertyIds', aggregation: nested(depth - 1) }
    const answer = await client.call('POST', '/product', { body: { limit: 1, aggregations: [nested(3)] } })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toContain('nested aggregations counting once per bucket')
  })
})
