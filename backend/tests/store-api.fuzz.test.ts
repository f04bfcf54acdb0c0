import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'
import { countStatus, fuzzRuns, reportFuzz } from '../test-support/fuzz.ts'
import { activeCustomer, login, token as tokenOf } from './account-helpers.ts'
import { cartBackend, closeCartBackend, type CartBackend } from './cart-helpers.ts'
import { guest } from './checkout-helpers.ts'
import { handle, orderWith } from './payment-helpers.ts'
import { bodyOf, type FuzzBody, queryString } from './fuzz-arbitraries.ts'
import { bodyFor, isDocumented, queryFor, type SchemaHints } from './fuzz-schema.ts'
import {
  hexId,
  hostileString,
  languageHeader,
  malformedId,
  toQueryString,
  unicodeString,
} from './fuzz-values.ts'

/**
 * Every route the embedded back end registers (Store API, demo payment provider, payment return,
 * media), each with its share of the fuzz run: documented fields with hostile values (fuzz-schema.ts),
 * real and malformed path ids, broken JSON and wrong content types, as the demo customer, an
 * anonymous context, no context or a forged token. Every answer must be below 500; Store API answers
 * must be JSON in the contract's shape. After each route the back end must still serve a listing and
 * the customer's session must still work. FUZZ_SEED replays a run (the fuzz project prints it).
 */

