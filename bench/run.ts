/**
 * `npm run bench`: the storefront's performance figures against the PRODUCTION build, each judged
 * PASS/FAIL against its target and, where the target is a ratio, measured beside the baseline
 * commit's build in the same run. It builds nothing of the current checkout: run `npm run build`
 * first. A missed target never fails the process; only a bench that cannot run (no build, a server
 * that does not start) exits non-zero. Writes bench/results/bench.json (shape in docs/performance.md).
 *
 * 1. Baseline (unless --skip-baseline): the baseline commit is exported to
 *    os.tmpdir()/gartenwerk-bench-<sha>, installed and built once (bench/lib/baseline.ts; reused by
 *    later runs), and served on port+2 beside the current build on port+1 (PAGE_CACHE=0, so nothing
 *    is answered from the in-process page cache). Back to back, alternating baseline/current for
 *    --rounds rounds: uncached SSR requests/s of the product page (a shopper's token cookie, 10
 *    connections); raw HTML of home, category, product; JS to hydrate the home page and JS after the
 *    first interaction (Chromium); interaction latency of add to basket, a filter, a variant and the
 *    checkout's next step (Event Timing, the CPU 4x slower, alternating runs: bench/lib/inp.ts).
 * 1b. Per-shopper render (unless --skip-shopper; bench/lib/per-shopper.ts): the current build and
 *    --shopper-baseline's (eb94983), each as storefront (page cache on) + its standalone back end
 *    (--backend-port and the one after), a Swiss shopper's token with a basket (and the demo
 *    customer for the account page); home, category, product, basket, checkout, account in
 *    alternating rounds: req/s and CPU ms per request of the storefront and of the back end.
 * 1c. Lighthouse side by side (unless --skip-lighthouse): every page of bench/pages.ts in every
 *    --locales, the current build (port+1) and --shopper-baseline's (port+2, unless --skip-baseline),
 *    alternating page by page, median of --lighthouse-runs: TBT <= 300 ms per page and locale, LCP
 *    beside the baseline, the load average and Lighthouse's benchmark index of every run. Steps 2
 *    and 3 take these figures instead of measuring again. --lighthouse-only runs this step alone
 *    (with --lighthouse-runs 1, 42 runs: about 15-25 min on the 2 cores).
 * 2. The current build on port (with the page cache, started through bench/lib/heap-probe.ts so the
 *    heap can be read), per page of bench/pages.ts (basket and checkout with a filled cart, the
 *    account logged in as the demo customer): gzip JS/CSS, JS to hydrate, Lighthouse (de-DE),
 *    SSR with a token and cached (no token) requests/s; add-to-cart latency; the checkout's added JS.
 * 3. Lighthouse mobile on home, category, product in each of --locales (hreflang alternates of the
 *    de-DE pages; en-GB on en.localhost, fr-FR under /fr-FR): performance >= 0.99, LCP <= 1.5 s.
 * 4. Load: --load-connections clients for --load-seconds over the mix of bench/lib/mix.ts (home,
 *    category, product, search in each locale; 30 % with a token): 0 non-2xx, 0 socket errors, p99 < 500 ms.
 * 5. Soak: --soak-minutes of the same mix at --soak-connections, the heap after a full GC read every
 *    10 s; growth after the warm-up must stay within --heap-bound-mb.
 * 6. --api: bench/api.ts (Store API, 100k products) as a child; listing and search p95 <= 50 ms.
 *    --api-baseline also runs the baseline checkout's bench/api.ts (its own ports: 8201/8202).
 * 7. Place order p95 (bench/api.ts --only place-order), unless --skip-place-order.
 *
 * Options: --port N (3250; the bench also uses N+1 .. N+3), --duration S (10, per SSR run),
 * --connections N (10), --rounds N (2), --baseline <commit> (912a601), --baseline-dir <dir> (an
 * existing build of that commit, or where to make one), --skip-baseline, --skip-lighthouse,
 * --skip-place-order, --skip-load, --load-seconds S (60), --load-connections N (200),
 * --soak-minutes M (10; 0 skips), --soak-connections N (50), --heap-bound-mb MB (10),
 * --pages /,/checkout (only these paths of bench/pages.ts; the checkout route's added JS needs / and
 * /checkout), --locales de-DE,en-GB,fr-FR, --api, --api-baseline, --shopper-baseline <commit>
 * (eb94983), --shopper-baseline-dir <dir>, --skip-shopper, --backend-port N (8201), --inp-runs N
 * (5, interaction latency of both builds in the baseline phase, bench/lib/inp.ts; 0 skips),
 * --lighthouse-runs N (3), --lighthouse-only, --out <file> (bench/results/bench.json).
 * STOREFRONT_DIST=<dir> in the environment measures that build of this checkout instead of dist/
 * (e.g. one built with `vite build --outDir <dir>/client` while others serve dist/).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type AssetGroup, assetsReferencedBy, measure } from './lib/assets.ts'
import { type CartLatencyFigures, measureCartLatency } from './lib/cart-latency.ts'
import { filledCartCookie } from './lib/filled-cart.ts'
import { type ApiFigures, runApiBench } from './lib/api-figures.ts'
import { type BaselineCheckout, prepareBaseline } from './lib/baseline.ts'
import {
  compareHtml,
  compareSsr,
  type HtmlSize,
  type HydrationSide,
  hydrationOf,
  type SsrComparison,
} from './lib/compare.ts'
import { drained, shopperCookie } from './lib/http.ts'
import { scriptsNeededToHydrate } from './lib/hydration.ts'
import { INP_TARGET_MS, type InteractionFigures, inpLines, measureSideBySide } from './lib/inp.ts'
import { measureFrameworkFloor } from './lib/framework-floor.ts'
import {
  describeLighthouse,
  describeSideBySide,
  type LighthouseFigures,
  type LighthouseSide,
  lighthouseOfPage,
  lighthouseSideBySide,
  type SideBySideEntry,
  type SideBySideRow,
} from './lib/lighthouse.ts'
import { type LoadFigures, loadTest } from './lib/load.ts'
import {
  BENCH_LOCALES,
  type BenchLocale,
  isBenchLocale,
  type LocalizedPage,
  localizedPages,
} from './lib/locales.ts'
import { buildMix, type LoadResult, runLoad, runSoak, type SoakResult } from './lib/mix.ts'
import {
  demoCustomerCookie,
  describePerShopper,
  measurePerShopper,
  type PerShopperResult,
  SHOPPER_BASELINE,
  shopperTargets,
} from './lib/per-shopper.ts'
import { type RunningServer, startProductionServer } from './lib/server.ts'
import { atLeast, atMost, below, formatTarget, type TargetResult } from './lib/targets.ts'
import { BENCH_PAGES, type BenchPage, type BenchTargets, DEFAULT_TARGETS } from './pages.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// STOREFRONT_DIST: measure another build of this checkout (the servers the bench starts for the
// current build inherit it and serve that build), e.g. one built beside dist/ while others use dist/.
const distDir = process.env.STOREFRONT_DIST
  ? path.resolve(process.env.STOREFRONT_DIST)
  : path.join(root, 'dist')
const clientDir = path.join(distDir, 'client')
// The de-DE domain without the first-visit redirect: the redirect is not part of the page.
const HEADERS = { 'accept-language': 'de-DE' }

interface PageResult {
  name: string
  path: string
  status: number
  /** Raw bytes of the server-rendered HTML (no token). */
  htmlBytes: number
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

