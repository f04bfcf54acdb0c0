import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { idFor } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { expectValidResponse } from '../test-support/contract.ts'
import { arr, call, get, type JsonValue, num, str } from './helpers.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>
let db: Db
let productId = ''
let variantParentId = ''

const AMRUM_SOFA = 'GW-AMR-101'
const VALID = {
  title: 'Sturdy and comfortable',
  content: 'We have used it all summer long and it still looks new.',
  points: 4,
}

/** A context token of a fresh anonymous context. */
async function newContext(): Promise<string> {
  const res = await t.request('/store-api/context')
  const token = res.headers.get('sw-context-token')
  if (!token) throw new Error('no context token')
  return token
}

/**
 * A customer session without the login route: a customer row inserted directly and the context
 * pointed at it, as the account back end does on login (customer_id + payload.customerId).
 */
function insertCustomer(key: string, opts: { guest?: boolean; active?: boolean } = {}): string {
  const id = idFor('test-customer', key)
  const channel = db
    .prepare<[], { id: string; language_id: string; customer_group_id: string }>(
      'SELECT id, language_id, customer_group_id FROM sales_channel LIMIT 1',
    )
    .get()
  if (!channel) throw new Error('no sales channel')
  const address = idFor('test-address', key)
  db.prepare(
    `INSERT INTO customer (id, sales_channel_id, customer_group_id, language_id, customer_number, first_name, last_name,
       email, active, guest, default_billing_address_id, default_shipping_address_id, created_at)
     VALUES (?, ?, ?, ?, ?, 'Maren', 'Test', ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    channel.id,
    channel.customer_group_id,
    channel.language_id,
    `T-${key}`,
    `${key}@example.test`,
    opts.active === false ? 0 : 1,
    opts.guest ? 1 : 0,
    address,
    address,
    new Date().toISOString(),
  )
  return id
}

function logIn(token: string, customerId: string): void {
  const row = db
    .prepare<[string], { payload: string }>('SELECT payload FROM sales_channel_context WHERE token = ?')
    .get(token)
  if (!row) throw new Error('unknown context')
  const payload = { ...JSON.parse(row.payload), customerId }
  db.prepare('UPDATE sales_channel_context SET payload = ?, customer_id = ? WHERE token = ?').run(
    JSON.stringify(payload),
    customerId,
    token,
  )
}

async function customerToken(key: string, opts: { guest?: boolean; active?: boolean } = {}): Promise<string> {
  const token = await newContext()
  logIn(token, insertCustomer(key, opts))
  return token
}

const withToken = (token: string) => ({ 'sw-context-token': token })

async function reviewsOf(id: string, token?: string, body: Record<string, JsonValue> = {}) {
  return call(t, 'POST', `/product/${id}/reviews`, {
    body,
    template: '/product/{productId}/reviews',
    ...(token ? { headers: withToken(token) } : {}),
  })
}

beforeAll(async () => {
  t = await createTestBackend()
  db = openDatabase(t.databasePath)
  const sofa = db
    .prepare<[string], { id: string }>('SELECT id FROM product WHERE product_number = ?')
    .get(AMRUM_SOFA)
  if (!sofa) throw new Error('seed has no Amrum sofa')
  productId = sofa.id
  const parent = db
    .prepare<[], { id: string }>('SELECT id FROM product WHERE parent_id IS NULL AND child_count > 0 LIMIT 1')
    .get()
  variantParentId = parent?.id ?? ''
}, 200_000)
afterAll(() => {
  db?.close()
  t?.backend.close()
})

describe('POST /product/{productId}/review', () => {
  it('refuses anonymous contexts with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const res = await call(t, 'POST', `/product/${productId}/review`, {
      body: VALID,
      template: '/product/{productId}/review',
    })
    expect(res.status).toBe(403)
    expectValidResponse('POST', '/product/{productId}/review', 403, res.body)
    expect(get(res.body, 'errors', 0, 'code')).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it('refuses guests and deactivated customers', async () => {
    for (const token of [
      await customerToken('guest', { guest: true }),
      await customerToken('off', { active: false }),
    ]) {
      const res = await call(t, 'POST', `/product/${productId}/review`, {
        body: VALID,
        headers: withToken(token),
        template: '/product/{productId}/review',
      })
      expect(res.status).toBe(403)
    }
  })

  it('reports every violation at once in Shopware shape', async () => {
    const token = await customerToken('violations')
    const res = await call(t, 'POST', `/product/${productId}/review`, {
      body: { title: 'Nice', content: '', points: 7 },
      headers: withToken(token),
      template: '/product/{productId}/review',
    })
    expect(res.status).toBe(400)
    expectValidResponse('POST', '/product/{productId}/review', 400, res.body)
    const errors = arr(res.body, 'errors').map((e) => [str(e, 'source', 'pointer'), str(e, 'code')])
    expect(errors).toEqual([
      ['/title', 'VIOLATION::TOO_SHORT_ERROR'],
      ['/content', 'VIOLATION::IS_BLANK_ERROR'],
      ['/points', 'VIOLATION::NOT_IN_RANGE_ERROR'],
    ])
    expect(get(res.body, 'errors', 0, 'meta', 'parameters', '{{ limit }}')).toBe(5)
    const missing = await call(t, 'POST', `/product/${productId}/review`, {
      body: {},
      headers: withToken(token),
      template: '/product/{productId}/review',
    })
    expect(arr(missing.body, 'errors').map((e) => str(e, 'code'))).toEqual([
      'VIOLATION::IS_BLANK_ERROR',
      'VIOLATION::IS_BLANK_ERROR',
      'VIOLATION::IS_BLANK_ERROR',
    ])
  })

  it('404 for an unknown product, 400 for a malformed id', async () => {
    const token = await customerToken('unknown-product')
    const missing = await call(t, 'POST', `/product/${'a'.repeat(32)}/review`, {
      body: VALID,
      headers: withToken(token),
      template: '/product/{productId}/review',
    })
    expect(missing.status).toBe(404)
    const bad = await call(t, 'POST', '/product/nope/review', {
      body: VALID,
      headers: withToken(token),
      template: '/product/{productId}/review',
    })
    expect(bad.status).toBe(400)
  })

  it('stores the review unapproved: its author sees it as pending, nobody else sees it', async () => {
    const token = await customerToken('author')
    const before = await reviewsOf(productId)
    const write = await call(t, 'POST', `/product/${productId}/review`, {
      body: { ...VALID, title: '  Sturdy and comfortable  ' },
      headers: withToken(token),
      template: '/product/{productId}/review',
    })
    expect(write.status).toBe(200)

    const own = await reviewsOf(productId, token, { limit: 50 })
    const mine = arr(own.body, 'elements').find((e) => get(e, 'title') === 'Sturdy and comfortable')
    expect(mine).toBeDefined()
    expect(get(mine, 'status')).toBe(false)
    expect(get(mine, 'points')).toBe(4)
    // no name sent: the customer's first name, as Shopware
    expect(get(mine, 'externalUser')).toBe('Maren')

    const other = await reviewsOf(productId, await customerToken('someone-else'), { limit: 50 })
    expect(arr(other.body, 'elements').every((e) => get(e, 'status') === true)).toBe(true)
    const anonymous = await reviewsOf(productId)
    expect(num(anonymous.body, 'total')).toBe(num(before.body, 'total'))
  })
})

describe('POST /product/{productId}/reviews', () => {
  it('pages newest first and aggregates the rating matrix over all pages', async () => {
    const first = await reviewsOf(productId, undefined, {
      limit: 1,
      page: 1,
      sort: [{ field: 'createdAt', order: 'DESC' }],
      aggregations: [
        { name: 'ratingMatrix', type: 'terms', field: 'points' },
        { name: 'average', type: 'avg', field: 'points' },
      ],
    })
    const total = num(first.body, 'total')
    expect(total).toBeGreaterThan(1)
    expect(arr(first.body, 'elements')).toHaveLength(1)
    const buckets = arr(first.body, 'aggregations', 'ratingMatrix', 'buckets')
    expect(buckets.reduce((sum: number, b) => sum + num(b, 'count'), 0)).toBe(total)
    expect(buckets.every((b) => ['1', '2', '3', '4', '5'].includes(str(b, 'key')))).toBe(true)
    const avg = num(first.body, 'aggregations', 'average', 'avg')
    expect(avg).toBeGreaterThanOrEqual(1)
    expect(avg).toBeLessThanOrEqual(5)

    const second = await reviewsOf(productId, undefined, {
      limit: 1,
      page: 2,
      sort: [{ field: 'createdAt', order: 'DESC' }],
    })
    const a = str(arr(first.body, 'elements')[0], 'createdAt')
    const b = str(arr(second.body, 'elements')[0], 'createdAt')
    expect(a >= b).toBe(true)
    expect(get(arr(second.body, 'elements')[0], 'id')).not.toBe(get(arr(first.body, 'elements')[0], 'id'))
  })

  it('rejects aggregations over fields it cannot aggregate', async () => {
    const res = await call(t, 'POST', `/product/${productId}/reviews`, {
      body: { aggregations: [{ name: 'x', type: 'terms', field: 'title' }] },
      template: '/product/{productId}/reviews',
    })
    expect(res.status).toBe(400)
    expect(get(res.body, 'errors', 0, 'code')).toBe('FRAMEWORK__INVALID_AGGREGATION_QUERY')
  })

  it('a variant shows the reviews of its whole family', async () => {
    if (!variantParentId) return
    const variant = db
      .prepare<[string], { id: string }>('SELECT id FROM product WHERE parent_id = ? LIMIT 1')
      .get(variantParentId)
    const parent = await reviewsOf(variantParentId)
    const child = await reviewsOf(variant?.id ?? '')
    expect(num(child.body, 'total')).toBe(num(parent.body, 'total'))
  })
})
