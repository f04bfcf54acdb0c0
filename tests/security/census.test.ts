import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import type { Backend } from '../../backend/app.ts'
import { parseTrustedProxies } from '../../backend/http/client-ip.ts'
import { openDatabase } from '../../backend/db/database.ts'
import { IDS, idFor } from '../../backend/lib/ids.ts'
import { standaloneFetch } from '../../backend/standalone.ts'
import { createTestBackend } from '../../backend/test-support/backend.ts'
import { activeCustomer } from '../../backend/tests/account-helpers.ts'
import { createApp } from '../../server/app.ts'
import { answerClientErrors } from '../../server/node-server.ts'
import { DEFAULT_PAGE_CACHE } from '../../server/page-cache-config.ts'
import { LOCAL_ORIGINS } from '../../server/test-support.ts'
import { createUpstream } from '../../server/upstream.ts'
import { DEFAULT_DOMAINS } from '../../src/domain/locale.ts'

/**
 * The redirect and body-limit census: every route of the storefront server and of the embedded
 * back end, read from their Hono route tables (`app.routes`), so a route added tomorrow is in it
 * without anyone remembering to add it here.
 *
 * 1. Body limit. Every route that accepts POST, PUT, PATCH or DELETE gets a 2 MiB body sent
 *    chunked (a stream, no Content-Length, so no size to refuse up front). It must answer 413, or
 *    refuse before reading (401, 403, 404, 405, 415, or any other 4xx with not a byte read), never
 *    2xx or 5xx; and the route may read at most the largest limit (1 MiB) plus the chunk in flight.
 *    What a route read is counted on the server's side of the socket (a wrapper around the
 *    request's body stream), because the client's count includes what the kernel buffers. The
 *    storefront server is asked for its own routes and for the back end's (it serves /store-api,
 *    the payment pages and the payment return on its origin); the back end is asked directly too,
 *    served the way `npm run backend` serves it, since the storefront's proxy shields it.
 * 2. Return URLs. Every route, with every hostile return URL below in each return parameter a
 *    route might read (query and body), the page routes of the router behind the storefront's
 *    catch-all, the native forms posted to a hostile path, and the payment return (finishUrl and
 *    errorUrl followed through the payment page to finalize-transaction): refused (4xx), or a
 *    Location on the shop: a path with one leading `/` and no control character or whitespace, or
 *    an absolute URL on one of the shop's own origins. Never a 5xx.
 */

const MIB = 1024 * 1024
const CENSUS_BODY_BYTES = 2 * MIB
const CHUNK_BYTES = 64 * 1024
/** The largest body limit (the proxy's and the Store API's 1 MiB) and the chunk that crossed it. */
const MAX_READ_BYTES = MIB + CHUNK_BYTES
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
const REFUSALS = new Set([401, 403, 404, 405, 415])
const CENSUS_HEADER = 'x-census-request'
const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const HOST = 'localhost:3000'
const ORIGIN = `http://${HOST}`

const HOSTILE_RETURN_URLS = [
  '//evil.example/x',
  '/\t/evil.example/x',
  '/\\evil.example',
  'https://evil.example/',
  '/%09/evil.example',
  'javascript:alert(1)',
  '/x\nSet-Cookie: a=b',
  '/x\u2028y',
  // A dot segment resolved after a check: `/.//evil.example` is `//evil.example` once parsed.
  '/.//evil.example',
]
const RETURN_PARAMS = ['redirect', 'finishUrl', 'errorUrl', 'redirectTo', 'returnUrl'] as const
/** The native forms' kinds that take different ways back (server/native-forms.ts), and one unknown. */
const NATIVE_FORMS = ['login', 'footer-newsletter', 'cart.add', 'census-unknown'] as const

interface Route {
  method: string
  path: string
}

interface Answer {
  status: number
  location: string | undefined
  body: string
}

// ---------------------------------------------------------------------------------------------
// The servers: the storefront as server/main.ts builds it (mailbox, page cache, client build) on
// the embedded back end, and the back end on its own as backend/standalone.ts serves it.

const readBytes = new Map<string, number>()

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>

/**
 * Counts the bytes the application reads of each census request's body. The stream only pulls when
 * the application reads (highWaterMark 0), so a route that never reads counts nothing.
 */
