import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'
import { countStatus, fuzzRuns, reportFuzz } from '../test-support/fuzz.ts'
import { activeCustomer, type Customer } from './account-helpers.ts'
import { bodyOf, criteria, type FuzzBody } from './fuzz-arbitraries.ts'
import { plausibleCriteria } from './fuzz-plausible.ts'
import { anyJson, hexId, hostileString, pathId } from './fuzz-values.ts'
import { arr, call, str } from './helpers.ts'

/**
 * Property test for the wishlist routes of a logged-in customer: hostile criteria, path ids and merge
 * bodies must never produce a 5xx, every answer must be JSON in the contract's shape, and the list
 * must still read afterwards. FUZZ_SEED replays a run (the fuzz project prints it).
 */

const TRIMS_FIELDS = /"(includes|fields)"/

let t: TestBackend
let customer: Customer
let productIds: string[] = []
let sent = 0
let serverErrors = 0
const statuses: Record<string, number> = {}

interface FuzzRequest {
  method: 'POST' | 'DELETE'
  template: string
  path: string
  body?: FuzzBody
}

async function check(r: FuzzRequest): Promise<void> {
  const headers = new Headers({ 'sw-access-key': t.backend.accessKey, 'sw-context-token': customer.token })
  if (r.body?.contentType !== undefined) headers.set('content-type', r.body.contentType)
  const init: RequestInit = { method: r.method, headers }
  if (r.body) init.body = r.body.text
  sent++
  const response = await t.backend.fetch(new Request(`http://localhost/store-api${r.path}`, init))
  const text = await response.text()
  countStatus(statuses, response.status)
  const label = `${r.method} ${r.path} ${r.body?.text.slice(0, 300) ?? ''}\n→ ${response.status} ${text.slice(0, 600)}`
  if (response.status >= 500) {
    serverErrors++
    throw new Error(`server error for ${label}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`answer is not JSON for ${label}`)
  }
  try {
    if (response.status >= 400) expectErrorResponse(response.status, json)
    if (response.status >= 400 || !TRIMS_FIELDS.test(r.body?.text ?? '')) {
      expectValidResponse(r.method, r.template, response.status, json)
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\nrequest: ${label}`)
  }
}

async function expectHealthy(): Promise<void> {
  const res = await call(t, 'POST', '/customer/wishlist', {
    body: { 'total-count-mode': 'exact' },
    headers: { 'sw-context-token': customer.token },
  })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  t = await createTestBackend()
  customer = await activeCustomer(t)
  const listing = await call(t, 'POST', '/product', { body: { limit: 10 } })
  productIds = arr(listing.body, 'elements').map((p) => str(p, 'id'))
  for (const id of productIds.slice(0, 3)) {
    const res = await call(t, 'POST', `/customer/wishlist/add/${id}`, {
      headers: { 'sw-context-token': customer.token },
      template: '/customer/wishlist/add/{productId}',
    })
    expect(res.status).toBe(200)
  }
})
afterAll(() => {
  t.backend.close()
  reportFuzz({
    name: 'wishlist',
    shares: ['wishlistCriteria', 'wishlistIds', 'wishlistMerge'],
    sent,
    serverErrors,
    statuses,
    targets: 4,
  })
})

describe('fuzzing the wishlist routes', () => {
  it('POST /customer/wishlist with hostile criteria', async () => {
    const body = bodyOf(
      fc.oneof(
        { weight: 2, arbitrary: plausibleCriteria(productIds) },
        { weight: 1, arbitrary: criteria },
        {
          weight: 1,
          arbitrary: fc.record(
            { page: anyJson, limit: anyJson, 'total-count-mode': anyJson, ids: anyJson },
            { requiredKeys: [] },
          ),
        },
      ),
    )
    await fc.assert(
      fc.asyncProperty(body, (b) =>
        check({ method: 'POST', template: '/customer/wishlist', path: '/customer/wishlist', body: b }),
      ),
      fuzzRuns('wishlistCriteria'),
    )
    await expectHealthy()
  }, 120_000)

  it('add and delete with hostile path ids', async () => {
    const arb = fc.record({ id: pathId(productIds), remove: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(arb, ({ id, remove }) =>
        remove
          ? check({
              method: 'DELETE',
              template: '/customer/wishlist/delete/{productId}',
              path: `/customer/wishlist/delete/${id}`,
            })
          : check({
              method: 'POST',
              template: '/customer/wishlist/add/{productId}',
              path: `/customer/wishlist/add/${id}`,
            }),
      ),
      fuzzRuns('wishlistIds'),
    )
    await expectHealthy()
  }, 120_000)

  it('POST /customer/wishlist/merge with hostile bodies', async () => {
    const entry = fc.oneof(fc.constantFrom(...productIds), hexId, hostileString, anyJson)
    const body = bodyOf(
      fc.oneof(
        { weight: 3, arbitrary: fc.record({ productIds: fc.array(entry, { maxLength: 6 }) }) },
        { weight: 1, arbitrary: fc.record({ productIds: anyJson }) },
        { weight: 1, arbitrary: fc.dictionary(hostileString, anyJson, { maxKeys: 3 }) },
      ),
    )
    await fc.assert(
      fc.asyncProperty(body, (b) =>
        check({
          method: 'POST',
          template: '/customer/wishlist/merge',
          path: '/customer/wishlist/merge',
          body: b,
        }),
      ),
      fuzzRuns('wishlistMerge'),
    )
    await expectHealthy()
    const planned = (['wishlistCriteria', 'wishlistIds', 'wishlistMerge'] as const).reduce(
      (sum, share) => sum + fuzzRuns(share).numRuns,
      0,
    )
    expect(sent).toBeGreaterThanOrEqual(planned)
  }, 120_000)
})
