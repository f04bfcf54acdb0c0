import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import httpProxy from 'http-proxy'
import { IDS, idFor } from '../../backend/lib/ids.ts'
import { templateDatabasePath } from '../../backend/test-support/template-path.ts'
import { tr } from '../fixtures/catalog.ts'
import { E2E_LOG_DIR, E2E_MEDIA_DIR, E2E_PORTS } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Two storefront processes, each from its own build of this commit (dist/ and a second build in
// dist/replica), on one standalone back end, behind a round-robin proxy (http-proxy) on one port: a
// shopper browses, logs in, fills the basket and reloads while every request may land on either
// replica. No sticky sessions: the token lives in the cookie, the state in the shared back end, and
// both builds must name the same hashed assets. The second replica's server bundle is built anew;
// its client files are a copy of dist/client, which `npm test` has just shown to be byte for byte
// what a second client build makes (scripts/check-reproducible-build.ts), so it is not built twice.

const run = promisify(execFile)
const PROXY = `http://localhost:${E2E_PORTS.replicaProxy}`
const DATA_DIR = path.join(tmpdir(), `gartenwerk-e2e-${E2E_PORTS.replicaBackend}`)
const SECOND_BUILD = 'dist/replica'
const DEMO_EMAIL = 'demo@gartenwerk.example'
const DEMO_PASSWORD = 'gartenwerk-demo'
const DEMO_FIRST_NAME = 'Anna'

const processes: ChildProcess[] = []
let proxyServer: Server | undefined
/** Which replica answered each proxied request, in order. */
const answeredBy: number[] = []

function start(command: string[], env: Record<string, string>): ChildProcess {
  const [file, ...args] = command
  // Its log lines go where npm test scans the e2e servers' logs (E2E_LOG_DIR).
  mkdirSync(E2E_LOG_DIR, { recursive: true })
  const log = openSync(
    path.join(E2E_LOG_DIR, `replicas-${env.PORT ?? 'process'}-${processes.length}.log`),
    'w',
  )
  const child = spawn(file ?? 'node', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'inherit'],
  })
  closeSync(log)
  processes.push(child)
  return child
}

