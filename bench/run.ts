/**
 * `npm run bench`: front-end figures for the pages in bench/pages.ts, against the PRODUCTION build.
 * It builds nothing itself: run `npm run build` first. It starts server/main.ts on port 3250 with a
 * fresh seeded database, then per page measures
 *   - gzip size of the JS and CSS the server-rendered HTML references, of the JS needed to hydrate
 *     (judged against the budget) and of all JS loaded in the Lighthouse run,
 *   - Lighthouse 12 performance score, LCP, TBT, CLS (mobile, simulated throttling, Debian Chromium),
 *   - SSR throughput (requests/s, p50/p99) with autocannon on 127.0.0.1 (with a shopper's token
 *     cookie, so every request renders; catalogue pages also without one, from the page cache),
 * then the time from "add to cart" to the mini cart's new total (median of 20 adds in Chromium),
 * the JavaScript the checkout route adds to what the home page loads, and (after stopping the
 * server) the Store API's place-order p95 with a 20-line cart (bench/api.ts --only place-order),
 * prints PASS/FAIL per target and writes bench/results/bench.json. A missed target never fails the
 * process; only a bench that cannot run (no build, server does not start) exits non-zero.
 *
 * Options: --port N (3250), --duration S (10), --connections N (10), --skip-lighthouse,
 * --skip-place-order, --pages /,/checkout (only these paths of bench/pages.ts; the checkout route's
 * added JS needs / and /checkout).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type AssetGroup, assetsReferencedBy, measure } from './lib/assets.ts'
import { type CartLatencyFigures, measureCartLatency } from './lib/cart-latency.ts'
import { filledCartCookie } from './lib/filled-cart.ts'
import { scriptsNeededToHydrate } from './lib/hydration.ts'
import { type LighthouseFigures, runLighthouse } from './lib/lighthouse.ts'
import { type LoadFigures, loadTest } from './lib/load.ts'
import { startProductionServer } from './lib/server.ts'
import { BENCH_PAGES, type BenchPage, type BenchTargets, DEFAULT_TARGETS } from './pages.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist', 'client')
// The de-DE domain without the first-visit redirect: the redirect is not part of the page.
const HEADERS = { 'accept-language': 'de-DE' }

interface TargetResult {
  name: string
  value: number | null
  limit: string
  pass: boolean
}

interface PageResult {
  name: string
  path: string
  status: number
  initial: { js: AssetGroup; css: AssetGroup }
  /** JS requested until network idle without prefetching or interaction (bench/lib/hydration.ts). */
  hydrate?: AssetGroup
  /** Everything loaded once the visitor has moved over and tabbed into the page (not judged). */
  afterInteraction?: AssetGroup
  hydrateError?: string
  loaded?: { js: AssetGroup; css: AssetGroup }
  lighthouse?: LighthouseFigures
  lighthouseError?: string
  /** Rendered for every request: measured with a shopper's token cookie (never cached). */
  ssr?: LoadFigures
  /** Catalogue pages without a token: the in-process page cache (what a CDN would give). */
  cached?: LoadFigures
  targets: TargetResult[]
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10

function evaluateTargets(page: PageResult, targets: BenchTargets): TargetResult[] {
  const lh = page.lighthouse
  // Initial JS = what the browser needs to render and hydrate the page (the entry, the route chunks
  // imported while hydrating, the locale's catalog), not only what the HTML names up front; the
  // larger of the two. Speculative prefetches after load are printed apart, not judged.
  const jsKb = kb(Math.max(page.hydrate?.gzip ?? 0, page.initial.js.gzip))
  return [
    {
      name: page.hydrate ? 'JS needed to hydrate (gzip KB)' : 'initial JS referenced by the HTML (gzip KB)',
      value: jsKb,
      limit: `< ${targets.initialJsKb}`,
      pass: jsKb < targets.initialJsKb,
    },
    {
      name: 'Lighthouse performance',
      value: lh?.performance ?? null,
      limit: `>= ${targets.performance}`,
      pass: lh?.performance != null && lh.performance >= targets.performance,
    },
    {
      name: 'CLS',
      value: lh?.cls ?? null,
      limit: `< ${targets.cls}`,
      pass: lh?.cls != null && lh.cls < targets.cls,
    },
  ]
}