/** Lighthouse on one page: the median of `--lighthouse-runs` runs (bench/lib/lighthouse.ts). */
function lighthouseOf(
  url: string,
  headers: Record<string, string>,
  options: Options,
): Promise<LighthouseFigures> {
  return lighthouseOfPage(url, headers, { runs: options.lighthouseRuns })
}

async function benchPage(
  origin: string,
  page: BenchPage,
  options: Options,
  headers: Record<string, string> = HEADERS,
  /** Figures of the side-by-side step (1c), which are not measured again. */
  known: KnownFigures = () => undefined,
): Promise<PageResult> {
  const response = await fetch(`${origin}${page.path}`, { headers, redirect: 'manual' })
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}, expected 200`)
  const referenced = assetsReferencedBy(html)
  const result: PageResult = {
    name: page.name,
    path: page.path,
    status: response.status,
    htmlBytes: Buffer.byteLength(html, 'utf8'),
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
      result.lighthouse =
        known(page.name, 'de-DE') ?? (await lighthouseOf(`${origin}${page.path}`, headers, options))
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
  const shopper = headers.cookie ? headers : { ...headers, cookie: await shopperCookie(origin, headers) }
  await drained(origin, shopper)
  result.ssr = await loadTest(loopback, shopper, options.duration, options.connections)
  if (!page.withCart && !page.withCustomer) {
    // The renders the SSR run left queued would otherwise be the cached run's first seconds.
    await drained(origin, shopper)
    result.cached = await loadTest(loopback, headers, options.duration, options.connections)
  }
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
      `  Lighthouse  performance ${fmt(lh.performance, 2)}  LCP ${fmt(lh.lcpMs)} ms  TBT ${fmt(lh.tbtMs)} ms  CLS ${fmt(lh.cls, 3)}  FCP ${fmt(lh.fcpMs)} ms (median of ${lh.runs.filter((run) => !run.runtimeError).length} runs)`,
    )
    for (const line of describeLighthouse(lh)) console.log(line)
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
  rounds: number
  baseline: string
  baselineDir: string | null
  skipBaseline: boolean
  skipLighthouse: boolean
  /** Lighthouse runs per page; the median is reported. */
  lighthouseRuns: number
  /** Only the Lighthouse side by side of the current build and --shopper-baseline's (step 1c). */
  lighthouseOnly: boolean
  /** Where the JSON report goes. */
  out: string
  /** Runs of each interaction per build (0 skips the step). */
  inpRuns: number
  skipPlaceOrder: boolean
  skipLoad: boolean
  loadSeconds: number
  loadConnections: number
  soakMinutes: number
  soakConnections: number
  heapBoundMb: number
  /** Paths of bench/pages.ts to measure; null: all of them. */
  pages: string[] | null
  locales: BenchLocale[]
  api: boolean
  apiBaseline: boolean
  /** The per-shopper render's baseline (issue 33), its build's folder, or no per-shopper step. */
  shopperBaseline: string
  shopperBaselineDir: string | null
  skipShopper: boolean
  /** The standalone back ends of the per-shopper step listen here and on the port after it. */
  backendPort: number
}

/** The baseline the issue compares against: the storefront before this round of performance work. */
const DEFAULT_BASELINE = '912a601'

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3250' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '2' },
      baseline: { type: 'string', default: DEFAULT_BASELINE },
      'baseline-dir': { type: 'string' },
      'skip-baseline': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '3' },
      'lighthouse-only': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench/results/bench.json' },
      'inp-runs': { type: 'string', default: '5' },
      'skip-place-order': { type: 'boolean', default: false },
      'skip-load': { type: 'boolean', default: false },
      'load-seconds': { type: 'string', default: '60' },
      'load-connections': { type: 'string', default: '200' },
      'soak-minutes': { type: 'string', default: '10' },
      'soak-connections': { type: 'string', default: '50' },
      'heap-bound-mb': { type: 'string', default: '10' },
      pages: { type: 'string' },
      locales: { type: 'string', default: BENCH_LOCALES.join(',') },
      api: { type: 'boolean', default: false },
      'api-baseline': { type: 'boolean', default: false },
      'shopper-baseline': { type: 'string', default: SHOPPER_BASELINE },
      'shopper-baseline-dir': { type: 'string' },
      'skip-shopper': { type: 'boolean', default: false },
      'backend-port': { type: 'string', default: '8201' },
    },
  })
  const number = (name: string, raw: string | undefined): number => {
    const value = Number(raw)
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`--${name} must be a number of at least 0, got '${raw}'`)
    return value
  }
  const locales = (values.locales ?? '').split(',').map((locale) => locale.trim())
  const unknown = locales.filter((locale) => !isBenchLocale(locale))
  if (unknown.length > 0)
    throw new Error(`--locales: unknown ${unknown.join(', ')} (${BENCH_LOCALES.join(', ')})`)
  return {
    port: number('port', values.port),
    duration: number('duration', values.duration),
    connections: number('connections', values.connections),
    rounds: Math.max(1, number('rounds', values.rounds)),
    baseline: values.baseline ?? DEFAULT_BASELINE,
    baselineDir: values['baseline-dir'] ?? null,
    skipBaseline: values['skip-baseline'] === true,
    skipLighthouse: values['skip-lighthouse'] === true,
    lighthouseRuns: Math.max(1, Math.round(number('lighthouse-runs', values['lighthouse-runs']))),
    lighthouseOnly: values['lighthouse-only'] === true,
    out: path.resolve(root, values.out ?? 'bench/results/bench.json'),
    inpRuns: Math.max(0, Math.round(number('inp-runs', values['inp-runs']))),
    skipPlaceOrder: values['skip-place-order'] === true,
    skipLoad: values['skip-load'] === true,
    loadSeconds: number('load-seconds', values['load-seconds']),
    loadConnections: number('load-connections', values['load-connections']),
    soakMinutes: number('soak-minutes', values['soak-minutes']),
    soakConnections: number('soak-connections', values['soak-connections']),
    heapBoundMb: number('heap-bound-mb', values['heap-bound-mb']),
    pages: values.pages ? values.pages.split(',').map((page) => page.trim()) : null,
    locales: locales.filter(isBenchLocale),
    api: values.api === true,
    apiBaseline: values['api-baseline'] === true,
    shopperBaseline: values['shopper-baseline'] ?? SHOPPER_BASELINE,
    shopperBaselineDir: values['shopper-baseline-dir'] ?? null,
    skipShopper: values['skip-shopper'] === true,
    backendPort: number('backend-port', values['backend-port']),
  }
}

/** The pages the issue's HTML, throughput and Lighthouse targets name. */
const CATALOGUE = BENCH_PAGES.filter((page) => ['home', 'category', 'product'].includes(page.name))
const PRODUCT_PATH = CATALOGUE.find((page) => page.name === 'product')?.path ?? '/'
const HTML_LIMIT_KB = 50
const SSR_RATIO = 3
const HYDRATE_LIMIT_KB = 100
const AFTER_INTERACTION_LIMIT_KB = 150
const CACHED_RPS = 1000
const LIGHTHOUSE_SCORE = 0.99
const LCP_LIMIT_MS = 1500
const API_P95_MS = 50
const LOAD_P99_MS = 500

interface SideFigures {
  ssrProduct?: LoadFigures
  htmlBytes?: Record<string, number>
  hydrateHomeKb?: number
  afterInteractionHomeKb?: number
  api?: ApiFigures
}

interface Comparison {
  checkout?: BaselineCheckout
  ssr?: SsrComparison
  /** Interaction latency of both builds (bench/lib/inp.ts), keyed 'baseline' and 'current'. */
  inp?: Record<string, InteractionFigures[]>
  html?: HtmlSize[]
  baselineHydration?: HydrationSide
  error?: string
}

/** Phase 1: both builds side by side, ratio figures back to back. */
async function compareWithBaseline(options: Options): Promise<Comparison> {
  const comparison: Comparison = {}
  try {
    comparison.checkout = prepareBaseline(root, options.baseline, options.baselineDir ?? undefined)
  } catch (error) {
    comparison.error = error instanceof Error ? error.message : String(error)
    console.log(`\n## baseline ${options.baseline}\n  not measured: ${comparison.error}`)
    return comparison
  }
  const checkout = comparison.checkout
  console.log(
    `\n## baseline ${checkout.commit.slice(0, 7)} (port ${options.port + 2}) against current (port ${options.port + 1}, PAGE_CACHE=0)`,
  )
  let base: RunningServer
  try {
    base = await startProductionServer(checkout.dir, options.port + 2)
  } catch (error) {
    comparison.error = `the baseline server did not start: ${error instanceof Error ? error.message : String(error)}`
    console.log(`  ${comparison.error}`)
    return comparison
  }
  try {
    const current = await startProductionServer(root, options.port + 1, { env: { PAGE_CACHE: '0' } })
    try {
      const sides = {
        baseline: {
          name: 'baseline',
          origin: base.origin,
          clientDir: path.join(checkout.dir, 'dist/client'),
        },
        current: { name: 'current', origin: current.origin, clientDir },
      } as const
      console.log(
        `  uncached SSR ${PRODUCT_PATH}, ${options.connections} connections, ${options.duration} s per run:`,
      )
      comparison.ssr = await compareSsr(
        sides.baseline,
        sides.current,
        PRODUCT_PATH,
        options.duration,
        options.connections,
        options.rounds,
      )
      comparison.html = await compareHtml(sides.baseline, sides.current, CATALOGUE)
      try {
        comparison.baselineHydration = await hydrationOf(sides.baseline, '/')
      } catch (error) {
        console.log(
          `  baseline JS to hydrate: not measured (${error instanceof Error ? error.message : String(error)})`,
        )
      }
      if (options.inpRuns > 0) {
        console.log(
          `\n## interaction latency (Event Timing, CPU 4x slower, p75 of ${options.inpRuns} alternating runs; target <= ${INP_TARGET_MS} ms)`,
        )
        comparison.inp = await measureSideBySide([sides.baseline, sides.current], {
          runs: options.inpRuns,
          cpuSlowdown: 4,
          headers: HEADERS,
          cartCookie: (origin) => filledCartCookie(origin),
        })
        for (const line of inpLines(comparison.inp)) console.log(`  ${line}`)
      }
    } finally {
      await current.stop()
    }
  } catch (error) {
    comparison.error = error instanceof Error ? error.message : String(error)
    console.log(`  comparison failed: ${comparison.error}`)
  } finally {
    await base.stop()
  }
  return comparison
}