function countingReads(inner: Fetch): Fetch {
  return (request, env) => {
    const id = request.headers.get(CENSUS_HEADER)
    const source = request.body
    if (id === null || source === null) return inner(request, env)
    readBytes.set(id, 0)
    const reader = source.getReader()
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = await reader.read()
          if (next.done) {
            controller.close()
            return
          }
          readBytes.set(id, (readBytes.get(id) ?? 0) + next.value.byteLength)
          controller.enqueue(next.value)
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    )
    const init: RequestInit & { duplex: 'half' } = {
      method: request.method,
      headers: request.headers,
      body,
      duplex: 'half',
      signal: request.signal,
    }
    return inner(new Request(request.url, init), env)
  }
}

async function listen(fetch: Fetch): Promise<{ server: Server; port: number }> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server))
  })
  answerClientErrors(server)
  return { server, port: (server.address() as AddressInfo).port }
}

const test = await createTestBackend()
const upstream = await createUpstream(
  {
    kind: 'embedded',
    databasePath: test.databasePath,
    maintenance: false,
    storefrontUrls: { 'de-DE': ORIGIN, 'en-GB': 'http://en.localhost:3000', 'fr-FR': `${ORIGIN}/fr-FR` },
  },
  10_000,
  { createBackend: async () => test.backend },
)
const clientDir = mkdtempSync(join(tmpdir(), 'gartenwerk-census-client-'))
mkdirSync(join(clientDir, 'assets'))
writeFileSync(join(clientDir, 'assets', 'entry-a1b2c3.js'), 'console.log("entry")\n')
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n')
const storefrontApp = createApp({
  config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
  upstream,
  render: async () => (await import('../../src/entry-server.tsx')).render,
  assets: async () => ({ scripts: [{ src: '/assets/entry-a1b2c3.js' }], css: [], preloads: [] }),
  clientDir,
  devMailbox: true,
  pageCache: DEFAULT_PAGE_CACHE,
})
const storefront = await listen(
  countingReads((request, env) => storefrontApp.fetch(request, env as Record<string, unknown>)),
)
// Counted where the back end's app gets the request: standaloneFetch copies the request (to set
// X-Forwarded-For), and that copy pulls a chunk ahead whether or not a route ever reads.
const countBackend = countingReads((request) => test.backend.fetch(request))
const countedBackend: Backend = {
  ...test.backend,
  fetch: async (request) => countBackend(request, undefined),
}
const backendFetch = standaloneFetch(countedBackend, parseTrustedProxies(undefined))
const backend = await listen((request, env) =>
  backendFetch(request, env as Parameters<typeof backendFetch>[1]),
)

afterAll(async () => {
  for (const { server } of [storefront, backend]) {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  }
  upstream.close()
  rmSync(clientDir, { recursive: true, force: true })
})

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = openDatabase(test.databasePath, { migrate: false })
  try {
    return db.prepare<unknown[], T>(sql).all(...params)
  } finally {
    db.close()
  }
}

// ---------------------------------------------------------------------------------------------
// A logged-in customer for the requests, replaced when a route ended its session (logout, account
// deletion): a fresh registration costs a bcrypt hash, so it is made only when needed.

interface Session {
  email: string
  password: string
  token: string
  addressId: string
}

let current: Session | undefined

