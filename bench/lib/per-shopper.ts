/**
 * The per-shopper render (issue 33): pages rendered for one shopper whose prices differ from the
 * default ones, which no shared cache may answer. Each side (baseline and current) runs as the issue
 * measured it: the storefront server (page cache on, as in production) in front of its own checkout's
 * standalone back end (backend/main.ts over HTTP), so the CPU time of each process is read apart from
 * /proc. The shopper is set up through the storefront's own /store-api proxy, as a browser does it:
 * a context token, a Swiss delivery country (PATCH /context countryId: Swiss VAT instead of German,
 * which gives the visitor an `sw-cache-hash` cookie), three products in the basket; the account page
 * is the demo customer's, logged in and switched to Switzerland the same way.
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { STOREFRONT_REQUEST_HEADER, STOREFRONT_REQUEST_HEADER_VALUE } from '../../src/domain/constants.ts'
import { httpGet } from './http.ts'
import { type LoadFigures, loadTest } from './load.ts'
import { type RunningServer, startProductionServer } from './server.ts'
import { atLeast, type TargetResult } from './targets.ts'

/** The baseline of issue 33's per-shopper targets: main before that work. */
export const SHOPPER_BASELINE = 'eb94983'

/** The embedded back end's demo sales channel and customer (backend/core/config.ts, seed/customers.ts). */
const ACCESS_KEY = 'SWSCGWDEMOSTOREFRONTKEY001'
const DEMO_LOGIN = { username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }
const DE = { 'accept-language': 'de-DE' }

export interface ShopperPage {
  name: string
  path: string
  /** Rendered for the logged-in demo customer (account pages) instead of the guest shopper. */
  customer?: boolean
}

export const SHOPPER_PAGES: readonly ShopperPage[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/Gartentische/Esstische' },
  { name: 'product', path: '/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2' },
  { name: 'basket', path: '/checkout/cart' },
  { name: 'checkout', path: '/checkout' },
  { name: 'account', path: '/account', customer: true },
]

/** Per-shopper throughput as the issue asks for it: current ÷ baseline. */
export const SHOPPER_RATIO_TARGETS: Readonly<Record<string, number>> = {
  home: 1.4,
  category: 2.2,
  product: 4.5,
}
/** Pages that must be at least as fast as the current build's per-shopper category page. */
export const AS_FAST_AS_CATEGORY: readonly string[] = ['basket', 'checkout', 'account']

export interface ShopperRun extends LoadFigures {
  /** CPU milliseconds (user + system, all threads) per answered request, from /proc. */
  storefrontCpuMs: number | null
  backendCpuMs: number | null
  /** 1-minute load average just before the run. */
  loadAverage: number
}

export interface ShopperPageFigures {
  name: string
  path: string
  runs: ShopperRun[]
  /** Means over the rounds. */
  requestsPerSecond: number
  storefrontCpuMs: number | null
  backendCpuMs: number | null
}

export interface ShopperSideResult {
  name: 'baseline' | 'current'
  root: string
  pages: ShopperPageFigures[]
  error?: string
}

export interface PerShopperResult {
  connections: number
  seconds: number
  rounds: number
  baseline: ShopperSideResult
  current: ShopperSideResult
  /** current ÷ baseline per page: req/s, and each process's CPU per request (below 1 is less CPU). */
  ratios: Record<
    string,
    { requestsPerSecond: number | null; storefrontCpu: number | null; backendCpu: number | null }
  >
}