interface LocaleLighthouse {
  page: string
  locale: BenchLocale
  url: string
  figures?: LighthouseFigures
  error?: string
}

/** Interaction latency p75 of the current build per action, the baseline's beside it. */
function inpTargets(inp: Record<string, InteractionFigures[]> | undefined): TargetResult[] {
  if (!inp) return []
  return (inp.current ?? []).map((figure, index) => {
    const baseline = inp.baseline?.[index]
    const measured = figure.errors.length === 0 && figure.runs.length > 0
    return {
      name: `interaction latency p75, ${figure.name} (ms, CPU 4x slower)`,
      value: measured ? figure.p75 : null,
      limit: `<= ${INP_TARGET_MS}`,
      pass: measured && figure.p75 <= INP_TARGET_MS,
      baseline: baseline && baseline.errors.length === 0 ? baseline.p75 : null,
    }
  })
}

/** Issue 33: Total Blocking Time per page type and locale, Lighthouse mobile (simulated throttling). */
const TBT_LIMIT_MS = 300

/** Step 1c's figures: every page of bench/pages.ts in every locale, both builds, page by page. */
interface LighthouseSideBySide {
  /** The issue-33 baseline (--shopper-baseline), unless --skip-baseline or it could not be served. */
  baseline?: { commit: string; dir: string }
  baselineError?: string
  runsPerPage: number
  rows: SideBySideRow[]
  error?: string
}

