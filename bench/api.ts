import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { DEMO_ACCESS_KEY } from '../backend/core/config.ts'
import { seedFingerprint } from '../backend/seed/fingerprint.ts'

/**
 * `npm run bench:api`: Store API latency at 1k and 100k products. Seeds (and caches) both
 * catalogues, serves each from its own process on 127.0.0.1, drives three scenarios with autocannon
 * (plus add-to-cart on a 50-line cart and placing a 20-line order) and prints/writes p50, p95 and
 * requests/s. `npm run bench:api -- --only place-order` runs the order scenario alone (1k catalogue,
 * bench/results/api-place-order.json). Targets are reported as PASS/FAIL; the process only
 * fails when the benchmark itself cannot run. BENCH_DURATION (s) and BENCH_CONNECTIONS tune the run.
 *
 * `--baseline <dir>`: <dir> holds another commit's tree with node_modules (e.g. `git archive <ref> |
 * tar -x -C <dir>` plus a node_modules link); its back end serves the same databases beside this
 * one's, and each catalogue scenario runs on both back to back, so before and after share the
 * machine's load (`baseline` in bench/results/api-baseline.json). Cart and order are skipped then.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** BENCH_API_PORT_BASE moves the two servers' ports (8201, 8202) when several benches share a machine. */
const PORT_BASE = Number(process.env.BENCH_API_PORT_BASE ?? 8201)
const SIZES = [
  { label: '1k', products: 1_000, port: PORT_BASE },
  { label: '100k', products: 100_000, port: PORT_BASE + 1 },
] as const
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const P95_LIMIT_MS = 25
/** The back end at scale: listing and search at 100k products, p95 at most this at 10 connections. */
const SCALE_P95_LIMIT_MS = 50
const SCALE_SCENARIOS = ['listing', 'search'] as const
const BASELINE_DIR = process.argv[2] === '--baseline' ? (process.argv[3] ?? '') : null

/** The subset of autocannon's API used here (the package ships no type declarations). */
interface Instance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void
}
interface AutocannonResult {
  non2xx: number
  errors: number
  duration: number
}
type Autocannon = (
  opts: Record<string, unknown>,
  cb: (err: Error | null, r: AutocannonResult) => void,
) => Instance
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

interface Scenario {
  name: 'listing' | 'search' | 'product'
  path: string
  body: string
  /** products the request matches (listing/search `total`; 1 for the detail page) */
  matches?: number
}
interface Figures {
  single?: Figures
  p50: number
  p95: number
  requestsPerSecond: number
  requests: number
  non2xx: number
  errors: number
}

/**
 * One cached database per product count, keyed by the seed's own fingerprint (migrations, seed
 * code and data, config): a changed seed reseeds, an unchanged one starts in seconds.
 */
function seededDatabase(products: number): string {
  const base = join(ROOT, 'data/bench')
  const name = `p${products}-${seedFingerprint(products)}`
  const dir = join(base, name)
  const file = join(dir, 'shop.sqlite')
  if (existsSync(file)) return file
  // Older seeds of the same size are stale; remove them so the cache does not grow without bound.
  if (existsSync(base)) {
    for (const entry of readdirSync(base)) {
      if (entry.startsWith(`p${products}-`)) rmSync(join(base, entry), { recursive: true, force: true })
    }
  }
  const tmp = `${dir}.tmp`
  mkdirSync(tmp, { recursive: true })
  console.log(`seeding ${products} products into data/bench/${name} …`)
  const started = Date.now()
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'backend/seed/cli.ts',
      '--products',
      String(products),
      '--database',
      join(tmp, 'shop.sqlite'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  )
  if (run.status !== 0) throw new Error(`seed of ${products} products failed (exit ${run.status})`)
  renameSync(tmp, dir)
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return file
}

/** Serves `database` from the code in `root` (this tree, or a baseline's: its own bench/api.ts --serve). */
async function startServer(database: string, port: number, root = ROOT): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/api.ts'), '--serve', database, String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`back end exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${port}/store-api/context`, {
      headers: { 'sw-access-key': DEMO_ACCESS_KEY },
    })
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error('back end did not answer within 180 s')
}

