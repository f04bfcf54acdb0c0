/**
 * Load and soak over a mix of pages: home, category, product and search in each locale, 70 % of the
 * requests without a context token (first visitors and crawlers: the page cache may answer them)
 * and 30 % with one of a few shoppers' tokens (rendered for them). The share is an assumption of a
 * catalogue-heavy shop, stated in the JSON so a run with another share is not compared blindly.
 */
import type { HeapSample } from './heap-probe.ts'
import { loadMix, type MixFigures, type MixRequest } from './load.ts'
import type { LocalizedPage } from './locales.ts'

export const TOKEN_SHARE = 0.3

/**
 * The request list autocannon cycles through: the localized pages repeated ten times, every entry
 * taking a token when its running index falls in the token share, so shares hold in any window of
 * the list and every page is asked for both with and without a token.
 */
export function buildMix(pages: LocalizedPage[], cookies: string[], tokenShare = TOKEN_SHARE): MixRequest[] {
  const requests: MixRequest[] = []
  const slots = 10
  const withToken = Math.round(tokenShare * slots)
  let tokens = 0
  for (let round = 0; round < slots; round++) {
    for (const [index, page] of pages.entries()) {
      const url = new URL(page.url)
      const headers: Record<string, string> = { ...page.headers, host: url.host }
      // Offsetting by the round moves the token onto a different page each round.
      if ((index + round) % slots < withToken && cookies.length > 0) {
        headers.cookie = cookies[tokens++ % cookies.length] ?? ''
      }
      requests.push({ method: 'GET', path: `${url.pathname}${url.search}`, headers })
    }
  }
  return requests
}

export interface LoadResult extends MixFigures {
  urls: number
  tokenShare: number
}

export async function runLoad(
  origin: string,
  mix: MixRequest[],
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const figures = await loadMix(origin, mix, seconds, connections)
  const urls = new Set(mix.map((request) => `${request.headers.host}${request.path}`)).size
  const tokenShare = mix.filter((request) => request.headers.cookie).length / mix.length
  return { ...figures, urls, tokenShare: Math.round(tokenShare * 100) / 100 }
}

const MB = 1024 * 1024
const round1 = (value: number) => Math.round(value * 10) / 10

export interface SoakResult {
  minutes: number
  connections: number
  load: LoadResult
  /** Samples of the server's heap after a full GC (bench/lib/heap-probe.ts), every `sampleSeconds`. */
  samples: Array<{ atSeconds: number; heapUsedMb: number; rssMb: number }>
  /** Samples the server did not answer within 30 s (then it was too busy to tell anything). */
  sampleErrors: string[]
  sampleSeconds: number
  /** Heap used after GC once warmed up (median of the first three samples at or after `warmupSeconds`). */
  warmupSeconds: number
  heapAfterWarmupMb: number
  /** Median of the last three samples, the last one taken after the load stopped. */
  heapAtEndMb: number
  growthMb: number
  /** Least-squares slope of the samples after warm-up. */
  growthMbPerMinute: number
  rssAfterWarmupMb: number
  rssAtEndMb: number
  boundMb: number
  /** Fewer than two: the soak was too short to tell growth from noise. */
  samplesAfterWarmup: number
  /** growth within the bound (and enough samples after the warm-up to tell) */
  withinBound: boolean
  /** within the bound and no non-2xx answer or error */
  pass: boolean
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function slopePerMinute(points: Array<{ x: number; y: number }>): number {
  if (points.length < 2) return 0
  const mx = points.reduce((sum, p) => sum + p.x, 0) / points.length
  const my = points.reduce((sum, p) => sum + p.y, 0) / points.length
  const num = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0)
  const den = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0)
  return den === 0 ? 0 : (num / den) * 60
}

export type HeapSummary = Pick<
  SoakResult,
  | 'warmupSeconds'
  | 'heapAfterWarmupMb'
  | 'heapAtEndMb'
  | 'growthMb'
  | 'growthMbPerMinute'
  | 'rssAfterWarmupMb'
  | 'rssAtEndMb'
  | 'boundMb'
  | 'samplesAfterWarmup'
  | 'withinBound'
>

/**
 * Growth from the end of the warm-up to the end: medians of three samples on each side, so one
 * sample taken while a large response was in flight does not decide the verdict.
 */
export function summarizeHeap(
  samples: SoakResult['samples'],
  warmupSeconds: number,
  boundMb: number,
): HeapSummary {
  const settled = samples.filter((sample) => sample.atSeconds >= warmupSeconds)
  const first = settled.slice(0, 3)
  const last = settled.slice(-3)
  const heapAfterWarmupMb = round1(median(first.map((s) => s.heapUsedMb)))
  const heapAtEndMb = round1(median(last.map((s) => s.heapUsedMb)))
  const growthMb = round1(heapAtEndMb - heapAfterWarmupMb)
  return {
    warmupSeconds,
    heapAfterWarmupMb,
    heapAtEndMb,
    growthMb,
    growthMbPerMinute: round1(slopePerMinute(settled.map((s) => ({ x: s.atSeconds, y: s.heapUsedMb })))),
    rssAfterWarmupMb: round1(median(first.map((s) => s.rssMb))),
    rssAtEndMb: round1(median(last.map((s) => s.rssMb))),
    boundMb,
    samplesAfterWarmup: settled.length,
    withinBound: settled.length >= 2 && growthMb <= boundMb,
  }
}

/**
 * `minutes` of the mix at `connections`, reading the heap every `sampleSeconds` while it runs (each
 * read is a full GC in the server: a pause of tens of ms, part of the latency figures). Growth is
 * measured from the end of the warm-up (the first minute, or a third of a shorter soak: the page
 * cache and the Store API cache fill, the JIT settles) to the end.
 */
export async function runSoak(
  origin: string,
  mix: MixRequest[],
  minutes: number,
  connections: number,
  heap: () => Promise<HeapSample>,
  boundMb: number,
  sampleSeconds = 10,
): Promise<SoakResult> {
  const seconds = Math.round(minutes * 60)
  const warmupSeconds = Math.min(60, Math.round(seconds / 3))
  const started = Date.now()
  const samples: SoakResult['samples'] = []
  const sampleErrors: string[] = []
  let inFlight = false
  // A server too busy to answer the probe in time loses that sample, not the soak: the samples that
  // arrive still tell growth, and the missed ones are reported.
  const take = async () => {
    if (inFlight) return
    inFlight = true
    try {
      const sample = await heap()
      samples.push({
        atSeconds: Math.round((Date.now() - started) / 100) / 10,
        heapUsedMb: round1(sample.heapUsed / MB),
        rssMb: round1(sample.rss / MB),
      })
    } catch (error) {
      sampleErrors.push(
        `${Math.round((Date.now() - started) / 1000)} s: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      inFlight = false
    }
  }
  await take()
  const timer = setInterval(() => void take(), sampleSeconds * 1000)
  let load: LoadResult
  try {
    load = await runLoad(origin, mix, seconds, connections)
  } finally {
    clearInterval(timer)
  }
  await take()
  const summary = summarizeHeap(samples, warmupSeconds, boundMb)
  return {
    minutes,
    connections,
    load,
    samples,
    sampleErrors,
    sampleSeconds,
    ...summary,
    pass: summary.withinBound && load.non2xx === 0 && load.errors === 0,
  }
}