/** User plus system CPU time of a process (all its threads) in milliseconds; null when unreadable. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may contain spaces) start at its closing parenthesis;
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** A visitor of the storefront's /store-api proxy, keeping its cookies as a browser would. */
class ProxyVisitor {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly origin: string) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  has(name: string): boolean {
    return this.cookies.has(name)
  }

  async call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.origin}/store-api${path}`, {
      method,
      headers: {
        ...DE,
        accept: 'application/json',
        origin: this.origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // The proxy takes writes only from the storefront's own code (its request header).
        [STOREFRONT_REQUEST_HEADER]: STOREFRONT_REQUEST_HEADER_VALUE,
        ...(this.cookies.size ? { cookie: this.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    for (const line of response.headers.getSetCookie()) {
      const match = /^([^=]+)=([^;]*)/.exec(line)
      if (!match?.[1]) continue
      if (match[2] === '' || /max-age=0/i.test(line)) this.cookies.delete(match[1])
      else this.cookies.set(match[1], match[2] ?? '')
    }
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
    return text ? JSON.parse(text) : null
  }
}

async function swissCountryId(visitor: ProxyVisitor): Promise<string> {
  const found = (await visitor.call('POST', '/country', {
    filter: [{ type: 'equals', field: 'iso', value: 'CH' }],
    includes: { country: ['id', 'iso'] },
  })) as { elements?: { id: string }[] }
  const id = found.elements?.[0]?.id
  if (!id) throw new Error('the shop has no country with iso CH')
  return id
}

async function goSwiss(visitor: ProxyVisitor, change: Record<string, string>): Promise<void> {
  await visitor.call('PATCH', '/context', change)
  if (!visitor.has('sw-cache-hash'))
    throw new Error('a Swiss delivery country set no sw-cache-hash cookie: the page cache might answer')
}

async function fillBasket(visitor: ProxyVisitor, count = 3): Promise<void> {
  const found = (await visitor.call('POST', '/product', {
    limit: 20,
    filter: [{ type: 'equals', field: 'childCount', value: 0 }],
    includes: { product: ['id', 'minPurchase', 'states'] },
  })) as { elements?: { id: string; minPurchase?: number; states?: string[] }[] }
  const ids = (found.elements ?? [])
    .filter((product) => (product.minPurchase ?? 1) === 1 && !product.states?.includes('is-download'))
    .map((product) => product.id)
    .slice(0, count)
  if (ids.length === 0) throw new Error('no simple product for the bench basket')
  await visitor.call('POST', '/checkout/cart/line-item', {
    items: ids.map((id) => ({ id, referencedId: id, type: 'product', quantity: 1 })),
  })
}

/**
 * The demo customer's cookies, logged in through the storefront's own /store-api proxy as a browser
 * does it (a fresh context token each time).
 */
export async function demoCustomerCookie(origin: string): Promise<string> {
  return (await demoCustomer(origin)).cookie
}

async function demoCustomer(origin: string): Promise<ProxyVisitor> {
  const customer = new ProxyVisitor(origin)
  await customer.call('GET', '/context')
  await customer.call('POST', '/account/login', DEMO_LOGIN)
  return customer
}

/** Cookies of the two shoppers: a Swiss guest with a basket, and the demo customer in Switzerland. */
export async function swissShoppers(origin: string): Promise<{ guest: string; customer: string }> {
  const guest = new ProxyVisitor(origin)
  await guest.call('GET', '/context')
  const countryId = await swissCountryId(guest)
  await fillBasket(guest)
  await goSwiss(guest, { countryId })
  // A customer's delivery country is their shipping address's: a Swiss one, chosen for this context.
  const customer = await demoCustomer(origin)
  const salutations = (await customer.call('POST', '/salutation', {
    includes: { salutation: ['id'] },
  })) as { elements?: { id: string }[] }
  const address = (await customer.call('POST', '/account/address', {
    salutationId: salutations.elements?.[0]?.id,
    firstName: 'Heidi',
    lastName: 'Muster',
    street: 'Bahnhofstrasse 1',
    zipcode: '8001',
    city: 'Zürich',
    countryId,
  })) as { id?: string }
  if (!address.id) throw new Error('the shop created no Swiss address for the demo customer')
  await goSwiss(customer, { shippingAddressId: address.id })
  return { guest: guest.cookie, customer: customer.cookie }
}

interface RunningSide {
  name: 'baseline' | 'current'
  root: string
  storefront: RunningServer
  backend: RunningServer
  cookies: { guest: string; customer: string }
}

async function startSide(
  name: RunningSide['name'],
  root: string,
  storefrontPort: number,
  backendPort: number,
): Promise<RunningSide> {
  const backend = await startProductionServer(root, backendPort, {
    entry: 'backend/main.ts',
    ready: { path: '/store-api/context', headers: { 'sw-access-key': ACCESS_KEY } },
  })
  try {
    const storefront = await startProductionServer(root, storefrontPort, {
      env: {
        STORE_API_ENDPOINT: `http://127.0.0.1:${backendPort}`,
        STORE_API_ACCESS_KEY: ACCESS_KEY,
      },
    })
    try {
      const cookies = await swissShoppers(storefront.origin)
      return { name, root, storefront, backend, cookies }
    } catch (error) {
      await storefront.stop()
      throw error
    }
  } catch (error) {
    await backend.stop()
    throw error
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0)
const meanOrNull = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null)
  return known.length === values.length && known.length > 0 ? round1(mean(known)) : null
}
const ratio = (a: number | null, b: number | null) =>
  a !== null && b !== null && b > 0 ? Math.round((a / b) * 100) / 100 : null

