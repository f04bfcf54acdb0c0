import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend } from '../test-support/backend.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'
import { countStatus, fuzzRuns, reportFuzz } from '../test-support/fuzz.ts'
import {
  bodyOf,
  contextPatch,
  criteria,
  type FuzzBody,
  nestedFilter,
  queryString,
} from './fuzz-arbitraries.ts'
import { plausibleCriteria } from './fuzz-plausible.ts'
import { hostileString, languageHeader, pathId, toQueryString } from './fuzz-values.ts'

const LANGUAGES = [IDS.languageDe, IDS.languageEn, IDS.languageFr]

/**
 * Property test: malformed criteria in depth against listing, search, suggest and context (about a
 * quarter of the fuzz run, see test-support/fuzz.ts). Every answer must be < 500, parse as JSON and
 * match the contract (Shopware's error document for 4xx, the operation's schema for 2xx), and the
 * server must keep answering a normal request. FUZZ_SEED replays a run (the fuzz project prints it).
 */

type TestBackend = Awaited<ReturnType<typeof createTestBackend>>

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PATCH'
  template: string
  path: string
  query?: string
  body?: FuzzBody
  languageId?: string | undefined
}

const SHARES = [
  'listingPost',
  'listingGet',
  'searchPost',
  'searchGet',
  'suggestPost',
  'suggestGet',
  'context',
] as const
const TRIMS_FIELDS = /"(includes|fields)"|(^|&)(includes|fields)(%5B|\[|=)/

let shop: TestBackend
let contextToken = ''
let categoryIds: string[] = []
/** real ids (categories, manufacturers, property options) found in the seeded shop */
let knownIds: string[] = []
let sent = 0
let serverErrors = 0
const statuses: Record<string, number> = {}

function describeRequest(r: FuzzRequest): string {
  const query = r.query ? `?${r.query.slice(0, 300)}` : ''
  const body = r.body ? ` [${r.body.contentType ?? 'no content-type'}] ${r.body.text.slice(0, 300)}` : ''
  return `${r.method} /store-api${r.path}${query}${body}`
}

async function send(r: FuzzRequest): Promise<Response> {
  const headers = new Headers({ 'sw-access-key': shop.backend.accessKey, 'sw-context-token': contextToken })
  if (r.body?.contentType !== undefined) headers.set('content-type', r.body.contentType)
  if (r.languageId !== undefined) headers.set('sw-language-id', r.languageId)
  const url = `http://localhost/store-api${r.path}${r.query ? `?${r.query}` : ''}`
  const init: RequestInit = { method: r.method, headers }
  if (r.body && r.method !== 'GET') init.body = r.body.text
  sent++
  const response = await shop.backend.fetch(new Request(url, init))
  countStatus(statuses, response.status)
  return response
}

/** Sends and judges one request; throws (failing the property) with the request that broke. */
async function check(r: FuzzRequest): Promise<void> {
  const response = await send(r)
  const text = await response.text()
  const label = `${describeRequest(r)}\n→ ${response.status} ${text.slice(0, 600)}`
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
    // `includes`/`fields` legitimately strip required fields (a real Shopware does the same), so
    // such successful answers are only checked for being JSON, not against the full schema.
    if (response.status >= 400 || !TRIMS_FIELDS.test(`${r.query ?? ''} ${r.body?.text ?? ''}`)) {
      expectValidResponse(r.method, r.template, response.status, json)
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\nrequest: ${label}`)
  }
}

/** A plain listing request must still succeed: the server survived what came before. */
async function expectHealthy(): Promise<void> {
  const r: FuzzRequest = {
    method: 'POST',
    template: '/product-listing/{categoryId}',
    path: `/product-listing/${categoryIds[0]}`,
    body: { text: '{"limit":2}', contentType: 'application/json' },
  }
  const response = await send(r)
  expect(response.status).toBe(200)
  expectValidResponse(r.method, r.template, 200, await response.json())
}

/** Ids of entities in an answer: elements, aggregation entities and their options. */
function idsIn(value: unknown, depth = 0): string[] {
  if (depth > 4 || typeof value !== 'object' || value === null) return []
  const own = 'id' in value && typeof value.id === 'string' ? [value.id] : []
  return [...own, ...Object.values(value).flatMap((v) => idsIn(v, depth + 1))]
}

beforeAll(async () => {
  shop = await createTestBackend()
  const nav = await send({ method: 'GET', template: '', path: '/navigation/main-navigation/main-navigation' })
  contextToken = nav.headers.get('sw-context-token') ?? ''
  const tree: unknown = await nav.json()
  categoryIds = Array.isArray(tree) ? tree.flatMap((c) => idsIn(c, 4)) : []
  if (categoryIds.length === 0) throw new Error('no categories in main navigation: cannot fuzz the listing')
  const listing = await send({
    method: 'POST',
    template: '',
    path: `/product-listing/${categoryIds[0]}`,
    body: { text: '{"limit":5}', contentType: 'application/json' },
  })
  knownIds = [...new Set([...categoryIds, ...idsIn(await listing.json())])]
})

afterAll(() => {
  shop?.backend.close()
  reportFuzz({
    name: 'listing-search',
    shares: [...SHARES],
    sent,
    serverErrors,
    statuses,
    targets: 7,
  })
})

/** Two thirds well-formed criteria with hostile values, one third structurally broken criteria. */
const anyCriteria = () =>
  fc.oneof({ weight: 2, arbitrary: plausibleCriteria(knownIds) }, { weight: 1, arbitrary: criteria })
const anyQuery = () =>
  fc.oneof(
    { weight: 1, arbitrary: plausibleCriteria(knownIds).map(toQueryString) },
    { weight: 1, arbitrary: queryString },
  )

describe('fuzzing listing, search and context', () => {
  it('POST /product-listing/{categoryId} with hostile criteria', async () => {
    const arb = fc.record({
      id: pathId(categoryIds),
      body: bodyOf(anyCriteria()),
      languageId: languageHeader(LANGUAGES),
    })
    await fc.assert(
      fc.asyncProperty(arb, ({ id, body, languageId }) =>
        check({
          method: 'POST',
          template: '/product-listing/{categoryId}',
          path: `/product-listing/${id}`,
          body,
          languageId,
        }),
      ),
      fuzzRuns('listingPost'),
    )
    await expectHealthy()
  }, 120_000)

  it('GET /product-listing/{categoryId} with hostile query strings', async () => {
    const arb = fc.record({ id: pathId(categoryIds), query: anyQuery() })
    await fc.assert(
      fc.asyncProperty(arb, ({ id, query }) =>
        check({
          method: 'GET',
          template: '/product-listing/{categoryId}',
          path: `/product-listing/${id}`,
          query,
        }),
      ),
      fuzzRuns('listingGet'),
    )
    await expectHealthy()
  }, 120_000)

  for (const [endpoint, postRuns, getRuns] of [
    ['/search', 'searchPost', 'searchGet'],
    ['/search-suggest', 'suggestPost', 'suggestGet'],
  ] as const) {
    it(`POST ${endpoint} with hostile terms and criteria`, async () => {
      const withTerm = fc.tuple(anyCriteria(), hostileString).map(([c, search]) => ({ search, ...c }))
      const arb = fc.record({ body: bodyOf(withTerm), languageId: languageHeader(LANGUAGES) })
      await fc.assert(
        fc.asyncProperty(arb, ({ body, languageId }) =>
          check({ method: 'POST', template: endpoint, path: endpoint, body, languageId }),
        ),
        fuzzRuns(postRuns),
      )
      await expectHealthy()
    }, 120_000)

    it(`GET ${endpoint} with hostile query strings`, async () => {
      const arb = fc.oneof(
        anyQuery(),
        hostileString.map((term) => new URLSearchParams({ search: Buffer.from(term).toString() }).toString()),
      )
      await fc.assert(
        fc.asyncProperty(arb, (query) => check({ method: 'GET', template: endpoint, path: endpoint, query })),
        fuzzRuns(getRuns),
      )
      await expectHealthy()
    }, 120_000)
  }

  it('PATCH /context with wrong types, unknown ids and broken JSON', async () => {
    const known = [
      IDS.languageDe,
      IDS.languageEn,
      IDS.currencyEur,
      IDS.currencyChf,
      IDS.countryDe,
      IDS.countryCh,
    ]
    await fc.assert(
      fc.asyncProperty(bodyOf(contextPatch(known)), (body) =>
        check({ method: 'PATCH', template: '/context', path: '/context', body }),
      ),
      fuzzRuns('context'),
    )
    await expectHealthy()
  }, 120_000)

  it('survives a very deep filter and a large body', async () => {
    // Built as text: JSON.stringify itself overflows the stack at this depth; JSON.parse does not.
    const depth = 50_000
    const leaf = JSON.stringify(nestedFilter(0))
    const deep = `{"filter":[${'{"type":"multi","queries":['.repeat(depth)}${leaf}${']}'.repeat(depth)}]}`
    // Valid but bulky: a long term and 5,000 well-formed ids (malformed ones would make the server
    // list thousands of errors, which is fine, but ajv's uniqueItems check on them is quadratic).
    const ids = Array.from({ length: 5_000 }, (_, i) => i.toString(16).padStart(32, '0'))
    const large = JSON.stringify({ search: 'x'.repeat(1_000), ids })
    for (const text of [deep, large]) {
      await check({
        method: 'POST',
        template: '/search',
        path: '/search',
        body: { text, contentType: 'application/json' },
      })
    }
    await expectHealthy()
  }, 60_000)

  it('sent the planned share of the run', () => {
    const planned = SHARES.reduce((sum, share) => sum + fuzzRuns(share).numRuns, 0)
    expect(sent).toBeGreaterThanOrEqual(planned)
  })
})