/**
 * Lighthouse sometimes fails to record the trace (NO_NAVSTART and similar run-time errors) and says
 * to run it again: one retry, then the error is reported as the result.
 */
async function lighthouseWithRetry(url: string, headers: Record<string, string>): Promise<LighthouseFigures> {
  const first = await runLighthouse(url, headers)
  if (!first.runtimeError) return first
  console.log(`  Lighthouse: ${first.runtimeError}; running it again`)
  return runLighthouse(url, headers)
}

/** A visitor's token cookie (an empty basket): the proxy sets it on the first Store API call. */
async function shopperCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/store-api/context`, { headers: HEADERS })
  await response.arrayBuffer()
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sw-context-token='))
  if (!cookie) throw new Error('/store-api/context set no sw-context-token cookie')
  return cookie.split(';')[0] ?? ''
}

async function benchPage(
  origin: string,
  page: BenchPage,
  options: Options,
  headers: Record<string, string> = HEADERS,
): Promise<PageResult> {
  const response = await fetch(`${origin}${page.path}`, { headers, redirect: 'manual' })
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, expected 200`)
  const referenced = assetsReferencedBy(html)
  const result: PageResult = {
    name: page.name,
    path: page.path,
    status: response.status,
    initial: { js: measure(clientDir, referenced.js), css: measure(clientDir, referenced.css) },
    targets: [],
  }
  // Warm-up: the first renders pay for module loading and cold caches, which no visitor after the
  // first one sees.
  for (let i = 0; i < 5; i++) await (await fetch(`${origin}${page.path}`, { headers })).arrayBuffer()
  try {
    const scripts = await scriptsNeededToHydrate(`${origin}${page.path}`, headers)
    const inBuild = (paths: string[]) => paths.filter((p) => p.startsWith('/assets/'))
    result.hydrate = measure(clientDir, inBuild(scripts.hydrate))
    result.afterInteraction = measure(clientDir, inBuild(scripts.afterInteraction))
  } catch (error) {
    result.hydrateError = error instanceof Error ? error.message : String(error)
  }
  if (!options.skipLighthouse) {
    try {
      result.lighthouse = await lighthouseWithRetry(`${origin}${page.path}`, headers)
      const inBuild = (paths: string[]) => paths.filter((p) => p.startsWith('/assets/'))
      result.loaded = {
        js: measure(clientDir, inBuild(result.lighthouse.loaded.js)),
        css: measure(clientDir, inBuild(result.lighthouse.loaded.css)),
      }
    } catch (error) {
      result.lighthouseError = error instanceof Error ? error.message : String(error)
    }
  }
  const loopback = `${origin.replace('localhost', '127.0.0.1')}${page.path}`
  // A page without a token comes from the page cache; with one it is rendered each time.
  const shopper = headers.cookie ? headers : { ...headers, cookie: await shopperCookie(origin) }
  result.ssr = await loadTest(loopback, shopper, options.duration, options.connections)
  if (!page.withCart) result.cached = await loadTest(loopback, headers, options.duration, options.connections)
  result.targets = evaluateTargets(result, { ...DEFAULT_TARGETS, ...page.targets })
  return result
}