async function backendCall(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return test.backend.fetch(
    new Request(`http://embedded.invalid/store-api${path}`, {
      method,
      headers: {
        'sw-access-key': test.backend.accessKey,
        'sw-context-token': token,
        ...(body === undefined ? {} : { 'content-type': JSON_TYPE }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
}

async function session(): Promise<Session> {
  if (current) {
    const me = await backendCall('GET', '/account/customer', current.token)
    await me.body?.cancel()
    if (me.status === 200) return current
  }
  const customer = await activeCustomer(test)
  const address = query<{ id: string }>(
    'SELECT default_billing_address_id AS id FROM customer WHERE id = ?',
    customer.id,
  )[0]
  current = {
    email: customer.email,
    password: customer.password,
    token: customer.token,
    addressId: address?.id ?? '',
  }
  return current
}

// A product that can be bought (the seed has some only for show, or only as variants).
const productId =
  query<{ id: string }>("SELECT id FROM product WHERE product_number = 'GW-TEAK-OIL'")[0]?.id ?? ''
const categoryId =
  query<{ id: string }>(
    'SELECT id FROM category WHERE parent_id = ? ORDER BY id LIMIT 1',
    IDS.categoryMainRoot,
  )[0]?.id ?? ''

/** An order of the current session's customer, paid by card (the demo provider's hosted page). */
async function placeOrder(token: string): Promise<string> {
  const context = await backendCall('PATCH', '/context', token, { paymentMethodId: IDS.paymentCard })
  expect(context.status).toBe(200)
  const add = await backendCall('POST', '/checkout/cart/line-item', token, {
    items: [{ type: 'product', id: productId, referencedId: productId, quantity: 1 }],
  })
  expect(add.status).toBe(200)
  const order = await backendCall('POST', '/checkout/order', token, {})
  expect(order.status).toBe(200)
  return ((await order.json()) as { id: string }).id
}

/** A pending session of the demo payment page, for the routes under /demo-payment/:id. */
async function paymentSession(): Promise<string> {
  const { token } = await session()
  const orderId = await placeOrder(token)
  const handled = await backendCall('POST', '/handle-payment', token, {
    orderId,
    finishUrl: '/checkout/finish',
  })
  expect(handled.status).toBe(200)
  const { redirectUrl } = (await handled.json()) as { redirectUrl: string }
  return new URL(redirectUrl, ORIGIN).pathname.split('/').pop() ?? ''
}

const gatewaySession = await paymentSession()

// ---------------------------------------------------------------------------------------------
// Route tables and plausible parameter values.

const PARAMS: Record<string, () => string> = {
  productId: () => productId,
  categoryId: () => categoryId,
  navigationId: () => categoryId,
  activeId: () => categoryId,
  rootId: () => IDS.categoryMainRoot,
  countryId: () => IDS.countryDe,
  landingPageId: () => IDS.landingPageSale,
  paymentMethodId: () => IDS.paymentCard,
  addressId: () => current?.addressId ?? idFor('census', 'address'),
  lang: () => 'de-DE',
  file: () => 'sitemap-1.xml.gz',
  part: () => 'sitemap-1.xml',
  deepLinkCode: () => 'census-deep-link',
}

/** Fills a Hono route pattern: `:name` and `:name{regex}` with plausible values, `*` with a segment. */
function fill(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'census'
      if (!segment.startsWith(':')) return segment
      const brace = segment.indexOf('{')
      const name = brace < 0 ? segment.slice(1) : segment.slice(1, brace)
      const value =
        path.startsWith('/demo-payment/') && name === 'id'
          ? gatewaySession
          : path === '/store-api/cms/:id'
            ? IDS.cmsHomePage
            : (PARAMS[name]?.() ?? idFor('census', name))
      // A new pattern this census cannot fill fails here, not silently elsewhere.
      if (brace >= 0) expect(value, segment).toMatch(new RegExp(`^${segment.slice(brace + 1, -1)}$`))
      return value
    })
    .join('/')
}

function unique(routes: readonly Route[]): Route[] {
  const seen = new Map<string, Route>()
  for (const route of routes) seen.set(`${route.method} ${route.path}`, route)
  return [...seen.values()]
}

const storefrontRoutes = unique(storefrontApp.routes.map(({ method, path }) => ({ method, path })))
const backendRoutes = unique(test.backend.app.routes.map(({ method, path }) => ({ method, path })))

/** The methods a route answers that carry a body (ALL: every one of them). */
function bodyMethods(route: Route): string[] {
  if (route.method === 'ALL') return [...BODY_METHODS]
  return (BODY_METHODS as readonly string[]).includes(route.method) ? [route.method] : []
}

interface BodyTarget {
  server: 'storefront' | 'backend'
  method: string
  path: string
}

function bodyTargets(server: BodyTarget['server'], routes: readonly Route[]): BodyTarget[] {
  const seen = new Set<string>()
  const targets: BodyTarget[] = []
  for (const route of routes) {
    for (const method of bodyMethods(route)) {
      const key = `${method} ${route.path}`
      if (seen.has(key)) continue
      seen.add(key)
      targets.push({ server, method, path: route.path })
    }
  }
  return targets
}

// ---------------------------------------------------------------------------------------------
// Sending.

let sequence = 0

/**
 * Sends `bytes` of body chunked (Transfer-Encoding: chunked, no Content-Length, so there is no size
 * to refuse up front) over a fresh socket, and stops sending as soon as the answer starts: what a
 * client does whose server refused. A raw socket rather than fetch with a stream body: fetch fails
 * the whole call ("other side closed") when the server answers early and closes, as it should.
 */
function sendChunked(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  bytes: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    // `a` bytes: one long form field, or JSON that never parses; the limit comes first anyway.
    const frame = Buffer.concat([
      Buffer.from(`${CHUNK_BYTES.toString(16)}\r\n`),
      Buffer.alloc(CHUNK_BYTES, 0x61),
      Buffer.from('\r\n'),
    ])
    let answer = ''
    let sent = 0
    const pump = () => {
      while (answer === '' && sent < bytes) {
        sent += CHUNK_BYTES
        if (!socket.write(frame)) {
          socket.once('drain', pump)
          return
        }
      }
      if (answer === '') socket.write('0\r\n\r\n')
    }
    socket.on('connect', () => {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `host: ${HOST}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'transfer-encoding: chunked',
        'connection: close',
      ]
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      pump()
    })
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1')
    })
    // Writing into a connection the server closed after answering fails; the answer is what counts.
    socket.on('error', () => {})
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])
      if (status) resolve(status)
      else reject(new Error(`no answer to ${method} ${path}: ${JSON.stringify(answer.slice(0, 200))}`))
    })
  })
}

async function sendLargeBody(target: BodyTarget): Promise<{ status: number; read: number }> {
  const { token } = await session()
  const id = String(++sequence)
  const path = fill(target.path)
  const storeApi = path.startsWith('/store-api/')
  const headers: Record<string, string> =
    target.server === 'storefront'
      ? {
          origin: ORIGIN,
          'x-storefront': '1',
          cookie: `sw-locale=de-DE; sw-context-token=${token}`,
          'content-type': storeApi ? JSON_TYPE : FORM,
        }
      : {
          'sw-access-key': test.backend.accessKey,
          'sw-context-token': token,
          'content-type': storeApi ? JSON_TYPE : FORM,
        }
  headers[CENSUS_HEADER] = id
  const port = target.server === 'storefront' ? storefront.port : backend.port
  const status = await sendChunked(port, target.method, path, headers, CENSUS_BODY_BYTES)
  return { status, read: readBytes.get(id) ?? 0 }
}

/**
 * One request with full control of the request line (a hostile path as it is, control characters
 * included) over a fresh socket; Node's own answers (400 for a request line it cannot parse) count.
 */
function sendRaw(
  method: string,
  target: string,
  headers: Record<string, string>,
  body = '',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(storefront.port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      let location: string | undefined
      for (const line of lines) {
        const at = line.indexOf(':')
        if (line.slice(0, at).toLowerCase() === 'location') location = line.slice(at + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), location, body: rest.join('\r\n\r\n') })
    })
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `host: ${HOST}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ]
    // Not end(): a half-closed connection is one Node's server gives up on before a page is rendered.
    // `connection: close` has the server close it once it answered.
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'utf8'))
  })
}

