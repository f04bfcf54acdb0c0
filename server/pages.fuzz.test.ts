import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../backend/db/database.ts'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { countStatus, fuzzRuns, reportFuzz } from '../backend/test-support/fuzz.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

/**
 * Every page route of the storefront (read from the generated route tree, so a new page is fuzzed
 * without anyone listing it) through the real server, SSR entry and embedded back end: real and
 * hostile path parameters and SEO paths, hostile search parameters (listing filters, search terms,
 * return paths, recovery hashes), odd hosts, cookies, languages and user agents, other methods, as
 * the logged-in demo customer, a visitor or with a forged token. No answer may be a 5xx, every
 * answer must arrive in time, and the shop must serve its home page and the customer's account
 * afterwards. FUZZ_SEED replays a run (the fuzz project prints it).
 */

interface RouteNode {
  options?: { path?: string }
  children?: Record<string, RouteNode> | RouteNode[]
}

/** Full paths of the route tree (`/account` + `/address`), the root left out. */
function fullPaths(node: RouteNode, parent = ''): string[] {
  const own = node.options?.path
  const path = own === undefined ? parent : `${parent.replace(/\/$/, '')}${own}` || '/'
  const children = Object.values(node.children ?? {})
  return [...(own === undefined ? [] : [path]), ...children.flatMap((child) => fullPaths(child, path))]
}

const { routeTree } = await import('../src/routeTree.gen.ts')
const PAGES = [...new Set(fullPaths(routeTree as unknown as RouteNode))].sort()

let test: TestBackend
let app: ReturnType<typeof createApp>
let demoToken = ''
let seoPaths: string[] = []
let orderIds: string[] = []
let sent = 0
let serverErrors = 0
const statuses: Record<string, number> = {}

beforeAll(async () => {
  test = await createTestBackend()
  const backend = test.backend
  app = createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: {
      mode: 'embedded',
      accessKey: backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => backend.fetch(request), 10_000),
      paymentGateway: backend.paymentGateway,
      close() {},
    },
    render: async () => (await import('../src/entry-server.tsx')).render,
    assets: async () => ({ scripts: [{ src: '/assets/entry.js' }], css: [], preloads: [] }),
  })
  const login = await backend.fetch(
    new Request('http://localhost/store-api/account/login', {
      method: 'POST',
      headers: { 'sw-access-key': backend.accessKey, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }),
    }),
  )
  demoToken = login.headers.get('sw-context-token') ?? ''
  const db = openDatabase(test.databasePath, { migrate: false })
  try {
    seoPaths = db
      .prepare<[], { p: string }>(
        'SELECT seo_path_info AS p FROM seo_url WHERE is_canonical = 1 ORDER BY seo_path_info LIMIT 40',
      )
      .all()
      .map((r) => r.p)
    orderIds = db
      .prepare<[], { id: string }>(
        "SELECT id FROM orders WHERE customer_id = (SELECT id FROM customer WHERE email = 'demo@gartenwerk.example') ORDER BY id",
      )
      .all()
      .map((r) => r.id)
  } finally {
    db.close()
  }
})

afterAll(() => {
  test?.backend.close()
  reportFuzz({ name: 'pages', shares: ['pages'], sent, serverErrors, statuses, targets: PAGES.length + 1 })
})

/** A string that survives URL building (lone surrogates replaced), capped. */
const safe = (s: string) => Buffer.from(s.slice(0, 400)).toString()
const hostile = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR '1'='1",
    '../../etc/passwd',
    '%00',
    '\u202e',
    '🪑',
    'x'.repeat(5_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
)
const returnPaths = fc.constantFrom(
  '/account/order',
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  '/account?x=<script>',
)
const number = fc.oneof(
  fc.integer({ min: -3, max: 60 }),
  fc.constantFrom('0', '-1', '1e9', '99999999999999999999', 'NaN', '1.5', ''),
)

/** Query parameters the page routes read, with hostile values, plus stray ones. */
const query = fc
  .record(
    {
      search: hostile,
      p: number,
      page: number,
      limit: number,
      order: fc.oneof(fc.constantFrom('name-asc', 'price-desc', 'topseller', 'nope'), hostile),
      'min-price': number,
      'max-price': number,
      properties: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}(\|[0-9a-f]{32})?$/), hostile),
      manufacturer: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), hostile),
      rating: number,
      redirect: returnPaths,
      hash: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), hostile),
      em: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), hostile),
    },
    { requiredKeys: [] },
  )
  .chain((known) => fc.dictionary(hostile, hostile, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known })))
  .map((params) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) search.append(safe(key), safe(String(value)))
    return search.toString()
  })

