/**
 * Baseline against current in the same run: the servers of both builds run side by side and each
 * ratio's measurements alternate (baseline, current, baseline, current …) so that both see the same
 * machine load; the better run of each side is kept (on a shared machine the noise only ever slows a
 * run down, so the best run is the closest to what the build can do).
 */
import { loadavg } from 'node:os'
import { type AssetGroup, measure } from './assets.ts'
import { scriptsNeededToHydrate } from './hydration.ts'
import { drained, httpGet, shopperCookie } from './http.ts'
import { type LoadFigures, loadTest } from './load.ts'

export interface Side {
  name: 'baseline' | 'current'
  origin: string
  clientDir: string
}

export interface SsrComparison {
  path: string
  /** Every run in the order it ran, with the machine's 1-minute load average before it. */
  rounds: Array<{ side: Side['name']; figures: LoadFigures; loadAverage: number }>
  baseline: LoadFigures
  current: LoadFigures
  /** current req/s ÷ baseline req/s; null when a side got no answer at all (nothing to compare) */
  ratio: number | null
}

const DE = { 'accept-language': 'de-DE' }
const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100)

function best(runs: LoadFigures[]): LoadFigures {
  const sorted = [...runs].sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)
  const top = sorted[0]
  if (!top) throw new Error('no runs')
  return top
}

/**
 * Uncached SSR of `path`: with a shopper's token cookie (never served from a cache that keys on the
 * token-less page), `rounds` alternating runs of `seconds` per side after a short warm-up.
 */
export async function compareSsr(
  baseline: Side,
  current: Side,
  path: string,
  seconds: number,
  connections: number,
  rounds: number,
  log = console.log,
): Promise<SsrComparison> {
  const sides = [baseline, current]
  const headers = new Map<Side['name'], Record<string, string>>()
  for (const side of sides) {
    const cookie = await shopperCookie(side.origin, DE)
    const answer = await httpGet(`${side.origin}${path}`, { ...DE, cookie })
    if (answer.status !== 200) throw new Error(`${side.name} ${path} answered ${answer.status}, expected 200`)
    headers.set(side.name, { ...DE, cookie })
    // Warm-up: module loading and cold caches are paid by the first visitor only.
    await loadTest(
      `${side.origin.replace('localhost', '127.0.0.1')}${path}`,
      { ...DE, cookie },
      2,
      connections,
    )
  }
  const runs: SsrComparison['rounds'] = []
  for (let round = 0; round < rounds; round++) {
    for (const side of sides) {
      const url = `${side.origin.replace('localhost', '127.0.0.1')}${path}`
      // Neither build may start while the other's queued renders still run.
      for (const other of sides) await drained(other.origin, headers.get(other.name) ?? DE)
      const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100
      const figures = await loadTest(url, headers.get(side.name) ?? DE, seconds, connections)
      runs.push({ side: side.name, figures, loadAverage })
      // Fewer requests than this make the rate a count of a handful of renders, not a throughput.
      const few = figures.requests < 50 ? '; too few requests to judge, use a longer --duration' : ''
      log(
        `  round ${round + 1} ${side.name.padEnd(8)} ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (${figures.requests} requests, non-2xx ${figures.non2xx}, errors ${figures.errors}; load average ${loadAverage}${few})`,
      )
    }
  }
  const pick = (name: Side['name']) => best(runs.filter((run) => run.side === name).map((run) => run.figures))
  const base = pick('baseline')
  const cur = pick('current')
  return {
    path,
    rounds: runs,
    baseline: base,
    current: cur,
    ratio: ratio(cur.requestsPerSecond, base.requestsPerSecond),
  }
}

export interface HtmlSize {
  name: string
  path: string
  baselineBytes: number | null
  currentBytes: number
  /** current ÷ baseline */
  ratio: number | null
}

/** Raw bytes of the server-rendered HTML of a first visit (no token), de-DE. */
export async function htmlBytes(origin: string, path: string): Promise<number> {
  const answer = await httpGet(`${origin}${path}`, DE)
  if (answer.status !== 200) throw new Error(`${origin}${path} answered ${answer.status}, expected 200`)
  return Buffer.byteLength(answer.body, 'utf8')
}

export async function compareHtml(
  baseline: Side | null,
  current: Side,
  pages: Array<{ name: string; path: string }>,
): Promise<HtmlSize[]> {
  const sizes: HtmlSize[] = []
  for (const page of pages) {
    const currentBytes = await htmlBytes(current.origin, page.path)
    const baselineBytes = baseline ? await htmlBytes(baseline.origin, page.path) : null
    sizes.push({
      name: page.name,
      path: page.path,
      baselineBytes,
      currentBytes,
      ratio: baselineBytes ? ratio(currentBytes, baselineBytes) : null,
    })
  }
  return sizes
}

export interface HydrationSide {
  hydrate: AssetGroup
  afterInteraction: AssetGroup
}

/** JS to hydrate `path` and JS after the first interaction, as Chromium loads it from `side`. */
export async function hydrationOf(side: Side, path: string): Promise<HydrationSide> {
  const scripts = await scriptsNeededToHydrate(`${side.origin}${path}`, DE)
  const inBuild = (paths: string[]) => paths.filter((p) => p.startsWith('/assets/'))
  return {
    hydrate: measure(side.clientDir, inBuild(scripts.hydrate)),
    afterInteraction: measure(side.clientDir, inBuild(scripts.afterInteraction)),
  }
}