/**
 * Each server's copies of the selected pages in every locale: the catalogue pages and a search by the
 * hreflang alternates (bench/lib/locales.ts), the basket, checkout and account under the locale's
 * home (its domain, or its /fr-FR prefix), with a filled cart or the demo customer made on that server.
 */
async function sideBySideEntries(
  servers: Array<{ name: string; origin: string }>,
  options: Options,
): Promise<SideBySideEntry[]> {
  const selected = BENCH_PAGES.filter((page) => !options.pages || options.pages.includes(page.path))
  const bySide = new Map<string, LighthouseSide[]>()
  const key = (page: string, locale: string) => `${page} ${locale}`
  for (const server of servers) {
    const shown = (name: string) => selected.some((page) => page.name === name)
    const catalogue = BENCH_PAGES.filter(
      (page) => page.name === 'home' || (shown(page.name) && !page.withCart && !page.withCustomer),
    ).filter((page) => page.name !== 'search')
    const localized = await localizedPages(server.origin, catalogue, options.locales)
    const cart = selected.some((page) => page.withCart) ? await filledCartCookie(server.origin) : null
    const customer = selected.some((page) => page.withCustomer)
      ? await demoCustomerCookie(server.origin)
      : null
    const add = (page: string, locale: string, side: LighthouseSide) => {
      const sides = bySide.get(key(page, locale)) ?? []
      sides.push(side)
      bySide.set(key(page, locale), sides)
    }
    for (const page of localized)
      if (shown(page.name))
        add(page.name, page.locale, { name: server.name, url: page.url, headers: page.headers })
    for (const page of selected.filter((p) => p.withCart || p.withCustomer)) {
      const cookie = page.withCart ? cart : customer
      if (!cookie) continue
      for (const locale of options.locales) {
        const home = localized.find((entry) => entry.name === 'home' && entry.locale === locale)
        if (!home) throw new Error(`no ${locale} home page on ${server.origin}`)
        const base = home.url.endsWith('/') ? home.url : `${home.url}/`
        add(page.name, locale, {
          name: server.name,
          url: new URL(page.path.slice(1), base).href,
          headers: { 'accept-language': locale, cookie },
        })
      }
    }
  }
  return selected.flatMap((page) =>
    options.locales.flatMap((locale) => {
      const sides = bySide.get(key(page.name, locale))
      return sides && sides.length === servers.length ? [{ page: page.name, locale, sides }] : []
    }),
  )
}

/**
 * Step 1c: Lighthouse (mobile, simulated throttling, `--lighthouse-runs` runs) on every page of
 * bench/pages.ts in every locale, for the current build (port+1) and the issue-33 baseline
 * (--shopper-baseline, eb94983; port+2), both with their page cache, alternating page by page.
 * Judged: TBT <= 300 ms per page and locale; printed with LCP, the load average of each run and
 * Lighthouse's benchmark index. `npm run bench -- --lighthouse-only` runs this step alone.
 */