async function measureRun(side: RunningSide, page: ShopperPage, seconds: number, connections: number) {
  const url = `http://127.0.0.1:${side.storefront.port}${page.path}`
  const headers = { ...DE, cookie: page.customer ? side.cookies.customer : side.cookies.guest }
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100
  const before = [processCpuMs(side.storefront.pid), processCpuMs(side.backend.pid)]
  const figures = await loadTest(url, headers, seconds, connections)
  const after = [processCpuMs(side.storefront.pid), processCpuMs(side.backend.pid)]
  const perRequest = (i: number) => {
    const a = after[i]
    const b = before[i]
    return a != null && b != null && figures.requests > 0 ? round1((a - b) / figures.requests) : null
  }
  const run: ShopperRun = {
    ...figures,
    storefrontCpuMs: perRequest(0),
    backendCpuMs: perRequest(1),
    loadAverage,
  }
  return run
}

export interface PerShopperOptions {
  baselineRoot: string
  currentRoot: string
  /** Storefronts on port+1 (current) and port+2 (baseline); back ends on backendPort and backendPort+1. */
  port: number
  backendPort: number
  seconds: number
  connections: number
  rounds: number
  pages?: readonly ShopperPage[]
  log?: (line: string) => void
}

/**
 * Starts both sides, checks every page answers 200 for its shopper, then measures page by page in
 * alternating order (baseline first in odd rounds, current first in even ones), each run after a
 * 2 s warm-up of that page on that side.
 */
export async function measurePerShopper(options: PerShopperOptions): Promise<PerShopperResult> {
  const log = options.log ?? console.log
  const pages = options.pages ?? SHOPPER_PAGES
  const sides: RunningSide[] = []
  try {
    sides.push(await startSide('baseline', options.baselineRoot, options.port + 2, options.backendPort + 1))
    sides.push(await startSide('current', options.currentRoot, options.port + 1, options.backendPort))
    for (const side of sides) {
      for (const page of pages) {
        const cookie = page.customer ? side.cookies.customer : side.cookies.guest
        const answer = await httpGet(`${side.storefront.origin}${page.path}`, { ...DE, cookie })
        if (answer.status !== 200)
          throw new Error(`${side.name} ${page.path} answered ${answer.status} for its shopper, expected 200`)
        if (answer.headers['cache-control']?.includes('public'))
          throw new Error(
            `${side.name} ${page.path} was answered as a shared page, not rendered for the shopper`,
          )
      }
    }
    const runs = new Map<string, ShopperRun[]>()
    for (const page of pages) {
      for (let round = 0; round < options.rounds; round++) {
        const order = round % 2 === 0 ? sides : [...sides].reverse()
        for (const side of order) {
          const url = `http://127.0.0.1:${side.storefront.port}${page.path}`
          const cookie = page.customer ? side.cookies.customer : side.cookies.guest
          await loadTest(url, { ...DE, cookie }, 2, options.connections)
          const run = await measureRun(side, page, options.seconds, options.connections)
          const key = `${side.name} ${page.name}`
          runs.set(key, [...(runs.get(key) ?? []), run])
          const failed = run.non2xx + run.errors
          log(
            `  ${page.name.padEnd(9)} round ${round + 1} ${side.name.padEnd(8)} ${String(run.requestsPerSecond).padStart(6)} req/s  p50 ${String(run.p50Ms).padStart(4)} ms  storefront ${run.storefrontCpuMs ?? '-'} ms/req  back end ${run.backendCpuMs ?? '-'} ms/req  (load ${run.loadAverage}${failed ? `, FAILED ${failed}` : ''})`,
          )
        }
      }
    }
    const sideResult = (side: RunningSide): ShopperSideResult => ({
      name: side.name,
      root: side.root,
      pages: pages.map((page) => {
        const list = runs.get(`${side.name} ${page.name}`) ?? []
        return {
          name: page.name,
          path: page.path,
          runs: list,
          requestsPerSecond: round1(mean(list.map((run) => run.requestsPerSecond))),
          storefrontCpuMs: meanOrNull(list.map((run) => run.storefrontCpuMs)),
          backendCpuMs: meanOrNull(list.map((run) => run.backendCpuMs)),
        }
      }),
    })
    const [baseSide, currentSide] = sides
    if (!baseSide || !currentSide) throw new Error('both sides must run')
    const baseline = sideResult(baseSide)
    const current = sideResult(currentSide)
    const ratios: PerShopperResult['ratios'] = {}
    for (const page of current.pages) {
      const base = baseline.pages.find((entry) => entry.name === page.name)
      ratios[page.name] = {
        requestsPerSecond: ratio(page.requestsPerSecond, base?.requestsPerSecond ?? null),
        storefrontCpu: ratio(page.storefrontCpuMs, base?.storefrontCpuMs ?? null),
        backendCpu: ratio(page.backendCpuMs, base?.backendCpuMs ?? null),
      }
    }
    return {
      connections: options.connections,
      seconds: options.seconds,
      rounds: options.rounds,
      baseline,
      current,
      ratios,
    }
  } finally {
    for (const side of sides) {
      await side.storefront.stop()
      await side.backend.stop()
    }
  }
}