const t: CartBackend = await cartBackend()
/** The back end's own table of routes: a new route is fuzzed without anyone listing it here. */
const ROUTES = [
  ...new Map(
    t.backend.app.routes
      .filter((r) => r.method !== 'ALL' && r.path !== '/store-api/*')
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
]

/** Routes that end, replace or take over the session they are called with get a throwaway customer. */
const SESSION_ENDING = new Set([
  'POST /store-api/account/login',
  'POST /store-api/account/logout',
  'POST /store-api/account/register',
  'POST /store-api/account/register-confirm',
  'POST /store-api/account/change-password',
  'POST /store-api/account/change-email',
  'POST /store-api/account/recovery-password-confirm',
  'DELETE /store-api/account/customer',
])

const FILE_ROUTES = /^\/store-api\/(?:sitemap\/|order\/download\/)/
const TRIMS_FIELDS = /"(includes|fields)"|(^|&)(includes|fields)(%5B|\[|=)/
type Session = 'customer' | 'anonymous' | 'none' | 'forged'

interface Known {
  hints: SchemaHints
  params: Record<string, string[]>
  demoToken: string
  anonymousToken: string
}

let known: Known
let sent = 0
let serverErrors = 0
const statuses: Record<string, number> = {}

const column = (sql: string): string[] =>
  t.db
    .prepare<[], { v: string }>(sql)
    .all()
    .map((r) => r.v)

beforeAll(async () => {
  const demo = tokenOf(await login(t, 'demo@gartenwerk.example', 'gartenwerk-demo'))
  const anonymous = await t.request('/store-api/context')
  // Card, PayPal and Apple Pay sessions at the demo provider, with their payment tokens.
  const payer = await guest(t)
  for (const method of [IDS.paymentCard, IDS.paymentPaypal, IDS.paymentApplePay]) {
    const order = await orderWith(t, payer, method)
    await handle(payer, String((order as { id: string }).id), { finishUrl: '/checkout/finish' })
  }
  const demoId = "(SELECT id FROM customer WHERE email = 'demo@gartenwerk.example')"
  const products = column('SELECT id AS v FROM product ORDER BY product_number LIMIT 40')
  const categories = column('SELECT id AS v FROM category ORDER BY id')
  const params: Record<string, string[]> = {
    productId: products,
    categoryId: categories,
    navigationId: [...categories, 'main-navigation', 'footer-navigation', 'service-navigation'],
    activeId: [...categories, 'main-navigation', 'footer-navigation'],
    rootId: [...categories.slice(0, 3), 'main-navigation', 'footer-navigation', 'service-navigation'],
    id: [...products.slice(0, 10), ...categories.slice(0, 10), ...column('SELECT id AS v FROM cms_page')],
    landingPageId: column('SELECT id AS v FROM landing_page'),
    countryId: column('SELECT id AS v FROM country ORDER BY id'),
    paymentMethodId: column('SELECT id AS v FROM payment_method ORDER BY id'),
    addressId: column(`SELECT id AS v FROM customer_address WHERE customer_id = ${demoId} ORDER BY id`),
    orderId: column(`SELECT id AS v FROM orders WHERE customer_id = ${demoId} ORDER BY id`),
    downloadId: column('SELECT id AS v FROM order_line_item_download ORDER BY id'),
    lang: ['de-DE', 'en-GB', 'fr-FR', IDS.languageDe],
    file: ['sitemap-1.xml.gz', 'sitemap-1.xml', 'pay.css', 'pay.js', 'card.js', 'apple-pay.js'],
    '*': column('SELECT path AS v FROM media ORDER BY id LIMIT 20'),
    gateway: column('SELECT id AS v FROM demo_payment_session ORDER BY id'),
    paymentToken: column('SELECT token AS v FROM payment_token ORDER BY token'),
  }
  const ids = [...new Set(Object.values(params).flat())].filter((v) => /^[0-9a-f]{32}$/.test(v)).sort()
  known = {
    hints: { ids },
    params,
    demoToken: demo,
    anonymousToken: anonymous.headers.get('sw-context-token') ?? '',
  }
})

afterAll(() => {
  closeCartBackend(t)
  reportFuzz({ name: 'store-api', shares: ['routes'], sent, serverErrors, statuses, targets: ROUTES.length })
})

/** A path parameter: usually a real value of its kind, otherwise an unknown, malformed or hostile one. */
function paramValue(name: string, routePath: string): fc.Arbitrary<string> {
  const kind = routePath.startsWith('/demo-payment/:id') ? 'gateway' : name
  const real = known.params[kind] ?? known.hints.ids
  const hostile = fc
    .oneof(hostileString, unicodeString)
    // Buffer round-trip replaces lone surrogates, which encodeURIComponent rejects.
    .map((s) => encodeURIComponent(Buffer.from(s.slice(0, 300)).toString()) || 'x')
  return fc.oneof(
    { weight: 6, arbitrary: real.length > 0 ? fc.constantFrom(...real) : hexId },
    { weight: 1, arbitrary: hexId },
    { weight: 1, arbitrary: malformedId },
    { weight: 2, arbitrary: hostile },
  )
}

function pathFor(routePath: string): fc.Arbitrary<string> {
  const names = [...routePath.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')
  if (names.length === 0) return fc.constant(routePath)
  return fc.tuple(...names.map((name) => paramValue(name, routePath))).map((values) => {
    let i = 0
    return routePath.replace(/:(\w+)|\*/g, () => values[i++] ?? '')
  })
}

/** Form posts to the provider's pages: the fields its forms have, with hostile values. */
const gatewayForm: fc.Arbitrary<FuzzBody> = fc
  .record(
    {
      action: fc.oneof(fc.constantFrom('pay', 'cancel', 'approve', ''), hostileString),
      name: fc.oneof(hostileString, unicodeString),
      number: fc.oneof(
        fc.constantFrom('4242424242424242', '4000 0000 0000 0002', '5555555555554444'),
        hostileString,
      ),
      expiry: fc.oneof(fc.constantFrom('12/30', '01/20', '13/99', '00/00'), hostileString),
      cvc: fc.oneof(fc.constantFrom('123', '12', '1234'), hostileString),
      paymentData: fc.oneof(fc.constant('{"token":"x"}'), hostileString),
    },
    { requiredKeys: [] },
  )
  .map((form) => ({
    text: new URLSearchParams(
      Object.entries(form).map(([k, v]) => [k, Buffer.from(v).toString()]),
    ).toString(),
    contentType: 'application/x-www-form-urlencoded',
  }))

interface FuzzRequest {
  method: string
  path: string
  query: string
  body: FuzzBody | undefined
  session: Session
  forged: string
  languageId: string | undefined
}

function requestsFor(method: string, routePath: string): fc.Arbitrary<FuzzRequest> {
  const template = routePath.replace(/^\/store-api/, '').replace(/:(\w+)/g, '{$1}')
  const storeApi = routePath.startsWith('/store-api/')
  const isFinalize = routePath === '/payment/finalize-transaction'
  const query: fc.Arbitrary<string> = isFinalize
    ? fc
        .oneof(
          { weight: 3, arbitrary: fc.constantFrom(...(known.params.paymentToken ?? ['x'])) },
          hostileString.map((s) => Buffer.from(s.slice(0, 200)).toString()),
        )
        .map((token) => new URLSearchParams({ _sw_payment_token: token }).toString())
    : fc.oneof(
        { weight: 3, arbitrary: queryFor(method, template, known.hints).map(toQueryString) },
        { weight: 1, arbitrary: queryString },
        { weight: 2, arbitrary: fc.constant('') },
      )
  const body: fc.Arbitrary<FuzzBody | undefined> =
    method === 'GET' || method === 'HEAD'
      ? fc.constant(undefined)
      : storeApi
        ? fc.option(bodyOf(bodyFor(method, template, known.hints)), { freq: 8, nil: undefined })
        : fc.option(gatewayForm, { freq: 4, nil: undefined })
  return fc.record({
    method: fc.constant(method),
    path: pathFor(routePath),
    query,
    body,
    session: fc.constantFrom<Session>(
      'customer',
      'customer',
      'customer',
      'anonymous',
      'anonymous',
      'none',
      'forged',
    ),
    forged: fc.stringMatching(/^[!-~]{1,80}$/),
    languageId: languageHeader([IDS.languageDe, IDS.languageEn, IDS.languageFr]),
  })
}

function describeRequest(r: FuzzRequest): string {
  const body = r.body ? ` [${r.body.contentType ?? 'no content-type'}] ${r.body.text.slice(0, 300)}` : ''
  return `${r.method} ${r.path.slice(0, 300)}${r.query ? `?${r.query.slice(0, 300)}` : ''} (${r.session})${body}`
}

async function check(r: FuzzRequest, template: string, customerToken: string): Promise<void> {
  const headers = new Headers({ 'sw-access-key': t.backend.accessKey })
  const token =
    r.session === 'customer'
      ? customerToken
      : r.session === 'anonymous'
        ? known.anonymousToken
        : r.session === 'forged'
          ? r.forged
          : ''
  if (token) headers.set('sw-context-token', token)
  if (r.languageId !== undefined) headers.set('sw-language-id', r.languageId)
  if (r.body?.contentType !== undefined) headers.set('content-type', r.body.contentType)
  const init: RequestInit = { method: r.method, headers }
  if (r.body) init.body = r.body.text
  sent++
  const response = await t.backend.fetch(
    new Request(`http://localhost${r.path}${r.query ? `?${r.query}` : ''}`, init),
  )
  const text = await response.text()
  countStatus(statuses, response.status)
  const label = `${describeRequest(r)}\n→ ${response.status} ${text.slice(0, 600)}`
  if (response.status >= 500) {
    serverErrors++
    throw new Error(`server error for ${label}`)
  }
  if (!r.path.startsWith('/store-api/')) return
  const json = response.headers.get('content-type')?.includes('application/json') ?? false
  if (!json) {
    // Sitemap files and downloads are files and some writes answer without a body; errors are JSON.
    if (response.status >= 400 || (text !== '' && !FILE_ROUTES.test(r.path)))
      throw new Error(`answer is not JSON for ${label}`)
    return
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error(`answer is not JSON for ${label}`)
  }
  try {
    // Errors in Shopware's error document; successes in the operation's documented shape (unless
    // `includes`/`fields` asked for a partial one, as a real Shopware allows).
    if (response.status >= 400) expectErrorResponse(response.status, parsed)
    else if (isDocumented(r.method, template) && !TRIMS_FIELDS.test(`${r.query} ${r.body?.text ?? ''}`))
      expectValidResponse(r.method, template, response.status, parsed)
  } catch (error) {
    throw new Error(`${(error as Error).message}\nrequest: ${label}`)
  }
}

/** The back end still answers normally, and (unless the route ends sessions) the customer is still in. */
async function expectHealthy(customerToken: string): Promise<void> {
  const listing = await t.request(`/store-api/product-listing/${known.params.categoryId?.[0]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"limit":1}',
  })
  expect(listing.status).toBe(200)
  const me = await t.request('/store-api/account/customer', {
    headers: { 'sw-context-token': customerToken },
  })
  expect(me.status).toBe(200)
}

describe('fuzzing every route of the embedded back end', () => {
  it('knows the routes', () => {
    expect(ROUTES.length).toBeGreaterThan(80)
    for (const route of ['POST /store-api/checkout/order', 'POST /store-api/handle-payment', 'GET /media/*'])
      expect(ROUTES.map((r) => `${r.method} ${r.path}`)).toContain(route)
  })

  for (const route of ROUTES) {
    const key = `${route.method} ${route.path}`
    it(key, async () => {
      const template = route.path.replace(/^\/store-api/, '').replace(/:(\w+)/g, '{$1}')
      const own = SESSION_ENDING.has(key) ? (await activeCustomer(t)).token : known.demoToken
      await fc.assert(
        fc.asyncProperty(requestsFor(route.method, route.path), (r) => check(r, template, own)),
        fuzzRuns('routes', { divide: ROUTES.length, min: 8 }),
      )
      await expectHealthy(SESSION_ENDING.has(key) ? known.demoToken : own)
    })
  }
})