async function send(
  method: string,
  path: string,
  options: { token?: string; body?: string; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'x-storefront': '1',
    cookie: options.token ? `sw-locale=de-DE; sw-context-token=${options.token}` : 'sw-locale=de-DE',
  }
  if (options.body !== undefined) headers['content-type'] = options.type ?? JSON_TYPE
  return sendRaw(method, path, headers, options.body)
}

// ---------------------------------------------------------------------------------------------
// The Location check.

const SHOP_ORIGINS = new Set(Object.values(LOCAL_ORIGINS.byHost))

/** Why a Location leaves the shop (or could, once a browser reads it); undefined when it stays. */
function offShop(location: string): string | undefined {
  if ([...location].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) >= 0x7f))
    return 'control character, whitespace or non-ASCII in Location'
  if (location.startsWith('/')) {
    return /^\/[^/\\]/.test(location) || location === '/' ? undefined : 'protocol-relative path'
  }
  let url: URL
  try {
    url = new URL(location)
  } catch {
    return 'neither a path nor an absolute URL'
  }
  if (!SHOP_ORIGINS.has(url.origin)) return `another origin (${url.origin})`
  return undefined
}

/** The problem with an answer to a hostile return URL, if any. */
function returnProblem(answer: Answer): string | undefined {
  if (answer.status >= 500 || !answer.status) return `answered ${answer.status}`
  if (answer.location === undefined) return undefined
  const problem = offShop(answer.location)
  return problem ? `${answer.status} Location ${JSON.stringify(answer.location)}: ${problem}` : undefined
}