async function lighthouseSideBySidePhase(options: Options): Promise<LighthouseSideBySide> {
  const result: LighthouseSideBySide = { runsPerPage: options.lighthouseRuns, rows: [] }
  const servers: Array<{ name: string; server: RunningServer }> = []
  console.log(
    `\n## Lighthouse side by side (mobile, simulated throttling, median of ${options.lighthouseRuns}; TBT target <= ${TBT_LIMIT_MS} ms)`,
  )
  try {
    if (!options.skipBaseline) {
      try {
        const checkout = prepareBaseline(
          root,
          options.shopperBaseline,
          options.shopperBaselineDir ?? undefined,
        )
        result.baseline = { commit: checkout.commit, dir: checkout.dir }
        servers.push({
          name: 'baseline',
          server: await startProductionServer(checkout.dir, options.port + 2),
        })
      } catch (error) {
        result.baselineError = error instanceof Error ? error.message : String(error)
        console.log(`  baseline not measured: ${result.baselineError}`)
      }
    }
    servers.push({ name: 'current', server: await startProductionServer(root, options.port + 1) })
    if (result.baseline)
      console.log(
        `  baseline ${result.baseline.commit.slice(0, 7)} on port ${options.port + 2}, current on ${options.port + 1}`,
      )
    const entries = await sideBySideEntries(
      servers.map(({ name, server }) => ({ name, origin: server.origin })),
      options,
    )
    result.rows = await lighthouseSideBySide(entries, { runs: options.lighthouseRuns }, (row) => {
      for (const line of describeSideBySide(row, TBT_LIMIT_MS)) console.log(`  ${line}`)
    })
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error)
    console.log(`  not measured: ${result.error}`)
  } finally {
    for (const { server } of servers) await server.stop()
  }
  return result
}

type KnownFigures = (page: string, locale: string) => LighthouseFigures | undefined

/** The current build's figures of step 1c by page and locale. */
function currentFigures(sideBySide: LighthouseSideBySide | undefined): KnownFigures {
  return (page, locale) =>
    sideBySide?.rows.find((row) => row.page === page && row.locale === locale)?.figures.current
}

/**
 * Step 1c's targets (they replace step 3's, whose figures step 1c measured): TBT of every page and locale, and the catalogue pages' score and LCP as step 3
 * judged them, each beside the baseline's figure.
 */
function sideBySideTargets(sideBySide: LighthouseSideBySide): TargetResult[] {
  const withBaseline = sideBySide.baseline !== undefined
  const ratioOf = (a: number | null | undefined, b: number | null | undefined) =>
    a != null && b != null && b > 0 ? Math.round((a / b) * 100) / 100 : null
  return sideBySide.rows.flatMap((row) => {
    const current = row.figures.current
    const base = row.figures.baseline
    const beside = (pick: (figures: LighthouseFigures) => number | null): Partial<TargetResult> =>
      withBaseline
        ? {
            baseline: base ? pick(base) : null,
            ratio: ratioOf(current ? pick(current) : null, base ? pick(base) : null),
          }
        : {}
    const label = `${row.page} ${row.locale}`
    const targets = [
      atMost(
        `TBT ms, ${label}`,
        current?.tbtMs,
        TBT_LIMIT_MS,
        beside((f) => f.tbtMs),
      ),
    ]
    if (CATALOGUE.some((page) => page.name === row.page))
      targets.push(
        atLeast(
          `Lighthouse performance, ${label}`,
          current?.performance,
          LIGHTHOUSE_SCORE,
          beside((f) => f.performance),
        ),
        atMost(
          `LCP ms, ${label}`,
          current?.lcpMs,
          LCP_LIMIT_MS,
          beside((f) => f.lcpMs),
        ),
      )
    return targets
  })
}

/** Phase 3: Lighthouse on the catalogue pages in every locale (de-DE reuses the per-page run). */
async function lighthouseByLocale(
  localized: LocalizedPage[],
  pages: PageResult[],
  options: Options,
  known: KnownFigures,
): Promise<LocaleLighthouse[]> {
  const results: LocaleLighthouse[] = []
  console.log('\n## Lighthouse by locale (mobile, simulated throttling)')
  for (const page of localized) {
    if (page.name === 'search') continue
    const entry: LocaleLighthouse = { page: page.name, locale: page.locale, url: page.url }
    const measured =
      known(page.name, page.locale) ??
      (page.locale === 'de-DE' ? pages.find((p) => p.name === page.name)?.lighthouse : undefined)
    try {
      entry.figures = measured ?? (await lighthouseOf(page.url, page.headers, options))
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error)
    }
    const lh = entry.figures
    console.log(
      `  ${page.name.padEnd(9)} ${page.locale}  performance ${lh?.performance ?? 'n/a'}  LCP ${lh?.lcpMs != null ? Math.round(lh.lcpMs) : 'n/a'} ms${lh ? ` (median of ${lh.runs.filter((run) => !run.runtimeError).length}: ${lh.runs.map((run) => run.lcpMs ?? 'n/a').join(' / ')} ms)` : ''}${entry.error ? `  (${entry.error})` : ''}`,
    )
    if (lh && !measured) for (const line of describeLighthouse(lh)) console.log(line)
    results.push(entry)
  }
  return results
}

function printLoad(title: string, figures: LoadResult): void {
  console.log(
    `  ${title}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p90 ${figures.p90Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms; ${figures.requests} requests over ${figures.urls} URLs (${Math.round(figures.tokenShare * 100)} % with a token), non-2xx ${figures.non2xx} (3xx ${figures.status['3xx']}, 4xx ${figures.status['4xx']}, 5xx ${figures.status['5xx']}), socket errors ${figures.socketErrors}, timeouts ${figures.timeouts}`,
  )
}

/**
 * Step 1b: the per-shopper render of home, category, product, basket, checkout and account, current
 * against the issue-33 baseline, each as storefront + standalone back end (bench/lib/per-shopper.ts).
 */