/** A concrete path for a route pattern: `$` from SEO paths or hostile segments, `$orderId` from orders. */
function pathFor(pattern: string): fc.Arbitrary<string> {
  const segment = hostile.map((s) => encodeURIComponent(safe(s)) || 'x')
  const fill = (name: string): fc.Arbitrary<string> =>
    name === '$'
      ? fc.oneof(
          { weight: 3, arbitrary: seoPaths.length > 0 ? fc.constantFrom(...seoPaths) : segment },
          { weight: 1, arbitrary: fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/')) },
          { weight: 1, arbitrary: fc.constantFrom('navigation/0', 'detail/zz', 'landingPage/', '%2e%2e/x') },
        )
      : fc.oneof(
          { weight: 3, arbitrary: orderIds.length > 0 ? fc.constantFrom(...orderIds) : segment },
          fc.stringMatching(/^[0-9a-f]{32}$/),
          segment,
        )
  const names = pattern.match(/\$\w*/g) ?? []
  const base = fc.tuple(...names.map(fill)).map((values) => {
    let i = 0
    return pattern.replace(/\$\w*/g, () => values[i++] ?? '')
  })
  return fc
    .tuple(base, fc.constantFrom('', '', '', '/fr-FR'), fc.constantFrom('', '', '/'))
    .map(
      ([path, prefix, slash]) =>
        `${prefix}${path === '/' && prefix ? '' : path}${slash}`.replace(/\/{2,}/g, '/') || '/',
    )
}

interface PageRequest {
  method: string
  path: string
  query: string
  host: string
  cookie: string
  acceptLanguage: string | undefined
  userAgent: string | undefined
}

function requests(path: fc.Arbitrary<string>): fc.Arbitrary<PageRequest> {
  const token = fc.constantFrom('demo', 'demo', 'none', 'forged')
  const locale = fc.constantFrom('de-DE', 'en-GB', 'fr-FR', 'xx-XX', '', '<b>')
  return fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST'),
    path,
    query: fc.oneof(query, fc.constant('')),
    host: fc.constantFrom(
      'localhost:3000',
      'localhost:3000',
      'en.localhost:3000',
      'evil.example',
      'localhost:1',
    ),
    cookie: fc.tuple(locale, token).map(([l, t]) => {
      const parts = l ? [`sw-locale=${encodeURIComponent(l)}`] : []
      if (t === 'demo') parts.push(`sw-context-token=${demoToken}`)
      if (t === 'forged') parts.push('sw-context-token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      return parts.join('; ')
    }),
    acceptLanguage: fc.option(fc.constantFrom('fr-FR,fr;q=0.9', 'en', '*', 'xx, ;q=abc', 'de-DE'), {
      nil: undefined,
    }),
    userAgent: fc.option(fc.constantFrom('Mozilla/5.0', 'Googlebot/2.1', ''), { nil: undefined }),
  })
}

async function check(r: PageRequest): Promise<void> {
  const headers = new Headers({ host: r.host })
  if (r.cookie) headers.set('cookie', r.cookie)
  if (r.acceptLanguage !== undefined) headers.set('accept-language', r.acceptLanguage)
  if (r.userAgent !== undefined) headers.set('user-agent', r.userAgent)
  sent++
  const url = `http://localhost:3000${r.path}${r.query ? `?${r.query}` : ''}`
  const response = await app.request(url, { method: r.method, headers })
  const body = await response.text()
  countStatus(statuses, response.status)
  if (response.status >= 500) {
    serverErrors++
    throw new Error(
      `${r.method} ${url.slice(0, 400)} (${r.cookie}) → ${response.status}\n${body.slice(0, 400)}`,
    )
  }
}

async function expectHealthy(): Promise<void> {
  const home = await app.request('http://localhost:3000/', { headers: { cookie: 'sw-locale=de-DE' } })
  expect(home.status).toBe(200)
  await home.text()
  const account = await app.request('http://localhost:3000/account/order', {
    headers: { cookie: `sw-locale=de-DE; sw-context-token=${demoToken}` },
  })
  expect(account.status).toBe(200)
  await account.text()
}

// A render must finish: one that hangs fails its run instead of the whole file's time limit.
const DEADLINE = { timeout: 30_000 }

describe('fuzzing every page route of the storefront server', () => {
  it('knows the page routes', () => {
    for (const page of ['/', '/$', '/search', '/login', '/account/order/$orderId', '/checkout/cart'])
      expect(PAGES).toContain(page)
  })

  it('answers an order address that cannot be an order id with the 404 page, as an unknown order', async () => {
    for (const id of ['x', 'ABCDEF0123456789ABCDEF0123456789', '0'.repeat(33)]) {
      const response = await app.request(`http://localhost:3000/account/order/${id}`, {
        headers: { cookie: `sw-locale=de-DE; sw-context-token=${demoToken}` },
      })
      await response.text()
      expect(response.status, id).toBe(404)
    }
  })

  it('a literal % in a path is a page not found, not a 500 (found with seed 99158467)', async () => {
    for (const path of ['/%25', '/%25/%00', '/x/%25', '/Gartentische/%25E']) {
      const response = await app.request(`http://localhost:3000${path}`)
      await response.text()
      expect(response.status, path).toBe(404)
    }
  })

  for (const page of PAGES) {
    it(page, async () => {
      const runs = fuzzRuns('pages', { divide: PAGES.length + 1, min: 3 })
      await fc.assert(fc.asyncProperty(requests(pathFor(page)), check), { ...runs, ...DEADLINE })
      await expectHealthy()
    })
  }

  it('any path at all', async () => {
    const anyPath = fc
      .array(
        fc.oneof(
          hostile.map((s) => encodeURIComponent(safe(s))),
          fc.constantFrom('..', '.', '%2F', '%5C', ''),
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((segments) => `/${segments.join('/')}`)
    const runs = fuzzRuns('pages', { divide: PAGES.length + 1, min: 3 })
    await fc.assert(fc.asyncProperty(requests(anyPath), check), { ...runs, ...DEADLINE })
    await expectHealthy()
  })
})