/** Serve mode: run in a child so the load generator never shares the server's event loop. */
async function serve(database: string, port: number): Promise<void> {
  const { serve: listen } = await import('@hono/node-server')
  const { createBackend } = await import('../backend/app.ts')
  const backend = await createBackend({ databasePath: database })
  const server = listen({ fetch: (request) => backend.fetch(request), port, hostname: '127.0.0.1' })
  const stop = () => server.close(() => backend.close())
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

type Json = Record<string, unknown>
async function api(port: number, token: string, path: string, body: Json): Promise<Json> {
  const response = await fetch(`http://127.0.0.1:${port}/store-api${path}`, {
    method: 'POST',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'sw-context-token': token,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`POST ${path} → ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as Json
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])

/** Finds real ids in the served catalogue: the largest category, a manufacturer, an option, a variant. */
async function scenarios(port: number, token: string): Promise<Scenario[]> {
  const nav = await fetch(`http://127.0.0.1:${port}/store-api/navigation/main-navigation/main-navigation`, {
    headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token },
  }).then((r) => r.json())
  let best = { id: '', total: -1 }
  for (const category of list(nav)) {
    const result = await api(port, token, `/product-listing/${String(category.id)}`, { limit: 1 })
    if (Number(result.total) > best.total) best = { id: String(category.id), total: Number(result.total) }
  }
  const listing = await api(port, token, `/product-listing/${best.id}`, { limit: 100 })
  const aggregations = (listing.aggregations ?? {}) as Record<string, Json>
  const manufacturers = list(aggregations.manufacturer?.entities).slice(0, 4)
  const options = list(aggregations.properties?.entities)
    .slice(0, 4)
    .flatMap((group) => list(group.options).slice(0, 2))
  // Two filters that still match something: the manufacturer/option pair with the most products.
  let filters = { manufacturer: '', properties: '', total: 0 }
  for (const m of manufacturers) {
    for (const o of options) {
      const body = { manufacturer: String(m.id), properties: String(o.id), limit: 1 }
      const total = Number((await api(port, token, `/product-listing/${best.id}`, body)).total)
      if (total > filters.total) filters = { manufacturer: String(m.id), properties: String(o.id), total }
    }
  }
  const elements = list(listing.elements)
  const counts = new Map<string, number>()
  for (const product of elements) {
    const name = String((product.translated as Json | undefined)?.name ?? product.name ?? '')
    for (const word of name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  const word = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'garten'
  // Listings show variant parents; their detail page carries the configurator.
  const parent = elements.find((p) => Number(p.childCount) > 0)
  if (filters.total === 0 || !parent)
    throw new Error('catalogue lacks filterable products or variant parents')
  const { manufacturer, properties } = filters
  return [
    {
      name: 'listing',
      path: `/product-listing/${best.id}`,
      body: JSON.stringify({ manufacturer, properties, limit: 24 }),
    },
    { name: 'search', path: '/search', body: JSON.stringify({ search: word, limit: 24 }) },
    { name: 'product', path: `/product/${String(parent.id)}`, body: '{}' },
  ]
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? Number.NaN) * 100) / 100
}