async function perShopperStep(
  options: Options,
): Promise<{ commit: string; result: PerShopperResult } | { commit?: string; error: string }> {
  let commit: string | undefined
  try {
    const checkout = prepareBaseline(root, options.shopperBaseline, options.shopperBaselineDir ?? undefined)
    commit = checkout.commit
    console.log(
      `\n## per-shopper render (a Swiss shopper's token, basket and account): baseline ${commit.slice(0, 7)} against current, ${options.connections} connections, ${options.rounds} alternating rounds of ${options.duration} s`,
    )
    const result = await measurePerShopper({
      baselineRoot: checkout.dir,
      currentRoot: root,
      port: options.port,
      backendPort: options.backendPort,
      seconds: options.duration,
      connections: options.connections,
      rounds: options.rounds,
    })
    for (const line of describePerShopper(result)) console.log(line)
    return { commit, result }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.log(`  not measured: ${message}`)
    return { ...(commit ? { commit } : {}), error: message }
  }
}

/** The issue's targets, each beside the baseline's figure where one was measured. */
function summaryTargets(
  options: Options,
  comparison: Comparison | null,
  pages: PageResult[],
  byLocale: LocaleLighthouse[],
  load: LoadResult | undefined,
  soak: SoakResult | undefined,
  api: { current?: ApiFigures; baseline?: ApiFigures },
): TargetResult[] {
  const targets: TargetResult[] = []
  const page = (name: string) => pages.find((p) => p.name === name)
  const withBaseline = comparison !== null
  const ssr = comparison?.ssr
  targets.push(
    atLeast(
      `uncached SSR ${PRODUCT_PATH} req/s, current ÷ baseline (${options.connections} connections)`,
      ssr?.ratio,
      SSR_RATIO,
      withBaseline
        ? { baseline: ssr?.baseline.requestsPerSecond ?? null, ratio: ssr?.ratio ?? null }
        : { baseline: null, ratio: null },
    ),
  )
  for (const target of CATALOGUE) {
    const size = comparison?.html?.find((s) => s.name === target.name)
    const currentBytes = size?.currentBytes ?? page(target.name)?.htmlBytes
    targets.push(
      atMost(`HTML raw KB, ${target.name}`, currentBytes != null ? kb(currentBytes) : null, HTML_LIMIT_KB, {
        baseline: size?.baselineBytes != null ? kb(size.baselineBytes) : null,
        ratio: size?.ratio ?? null,
      }),
    )
  }
  const home = page('home')
  const baseHydration = comparison?.baselineHydration
  const hydrateKb = home?.hydrate ? kb(home.hydrate.gzip) : null
  const afterKb = home?.afterInteraction ? kb(home.afterInteraction.gzip) : null
  const baseHydrateKb = baseHydration ? kb(baseHydration.hydrate.gzip) : null
  const baseAfterKb = baseHydration ? kb(baseHydration.afterInteraction.gzip) : null
  const ratioOf = (a: number | null, b: number | null) =>
    a !== null && b !== null && b > 0 ? Math.round((a / b) * 100) / 100 : null
  targets.push(
    atMost('JS to hydrate the home page (gzip KB)', hydrateKb, HYDRATE_LIMIT_KB, {
      baseline: baseHydrateKb,
      ratio: ratioOf(hydrateKb, baseHydrateKb),
    }),
    atMost('JS after the first interaction, home page (gzip KB)', afterKb, AFTER_INTERACTION_LIMIT_KB, {
      baseline: baseAfterKb,
      ratio: ratioOf(afterKb, baseAfterKb),
    }),
  )
  for (const target of CATALOGUE) {
    targets.push(
      atLeast(
        `cached req/s (no token), ${target.name}`,
        page(target.name)?.cached?.requestsPerSecond,
        CACHED_RPS,
      ),
    )
  }
  if (!options.skipLighthouse) {
    for (const entry of byLocale) {
      const lh = entry.figures
      targets.push(
        atLeast(`Lighthouse performance, ${entry.page} ${entry.locale}`, lh?.performance, LIGHTHOUSE_SCORE),
        atMost(
          `LCP ms, ${entry.page} ${entry.locale}`,
          lh?.lcpMs != null ? Math.round(lh.lcpMs) : null,
          LCP_LIMIT_MS,
        ),
      )
    }
  }
  if (options.api) {
    const extra = (value: number | undefined, base: number | undefined): Partial<TargetResult> =>
      options.apiBaseline ? { baseline: base ?? null, ratio: ratioOf(value ?? null, base ?? null) } : {}
    targets.push(
      atMost(
        'Store API listing p95 ms at 100k products',
        api.current?.listingP95Ms,
        API_P95_MS,
        extra(api.current?.listingP95Ms, api.baseline?.listingP95Ms),
      ),
      atMost(
        'Store API search p95 ms at 100k products',
        api.current?.searchP95Ms,
        API_P95_MS,
        extra(api.current?.searchP95Ms, api.baseline?.searchP95Ms),
      ),
    )
  }
  // A run without a single answer has no errors and no latency to judge: not measured, not passed.
  const answered = (figures: LoadResult, value: number) => (figures.requests > 0 ? value : null)
  if (load) {
    const mix = `${load.connections} connections, ${load.durationSeconds} s`
    targets.push(
      atMost(`load: non-2xx answers (${mix})`, answered(load, load.non2xx), 0),
      atMost(`load: socket errors and timeouts (${mix})`, answered(load, load.errors), 0),
      below(`load: p99 ms (${mix})`, answered(load, load.p99Ms), LOAD_P99_MS),
    )
  }
  if (soak) {
    const mix = `${soak.connections} connections, ${soak.minutes} min`
    targets.push(
      atMost(
        `soak: heap growth after warm-up MB (${mix})`,
        soak.samplesAfterWarmup >= 2 ? soak.growthMb : null,
        soak.boundMb,
      ),
      atMost(
        `soak: non-2xx answers and errors (${mix})`,
        answered(soak.load, soak.load.non2xx + soak.load.errors),
        0,
      ),
    )
  }
  return targets
}