/** Varnish with the shipped VCL (deploy/varnish/default.vcl), its backends the two replicas. */
function startVarnish(): void {
  const dir = path.join(DATA_DIR, 'varnish')
  mkdirSync(dir, { recursive: true })
  const backends = REPLICAS.map(
    (port, index) => `backend replica${index + 1} {
    .host = "127.0.0.1";
    .port = "${port}";
    .probe = readiness;
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
}`,
  ).join('\n')
  writeFileSync(
    path.join(dir, 'backends.vcl'),
    `probe readiness {
    .url = "/readyz";
    .interval = 500ms;
    .timeout = 400ms;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}
${backends}
sub vcl_init {
    new storefront = directors.round_robin();
${REPLICAS.map((_, index) => `    storefront.add_backend(replica${index + 1});`).join('\n')}
}
`,
  )
  const deploy = path.resolve('deploy/varnish')
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-a',
      `127.0.0.1:${E2E_PORTS.replicaVarnish}`,
      '-f',
      path.join(deploy, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:${deploy}`,
      '-n',
      path.join(dir, 'work'),
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  processes.push(child)
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      await response.body?.cancel()
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const BACKEND = `http://127.0.0.1:${E2E_PORTS.replicaBackend}`
const VARNISH = `http://localhost:${E2E_PORTS.replicaVarnish}`
const REPLICAS = [E2E_PORTS.replicaA, E2E_PORTS.replicaB]
/** The shop secret the back end signs its webhooks with and the replicas check them against. */
const WEBHOOK_SECRET = 'e2e-webhook-secret'
const ADMIN = { client_id: 'e2e-integration', client_secret: 'e2e-integration-secret' }
/** The replicas' processes, by port: the Varnish journeys stop them. */
const replicaProcesses = new Map<number, ChildProcess>()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  mkdirSync(DATA_DIR, { recursive: true })
  // On a copy of the seeded template the Vitest run left, as the other e2e servers (it seeds its
  // own database when there is none).
  const template = templateDatabasePath()
  if (existsSync(template)) copyFileSync(template, path.join(DATA_DIR, 'shop.sqlite'))
  // The back end first; the second replica's files meanwhile.
  // Its media URLs are absolute on its own public origin, as Shopware's are; the storefronts reach it
  // by that origin too, so their CSP admits those images (an http origin other than the endpoint's
  // would need PUBLIC_URL on the back end to match).
  start(['node', '--import', 'tsx', 'backend/main.ts'], {
    PORT: String(E2E_PORTS.replicaBackend),
    PUBLIC_URL: BACKEND,
    DATABASE_PATH: path.join(DATA_DIR, 'shop.sqlite'),
    MEDIA_DIR: E2E_MEDIA_DIR,
    // Each replica keeps pages in its own memory: both hear of every change.
    WEBHOOK_URLS: REPLICAS.map((port) => `http://127.0.0.1:${port}/_storefront/webhooks`).join(','),
    WEBHOOK_SECRET,
    ADMIN_CLIENT_ID: ADMIN.client_id,
    ADMIN_CLIENT_SECRET: ADMIN.client_secret,
  })
  await Promise.all([
    cp(path.join(process.env.STOREFRONT_DIST ?? 'dist', 'client'), `${SECOND_BUILD}/client`, {
      recursive: true,
    }),
    run('npx', [
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      `${SECOND_BUILD}/server`,
      '--logLevel',
      'warn',
    ]),
    waitFor(`${BACKEND}/store-api/context`, 120_000),
  ])
  const storefront = {
    STORE_API_ENDPOINT: BACKEND,
    STORE_API_ACCESS_KEY: 'SWSCGWDEMOSTOREFRONTKEY001',
    PUBLIC_URL: PROXY,
    NODE_ENV: 'production',
    WEBHOOK_SECRET,
    VARNISH_PURGE_URLS: `http://127.0.0.1:${E2E_PORTS.replicaVarnish}/`,
  }
  replicaProcesses.set(
    E2E_PORTS.replicaA,
    start(['node', '--import', 'tsx', 'server/main.ts'], {
      ...storefront,
      PORT: String(E2E_PORTS.replicaA),
    }),
  )
  replicaProcesses.set(
    E2E_PORTS.replicaB,
    start(['node', '--import', 'tsx', 'server/main.ts'], {
      ...storefront,
      PORT: String(E2E_PORTS.replicaB),
      STOREFRONT_DIST: SECOND_BUILD,
    }),
  )
  startVarnish()
  const targets = [E2E_PORTS.replicaA, E2E_PORTS.replicaB]
  const proxy = httpProxy.createProxyServer({ xfwd: false })
  proxy.on('error', (_error, _request, response) => {
    if ('writeHead' in response && !response.headersSent) response.writeHead(502)
    response.end()
  })
  let next = 0
  proxyServer = createServer((request, response) => {
    const index = next++ % targets.length
    answeredBy.push(index)
    proxy.web(request, response, { target: `http://127.0.0.1:${targets[index]}` })
  })
  await new Promise<void>((resolve) => proxyServer?.listen(E2E_PORTS.replicaProxy, resolve))
  await Promise.all(targets.map((port) => waitFor(`http://127.0.0.1:${port}/build-info.json`, 60_000)))
  await waitFor(`${VARNISH}/build-info.json`, 30_000)
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => (proxyServer ? proxyServer.close(() => resolve()) : resolve()))
  for (const child of processes) child.kill('SIGTERM')
  rmSync(SECOND_BUILD, { recursive: true, force: true })
  rmSync(DATA_DIR, { recursive: true, force: true })
})