function measure(
  port: number,
  token: string,
  scenario: Scenario,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Figures> {
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/store-api${scenario.path}`,
        method: 'POST',
        headers: {
          'sw-access-key': DEMO_ACCESS_KEY,
          'sw-context-token': token,
          'content-type': 'application/json',
        },
        body: scenario.body,
        connections,
        duration: seconds,
      },
      (err, result) => {
        if (err) return reject(err)
        times.sort((a, b) => a - b)
        resolve({
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          requestsPerSecond: Math.round(times.length / result.duration),
          requests: times.length,
          non2xx: result.non2xx,
          errors: result.errors,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms))
  })
}

/**
 * Add-to-cart on a cart of 50 lines: a fresh context gets 50 different products, then autocannon adds
 * one more unit of the 25th line again and again. Each request names another client address, so the
 * per-client `cart_add_line_item` rate limit (1000 adds a minute) does not turn the run into 429s.
 */
async function measureCartAdd(port: number, seconds = DURATION): Promise<Figures> {
  const probe = await fetch(`http://127.0.0.1:${port}/store-api/context`, {
    headers: { 'sw-access-key': DEMO_ACCESS_KEY },
  })
  const token = probe.headers.get('sw-context-token') ?? ''
  const found = await api(port, token, '/product', {
    limit: 100,
    filter: [{ type: 'equals', field: 'childCount', value: 0 }],
  })
  const ids = list(found.elements)
    .filter((p) => Number(p.minPurchase ?? 1) === 1 && p.isCloseout !== true)
    .map((p) => String(p.id))
    .slice(0, 50)
  if (ids.length < 50) throw new Error(`only ${ids.length} simple products for the cart benchmark`)
  const filled = await api(port, token, '/checkout/cart/line-item', {
    items: ids.map((id) => ({ id, referencedId: id, type: 'product', quantity: 1 })),
  })
  const shopperLines = list(filled.lineItems).filter(
    (l) => l.type === 'product' && (l.payload as Json | undefined)?.isPremiumGift !== true,
  )
  if (shopperLines.length !== 50) throw new Error('the benchmark cart does not hold 50 lines')
  const target = ids[24] ?? ''
  const times: number[] = []
  let client = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/store-api/checkout/cart/line-item`,
        method: 'POST',
        headers: {
          'sw-access-key': DEMO_ACCESS_KEY,
          'sw-context-token': token,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ items: [{ id: target, referencedId: target, type: 'product', quantity: 1 }] }),
        requests: [
          {
            setupRequest: (request: { headers: Record<string, string> }) => {
              client += 1
              const headers = {
                ...request.headers,
                'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
              }
              return { ...request, headers }
            },
          },
        ],
        connections: CONNECTIONS,
        duration: seconds,
      },
      (err, result) => {
        if (err) return reject(err)
        times.sort((a, b) => a - b)
        resolve({
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          requestsPerSecond: Math.round(times.length / result.duration),
          requests: times.length,
          non2xx: result.non2xx,
          errors: result.errors,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms))
  })
}

/**
 * Place-order with a 20-line cart: each worker is a guest (POST /account/register, guest: true) who
 * fills a cart with 20 products (not timed) and places it (timed: POST /checkout/order, the whole
 * order transaction with stock, mail and cart deletion), again and again for `seconds`. Workers run
 * side by side (at most BENCH_CONNECTIONS), so concurrent placements queue on SQLite's write lock
 * like real ones. Every answer must be 200; anything else counts as non-2xx.
 */
async function measurePlaceOrder(port: number, seconds = DURATION, workers = CONNECTIONS): Promise<Figures> {
  const base = `http://127.0.0.1:${port}/store-api`
  const probe = await fetch(`${base}/context`, { headers: { 'sw-access-key': DEMO_ACCESS_KEY } })
  const found = await api(port, probe.headers.get('sw-context-token') ?? '', '/product', {
    limit: 100,
    filter: [{ type: 'equals', field: 'childCount', value: 0 }],
  })
  const ids = list(found.elements)
    .filter(
      (p) => Number(p.minPurchase ?? 1) === 1 && p.isCloseout !== true && Number(p.purchaseSteps ?? 1) === 1,
    )
    .map((p) => String(p.id))
    .slice(0, 20)
  if (ids.length < 20) throw new Error(`only ${ids.length} simple products for the order benchmark`)
  const country = list((await api(port, '', '/country', { limit: 1 })).elements)[0]
  const times: number[] = []
  let non2xx = 0
  let errors = 0
  const deadline = Date.now() + seconds * 1000
  const worker = async (n: number) => {
    let token = ''
    const post = async (path: string, body: Json) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'sw-access-key': DEMO_ACCESS_KEY,
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${n}.1`,
          ...(token ? { 'sw-context-token': token } : {}),
        },
        body: JSON.stringify(body),
      })
      token = response.headers.get('sw-context-token') ?? token
      await response.arrayBuffer()
      return response.status
    }
    await post('/account/register', {
      guest: true,
      firstName: 'Bench',
      lastName: `Worker ${n}`,
      email: `bench.${n}.${Date.now()}@example.org`,
      acceptedDataProtection: true,
      storefrontUrl: 'http://localhost:3000',
      billingAddress: {
        countryId: String(country?.id),
        street: 'Benchweg 1',
        zipcode: '10115',
        city: 'Berlin',
      },
    })
    while (Date.now() < deadline) {
      const filled = await post('/checkout/cart/line-item', {
        items: ids.map((id) => ({ id, referencedId: id, type: 'product', quantity: 1 })),
      })
      if (filled !== 200) {
        errors += 1
        continue
      }
      const started = performance.now()
      const status = await post('/checkout/order', {})
      times.push(performance.now() - started)
      if (status !== 200) non2xx += 1
    }
  }
  const begun = Date.now()
  await Promise.all(Array.from({ length: Math.max(1, workers) }, (_, n) => worker(n)))
  times.sort((a, b) => a - b)
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requestsPerSecond: Math.round(times.length / ((Date.now() - begun) / 1000)),
    requests: times.length,
    non2xx,
    errors,
  }
}

/** `tsx bench/api.ts --only place-order`: the order benchmark alone on the 1k catalogue. */
async function placeOrderOnly(): Promise<void> {
  const size = SIZES[0]
  const server = await startServer(seededDatabase(size.products), size.port)
  try {
    await measurePlaceOrder(size.port, 1) // warm-up: JIT and SQLite page cache
    const figures = await measurePlaceOrder(size.port)
    console.log(`  ${'order'.padEnd(8)} ${size.label.padEnd(5)} ${format(figures)}  [cart of 20 lines]`)
    const report = {
      generatedAt: new Date().toISOString(),
      settings: { connections: CONNECTIONS, durationSeconds: DURATION, host: '127.0.0.1' },
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: loadavg() },
      results: { [size.label]: { 'place-order-20-lines': figures } },
    }
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
    writeFileSync(join(ROOT, 'bench/results/api-place-order.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log('\nwritten to bench/results/api-place-order.json')
  } finally {
    server.kill('SIGTERM')
  }
}

interface Target {
  label: string
  port: number
  server: ChildProcess
  token: string
  scenarios: Scenario[]
}

async function prepare(label: string, products: number, port: number): Promise<Target> {
  const server = await startServer(seededDatabase(products), port)
  return probe(label, port, server)
}

async function probe(label: string, port: number, server: ChildProcess): Promise<Target> {
  try {
    const probe = await fetch(`http://127.0.0.1:${port}/store-api/context`, {
      headers: { 'sw-access-key': DEMO_ACCESS_KEY },
    })
    // One context for all requests: without it every request would create (write) a new context.
    const token = probe.headers.get('sw-context-token') ?? ''
    const found = await scenarios(port, token)
    // Probe once: a scenario that does not answer 200 would only measure error handling.
    for (const scenario of found) {
      const answer = await api(port, token, scenario.path, JSON.parse(scenario.body) as Json)
      if (scenario.name === 'product' && list(answer.configurator).length === 0) {
        throw new Error(`${scenario.path} has no configurator`)
      }
      scenario.matches = scenario.name === 'product' ? 1 : Number(answer.total)
    }
    return { label, port, server, token, scenarios: found }
  } catch (error) {
    server.kill('SIGTERM')
    throw error
  }
}