function sides(
  comparison: Comparison | null,
  pages: PageResult[],
  api: { current?: ApiFigures; baseline?: ApiFigures },
) {
  const home = pages.find((page) => page.name === 'home')
  const html = (pick: (size: HtmlSize) => number | null) =>
    comparison?.html ? Object.fromEntries(comparison.html.map((size) => [size.name, pick(size)])) : undefined
  const current: SideFigures = {
    ssrProduct: comparison?.ssr?.current ?? pages.find((page) => page.name === 'product')?.ssr,
    htmlBytes:
      (html((size) => size.currentBytes) as Record<string, number> | undefined) ??
      Object.fromEntries(
        pages.filter((p) => CATALOGUE.some((c) => c.name === p.name)).map((p) => [p.name, p.htmlBytes]),
      ),
    hydrateHomeKb: home?.hydrate ? kb(home.hydrate.gzip) : undefined,
    afterInteractionHomeKb: home?.afterInteraction ? kb(home.afterInteraction.gzip) : undefined,
    api: api.current,
  }
  const hydration = comparison?.baselineHydration
  const baseline = comparison
    ? {
        commit: comparison.checkout?.commit,
        dir: comparison.checkout?.dir,
        built: comparison.checkout?.built,
        dependencies: comparison.checkout?.dependencies,
        error: comparison.error,
        ssrProduct: comparison.ssr?.baseline,
        htmlBytes: html((size) => size.baselineBytes) as Record<string, number> | undefined,
        hydrateHomeKb: hydration ? kb(hydration.hydrate.gzip) : undefined,
        afterInteractionHomeKb: hydration ? kb(hydration.afterInteraction.gzip) : undefined,
        api: api.baseline,
      }
    : null
  const ratios = comparison
    ? {
        ssrProduct: comparison.ssr?.ratio ?? null,
        html: html((size) => size.ratio) ?? null,
        hydrateHome:
          hydration && current.hydrateHomeKb !== undefined
            ? Math.round((current.hydrateHomeKb / kb(hydration.hydrate.gzip)) * 100) / 100
            : null,
      }
    : null
  return { baseline, current, ratios, ssrRounds: comparison?.ssr?.rounds }
}

/** The page mix under load and, when asked, the soak with the heap after GC (both need localized pages). */
async function measureMix(
  server: Awaited<ReturnType<typeof startProductionServer>>,
  localized: LocalizedPage[],
  options: ReturnType<typeof readOptions>,
  failures: Array<{ name: string; path: string; error: string }>,
): Promise<{ load?: LoadResult; soak?: SoakResult; mixUrls: string[] }> {
  let load: LoadResult | undefined
  let soak: SoakResult | undefined
  let mixUrls: string[] = []
  const needMix =
    (localized.length > 0 && !options.skipLoad && options.loadSeconds > 0) || options.soakMinutes > 0
  if (needMix) {
    const cookies: string[] = []
    for (let i = 0; i < 5; i++) cookies.push(await shopperCookie(server.origin, HEADERS))
    const mix = buildMix(localized, cookies)
    mixUrls = [...new Set(mix.map((request) => `${request.headers.host}${request.path}`))]
    if (!options.skipLoad && options.loadSeconds > 0) {
      console.log(`\n## load (${options.loadConnections} connections, ${options.loadSeconds} s, page mix)`)
      try {
        load = await runLoad(server.origin, mix, options.loadSeconds, options.loadConnections)
        printLoad('load', load)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        failures.push({ name: 'load', path: '', error: message })
        console.log(`  could not be measured: ${message}`)
      }
    }
    if (options.soakMinutes > 0 && server.heap) {
      console.log(
        `\n## soak (${options.soakConnections} connections, ${options.soakMinutes} min, heap after GC every 10 s)`,
      )
      try {
        // Requests the load left queued would otherwise be the soak's first minute.
        await drained(server.origin, { ...HEADERS, cookie: cookies[0] ?? '' })
        soak = await runSoak(
          server.origin,
          mix,
          options.soakMinutes,
          options.soakConnections,
          server.heap,
          options.heapBoundMb,
        )
        printLoad('soak', soak.load)
        console.log(
          `  heap used after GC: ${soak.heapAfterWarmupMb} MB after ${soak.warmupSeconds} s warm-up, ${soak.heapAtEndMb} MB at the end: growth ${soak.growthMb} MB (${soak.growthMbPerMinute} MB/min; bound ${soak.boundMb} MB); RSS ${soak.rssAfterWarmupMb} → ${soak.rssAtEndMb} MB; ${soak.samples.length} samples${soak.sampleErrors.length ? `, ${soak.sampleErrors.length} not answered` : ''}`,
        )
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        failures.push({ name: 'soak', path: '', error: message })
        console.log(`  could not be measured: ${message}`)
      }
    }
  }
  return { load, soak, mixUrls }
}