test('a shopper browses, logs in, fills the basket and reloads across two replicas', async ({ page }) => {
  test.setTimeout(90_000)
  const locale = 'de-DE'
  const failed: string[] = []
  // Pages, scripts, styles, images and fonts: Store API answers may be a 4xx by design (a customer
  // without a wishlist yet is a 404), and a navigation cancels the preloads of the page it leaves.
  const ASSETS = new Set(['document', 'script', 'stylesheet', 'image', 'font'])
  page.on('response', (response) => {
    if (ASSETS.has(response.request().resourceType()) && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? ''
    if (ASSETS.has(request.resourceType()) && error !== 'net::ERR_ABORTED')
      failed.push(`failed ${request.url()}: ${error}`)
  })

  // Browse: home, then a product found by the search, each page through either replica.
  await page.goto(`${PROXY}/`)
  await waitForHydration(page)
  await expectAccessible(page)
  await page.goto(`${PROXY}/search?search=GW-COVER-CHAIRS`)
  await waitForHydration(page)
  await expectAccessible(page)
  const main = page.getByRole('main')
  await main.locator('.product-card').first().getByRole('link').first().click()
  // The search is a document page: the card's link is a page load, through either replica.
  await expect(page).not.toHaveURL(/\/search/)
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  const productUrl = page.url()
  await waitForHydration(page)
  await expectAccessible(page)

  // Log in (the token cookie is set by whichever replica answers), then fill the basket.
  await page.goto(`${PROXY}/login`)
  await waitForHydration(page)
  await expectAccessible(page)
  await main.getByLabel(tr(locale, 'E-mail address'), { exact: true }).fill(DEMO_EMAIL)
  await main.getByLabel(tr(locale, 'Password'), { exact: true }).fill(DEMO_PASSWORD)
  await main.getByRole('button', { name: tr(locale, 'Log in') }).click()
  await expect(page).toHaveURL(/\/account/)
  await waitForHydration(page)
  await expectAccessible(page)
  await page.goto(productUrl)
  await waitForHydration(page)
  const header = page.getByRole('banner')
  const count = header.getByTestId('header-cart-count')
  // The badge is left out while the basket is empty.
  const before = (await count.count()) > 0 ? Number(await count.getAttribute('data-count')) : 0
  await main
    .getByRole('button', { name: new RegExp(tr(locale, 'Add to cart')) })
    .first()
    .click()
  await expect(count).toHaveAttribute('data-count', String(before + 1))

  // Reloads alternate between the replicas: the same basket and the same customer on both.
  for (let reload = 0; reload < 4; reload += 1) {
    await page.reload()
    await waitForHydration(page)
    await expect(count).toHaveAttribute('data-count', String(before + 1))
    await expect(header).toContainText(DEMO_FIRST_NAME)
  }

  expect(failed).toEqual([])
  // Both replicas answered a good share of the requests.
  expect(answeredBy.filter((index) => index === 0).length).toBeGreaterThan(5)
  expect(answeredBy.filter((index) => index === 1).length).toBeGreaterThan(5)
})

// Varnish (deploy/varnish/default.vcl) in front of the same two replicas, on the same back end: what
// it keeps, what it never keeps, purges driven by the back end's webhooks, and replicas that go away.

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }
const STORE_API_HEADERS = { ...JSON_HEADERS, 'sw-access-key': 'SWSCGWDEMOSTOREFRONTKEY001' }

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-language': 'de-DE', ...headers } })
  return { response, html: await response.text(), cache: response.headers.get('x-cache') }
}

/** A page as Varnish keeps it: asked until it is a hit (the first ask may be the miss that stores it). */
async function cachedPage(url: string): Promise<void> {
  await expect(async () => expect((await page(url)).cache).toBe('HIT')).toPass({ timeout: 10_000 })
}

async function storeApi(path: string, body: unknown, token?: string) {
  const response = await fetch(`${BACKEND}/store-api${path}`, {
    method: 'POST',
    headers: { ...STORE_API_HEADERS, ...(token ? { 'sw-context-token': token } : {}) },
    body: JSON.stringify(body),
  })
  expect(response.status, `POST ${path}`).toBeLessThan(300)
  return { token: response.headers.get('sw-context-token') ?? token, body: await response.json() }
}