const format = (f: Figures) =>
  `p50 ${f.p50} ms  p95 ${f.p95} ms  ${f.requestsPerSecond} req/s  (${f.requests} requests, ${f.non2xx} non-2xx, ${f.errors} errors)`

/** Targets per load level: the configured connections (the verdict) and one connection (for context). */
function judge(results: Record<string, Record<string, Figures>>) {
  const targets: { target: string; value: number; pass: boolean; limit?: number }[] = []
  // The back end at scale: listing and search at 100k products at the configured connections.
  for (const name of SCALE_SCENARIOS) {
    const large = results['100k']?.[name]
    if (!large) continue
    targets.push({
      target: `${name}: p95 ≤ ${SCALE_P95_LIMIT_MS} ms at 100k products (${CONNECTIONS} connections)`,
      value: large.p95,
      pass: large.non2xx === 0 && large.errors === 0 && large.p95 <= SCALE_P95_LIMIT_MS,
      limit: SCALE_P95_LIMIT_MS,
    })
  }
  for (const name of ['listing', 'search', 'product']) {
    for (const level of ['loaded', 'single'] as const) {
      const pick = (f: Figures | undefined) => (level === 'single' ? f?.single : f)
      const small = pick(results['1k']?.[name])
      const large = pick(results['100k']?.[name])
      if (!small || !large) continue
      const valid = large.non2xx === 0 && large.errors === 0 && small.non2xx === 0 && small.errors === 0
      const ratio = Math.round((large.p95 / small.p95) * 100) / 100
      const at = level === 'single' ? '1 connection' : `${CONNECTIONS} connections`
      targets.push(
        {
          target: `${name}: p95 < ${P95_LIMIT_MS} ms at 100k (${at})`,
          value: large.p95,
          pass: valid && large.p95 < P95_LIMIT_MS,
        },
        { target: `${name}: p95(100k) ≤ 2 × p95(1k) (${at})`, value: ratio, pass: valid && ratio <= 2 },
      )
    }
  }
  return targets
}