/** The summary table: both sides' req/s and CPU per request, and the ratio, per page. */
export function describePerShopper(result: PerShopperResult): string[] {
  const lines = [
    `  ${'page'.padEnd(9)} ${'baseline req/s'.padStart(14)} ${'sf ms'.padStart(6)} ${'be ms'.padStart(6)}   ${'current req/s'.padStart(13)} ${'sf ms'.padStart(6)} ${'be ms'.padStart(6)}   ratio`,
  ]
  for (const page of result.current.pages) {
    const base = result.baseline.pages.find((entry) => entry.name === page.name)
    const r = result.ratios[page.name]
    lines.push(
      `  ${page.name.padEnd(9)} ${String(base?.requestsPerSecond ?? '-').padStart(14)} ${String(base?.storefrontCpuMs ?? '-').padStart(6)} ${String(base?.backendCpuMs ?? '-').padStart(6)}   ${String(page.requestsPerSecond).padStart(13)} ${String(page.storefrontCpuMs ?? '-').padStart(6)} ${String(page.backendCpuMs ?? '-').padStart(6)}   ${r?.requestsPerSecond ?? '-'}x`,
    )
  }
  return lines
}

/** The issue's per-shopper targets: ratios to the baseline, and the private pages against category. */
export function shopperTargets(result: PerShopperResult): TargetResult[] {
  const targets: TargetResult[] = []
  const page = (side: ShopperSideResult, name: string) => side.pages.find((entry) => entry.name === name)
  for (const [name, limit] of Object.entries(SHOPPER_RATIO_TARGETS)) {
    const current = page(result.current, name)
    if (!current) continue
    targets.push(
      atLeast(
        `per-shopper ${name} req/s, current ÷ baseline`,
        result.ratios[name]?.requestsPerSecond,
        limit,
        {
          baseline: page(result.baseline, name)?.requestsPerSecond ?? null,
          ratio: result.ratios[name]?.requestsPerSecond ?? null,
        },
      ),
    )
  }
  const category = page(result.current, 'category')?.requestsPerSecond
  for (const name of AS_FAST_AS_CATEGORY) {
    const current = page(result.current, name)
    if (!current || category === undefined) continue
    targets.push(
      atLeast(
        `per-shopper ${name} req/s, at least the category page's (${category})`,
        current.requestsPerSecond,
        category,
        {
          baseline: page(result.baseline, name)?.requestsPerSecond ?? null,
          ratio: result.ratios[name]?.requestsPerSecond ?? null,
        },
      ),
    )
  }
  return targets
}