function print(result: PageResult): void {
  const lh = result.lighthouse
  const fmt = (value: number | null | undefined, digits = 0) =>
    value == null ? 'n/a' : value.toFixed(digits)
  console.log(`\n## ${result.name} (${result.path})`)
  console.log(
    `  initial JS  ${kb(result.initial.js.gzip)} KB gzip (${kb(result.initial.js.bytes)} KB raw, ${result.initial.js.files.length} files)`,
  )
  console.log(
    `  initial CSS ${kb(result.initial.css.gzip)} KB gzip (${result.initial.css.files.length} files)`,
  )
  if (result.hydrate) {
    console.log(
      `  JS needed to hydrate ${kb(result.hydrate.gzip)} KB gzip (${result.hydrate.files.length} files: ${result.hydrate.files.map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')})`,
    )
  }
  if (result.afterInteraction) {
    console.log(
      `  JS after the first interaction ${kb(result.afterInteraction.gzip)} KB gzip (${result.afterInteraction.files.length} files; islands and the actor system, not judged)`,
    )
  }
  if (result.hydrateError) console.log(`  JS needed to hydrate: not measured (${result.hydrateError})`)
  if (result.loaded) {
    console.log(
      `  all JS loaded in the Lighthouse window ${kb(result.loaded.js.gzip)} KB gzip (${result.loaded.js.files.length} files, incl. prefetched route code)`,
    )
  }
  if (lh) {
    console.log(
      `  Lighthouse  performance ${fmt(lh.performance, 2)}  LCP ${fmt(lh.lcpMs)} ms  TBT ${fmt(lh.tbtMs)} ms  CLS ${fmt(lh.cls, 3)}  FCP ${fmt(lh.fcpMs)} ms`,
    )
    if (lh.runtimeError) console.log(`  Lighthouse runtime error: ${lh.runtimeError}`)
  }
  if (result.lighthouseError) console.log(`  Lighthouse failed: ${result.lighthouseError}`)
  if (result.ssr) {
    const s = result.ssr
    console.log(
      `  SSR         ${s.requestsPerSecond} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (${s.requests} requests, ${s.connections} connections, ${s.durationSeconds} s, non-2xx ${s.non2xx}, errors ${s.errors})`,
    )
  }
  if (result.cached) {
    const s = result.cached
    console.log(
      `  cached      ${s.requestsPerSecond} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (no token: page cache; non-2xx ${s.non2xx}, errors ${s.errors})`,
    )
  }
  for (const target of result.targets) {
    console.log(
      `  ${target.pass ? 'PASS' : 'FAIL'} ${target.name}: ${target.value ?? 'not measured'} (target ${target.limit})`,
    )
  }
}

/** Click on "add to cart" until the mini cart shows the new total: median of 20 adds in Chromium. */
const CART_PAGE = '/search?search=Stuhl'
const CART_TARGET_MS = 100

interface CartResult {
  path: string
  figures?: CartLatencyFigures
  error?: string
  target?: TargetResult
}

async function benchCart(origin: string): Promise<CartResult> {
  const result: CartResult = { path: CART_PAGE }
  try {
    const figures = await measureCartLatency(`${origin}${CART_PAGE}`, { headers: HEADERS })
    result.figures = figures
    result.target = {
      name: 'add to cart → mini cart total, median (ms)',
      value: Math.round(figures.medianMs),
      limit: `< ${CART_TARGET_MS}`,
      pass: figures.medianMs < CART_TARGET_MS,
    }
    const samples = figures.samplesMs.map((ms) => Math.round(ms)).join(', ')
    console.log(
      `\n## cart (${CART_PAGE})\n  add to cart → mini cart total: median ${Math.round(figures.medianMs)} ms (${samples})`,
    )
    console.log(
      `  ${result.target.pass ? 'PASS' : 'FAIL'} ${result.target.name}: ${result.target.value} (target ${result.target.limit})`,
    )
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error)
    console.log(`\n## cart (${CART_PAGE})\n  could not be measured: ${result.error}`)
  }
  return result
}

/**
 * The JavaScript the checkout route adds: every script /checkout loads until it is usable (hydrated,
 * the actor system started, the first step shown) that the home page does not load, gzip.
 */
interface RouteJsResult {
  name: string
  gzipKb: number | null
  files: string[]
  error?: string
}

function addedJs(page: PageResult | undefined, base: PageResult | undefined): RouteJsResult {
  const name = 'JS added by the checkout route over the home page (gzip KB)'
  const all = (result: PageResult | undefined) =>
    result?.afterInteraction ? result.afterInteraction.files.map((file) => file.path) : null
  const added = all(page)
  const known = all(base)
  if (!added || !known) return { name, gzipKb: null, files: [], error: 'checkout or home page not measured' }
  const extra = added.filter((file) => !known.includes(file))
  const figures = measure(clientDir, extra)
  console.log(
    `\n## checkout route JS\n  ${kb(figures.gzip)} KB gzip more than the home page (${extra.length} files: ${extra.map((file) => file.replace('/assets/', '')).join(', ')})`,
  )
  return { name, gzipKb: kb(figures.gzip), files: extra }
}

/** Placing a 20-line order through the Store API: p95 of bench/api.ts's scenario (own server, 1k products). */
interface PlaceOrderResult {
  p50Ms?: number
  p95Ms?: number
  requests?: number
  non2xx?: number
  error?: string
}