function returnQuery(value: string): string {
  const params = new URLSearchParams()
  for (const name of RETURN_PARAMS) params.set(name, value)
  return params.toString()
}

function returnFields(value: string): Record<string, string> {
  return Object.fromEntries(RETURN_PARAMS.map((name) => [name, value]))
}

// ---------------------------------------------------------------------------------------------

describe('census: the route tables', () => {
  it('lists the routes of both apps, the body and redirect routes among them', () => {
    const listed = (routes: Route[]) => routes.map((route) => `${route.method} ${route.path}`)
    expect(listed(storefrontRoutes)).toEqual(
      expect.arrayContaining(['ALL /store-api/*', 'POST /*', 'GET /*', 'ALL /payment/finalize-transaction']),
    )
    expect(listed(backendRoutes)).toEqual(
      expect.arrayContaining([
        'POST /store-api/account/login',
        'POST /store-api/handle-payment',
        'POST /demo-payment/:id',
        'DELETE /store-api/account/customer',
      ]),
    )
    expect(backendRoutes.length).toBeGreaterThan(80)
  })
})

describe('census: a 2 MiB chunked body to every route that takes one', () => {
  const targets = [
    ...bodyTargets('storefront', [...storefrontRoutes, ...backendRoutes]),
    ...bodyTargets('backend', backendRoutes),
  ]

  it.each(targets.map((target) => [`${target.server} ${target.method} ${target.path}`, target] as const))(
    '%s: 413 or refused, never read whole',
    async (_label, target) => {
      const { status, read } = await sendLargeBody(target)
      const refused = REFUSALS.has(status) || (status >= 400 && status < 500 && read === 0)
      expect(status === 413 || refused, `answered ${status} after reading ${read} bytes`).toBe(true)
      expect(read, `answered ${status}`).toBeLessThanOrEqual(MAX_READ_BYTES)
    },
  )
})

