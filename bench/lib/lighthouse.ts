import { cpus, loadavg } from 'node:os'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { jarCookies } from './hydration.ts'
import { httpGet } from './http.ts'

/** The four parts of the LCP, in ms; they add up to the LCP. */
export interface LcpPhases {
  ttfbMs: number
  loadDelayMs: number
  loadTimeMs: number
  renderDelayMs: number
}

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  /** 0-1, or null when Lighthouse could not score the page. */
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  /** CSS selector of the LCP element. */
  lcpElement: string | null
  /** Simulated (slow 4G, 4x CPU) phases of the LCP, from the largest-contentful-paint-element audit. */
  lcpPhases: LcpPhases | null
  /** The same phases as observed in the unthrottled load (lcp-breakdown-insight). */
  observedLcpPhases: LcpPhases | null
  observedFcpMs: number | null
  observedLcpMs: number | null
  /**
   * Scripts (transfer KB) that had finished before the LCP was painted in the unthrottled load. The
   * simulation counts every request that finished before that paint as one the LCP waited for, so
   * anything here adds its whole download on slow 4G to the LCP.
   */
  scriptsBeforeLcpKb: number | null
  /** 1-minute load average of the machine when the run started. */
  loadAverage: number
  /**
   * Lighthouse's benchmark index of this run (`environment.benchmarkIndex`): how fast the machine
   * was at that moment, the scale the simulated CPU slowdown is applied against.
   */
  benchmarkIndex: number | null
  /** Main-thread time per kind of work (mainthread-work-breakdown, CPU 4x slower), ms. */
  mainThreadMs: Record<string, number> | null
  /** The longest main-thread tasks (long-tasks audit, simulated), longest first. */
  longTasks: LongTask[]
  /** Scripts by main-thread time (bootup-time, CPU 4x slower), most first. */
  bootup: ScriptBootup[]
  /** Same-origin script and stylesheet paths the page loaded during the run. */
  loaded: { js: string[]; css: string[] }
  /** Set when Lighthouse reports a run-time error (e.g. the page did not load). */
  runtimeError?: string
}

/** A main-thread task of 50 ms or more, as the long-tasks audit reports it (simulated ms). */
export interface LongTask {
  /** The script it is attributed to (a same-origin path, or 'Unattributable'). */
  url: string
  startMs: number
  durationMs: number
}

/** One script's main-thread time (bootup-time audit, ms at the simulated CPU). */
export interface ScriptBootup {
  url: string
  totalMs: number
  scriptingMs: number
  parseMs: number
}

