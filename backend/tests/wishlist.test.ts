import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { idFor } from '../lib/ids.ts'
import { DEMO_CUSTOMER } from '../seed/customers.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { expectValidResponse } from '../test-support/contract.ts'
import {
  activeCustomer,
  type Customer,
  errorCodes,
  headers,
  login,
  pointers,
  registration,
  token,
  uniqueEmail,
} from './account-helpers.ts'
import { arr, type Call, call, get, num, obj, str } from './helpers.ts'

let t: TestBackend
let db: Db
/** every read of the clock moves it on by a second, so list entries get distinct dates */
let clock = Date.parse('2026-11-20T10:00:00.000Z')
let products: string[] = []

const LOAD = '/customer/wishlist'
const ADD = '/customer/wishlist/add/{productId}'
const DELETE = '/customer/wishlist/delete/{productId}'
const MERGE = '/customer/wishlist/merge'

interface Options {
  body?: unknown
  token?: string | null
}

/** One wishlist call; every answer (success or error) is validated against the operation's schema. */
async function wl(
  method: string,
  template: string,
  productId: string | null,
  opts: Options = {},
): Promise<Call> {
  const path = productId === null ? template : template.replace('{productId}', productId)
  const res = await call(t, method, path, {
    ...(opts.body !== undefined ? { body: opts.body } : {}),
    headers: headers(opts.token),
    template,
  })
  expectValidResponse(method, template, res.status, res.body)
  return res
}

const load = (who: Customer | string | null, body?: unknown) =>
  wl('POST', LOAD, null, { token: tokenOf(who), ...(body !== undefined ? { body } : {}) })
const add = (who: Customer | string | null, id: string) => wl('POST', ADD, id, { token: tokenOf(who) })
const remove = (who: Customer | string | null, id: string) =>
  wl('DELETE', DELETE, id, { token: tokenOf(who) })
const merge = (who: Customer | string | null, body?: unknown) =>
  wl('POST', MERGE, null, { token: tokenOf(who), ...(body !== undefined ? { body } : {}) })

function tokenOf(who: Customer | string | null): string | null {
  return who === null ? null : typeof who === 'string' ? who : who.token
}

function ids(res: Call): string[] {
  return arr(res.body, 'products', 'elements').map((p) => str(p, 'id'))
}

function expectSuccess(res: Call): void {
  expect(res.status).toBe(200)
  expect(res.body).toEqual({ success: true })
}

function expectError(res: Call, status: number, code: string): void {
  expect(res.status).toBe(status)
  expect(errorCodes(res)).toEqual([code])
}

beforeAll(async () => {
  t = await createTestBackend({
    now: () => {
      clock += 1000
      return new Date(clock)
    },
  })
  db = openDatabase(t.databasePath)
  const listing = await call(t, 'POST', '/product', { body: { limit: 16 } })
  products = arr(listing.body, 'elements').map((p) => str(p, 'id'))
  expect(products).toHaveLength(16)
})
afterAll(() => {
  db.close()
  t.backend.close()
})

async function guestToken(): Promise<string> {
  const res = await call(t, 'POST', '/account/register', {
    body: registration({
      email: uniqueEmail('gast'),
      guest: true,
      password: undefined,
      acceptedDataProtection: undefined,
    }),
  })
  expect(res.status).toBe(200)
  expect(get(res.body, 'guest')).toBe(true)
  return token(res)
}

