import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import httpProxy from 'http-proxy'
import { templateDatabasePath } from '../../backend/test-support/template-path.ts'
import { tr } from '../fixtures/catalog.ts'
import { E2E_MEDIA_DIR, E2E_PORTS } from '../fixtures/servers.ts'
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

function start(command: string[], env: Record<string, string>): void {
  const [file, ...args] = command
  const child = spawn(file ?? 'node', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
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
  }
  start(['node', '--import', 'tsx', 'server/main.ts'], {
    ...storefront,
    PORT: String(E2E_PORTS.replicaA),
  })
  start(['node', '--import', 'tsx', 'server/main.ts'], {
    ...storefront,
    PORT: String(E2E_PORTS.replicaB),
    STOREFRONT_DIST: SECOND_BUILD,
  })
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