/** A page's figures: the median of its runs, every run kept. */
export interface LighthouseFigures {
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  /** Median benchmark index of the runs (Lighthouse's measure of the machine's speed). */
  benchmarkIndex: number | null
  /** Scripts and stylesheets of the run with the median LCP. */
  loaded: { js: string[]; css: string[] }
  /** Index in `runs` of the run with the median LCP (its breakdown is the one printed). */
  medianRun: number
  runs: LighthouseRun[]
  /** Share of CPU time idle in the second before the first run (0-1), after settling. */
  cpuIdleBefore: number
  /** Set when no run gave figures: the last run's error. */
  runtimeError?: string
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=de-DE']

function numeric(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function round(value: number | null, digits = 0): number | null {
  if (value == null) return null
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export interface AuditDetails {
  items?: Array<{ type?: string; items?: Array<Record<string, unknown>>; node?: { selector?: unknown } }>
}

type Rows = Array<Record<string, unknown>>

function tableRows(details: unknown): Rows {
  const items = (details as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? (items as Rows) : []
}

/** A same-origin URL as its path (the report is read beside the build's file names). */
function shortUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return 'Unattributable'
  return url.startsWith(origin) ? url.slice(origin.length) : url
}

/** Main-thread time by group (mainthread-work-breakdown), rounded ms; null when the audit failed. */
export function mainThreadGroups(details: unknown): Record<string, number> | null {
  const rows = tableRows(details)
  if (rows.length === 0) return null
  const groups: Record<string, number> = {}
  for (const row of rows) {
    const duration = numeric(row.duration)
    if (typeof row.group === 'string' && duration != null) groups[row.group] = Math.round(duration)
  }
  return groups
}

/** The `limit` longest tasks of the long-tasks audit. */
export function longestTasks(details: unknown, origin: string, limit = 8): LongTask[] {
  return tableRows(details)
    .map((row) => ({
      url: shortUrl(row.url, origin),
      startMs: Math.round(numeric(row.startTime) ?? 0),
      durationMs: Math.round(numeric(row.duration) ?? 0),
    }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, limit)
}

/** The `limit` scripts with the most main-thread time (bootup-time audit). */
export function scriptBootup(details: unknown, origin: string, limit = 6): ScriptBootup[] {
  return tableRows(details)
    .map((row) => ({
      url: shortUrl(row.url, origin),
      totalMs: Math.round(numeric(row.total) ?? 0),
      scriptingMs: Math.round(numeric(row.scripting) ?? 0),
      parseMs: Math.round(numeric(row.scriptParseCompile) ?? 0),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, limit)
}

/** The phase table of largest-contentful-paint-element (simulated timings). */
export function simulatedPhases(details: AuditDetails | undefined): LcpPhases | null {
  const rows = details?.items?.find((item) => item.items?.some((row) => 'phase' in row))?.items
  if (!rows) return null
  const timing = (phase: string) => numeric(rows.find((row) => row.phase === phase)?.timing)
  const ttfb = timing('TTFB')
  const loadDelay = timing('Load Delay')
  const loadTime = timing('Load Time')
  const renderDelay = timing('Render Delay')
  if (ttfb == null || renderDelay == null) return null
  return {
    ttfbMs: Math.round(ttfb),
    loadDelayMs: Math.round(loadDelay ?? 0),
    loadTimeMs: Math.round(loadTime ?? 0),
    renderDelayMs: Math.round(renderDelay),
  }
}

/** The subpart table of lcp-breakdown-insight (observed timings; no load parts for a text LCP). */
export function observedPhases(details: AuditDetails | undefined): LcpPhases | null {
  const rows = details?.items?.find((item) => item.type === 'table')?.items
  if (!rows) return null
  const duration = (subpart: string) => numeric(rows.find((row) => row.subpart === subpart)?.duration)
  const ttfb = duration('timeToFirstByte')
  const renderDelay = duration('elementRenderDelay')
  if (ttfb == null || renderDelay == null) return null
  return {
    ttfbMs: Math.round(ttfb),
    loadDelayMs: Math.round(duration('resourceLoadDelay') ?? 0),
    loadTimeMs: Math.round(duration('resourceLoadDuration') ?? 0),
    renderDelayMs: Math.round(renderDelay),
  }
}

/**
 * One run of Lighthouse 12, performance category only, mobile form factor with simulated throttling
 * (Lighthouse's defaults, stated explicitly), in Debian's Chromium (`CHROME_PATH`, default
 * /usr/bin/chromium), each run in a fresh browser profile.
 */
export async function runLighthouse(url: string, headers: Record<string, string>): Promise<LighthouseRun> {
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  // A shopper's cookies go into the browser's jar, not into the extra headers: once the page set a
  // cookie of its own (the locale), Chromium sent its requests with the jar's cookies only, and the
  // basket, checkout or account page was read without the shopper's token. Lighthouse clears no
  // cookies before its run (clearStorageTypes).
  const { cookie, ...otherHeaders } = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  )
  if (cookie) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    try {
      const context = browser.contexts()[0]
      if (!context) throw new Error('Lighthouse browser has no default context')
      await context.addCookies(jarCookies(cookie, url))
    } finally {
      await browser.close()
    }
  }
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          extraHeaders: otherHeaders,
        },
      },
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    const audit = (id: string) => lhr.audits[id]
    const origin = new URL(url).origin
    const loaded = { js: [] as string[], css: [] as string[] }
    const metrics = (audit('metrics')?.details as { items?: Array<Record<string, unknown>> } | undefined)
      ?.items?.[0]
    const observedLcpMs = numeric(metrics?.observedLargestContentfulPaint)
    let scriptBytesBeforeLcp = 0
    const details = audit('network-requests')?.details as { items?: unknown[] } | undefined
    for (const item of details?.items ?? []) {
      const { url: requestUrl, resourceType, networkEndTime, transferSize } = item as Record<string, unknown>
      if (
        resourceType === 'Script' &&
        observedLcpMs != null &&
        typeof networkEndTime === 'number' &&
        networkEndTime <= observedLcpMs
      )
        scriptBytesBeforeLcp += numeric(transferSize) ?? 0
      if (typeof requestUrl !== 'string' || !requestUrl.startsWith(origin)) continue
      const pathname = new URL(requestUrl).pathname
      if (resourceType === 'Script') loaded.js.push(pathname)
      else if (resourceType === 'Stylesheet') loaded.css.push(pathname)
    }
    const element = audit('largest-contentful-paint-element')?.details as AuditDetails | undefined
    const selector = element?.items?.flatMap((item) => item.items ?? []).find((row) => 'node' in row)?.node as
      | { selector?: unknown }
      | undefined
    return {
      performance: numeric(lhr.categories.performance?.score),
      lcpMs: round(numeric(audit('largest-contentful-paint')?.numericValue)),
      tbtMs: round(numeric(audit('total-blocking-time')?.numericValue)),
      cls: round(numeric(audit('cumulative-layout-shift')?.numericValue), 4),
      fcpMs: round(numeric(audit('first-contentful-paint')?.numericValue)),
      lcpElement: typeof selector?.selector === 'string' ? selector.selector : null,
      lcpPhases: simulatedPhases(element),
      observedLcpPhases: observedPhases(audit('lcp-breakdown-insight')?.details as AuditDetails | undefined),
      observedFcpMs: round(numeric(metrics?.observedFirstContentfulPaint)),
      observedLcpMs: round(observedLcpMs),
      scriptsBeforeLcpKb: observedLcpMs == null ? null : round(scriptBytesBeforeLcp / 1024, 1),
      loadAverage,
      benchmarkIndex: round(numeric(lhr.environment?.benchmarkIndex)),
      mainThreadMs: mainThreadGroups(audit('mainthread-work-breakdown')?.details),
      longTasks: longestTasks(audit('long-tasks')?.details, origin),
      bootup: scriptBootup(audit('bootup-time')?.details, origin),
      loaded: { js: [...new Set(loaded.js)], css: [...new Set(loaded.css)] },
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    }
  } finally {
    chrome.kill()
  }
}

/** Median of the numbers that are there; null when none is. */
export function median(values: Array<number | null>): number | null {
  const sorted = values.filter((value): value is number => value != null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Share of CPU time (all cores) spent idle over `ms`. */
export async function cpuIdleShare(ms = 1000): Promise<number> {
  const sample = () =>
    cpus().reduce(
      (sum, cpu) => ({
        idle: sum.idle + cpu.times.idle,
        total: sum.total + cpu.times.idle + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq,
      }),
      { idle: 0, total: 0 },
    )
  const before = sample()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = sample()
  const total = after.total - before.total
  return total > 0 ? Math.round(((after.idle - before.idle) / total) * 100) / 100 : 1
}

/**
 * Waits until at least one core's worth of CPU is idle (the work of an earlier phase, e.g. the
 * renders a throughput run left queued and the garbage collection after it, has finished), at most
 * `maxMs`. Other people's work on a shared machine may never let it settle: the idle share is then
 * returned as measured and kept beside the figures, never hidden.
 */
export async function settle(maxMs = 15_000): Promise<number> {
  const deadline = Date.now() + maxMs
  const wanted = 1 / cpus().length
  let idle = await cpuIdleShare()
  while (idle < wanted && Date.now() < deadline) idle = await cpuIdleShare()
  return idle
}

export interface MeasureOptions {
  /** Runs per page (Lighthouse CI's default is 3; Lighthouse's docs: the median of 5 is twice as stable as 1). */
  runs: number
}

/**
 * `runs` Lighthouse runs of one page, one after another, reported as the median of each figure,
 * as Lighthouse's documentation on variability recommends (docs/variability.md: "use aggregate
 * values like the median"). A run with a run-time error (NO_NAVSTART and the like, which
 * Lighthouse says to answer by running it again) is run once more; it is kept in `runs` either way.
 * The caller has warmed the page and let the machine settle (see `settle`).
 */
export async function measureLighthouse(
  url: string,
  headers: Record<string, string>,
  options: MeasureOptions,
  cpuIdleBefore: number,
): Promise<LighthouseFigures> {
  const runs: LighthouseRun[] = []
  for (let i = 0; i < Math.max(1, options.runs); i++) runs.push(...(await runWithRetry(url, headers)))
  return summarize(runs, cpuIdleBefore)
}

/** One run; a run with a run-time error is run once more, and both are returned. */
async function runWithRetry(url: string, headers: Record<string, string>): Promise<LighthouseRun[]> {
  const first = await runLighthouse(url, headers)
  return first.runtimeError ? [first, await runLighthouse(url, headers)] : [first]
}

/** The median of each figure over the runs without a run-time error; every run kept. */
export function summarize(runs: LighthouseRun[], cpuIdleBefore: number): LighthouseFigures {
  const valid = runs.filter((run) => !run.runtimeError && run.lcpMs != null)
  const lcp = median(valid.map((run) => run.lcpMs))
  // The run whose LCP is the median (the lower middle one of an even count), for its breakdown.
  const byLcp = [...valid].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)]
  const medianRun = middle ? runs.indexOf(middle) : runs.length - 1
  const last = runs[runs.length - 1]
  return {
    performance: round(median(valid.map((run) => run.performance)), 2),
    lcpMs: round(lcp),
    tbtMs: round(median(valid.map((run) => run.tbtMs))),
    cls: round(median(valid.map((run) => run.cls)), 4),
    fcpMs: round(median(valid.map((run) => run.fcpMs))),
    benchmarkIndex: round(median(valid.map((run) => run.benchmarkIndex))),
    loaded: runs[medianRun]?.loaded ?? { js: [], css: [] },
    medianRun,
    runs,
    cpuIdleBefore,
    ...(valid.length === 0 && last?.runtimeError ? { runtimeError: last.runtimeError } : {}),
  }
}

/** Asks for the page until it answers below 500 (at most 120 s): the server has done its first render. */
async function answered(url: string, headers: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const answer = await httpGet(url, headers, 10_000).catch(() => null)
    if (answer && answer.status < 500) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s before Lighthouse`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * The page as a visitor after the first one gets it: the server has finished the work of earlier
 * phases (it answers the page again, which also puts the page into the page cache, as a CDN in front
 * would hold it), and the machine has settled. Then `runs` Lighthouse runs. Rendering a page nobody
 * asked for before is measured apart (uncached SSR throughput), not here.
 */
export async function lighthouseOfPage(
  url: string,
  headers: Record<string, string>,
  options: MeasureOptions,
): Promise<LighthouseFigures> {
  await answered(url, headers)
  const idle = await settle()
  return measureLighthouse(url, headers, options, idle)
}

/** One build's copy of a page: its URL on that build's server and what a shopper sends with it. */
export interface LighthouseSide {
  /** 'baseline' or 'current'. */
  name: string
  url: string
  headers: Record<string, string>
}

/** A page type in a locale, on every build measured. */
export interface SideBySideEntry {
  page: string
  locale: string
  sides: LighthouseSide[]
}

export interface SideBySideRow {
  page: string
  locale: string
  /** The URL per build. */
  urls: Record<string, string>
  /** The figures per build (missing when that build's page could not be measured). */
  figures: Record<string, LighthouseFigures>
  error?: string
}

/**
 * Lighthouse on several builds of the same pages, page by page: each page is asked for once on every
 * build, the machine settles, then `runs` rounds of one run per build, the order of the builds
 * swapped from round to round and from page to page, so a neighbour's work on the shared machine
 * falls on every build alike and no build always runs first after the settling. `onRow` sees each
 * page's figures as they come (for printing).
 */
export async function lighthouseSideBySide(
  entries: SideBySideEntry[],
  options: MeasureOptions,
  onRow: (row: SideBySideRow) => void = () => {},
): Promise<SideBySideRow[]> {
  const rows: SideBySideRow[] = []
  for (const [index, entry] of entries.entries()) {
    const row: SideBySideRow = {
      page: entry.page,
      locale: entry.locale,
      urls: Object.fromEntries(entry.sides.map((side) => [side.name, side.url])),
      figures: {},
    }
    try {
      for (const side of entry.sides) await answered(side.url, side.headers)
      const idle = await settle()
      const runs = new Map<string, LighthouseRun[]>(entry.sides.map((side) => [side.name, []]))
      for (let round = 0; round < Math.max(1, options.runs); round++) {
        const order = (index + round) % 2 === 0 ? entry.sides : [...entry.sides].reverse()
        for (const side of order) runs.get(side.name)?.push(...(await runWithRetry(side.url, side.headers)))
      }
      for (const [name, sideRuns] of runs) row.figures[name] = summarize(sideRuns, idle)
    } catch (error) {
      row.error = error instanceof Error ? error.message : String(error)
    }
    rows.push(row)
    onRow(row)
  }
  return rows
}

/** Min-max of the runs' figure, e.g. "109-357"; one value as it is. */
function spread(runs: LighthouseRun[], pick: (run: LighthouseRun) => number | null): string {
  const values = runs.map(pick).filter((value): value is number => value != null)
  if (values.length === 0) return 'n/a'
  const low = Math.round(Math.min(...values))
  const high = Math.round(Math.max(...values))
  return low === high ? `${low}` : `${low}-${high}`
}

/**
 * One printed line per build of a side-by-side row: TBT and LCP (median, runs' range), score, the
 * load average at each run's start, the benchmark index, and the verdict on TBT against `tbtLimitMs`.
 */
export function describeSideBySide(row: SideBySideRow, tbtLimitMs: number): string[] {
  const label = `${row.page} ${row.locale}`
  if (row.error && Object.keys(row.figures).length === 0)
    return [`${label.padEnd(18)} not measured: ${row.error}`]
  return Object.entries(row.figures).map(([name, figures]) => {
    const valid = figures.runs.filter((run) => !run.runtimeError)
    const tbt = figures.tbtMs
    const verdict = tbt == null ? 'not measured' : tbt <= tbtLimitMs ? 'met' : 'MISSED'
    const error = figures.runtimeError ? `; ${figures.runtimeError}` : ''
    return `${label.padEnd(18)} ${name.padEnd(8)} TBT ${String(tbt ?? 'n/a').padStart(5)} ms (${spread(valid, (run) => run.tbtMs)})  LCP ${String(figures.lcpMs ?? 'n/a').padStart(5)} ms (${spread(valid, (run) => run.lcpMs)})  perf ${figures.performance ?? 'n/a'}  load ${figures.runs.map((run) => run.loadAverage).join('/')}  BI ${spread(valid, (run) => run.benchmarkIndex)}  ${verdict}${error}`
  })
}

/** Printable lines: every run, then the LCP breakdown of the median run. */
export function describeLighthouse(figures: LighthouseFigures): string[] {
  const ms = (value: number | null | undefined) => (value == null ? 'n/a' : `${Math.round(value)}`)
  const phases = (p: LcpPhases | null) =>
    p
      ? `TTFB ${p.ttfbMs} + load delay ${p.loadDelayMs} + load ${p.loadTimeMs} + render delay ${p.renderDelayMs}`
      : 'n/a'
  const lines = figures.runs.map(
    (run, i) =>
      `    run ${i + 1}${i === figures.medianRun ? ' (median LCP)' : ''}: ${run.runtimeError ? run.runtimeError : `performance ${run.performance?.toFixed(2) ?? 'n/a'}  LCP ${ms(run.lcpMs)}  FCP ${ms(run.fcpMs)}  TBT ${ms(run.tbtMs)} ms; scripts before the LCP ${run.scriptsBeforeLcpKb ?? 'n/a'} KB`}; load average ${run.loadAverage}, benchmark index ${run.benchmarkIndex ?? 'n/a'}`,
  )
  const middle = figures.runs[figures.medianRun]
  if (middle && !middle.runtimeError) {
    lines.push(`    LCP element ${middle.lcpElement ?? 'n/a'}`)
    lines.push(`    LCP simulated: ${phases(middle.lcpPhases)} ms`)
    lines.push(
      `    LCP observed (unthrottled, at ${ms(middle.observedLcpMs)} ms): ${phases(middle.observedLcpPhases)} ms`,
    )
  }
  lines.push(`    CPU idle before the first run ${Math.round(figures.cpuIdleBefore * 100)} %`)
  return lines
}