async function admin(method: 'PATCH', path: string, body: unknown): Promise<void> {
  const grant = await fetch(`${BACKEND}/api/oauth/token`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ grant_type: 'client_credentials', ...ADMIN }),
  })
  expect(grant.status).toBe(200)
  const { access_token } = (await grant.json()) as { access_token: string }
  const response = await fetch(`${BACKEND}/api${path}`, {
    method,
    headers: { ...JSON_HEADERS, authorization: `Bearer ${access_token}` },
    body: JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}: ${await response.text()}`).toBe(204)
}

/** The storefront path of a product page (its SEO URL, as a shopper follows it). */
async function productPath(id: string): Promise<string> {
  const response = await fetch(`${VARNISH}/detail/${id}`, { redirect: 'manual' })
  await response.body?.cancel()
  const location = response.headers.get('location')
  return location ? new URL(location, VARNISH).pathname : `/detail/${id}`
}

/** Waits until `check` holds for the page, and answers how long that took. */
async function visibleWithin(url: string, check: (html: string) => boolean): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (check((await page(url)).html)) return Date.now() - started
    if (Date.now() - started > 10_000) throw new Error(`${url} did not change within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test('Varnish keeps anonymous pages, never a shopper’s with other prices or a form’s outcome', async () => {
  const listing = `${VARNISH}/Gartentische/Esstische`
  await cachedPage(listing)
  const hit = await page(listing)
  expect(hit.response.headers.get('cache-control')).toContain('s-maxage')
  expect(hit.response.headers.get('xkey'), 'the tags stay in Varnish').toBeNull()
  // A visitor with a token but default prices gets the same kept page.
  expect((await page(listing, { cookie: 'sw-context-token=abcdef0123456789' })).cache).toBe('HIT')
  const context = await fetch(`${BACKEND}/store-api/context`, { headers: STORE_API_HEADERS })
  const token = context.headers.get('sw-context-token') ?? ''
  await context.body?.cancel()
  const shopperCookies = [
    `sw-context-token=${token}; sw-cache-hash=chf-net-0123`,
    'sw-form-result=eyJraW5kIjoibmV3c2xldHRlciJ9',
  ]
  for (const cookie of shopperCookies) {
    for (let ask = 0; ask < 2; ask += 1) {
      const own = await page(listing, { cookie })
      expect(own.cache, cookie).toBe('MISS')
      // The shopper's own page (prices of their own): private, so nothing may keep it either.
      if (cookie.includes('sw-cache-hash')) {
        expect(own.response.headers.get('cache-control')).toContain('private')
      }
    }
  }
})

test('an order that sells out a closeout product shows it sold out on the next anonymous request', async () => {
  const closeouts = await storeApi('/product', {
    filter: [
      { type: 'equals', field: 'isCloseout', value: true },
      { type: 'equals', field: 'available', value: true },
    ],
    limit: 5,
  })
  const elements = (closeouts.body as { elements: Array<{ id: string; parentId: string | null }> }).elements
  const variant = elements.find((element) => element.parentId) ?? elements[0]
  expect(variant, 'a closeout product in stock').toBeDefined()
  const id = variant?.id ?? ''
  await admin('PATCH', `/product/${id}`, { stock: 1 })
  const productUrl = `${VARNISH}${await productPath(id)}`
  const crumbs = await fetch(`${BACKEND}/store-api/breadcrumb/${id}`, { headers: STORE_API_HEADERS })
  const breadcrumbs = (await crumbs.json()) as Array<{ path: string }>
  const categoryUrl = `${VARNISH}/${breadcrumbs.at(-1)?.path ?? ''}`
  await cachedPage(productUrl)
  await cachedPage(categoryUrl)
  expect((await page(productUrl)).html).not.toContain('data-available="false"')

  const { token } = await storeApi('/account/register', {
    guest: true,
    accountType: 'private',
    salutationId: idFor('salutation', 'mrs'),
    firstName: 'Vera',
    lastName: 'Varnish',
    email: `varnish-${Date.now()}@example.com`,
    acceptedDataProtection: true,
    storefrontUrl: PROXY,
    billingAddress: { countryId: IDS.countryDe, street: 'Cacheweg 1', zipcode: '20095', city: 'Hamburg' },
  })
  await storeApi(
    '/checkout/cart/line-item',
    { items: [{ type: 'product', referencedId: id, quantity: 1 }] },
    token ?? '',
  )
  await storeApi('/checkout/order', {}, token ?? '')

  const soldOutAfter = await visibleWithin(productUrl, (html) => html.includes('data-available="false"'))
  expect(soldOutAfter, 'ms until the product page shows it sold out').toBeLessThan(1_000)
  expect((await page(categoryUrl)).cache, 'the category page was purged too').toBe('MISS')
})

test('a price changed through the back end shows on the next request', async () => {
  const listed = await storeApi('/product', {
    filter: [{ type: 'equals', field: 'isCloseout', value: false }],
    limit: 1,
  })
  const id = (listed.body as { elements: Array<{ id: string }> }).elements[0]?.id ?? ''
  const productUrl = `${VARNISH}${await productPath(id)}`
  await cachedPage(productUrl)
  const gross = 987.65
  await admin('PATCH', `/product/${id}`, {
    price: [
      { currencyId: IDS.currencyEur, gross, net: Math.round((gross / 1.19) * 100) / 100, linked: true },
    ],
  })
  const shownAfter = await visibleWithin(productUrl, (html) => html.includes('987,65'))
  expect(shownAfter, 'ms until the new price shows').toBeLessThan(1_000)
})

/** Sends `count` page requests, `parallel` at a time, through Varnish; answers the failed ones. */
async function shoppers(count: number, parallel = 4): Promise<string[]> {
  const urls = ['/', '/Gartentische/Esstische', '/search?search=Stuhl', '/store-api/context']
  const failed: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const url = `${VARNISH}${urls[next++ % urls.length]}`
        try {
          const response = await fetch(url, { headers: { 'accept-language': 'de-DE', ...STORE_API_HEADERS } })
          await response.arrayBuffer()
          if (response.status >= 400) failed.push(`${response.status} ${url}`)
        } catch (error) {
          failed.push(`${url}: ${String(error)}`)
        }
      }
    }),
  )
  return failed
}