async function main(): Promise<number> {
  const options = readOptions()
  const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100)
  // Other work on the machine slows every figure: the JSON says how busy it was.
  const machine = { cpus: cpus().length, loadAverageAtStart: loadAverage() }
  if (!existsSync(clientDir) || !existsSync(path.join(distDir, 'server'))) {
    console.error(
      'dist/ is missing: npm run bench measures the production build and builds nothing itself. Run `npm run build` first.',
    )
    return 1
  }
  if (options.lighthouseOnly) return lighthouseOnly(options, machine, loadAverage)
  const comparison = options.skipBaseline ? null : await compareWithBaseline(options)
  const perShopper = options.skipShopper ? undefined : await perShopperStep(options)
  const sideBySide = options.skipLighthouse ? undefined : await lighthouseSideBySidePhase(options)
  const knownLighthouse = currentFigures(sideBySide)
  console.log(`\nStarting the production server on port ${options.port} with a fresh seeded database …`)
  const server = await startProductionServer(root, options.port, { heapProbe: true })
  const pages: PageResult[] = []
  const failures: Array<{ name: string; path: string; error: string }> = []
  let cart: CartResult | undefined
  let checkoutJs: RouteJsResult | undefined
  let byLocale: LocaleLighthouse[] = []
  let load: LoadResult | undefined
  let soak: SoakResult | undefined
  let mixUrls: string[] = []
  try {
    // One shopper's cart for the cart and checkout pages, one logged-in customer for the account
    // pages (read only: the pages change neither).
    let cartHeaders: Record<string, string> | null = null
    let customerHeaders: Record<string, string> | null = null
    const selected = BENCH_PAGES.filter((page) => !options.pages || options.pages.includes(page.path))
    for (const page of selected) {
      try {
        if (page.withCart && !cartHeaders)
          cartHeaders = { ...HEADERS, cookie: await filledCartCookie(server.origin) }
        if (page.withCustomer && !customerHeaders)
          customerHeaders = { ...HEADERS, cookie: await demoCustomerCookie(server.origin) }
        const headers = (page.withCart ? cartHeaders : page.withCustomer ? customerHeaders : null) ?? HEADERS
        const result = await benchPage(server.origin, page, options, headers, knownLighthouse)
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
    const catalogue = CATALOGUE.filter((page) => !options.pages || options.pages.includes(page.path))
    let localized: LocalizedPage[] = []
    try {
      localized = await localizedPages(server.origin, catalogue, options.locales)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push({ name: 'localized pages', path: '/', error: message })
      console.log(`\n## localized pages\n  not found: ${message}`)
    }
    if (!options.skipLighthouse)
      byLocale = await lighthouseByLocale(localized, pages, options, knownLighthouse)
    const mixed = await measureMix(server, localized, options, failures)
    load = mixed.load
    soak = mixed.soak
    mixUrls = mixed.mixUrls
  } finally {
    await server.stop()
  }
  const api: { current?: ApiFigures; baseline?: ApiFigures } = {}
  if (options.api) {
    console.log('\n## Store API (bench/api.ts, 1k and 100k products)')
    api.current = runApiBench(root, { BENCH_API_PORT_BASE: String(options.port + 1) })
    if (api.current.error) console.log(`  ${api.current.error}`)
    if (options.apiBaseline && comparison?.checkout) {
      console.log(`\n## Store API of the baseline (${comparison.checkout.dir}/bench/api.ts)`)
      api.baseline = runApiBench(comparison.checkout.dir, { BENCH_API_PORT_BASE: String(options.port + 1) })
      if (api.baseline.error) console.log(`  ${api.baseline.error}`)
    }
  }
  const placeOrder = options.skipPlaceOrder ? undefined : benchPlaceOrder(options.port + 1)
  if (placeOrder?.p95Ms !== undefined)
    console.log(
      `  place order p95 ${placeOrder.p95Ms} ms, p50 ${placeOrder.p50Ms} ms (${placeOrder.requests} orders)`,
    )
  const targets = [
    ...summaryTargets(options, comparison, pages, sideBySide ? [] : byLocale, load, soak, api),
    ...(sideBySide ? sideBySideTargets(sideBySide) : []),
    ...(perShopper && 'result' in perShopper ? shopperTargets(perShopper.result) : []),
    ...inpTargets(comparison?.inp),
  ]
  console.log('\n## targets')
  for (const target of targets) console.log(`  ${formatTarget(target)}`)
  // What the stack alone weighs: the "JS to hydrate" target beside the least any page can need.
  const frameworkFloor = await measureFrameworkFloor()
  console.log(
    `  framework floor (gzip KB): React DOM + React ${frameworkFloor.reactDomKb}, with TanStack Router's client ${frameworkFloor.reactDomAndRouterKb}`,
  )
  const file = options.out
  mkdirSync(path.dirname(file), { recursive: true })
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { ...machine, loadAverageAtEnd: loadAverage() },
    options,
    ...sides(comparison, pages, api),
    perShopper,
    targets,
    frameworkFloor,
    pages,
    lighthouseByLocale: byLocale,
    lighthouseSideBySide: sideBySide,
    load: load ? { ...load, mix: mixUrls } : undefined,
    soak,
    cart,
    checkoutJs,
    placeOrder,
    failures,
  }
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  const all = [...targets, ...pages.flatMap((page) => page.targets), ...(cart?.target ? [cart.target] : [])]
  const passed = all.filter((target) => target.pass).length
  console.log(
    `\nbench: ${passed}/${all.length} targets met, ${failures.length} page(s) not measured; wrote ${path.relative(root, file)}`,
  )
  return 0
}

/** `--lighthouse-only`: step 1c alone, its targets printed and written to --out. */
async function lighthouseOnly(
  options: Options,
  machine: { cpus: number; loadAverageAtStart: number[] },
  loadAverage: () => number[],
): Promise<number> {
  const sideBySide = await lighthouseSideBySidePhase(options)
  const targets = sideBySideTargets(sideBySide)
  console.log('\n## targets')
  for (const target of targets) console.log(`  ${formatTarget(target)}`)
  mkdirSync(path.dirname(options.out), { recursive: true })
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { ...machine, loadAverageAtEnd: loadAverage() },
    options,
    targets,
    lighthouseSideBySide: sideBySide,
  }
  writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`)
  const passed = targets.filter((target) => target.pass).length
  console.log(
    `\nbench: ${passed}/${targets.length} Lighthouse targets met; wrote ${path.relative(root, options.out)}`,
  )
  return sideBySide.error ? 1 : 0
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