/** One scenario on one server: warm-up, the loaded run and the single-connection run. */
async function measureScenario(t: Target, scenario: Scenario, tag: string): Promise<Figures> {
  await measure(t.port, t.token, scenario, 1) // warm-up: JIT and SQLite page cache
  const figures = await measure(t.port, t.token, scenario, DURATION)
  // Unloaded latency (one connection) for context; the targets use the loaded run above.
  const single = await measure(t.port, t.token, scenario, DURATION, 1)
  console.log(
    `  ${scenario.name.padEnd(8)} ${t.label.padEnd(5)}${tag} ${format(figures)}  [${scenario.matches} matches]`,
  )
  console.log(
    `  ${''.padEnd(14)}${' '.repeat(tag.length)} 1 connection: p50 ${single.p50} ms  p95 ${single.p95} ms  ${single.requestsPerSecond} req/s`,
  )
  return { ...figures, single }
}

async function main(): Promise<void> {
  const targets: Target[] = []
  const baselines = new Map<string, Target>()
  try {
    for (const size of SIZES) targets.push(await prepare(size.label, size.products, size.port))
    if (BASELINE_DIR) {
      // The baseline's back end on the same databases, two ports further up.
      for (const [i, size] of SIZES.entries()) {
        const port = PORT_BASE + SIZES.length + i
        const server = await startServer(seededDatabase(size.products), port, BASELINE_DIR)
        const t = await probe(size.label, port, server)
        // The same requests as the current back end's (same ids), only the context token is its own.
        baselines.set(size.label, { ...t, scenarios: targets[i]?.scenarios ?? t.scenarios })
      }
    }
    const load = loadavg().map((n) => Math.round(n * 100) / 100)
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, load average ${load.join(' ')}`)
    // Each scenario runs at 1k and then at once at 100k (and on the baseline right after each), so
    // all see the same machine load.
    const results: Record<string, Record<string, Figures>> = {}
    const baselineResults: Record<string, Record<string, Figures>> = {}
    for (const [index, name] of ['listing', 'search', 'product'].entries()) {
      for (const t of targets) {
        const scenario = t.scenarios[index]
        if (!scenario) continue
        const before = baselines.get(t.label)
        if (before) {
          const figures = await measureScenario(before, scenario, ' before')
          baselineResults[t.label] = { ...baselineResults[t.label], [name]: figures }
        }
        const figures = await measureScenario(t, scenario, before ? ' after ' : '')
        results[t.label] = { ...results[t.label], [name]: figures }
      }
    }
    // Cart back end: add-to-cart on a cart of 50 lines (p95), reported beside the catalogue targets.
    for (const t of BASELINE_DIR ? [] : targets) {
      const figures = await measureCartAdd(t.port)
      results[t.label] = { ...results[t.label], 'add-to-cart-50-lines': figures }
      console.log(`  ${'cart add'.padEnd(8)} ${t.label.padEnd(5)} ${format(figures)}  [cart of 50 lines]`)
    }
    // Checkout: placing a 20-line order (p95), reported like the cart figure.
    for (const t of BASELINE_DIR ? [] : targets) {
      await measurePlaceOrder(t.port, 1)
      const figures = await measurePlaceOrder(t.port)
      results[t.label] = { ...results[t.label], 'place-order-20-lines': figures }
      console.log(`  ${'order'.padEnd(8)} ${t.label.padEnd(5)} ${format(figures)}  [cart of 20 lines]`)
    }
    const verdicts = judge(results)
    console.log('\ntargets')
    for (const v of verdicts) console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.target}  (${v.value})`)
    const baseline = BASELINE_DIR
      ? { dir: BASELINE_DIR, results: baselineResults, targets: judge(baselineResults) }
      : undefined
    if (baseline) {
      console.log('\nbaseline targets (same run)')
      for (const v of baseline.targets)
        console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.target}  (${v.value})`)
    }
    const report = {
      generatedAt: new Date().toISOString(),
      settings: { connections: CONNECTIONS, durationSeconds: DURATION, host: '127.0.0.1' },
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: load },
      scenarios: Object.fromEntries(targets.map((t) => [t.label, t.scenarios])),
      results,
      targets: verdicts,
      ...(baseline ? { baseline } : {}),
    }
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
    // A comparison run lacks the cart and order figures: it keeps api.json of the full run intact.
    const file = baseline ? 'bench/results/api-baseline.json' : 'bench/results/api.json'
    writeFileSync(join(ROOT, file), `${JSON.stringify(report, null, 2)}\n`)
    console.log(`\nwritten to ${file}`)
  } finally {
    for (const t of [...targets, ...baselines.values()]) t.server.kill('SIGTERM')
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] ?? '', Number(process.argv[4]))
} else if (process.argv[2] === '--only' && process.argv[3] === 'place-order') {
  await placeOrderOnly()
} else {
  await main()
}