async function restartReplica(port: number): Promise<void> {
  replicaProcesses.set(
    port,
    start(['node', '--import', 'tsx', 'server/main.ts'], {
      STORE_API_ENDPOINT: BACKEND,
      STORE_API_ACCESS_KEY: 'SWSCGWDEMOSTOREFRONTKEY001',
      PUBLIC_URL: PROXY,
      NODE_ENV: 'production',
      WEBHOOK_SECRET,
      VARNISH_PURGE_URLS: `http://127.0.0.1:${E2E_PORTS.replicaVarnish}/`,
      PORT: String(port),
      ...(port === E2E_PORTS.replicaB ? { STOREFRONT_DIST: SECOND_BUILD } : {}),
    }),
  )
  await waitFor(`http://127.0.0.1:${port}/readyz`, 60_000)
  // Varnish sends it requests again once its probe saw it ready (two good answers of three).
  const name = `replica${REPLICAS.indexOf(port) + 1}`
  await expect(async () => {
    const { stdout } = await run('varnishadm', ['-n', path.join(DATA_DIR, 'varnish', 'work'), 'backend.list'])
    expect(stdout.split('\n').find((line) => line.includes(`.${name} `)) ?? '').toMatch(/healthy/i)
  }).toPass({ timeout: 10_000 })
}

test('a replica shut down with SIGTERM drains with no failed request', async () => {
  test.setTimeout(60_000)
  const running = shoppers(200)
  await new Promise((resolve) => setTimeout(resolve, 200))
  replicaProcesses.get(E2E_PORTS.replicaB)?.kill('SIGTERM')
  expect(await running).toEqual([])
  await restartReplica(E2E_PORTS.replicaB)
})

test('a replica killed with SIGKILL is taken out by the probe; shoppers see no error', async () => {
  test.setTimeout(60_000)
  replicaProcesses.get(E2E_PORTS.replicaA)?.kill('SIGKILL')
  // Reads are asked again of the other replica at once (vcl_backend_error); the probe (every
  // 500 ms, two failures of three) takes the dead one out within about a second.
  expect(await shoppers(120)).toEqual([])
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(await shoppers(120)).toEqual([])
})