describe('who may use the wishlist', () => {
  it('refuses anonymous contexts on every route with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const anonymous = token(await call(t, 'GET', '/context'))
    for (const who of [null, anonymous]) {
      expectError(await load(who), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
      expectError(await add(who, products[0] ?? ''), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
      expectError(await remove(who, products[0] ?? ''), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
      expectError(await merge(who, { productIds: products }), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    }
  })

  it('refuses guest customers (after a guest registration) and writes nothing for them', async () => {
    const guest = await guestToken()
    expectError(await add(guest, products[0] ?? ''), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    expectError(await merge(guest, { productIds: products }), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    expectError(await load(guest), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    expectError(await remove(guest, products[0] ?? ''), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    // the login check comes first, as in Shopware: even a malformed body gets the 403
    expectError(await merge(guest, '{"productIds": ['), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    const customerId = str(
      (await call(t, 'POST', '/account/customer', { headers: headers(guest) })).body,
      'id',
    )
    expect(
      db.prepare('SELECT COUNT(*) FROM customer_wishlist WHERE customer_id = ?').pluck().get(customerId),
    ).toBe(0)
  })

  it('stops answering once the customer logged out', async () => {
    const c = await activeCustomer(t)
    expectSuccess(await add(c, products[0] ?? ''))
    const out = await call(t, 'POST', '/account/logout', { headers: headers(c.token) })
    expect(out.status).toBe(200)
    expectError(await load(token(out)), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    expectError(await load(c.token), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })
})

describe('reading the wishlist', () => {
  it('answers 404 CHECKOUT__WISHLIST_NOT_FOUND while the customer has no list', async () => {
    const c = await activeCustomer(t)
    const res = await load(c, { 'total-count-mode': 'exact' })
    expectError(res, 404, 'CHECKOUT__WISHLIST_NOT_FOUND')
    expect(get(res.body, 'errors', 0, 'detail')).toBe('Wishlist for this customer was not found.')
  })

  it('lists the products newest first, in the same product shape as /product', async () => {
    const c = await activeCustomer(t)
    const [a, b, d] = products
    for (const id of [a, b, d]) expectSuccess(await add(c, id ?? ''))
    const res = await load(c, { 'total-count-mode': 'exact' })
    expect(res.status).toBe(200)
    expect(ids(res)).toEqual([d, b, a])
    const products_ = obj(res.body, 'products')
    expect(products_.total).toBe(3)
    expect(products_.page).toBe(1)
    expect(products_.apiAlias).toBe('product_listing')
    expect(products_.entity).toBe('product')
    const wishlist = obj(res.body, 'wishlist')
    expect(wishlist.customerId).toBe(c.id)
    expect(wishlist.apiAlias).toBe('customer_wishlist')
    expect(str(wishlist, 'id')).toMatch(/^[0-9a-f]{32}$/)

    const direct = await call(t, 'POST', '/product', {
      body: { ids: [a, b, d] },
      headers: headers(c.token),
    })
    const byId = new Map(arr(direct.body, 'elements').map((p) => [str(p, 'id'), p]))
    for (const element of arr(res.body, 'products', 'elements')) {
      expect(element).toEqual(byId.get(str(element, 'id')))
    }
  })

  it('pages with page/limit and reports the total per total-count-mode', async () => {
    const c = await activeCustomer(t)
    const five = products.slice(0, 5)
    for (const id of five) expectSuccess(await add(c, id))
    const newestFirst = [...five].reverse()

    const exact = await load(c, { page: 2, limit: 2, 'total-count-mode': 'exact' })
    expect(ids(exact)).toEqual(newestFirst.slice(2, 4))
    expect(num(exact.body, 'products', 'total')).toBe(5)
    expect(num(exact.body, 'products', 'page')).toBe(2)
    expect(num(exact.body, 'products', 'limit')).toBe(2)

    const numeric = await load(c, { page: 3, limit: 2, 'total-count-mode': 1 })
    expect(ids(numeric)).toEqual(newestFirst.slice(4))
    expect(num(numeric.body, 'products', 'total')).toBe(5)

    // none (the default): the total is what the page holds
    const none = await load(c, { page: 2, limit: 2 })
    expect(ids(none)).toEqual(newestFirst.slice(2, 4))
    expect(num(none.body, 'products', 'total')).toBe(2)

    // next-pages: what is left from this page on, at most limit * 6 + 1
    const next = await load(c, { page: 2, limit: 2, 'total-count-mode': 'next-pages' })
    expect(num(next.body, 'products', 'total')).toBe(3)
    const nextSmall = await load(c, { page: 1, limit: 1, 'total-count-mode': 2 })
    expect(num(nextSmall.body, 'products', 'total')).toBe(5)

    const beyond = await load(c, { page: 4, limit: 2, 'total-count-mode': 'exact' })
    expect(ids(beyond)).toEqual([])
    expect(num(beyond.body, 'products', 'total')).toBe(5)

    // without a limit the Store API maximum applies
    const all = await load(c, { 'total-count-mode': 'exact' })
    expect(ids(all)).toEqual(newestFirst)
    expect(num(all.body, 'products', 'limit')).toBe(100)
  })

  it('applies criteria filters, sorting, ids and includes to the listed products only', async () => {
    const c = await activeCustomer(t)
    const three = products.slice(0, 3)
    for (const id of three) expectSuccess(await add(c, id))
    const numbers = new Map(
      three.map((id) => [
        id,
        String(db.prepare('SELECT product_number FROM product WHERE id = ?').pluck().get(id)),
      ]),
    )
    const target = three[1] ?? ''
    const filtered = await load(c, {
      filter: [{ type: 'equals', field: 'productNumber', value: numbers.get(target) }],
      'total-count-mode': 'exact',
    })
    expect(ids(filtered)).toEqual([target])
    expect(num(filtered.body, 'products', 'total')).toBe(1)

    const sorted = await load(c, { sort: [{ field: 'productNumber', order: 'DESC' }] })
    const expected = [...three].sort((x, y) => (numbers.get(y) ?? '').localeCompare(numbers.get(x) ?? ''))
    expect(ids(sorted)).toEqual(expected)

    // ids narrow the list; an id that is not on it is not added
    const onlyIds = await load(c, { ids: [three[0], products[7]], 'total-count-mode': 'exact' })
    expect(ids(onlyIds)).toEqual([three[0]])

    const partial = await call(t, 'POST', LOAD, {
      body: { includes: { product: ['id'] } },
      headers: headers(c.token),
      partial: true,
    })
    expect(partial.status).toBe(200)
    expect(arr(partial.body, 'products', 'elements')).toHaveLength(3)
    // includes keep the apiAlias, as Shopware's serializer does
    for (const element of arr(partial.body, 'products', 'elements'))
      expect(Object.keys(obj(element)).sort()).toEqual(['apiAlias', 'id'])
  })

  it('also answers GET with the criteria in the query string (same document as POST)', async () => {
    const c = await activeCustomer(t)
    const [a, b] = products
    expectSuccess(await add(c, a ?? ''))
    expectSuccess(await add(c, b ?? ''))
    const res = await t.request('/store-api/customer/wishlist?limit=1&page=2&total-count-mode=exact', {
      headers: headers(c.token),
    })
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    expectValidResponse('POST', LOAD, 200, body)
    const posted = await load(c, { limit: 1, page: 2, 'total-count-mode': 'exact' })
    expect(body).toEqual(posted.body)
    expect(ids(posted)).toEqual([a])
  })

  it('answers invalid criteria and malformed bodies with 400 in Shopware’s error shape', async () => {
    const c = await activeCustomer(t)
    expectSuccess(await add(c, products[0] ?? ''))
    const badLimit = await load(c, { limit: 0 })
    expectError(badLimit, 400, 'FRAMEWORK__INVALID_LIMIT_QUERY')
    expect(pointers(badLimit)).toEqual(['/limit'])
    expectError(
      await load(c, { 'total-count-mode': 'sometimes' }),
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
    )
    expectError(await load(c, '{"limit": '), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER')
    expectError(await load(c, '[1, 2]'), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER')
    expectError(
      await load(c, { filter: [{ type: 'equals', field: 'noSuchField', value: 1 }] }),
      400,
      'FRAMEWORK__INVALID_FILTER_QUERY',
    )
  })

  it('leaves out products the shop no longer shows', async () => {
    const c = await activeCustomer(t)
    const [keep, hide] = products.slice(5, 7)
    expectSuccess(await add(c, keep ?? ''))
    expectSuccess(await add(c, hide ?? ''))
    db.prepare('UPDATE product SET active = 0 WHERE id = ?').run(hide)
    try {
      const res = await load(c, { 'total-count-mode': 'exact' })
      expect(ids(res)).toEqual([keep])
      expect(num(res.body, 'products', 'total')).toBe(1)
      // and it cannot be added while hidden
      const other = await activeCustomer(t)
      expectError(await add(other, hide ?? ''), 404, 'PRODUCT__PRODUCT_NOT_FOUND')
    } finally {
      db.prepare('UPDATE product SET active = 1 WHERE id = ?').run(hide)
    }
  })
})

describe('adding and removing', () => {
  it('adds once; a second add is 400 CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', async () => {
    const c = await activeCustomer(t)
    const id = products[0] ?? ''
    expectSuccess(await add(c, id))
    const again = await add(c, id)
    expectError(again, 400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT')
    expect(get(again.body, 'errors', 0, 'detail')).toBe('Product already added in wishlist')
    expect(ids(await load(c, { 'total-count-mode': 'exact' }))).toEqual([id])
  })

  it('refuses unknown products with 404 and malformed ids with 400, creating no list', async () => {
    const c = await activeCustomer(t)
    const unknown = idFor('product', 'does-not-exist')
    const res = await add(c, unknown)
    expectError(res, 404, 'PRODUCT__PRODUCT_NOT_FOUND')
    expect(get(res.body, 'errors', 0, 'meta', 'parameters', 'productId')).toBe(unknown)
    const malformed = await add(c, 'not-a-uuid')
    expectError(malformed, 400, 'FRAMEWORK__INVALID_UUID')
    expect(pointers(malformed)).toEqual(['/productId'])
    expectError(await load(c), 404, 'CHECKOUT__WISHLIST_NOT_FOUND')
  })

  it('removes a listed product; removing it again is 404 CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', async () => {
    const c = await activeCustomer(t)
    const [a, b] = products
    expectSuccess(await add(c, a ?? ''))
    expectSuccess(await add(c, b ?? ''))
    expectSuccess(await remove(c, a ?? ''))
    expect(ids(await load(c, { 'total-count-mode': 'exact' }))).toEqual([b])
    const again = await remove(c, a ?? '')
    expectError(again, 404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND')
    expect(get(again.body, 'errors', 0, 'meta', 'parameters')).toEqual({
      entity: 'wishlist product',
      field: 'id',
      value: a,
    })
    expectError(await remove(c, 'nope'), 400, 'FRAMEWORK__INVALID_UUID')
    // the emptied list still exists: 200 with no products, not 404
    expectSuccess(await remove(c, b ?? ''))
    const empty = await load(c, { 'total-count-mode': 'exact' })
    expect(empty.status).toBe(200)
    expect(ids(empty)).toEqual([])
    expect(num(empty.body, 'products', 'total')).toBe(0)
  })

  it('answers a removal without any list with 404 CHECKOUT__WISHLIST_NOT_FOUND', async () => {
    const c = await activeCustomer(t)
    expectError(await remove(c, products[0] ?? ''), 404, 'CHECKOUT__WISHLIST_NOT_FOUND')
  })
})

describe('merging', () => {
  it('creates the list, skips unknown ids, never duplicates and puts merged products first', async () => {
    const c = await activeCustomer(t)
    const [a, b, d, e] = products
    expectSuccess(await add(c, a ?? ''))
    expectSuccess(await add(c, b ?? ''))
    const unknown = idFor('product', 'merge-unknown')
    expectSuccess(await merge(c, { productIds: [d, a, unknown, d, '', e] }))
    const res = await load(c, { 'total-count-mode': 'exact' })
    const listed = ids(res)
    expect(listed).toHaveLength(4)
    expect(new Set(listed)).toEqual(new Set([a, b, d, e]))
    // a was touched by the merge, so it leads; b (untouched) comes last
    expect(listed[0]).toBe(a)
    expect(listed.at(-1)).toBe(b)
    expect(listed).not.toContain(unknown)
  })

  it('creates an empty list for an empty merge', async () => {
    const c = await activeCustomer(t)
    expectError(await load(c), 404, 'CHECKOUT__WISHLIST_NOT_FOUND')
    expectSuccess(await merge(c, { productIds: [] }))
    const res = await load(c, { 'total-count-mode': 'exact' })
    expect(res.status).toBe(200)
    expect(num(res.body, 'products', 'total')).toBe(0)
  })

  it('answers missing, malformed and non-list productIds with 400, never 500', async () => {
    const c = await activeCustomer(t)
    const missing = await merge(c)
    expectError(missing, 400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING')
    expect(get(missing.body, 'errors', 0, 'detail')).toBe('Parameter "productIds" is missing.')
    expectError(await merge(c, {}), 400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING')
    expectError(await merge(c, { productIds: null }), 400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING')
    expectError(await merge(c, { productIds: 'abc' }), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER')
    expectError(await merge(c, { productIds: 42 }), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER')
    const badId = await merge(c, { productIds: [products[0], 'xyz'] })
    expectError(badId, 400, 'FRAMEWORK__INVALID_UUID')
    expect(pointers(badId)).toEqual(['/productIds/1'])
    expectError(await merge(c, { productIds: [7] }), 400, 'FRAMEWORK__INVALID_UUID')
    expectError(await merge(c, '{"productIds": ['), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER')
    expectError(await merge(c, '["a"]'), 400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER')
    // nothing was written by any of these
    expectError(await load(c), 404, 'CHECKOUT__WISHLIST_NOT_FOUND')
  })
})

describe('one customer never reaches another customer’s list', () => {
  it('keeps lists apart for reading, adding, removing and merging', async () => {
    const alice = await activeCustomer(t, { firstName: 'Alice' })
    const bob = await activeCustomer(t, { firstName: 'Bob' })
    const [a, b] = products
    expectSuccess(await add(alice, a ?? ''))
    expectSuccess(await add(alice, b ?? ''))

    // bob has no list of his own, and alice's is not his
    expectError(await load(bob), 404, 'CHECKOUT__WISHLIST_NOT_FOUND')
    expectError(await remove(bob, a ?? ''), 404, 'CHECKOUT__WISHLIST_NOT_FOUND')

    // bob's own list is separate: adding alice's product is no duplicate, removing is his alone
    expectSuccess(await add(bob, a ?? ''))
    expectSuccess(await merge(bob, { productIds: [b] }))
    expectSuccess(await remove(bob, a ?? ''))
    expectError(await remove(bob, a ?? ''), 404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND')

    const aliceList = await load(alice, { 'total-count-mode': 'exact' })
    expect(ids(aliceList)).toEqual([b, a])
    expect(get(aliceList.body, 'wishlist', 'customerId')).toBe(alice.id)
    const bobList = await load(bob, { 'total-count-mode': 'exact' })
    expect(ids(bobList)).toEqual([b])
    expect(get(bobList.body, 'wishlist', 'customerId')).toBe(bob.id)
    expect(get(bobList.body, 'wishlist', 'id')).not.toBe(get(aliceList.body, 'wishlist', 'id'))
  })
})

describe('the storefront’s calls', () => {
  it('pages 15 at a time with includes and SEO URLs, and reads all ids in pages of 100', async () => {
    const c = await activeCustomer(t)
    // the login merge of a guest's local list, then the first page as the wishlist page asks for it
    expectSuccess(await merge(c, { productIds: products }))
    const page = async (n: number) => {
      const res = await call(t, 'POST', LOAD, {
        body: {
          page: n,
          limit: 15,
          'total-count-mode': 'exact',
          includes: { product: ['id', 'translated', 'calculatedPrice', 'cover', 'seoUrls', 'childCount'] },
        },
        headers: headers(c.token, { 'sw-include-seo-urls': 'true' }),
        partial: true,
      })
      expect(res.status).toBe(200)
      return res
    }
    const first = await page(1)
    const second = await page(2)
    expect(ids(first)).toHaveLength(15)
    expect(ids(second)).toHaveLength(1)
    expect(num(first.body, 'products', 'total')).toBe(16)
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(products))
    for (const element of arr(first.body, 'products', 'elements')) {
      expect(Object.keys(obj(element)).sort()).toEqual(
        ['apiAlias', 'calculatedPrice', 'childCount', 'cover', 'id', 'seoUrls', 'translated'].filter((key) =>
          Object.hasOwn(obj(element), key),
        ),
      )
      expect(get(element, 'translated', 'name')).toEqual(expect.any(String))
    }
    const allIds = await call(t, 'POST', LOAD, {
      body: { page: 1, limit: 100, 'total-count-mode': 'exact', includes: { product: ['id'] } },
      headers: headers(c.token),
      partial: true,
    })
    expect(ids(allIds)).toEqual([...ids(first), ...ids(second)])
  })
})

describe('a sales channel with the wishlist switched off', () => {
  it('answers 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED on every route', async () => {
    const c = await activeCustomer(t)
    expectSuccess(await add(c, products[0] ?? ''))
    db.prepare(
      "INSERT INTO system_config (config_key, sales_channel_id, value) VALUES ('core.cart.wishlistEnabled', '', 'false')",
    ).run()
    try {
      expectError(await load(c), 403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED')
      expectError(await add(c, products[1] ?? ''), 403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED')
      expectError(await remove(c, products[0] ?? ''), 403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED')
      expectError(await merge(c, { productIds: [products[1]] }), 403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED')
      // not logged in still comes first
      expectError(await load(null), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    } finally {
      db.prepare("DELETE FROM system_config WHERE config_key = 'core.cart.wishlistEnabled'").run()
    }
    expect(ids(await load(c, { 'total-count-mode': 'exact' }))).toEqual([products[0]])
  })
})

describe('the demo customer', () => {
  it('logs in and keeps a list across logins', async () => {
    const first = await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    expect(first.status).toBe(200)
    const id = products[3] ?? ''
    expectSuccess(await add(token(first), id))
    const second = await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    const res = await load(token(second), { 'total-count-mode': 'exact' })
    expect(ids(res)).toContain(id)
    expect(get(res.body, 'wishlist', 'customerId')).toBe(DEMO_CUSTOMER.id)
  })
})

describe('cleaning up', () => {
  it('drops the entries of a deleted product and the list of a deleted customer', async () => {
    const c = await activeCustomer(t)
    const [a, b] = products
    expectSuccess(await add(c, a ?? ''))
    expectSuccess(await add(c, b ?? ''))
    const listId = str(await load(c).then((r) => r.body), 'wishlist', 'id')
    const count = (sql: string, value: string) => Number(db.prepare(sql).pluck().get(value))
    expect(
      count('SELECT COUNT(*) FROM customer_wishlist_product WHERE customer_wishlist_id = ?', listId),
    ).toBe(2)

    db.prepare('DELETE FROM customer WHERE id = ?').run(c.id)
    expect(count('SELECT COUNT(*) FROM customer_wishlist WHERE id = ?', listId)).toBe(0)
    expect(
      count('SELECT COUNT(*) FROM customer_wishlist_product WHERE customer_wishlist_id = ?', listId),
    ).toBe(0)
  })

  it('removes a product from every list when the product row goes', () => {
    // a throw-away copy of the schema: the seeded catalogue's rows reference products from many tables
    const scratch = openDatabase(':memory:')
    try {
      scratch.pragma('foreign_keys = OFF')
      scratch.exec(
        `INSERT INTO product (id, product_number, tax_id, display_group, created_at) VALUES ('p1', 'P-1', 't', 'p1', 'x')`,
      )
      scratch.exec(
        `INSERT INTO customer_wishlist (id, customer_id, sales_channel_id, created_at) VALUES ('w1', 'c1', 's1', 'x')`,
      )
      scratch.exec(
        `INSERT INTO customer_wishlist_product (id, customer_wishlist_id, product_id, created_at) VALUES ('e1', 'w1', 'p1', 'x')`,
      )
      scratch.pragma('foreign_keys = ON')
      scratch.exec(`DELETE FROM product WHERE id = 'p1'`)
      expect(scratch.prepare('SELECT COUNT(*) FROM customer_wishlist_product').pluck().get()).toBe(0)
      expect(() =>
        scratch.exec(
          `INSERT INTO customer_wishlist_product (id, customer_wishlist_id, product_id, created_at) VALUES ('e2', 'w1', 'p1', 'x')`,
        ),
      ).toThrow(/FOREIGN KEY/)
    } finally {
      scratch.close()
    }
  })
})