describe('census: hostile return URLs', () => {
  /** Every route once per method it answers (ALL: GET and POST), the catch-all pages apart. */
  const routes = unique([...storefrontRoutes, ...backendRoutes])
    .filter((route) => route.path !== '/*' && route.method !== 'HEAD')
    .flatMap((route) =>
      (route.method === 'ALL' ? ['GET', 'POST'] : [route.method]).map((method) => ({
        method,
        path: route.path,
      })),
    )

  it.each(unique(routes).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: refused or back on the shop',
    async (_label, route) => {
      const problems: string[] = []
      for (const value of HOSTILE_RETURN_URLS) {
        const { token } = await session()
        const path = `${fill(route.path)}?${returnQuery(value)}`
        const form = !route.path.startsWith('/store-api/')
        const body =
          route.method === 'GET'
            ? undefined
            : form
              ? new URLSearchParams(returnFields(value)).toString()
              : JSON.stringify(returnFields(value))
        const answer = await send(route.method, path, { token, body, type: form ? FORM : JSON_TYPE })
        const problem = returnProblem(answer)
        if (problem) problems.push(`${JSON.stringify(value)}: ${problem}`)
      }
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
    },
  )

  // The storefront's catch-all GET is the router's pages: each page route, logged in and not (a
  // logged-in visitor on /login or /register is sent on to the return path).
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const pages = [...new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1] ?? ''))]
  it('finds the router’s pages', () => {
    expect(pages.length).toBeGreaterThan(20)
  })

  it.each(pages)('page %s: refused or back on the shop', async (page) => {
    const path = page
      .replace(/\/\$$/, '/Gartenmoebel')
      .replace(/\$[A-Za-z]+/g, (name) => idFor('census', name))
    const problems: string[] = []
    for (const value of HOSTILE_RETURN_URLS) {
      for (const token of [undefined, (await session()).token]) {
        const answer = await send('GET', `${path}?${returnQuery(value)}`, { token })
        const problem = returnProblem(answer)
        if (problem) problems.push(`${token ? 'logged in' : 'visitor'} ${JSON.stringify(value)}: ${problem}`)
      }
    }
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
  })

  it.each(NATIVE_FORMS)(
    'native form %s posted to a hostile path, or with a hostile redirect',
    async (form) => {
      const problems: string[] = []
      for (const value of HOSTILE_RETURN_URLS) {
        const { email, password, token } = await session()
        const fields = new URLSearchParams({
          _form: form,
          username: email,
          password,
          email,
          productId,
          quantity: '1',
          ...returnFields(value),
        }).toString()
        // As the request line's target, exactly as written (a page path a 404 page's footer form
        // posts back to), and as the login's return path.
        for (const target of [value, `/login?${returnQuery(value)}`]) {
          const answer = await send('POST', target, { token, body: fields, type: FORM })
          const problem = returnProblem(answer)
          if (problem) problems.push(`${JSON.stringify(target)}: ${problem}`)
        }
      }
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
    },
  )

  /**
   * handle-payment with `value` as finishUrl or errorUrl; when it is accepted, the shopper pays
   * (finishUrl) or cancels (errorUrl) on the provider's page, which leads to finalize-transaction,
   * whose redirect is where the URL given here ends up.
   */
  async function paymentReturn(
    key: 'finishUrl' | 'errorUrl',
    value: string,
    order: { token: string; id: string },
  ): Promise<{ handled: Answer; back?: Answer }> {
    const other =
      key === 'finishUrl' ? { errorUrl: '/checkout/payment-failed' } : { finishUrl: '/checkout/finish' }
    const handled = await send('POST', '/store-api/handle-payment', {
      token: order.token,
      body: JSON.stringify({ orderId: order.id, [key]: value, ...other }),
    })
    if (handled.status !== 200) return { handled }
    const gateway = new URL((JSON.parse(handled.body) as { redirectUrl: string }).redirectUrl, ORIGIN)
    const fields: Record<string, string> =
      key === 'finishUrl'
        ? { action: 'pay', name: 'Anna Lindner', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
        : { action: 'cancel' }
    const left = await send('POST', gateway.pathname, {
      body: new URLSearchParams(fields).toString(),
      type: FORM,
    })
    expect(left.status, 'the payment page leads back to the shop').toBe(303)
    const finalize = new URL(left.location ?? '/', ORIGIN)
    expect(finalize.pathname).toBe('/payment/finalize-transaction')
    return { handled, back: await send('GET', `${finalize.pathname}${finalize.search}`) }
  }

  async function newOrder(): Promise<{ token: string; id: string }> {
    const { token } = await session()
    return { token, id: await placeOrder(token) }
  }

  it.each(['finishUrl', 'errorUrl'] as const)(
    'the payment return is followed through: %s on the shop is where finalize-transaction leads',
    async (key) => {
      const target = key === 'finishUrl' ? '/checkout/finish?census=1' : '/checkout/payment-failed?census=1'
      const { handled, back } = await paymentReturn(key, target, await newOrder())
      expect(handled.status).toBe(200)
      expect(back?.status).toBe(302)
      expect(new URL(back?.location ?? '', ORIGIN).pathname).toBe(target.split('?')[0])
    },
  )

  it.each(['finishUrl', 'errorUrl'] as const)(
    'the payment return: %s refused, or the finalize redirect stays on the shop',
    async (key) => {
      const problems: string[] = []
      let order: { token: string; id: string } | undefined
      for (const value of HOSTILE_RETURN_URLS) {
        order ??= await newOrder()
        const { handled, back } = await paymentReturn(key, value, order)
        if (handled.status >= 400 && handled.status < 500) continue
        if (!back) {
          problems.push(`${JSON.stringify(value)}: handle-payment answered ${handled.status}`)
          continue
        }
        // The order is paid or its payment cancelled: the next value needs an order of its own.
        order = undefined
        const problem = returnProblem(back)
        if (problem) problems.push(`${JSON.stringify(value)}: accepted by handle-payment, then ${problem}`)
      }
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
    },
  )
})