function benchPlaceOrder(port: number): PlaceOrderResult {
  console.log('\n## place order (Store API, 20-line cart; bench/api.ts --only place-order)')
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/api.ts', '--only', 'place-order'], {
    cwd: root,
    stdio: 'inherit',
    // Its server next to this bench's port, not on bench/api.ts's fixed default.
    env: { ...process.env, BENCH_API_PORT_BASE: String(port) },
  })
  if (run.status !== 0) return { error: `bench/api.ts --only place-order exited with ${run.status}` }
  try {
    const report = JSON.parse(
      readFileSync(path.join(root, 'bench/results/api-place-order.json'), 'utf8'),
    ) as {
      results?: Record<string, Record<string, { p50: number; p95: number; requests: number; non2xx: number }>>
    }
    const figures = report.results?.['1k']?.['place-order-20-lines']
    if (!figures) return { error: 'bench/results/api-place-order.json has no place-order figures' }
    return { p50Ms: figures.p50, p95Ms: figures.p95, requests: figures.requests, non2xx: figures.non2xx }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

interface Options {
  port: number
  duration: number
  connections: number
  skipLighthouse: boolean
  skipPlaceOrder: boolean
  /** Paths of bench/pages.ts to measure; null: all of them. */
  pages: string[] | null
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3250' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-place-order': { type: 'boolean', default: false },
      pages: { type: 'string' },
    },
  })
  return {
    port: Number(values.port),
    duration: Number(values.duration),
    connections: Number(values.connections),
    skipLighthouse: values['skip-lighthouse'] === true,
    skipPlaceOrder: values['skip-place-order'] === true,
    pages: values.pages ? values.pages.split(',').map((page) => page.trim()) : null,
  }
}

async function main(): Promise<number> {
  const options = readOptions()
  if (!existsSync(clientDir) || !existsSync(path.join(root, 'dist', 'server'))) {
    console.error(
      'dist/ is missing: npm run bench measures the production build and builds nothing itself. Run `npm run build` first.',
    )
    return 1
  }
  console.log(`Starting the production server on port ${options.port} with a fresh seeded database …`)
  const server = await startProductionServer(root, options.port)
  const pages: PageResult[] = []
  const failures: Array<{ name: string; path: string; error: string }> = []
  let cart: CartResult | undefined
  let checkoutJs: RouteJsResult | undefined
  try {
    // One shopper's cart for the cart and checkout pages (read only: the pages do not change it).
    let cartHeaders: Record<string, string> | null = null
    const selected = BENCH_PAGES.filter((page) => !options.pages || options.pages.includes(page.path))
    for (const page of selected) {
      try {
        if (page.withCart && !cartHeaders)
          cartHeaders = { ...HEADERS, cookie: await filledCartCookie(server.origin) }
        const headers = page.withCart && cartHeaders ? cartHeaders : HEADERS
        const result = await benchPage(server.origin, page, options, headers)
        pages.push(result)
        print(result)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        failures.push({ name: page.name, path: page.path, error: message })
        console.log(`\n## ${page.name} (${page.path})\n  could not be measured: ${message}`)
      }
    }
    cart = await benchCart(server.origin)
    checkoutJs = addedJs(
      pages.find((page) => page.path === '/checkout'),
      pages.find((page) => page.path === '/'),
    )
  } finally {
    await server.stop()
  }
  const placeOrder = options.skipPlaceOrder ? undefined : benchPlaceOrder(options.port + 1)
  if (placeOrder?.p95Ms !== undefined)
    console.log(
      `  place order p95 ${placeOrder.p95Ms} ms, p50 ${placeOrder.p50Ms} ms (${placeOrder.requests} orders)`,
    )
  const resultsDir = path.join(root, 'bench', 'results')
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, 'bench.json')
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    options,
    pages,
    cart,
    checkoutJs,
    placeOrder,
    failures,
  }
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  const all = [...pages.flatMap((page) => page.targets), ...(cart?.target ? [cart.target] : [])]
  const passed = all.filter((target) => target.pass).length
  console.log(
    `\nbench: ${passed}/${all.length} targets met, ${failures.length} page(s) not measured; wrote ${path.relative(root, file)}`,
  )
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
