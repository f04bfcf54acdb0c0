/**
 * `npm run bench:chain`: load through the whole production chain (issue 34 item 7). Varnish with
 * the shipped VCL (deploy/varnish) in front of two storefront replicas of the production build, on
 * one standalone back end; a signed `product.written` webhook every second makes both replicas purge
 * a product's pages here and in Varnish, as changes in a live shop do. Three runs:
 *
 * 1. the page mix of bench/lib/mix.ts (home, category, product, search in three locales; 30 % of the
 *    requests with a shopper's token) for --seconds at --connections;
 * 2. the same pages without tokens (what Varnish answers) for half as long: p99 of cached pages;
 * 3. the mix again, one replica killed with SIGKILL halfway through.
 *
 * Goals: 0 errors in every run, p99 <= 50 ms for cached pages. A missed goal is printed as FAIL and
 * written to bench/results/chain.json; only a chain that cannot start exits non-zero. Needs
 * `npm run build` and Debian's varnish and varnish-modules (npm test installs them).
 *
 * Options: --seconds S (60), --connections N (200), --port N (3270; uses N .. N+3).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { templateDatabasePath } from '../backend/test-support/template-path.ts'
import { shopperCookie } from './lib/http.ts'
import { localizedPages } from './lib/locales.ts'
import { buildMix, type LoadResult, runLoad } from './lib/mix.ts'
import { BENCH_PAGES } from './pages.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ACCESS_KEY = 'SWSCGWDEMOSTOREFRONTKEY001'
const SECRET = 'bench-chain-secret'
const CACHED_P99_GOAL_MS = 50

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    port: { type: 'string', default: '3270' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const base = Number(values.port)
const ports = { backend: base, replicaA: base + 1, replicaB: base + 2, varnish: base + 3 }
const BACKEND = `http://127.0.0.1:${ports.backend}`
const VARNISH = `http://localhost:${ports.varnish}`

const dataDir = mkdtempSync(path.join(tmpdir(), 'gartenwerk-bench-chain-'))
// Varnish compiles the VCL as its own unprivileged user: it must read backends.vcl in here.
chmodSync(dataDir, 0o755)
const processes: ChildProcess[] = []

function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess {
  const log = openSync(path.join(dataDir, `${name}.log`), 'w')
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  processes.push(child)
  return child
}

async function waitFor(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 180_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    if (Date.now() > until)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (logs: ${dataDir})`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

function replica(port: number): ChildProcess {
  return start(`replica-${port}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    NODE_ENV: 'production',
    STORE_API_ENDPOINT: BACKEND,
    STORE_API_ACCESS_KEY: ACCESS_KEY,
    PUBLIC_URL: VARNISH,
    WEBHOOK_SECRET: SECRET,
    VARNISH_PURGE_URLS: `http://127.0.0.1:${ports.varnish}/`,
  })
}

function varnishBackends(): string {
  const replicas = [ports.replicaA, ports.replicaB]
  return `probe readiness {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 800ms;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}
${replicas.map((port, index) => `backend replica${index + 1} { .host = "127.0.0.1"; .port = "${port}"; .probe = readiness; }`).join('\n')}
sub vcl_init {
    new storefront = directors.round_robin();
${replicas.map((_, index) => `    storefront.add_backend(replica${index + 1});`).join('\n')}
}
`
}

async function startChain(): Promise<Map<number, ChildProcess>> {
  const database = path.join(dataDir, 'shop.sqlite')
  if (existsSync(templateDatabasePath())) copyFileSync(templateDatabasePath(), database)
  start('backend', process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    PORT: String(ports.backend),
    PUBLIC_URL: BACKEND,
    DATABASE_PATH: database,
    WEBHOOK_URLS: [ports.replicaA, ports.replicaB]
      .map((port) => `http://127.0.0.1:${port}/_storefront/webhooks`)
      .join(','),
    WEBHOOK_SECRET: SECRET,
  })
  // Seeding a database (when no test template is there) takes a few minutes.
  await waitFor(`${BACKEND}/store-api/context`, { 'sw-access-key': ACCESS_KEY }, 600_000)
  const replicas = new Map([
    [ports.replicaA, replica(ports.replicaA)],
    [ports.replicaB, replica(ports.replicaB)],
  ])
  const vcl = path.join(dataDir, 'varnish')
  mkdirSync(vcl)
  writeFileSync(path.join(vcl, 'backends.vcl'), varnishBackends())
  const deploy = path.join(root, 'deploy/varnish')
  start('varnish', 'varnishd', [
    '-F',
    '-a',
    `127.0.0.1:${ports.varnish}`,
    '-f',
    path.join(deploy, 'default.vcl'),
    '-p',
    `vcl_path=${vcl}:${deploy}`,
    '-n',
    path.join(vcl, 'work'),
    '-s',
    'malloc,256m',
  ])
  await Promise.all(
    [ports.replicaA, ports.replicaB].map((port) => waitFor(`http://127.0.0.1:${port}/readyz`)),
  )
  await waitFor(`${VARNISH}/build-info.json`)
  return replicas
}

/** A signed product.written for one product, to every replica (as the back end sends it). */
async function announce(productId: string): Promise<boolean> {
  const body = JSON.stringify({
    data: {
      payload: [
        {
          entity: 'product',
          operation: 'update',
          primaryKey: productId,
          updatedFields: ['stock'],
          versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
        },
      ],
      event: 'product.written',
    },
    source: { url: VARNISH, eventId: crypto.randomUUID(), shopId: 'bench', appVersion: '1.0.0' },
    timestamp: Math.floor(Date.now() / 1000),
  })
  const signature = createHmac('sha256', SECRET).update(body).digest('hex')
  const answers = await Promise.all(
    [ports.replicaA, ports.replicaB].map((port) =>
      fetch(`http://127.0.0.1:${port}/_storefront/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'shopware-shop-signature': signature },
        body,
      })
        .then((response) => response.status === 204)
        .catch(() => false),
    ),
  )
  return answers.some(Boolean)
}

/** Purges one of `productIds` every second until stopped; counts what was confirmed. */
function purgeEverySecond(productIds: string[]): { stop: () => { sent: number; confirmed: number } } {
  let sent = 0
  let confirmed = 0
  const timer = setInterval(() => {
    const id = productIds[sent++ % productIds.length] ?? ''
    void announce(id).then((ok) => {
      if (ok) confirmed += 1
    })
  }, 1_000)
  return {
    stop: () => {
      clearInterval(timer)
      return { sent, confirmed }
    },
  }
}

interface Run {
  name: string
  load: LoadResult
  purges: { sent: number; confirmed: number }
  loadAverage: number[]
  goals: Array<{ name: string; value: number; limit: string; pass: boolean }>
}

function describeRun(run: Run): void {
  const { load } = run
  console.log(`\n## ${run.name}`)
  console.log(
    `  ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, max ${load.maxMs} ms, ${load.requests} requests, non-2xx ${load.non2xx}, socket errors ${load.socketErrors}, timeouts ${load.timeouts}; purges ${run.purges.confirmed}/${run.purges.sent}; load average ${run.loadAverage.join(' / ')}`,
  )
  for (const goal of run.goals) {
    console.log(`  ${goal.pass ? 'PASS' : 'FAIL'} ${goal.name}: ${goal.value} (goal ${goal.limit})`)
  }
}

function errorGoals(load: LoadResult): Run['goals'] {
  const errors = load.non2xx + load.errors
  return [{ name: 'non-2xx answers and socket errors', value: errors, limit: '= 0', pass: errors === 0 }]
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/server/entry-server.js'))) {
    throw new Error('No production build: run `npm run build` first')
  }
  console.log(
    `# Chain: Varnish → 2 replicas → standalone back end (${connections} connections, ${seconds} s)`,
  )
  const replicas = await startChain()
  const catalogue = BENCH_PAGES.filter((page) => ['home', 'category', 'product'].includes(page.name))
  const pages = await localizedPages(VARNISH, catalogue, ['de-DE', 'en-GB', 'fr-FR'])
  const cookies: string[] = []
  for (let i = 0; i < 5; i++) cookies.push(await shopperCookie(VARNISH, { 'accept-language': 'de-DE' }))
  const listed = await fetch(`${BACKEND}/store-api/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sw-access-key': ACCESS_KEY },
    body: JSON.stringify({ limit: 24 }),
  })
  const productIds = ((await listed.json()) as { elements: Array<{ id: string }> }).elements.map((p) => p.id)

  const runs: Run[] = []
  const measure = async (
    name: string,
    mix: ReturnType<typeof buildMix>,
    runSeconds: number,
    during?: () => void,
  ) => {
    const purger = purgeEverySecond(productIds)
    const midway = during ? setTimeout(during, (runSeconds * 1000) / 2) : undefined
    const load = await runLoad(VARNISH, mix, runSeconds, connections)
    if (midway) clearTimeout(midway)
    const run: Run = {
      name,
      load,
      purges: purger.stop(),
      loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
      goals: errorGoals(load),
    }
    runs.push(run)
    return run
  }

  describeRun(
    await measure('mix, 30 % shoppers with tokens, a purge every second', buildMix(pages, cookies), seconds),
  )
  const cached = await measure(
    'cached pages only (no tokens), a purge every second',
    buildMix(pages, [], 0),
    Math.max(10, seconds / 2),
  )
  cached.goals.push({
    name: 'p99 ms of cached pages',
    value: cached.load.p99Ms,
    limit: `<= ${CACHED_P99_GOAL_MS}`,
    pass: cached.load.p99Ms <= CACHED_P99_GOAL_MS,
  })
  describeRun(cached)
  describeRun(
    await measure('mix, replica A killed (SIGKILL) halfway through', buildMix(pages, cookies), seconds, () =>
      replicas.get(ports.replicaA)?.kill('SIGKILL'),
    ),
  )

  const out = path.join(root, 'bench/results/chain.json')
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), connections, seconds, runs }, null, 2)}\n`,
  )
  console.log(`\nwritten: ${path.relative(root, out)}`)
}

let failed = false
try {
  await main()
} catch (error) {
  failed = true
  throw error
} finally {
  for (const child of processes) child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  // The processes' logs stay for a chain that did not start.
  if (!failed) rmSync(dataDir, { recursive: true, force: true })
}
