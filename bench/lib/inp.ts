/**
 * Interaction latency as Chromium reports it to INP (Event Timing, `interactionId`): for each of the
 * shopper's common actions, a fresh page in Debian's Chromium with the CPU throttled 4x (CDP
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset), hydrated and quiet, then the
 * action once; its latency is the longest event entry of that interaction: input delay, processing
 * and the time to the next paint. Entries under 16 ms are not reported by the browser: such an
 * interaction counts as 16 ms. Each action runs `runs` times; the figure is the 75th percentile, as
 * INP is judged in the field.
 *
 * The actions: add to basket (product page), change a filter (category page), switch a variant
 * (product page with a configurator), go to the next checkout step (the who step of a guest with a
 * basket, details filled in, "Continue").
 */
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { tr } from '../../tests/fixtures/catalog.ts'
import { CHROMIUM } from './hydration.ts'
import { type InteractionTrace, MARK, summariseInteraction, TRACE_CATEGORIES } from './interaction-trace.ts'

/**
 * One run's longest event entry split as Event Timing allows: input delay (the input waited for the
 * main thread), processing (the event handlers) and presentation delay (handlers done to the next
 * frame presented), in ms; which event it was; whether the page's content island had hydrated
 * before the input (else the press paid for its code and hydration).
 */
export interface InteractionPhases {
  event: string
  inputDelay: number
  processing: number
  presentation: number
  hydratedBefore: boolean
  /** With `trace`: what the main thread did meanwhile (bench/lib/interaction-trace.ts). */
  trace?: InteractionTrace
}

export interface InteractionFigures {
  name: string
  /** Latency of each run in ms (16 where the browser reported no entry). */
  runs: number[]
  /** Per run (where the browser reported an entry), the phases of its longest entry. */
  phases: Array<InteractionPhases | null>
  p75: number
  /** Runs that failed (the action could not be carried out), with why. */
  errors: string[]
}

export interface InpOptions {
  origin: string
  /** Accept-Language and friends, as the other bench steps send them. */
  headers: Record<string, string>
  /** A cookie with a filled basket (bench/lib/filled-cart.ts), for the checkout. */
  cartCookie: () => Promise<string>
  runs: number
  cpuSlowdown: number
  /** Record a Chromium trace around each action and summarise the main thread's work in it. */
  trace?: boolean
  /** Only the actions with these names (all by default). */
  only?: readonly string[]
}

const LOCALE = 'de-DE'
const MIN_REPORTED_MS = 16

/** The longest event entry of an interaction, as the page recorded it (page clock, ms). */
interface LongestEntry {
  name: string
  duration: number
  startTime: number
  processingStart: number
  processingEnd: number
}

declare global {
  interface Window {
    __interactions?: Map<number, LongestEntry>
  }
}

/**
 * Records the longest event entry of every interaction from the page's first script on. Runs in
 * the page (serialised by addInitScript): it may use nothing from this module.
 */
function observeInteractions(): void {
  const longest = new Map<number, LongestEntry>()
  window.__interactions = longest
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue
      if ((longest.get(entry.interactionId)?.duration ?? -1) >= entry.duration) continue
      const { name, duration, startTime, processingStart, processingEnd } = entry
      longest.set(entry.interactionId, { name, duration, startTime, processingStart, processingEnd })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** The interactions so far: their ids and longest entries. */
async function interactionsSoFar(page: Page): Promise<Array<[number, LongestEntry]>> {
  return page.evaluate(() => [...(window.__interactions?.entries() ?? [])])
}

const round = (ms: number) => Math.round(ms)

/**
 * Waits until no request has been in flight for a moment and the page says it has hydrated
 * (`<html data-hydrated>`); an older build without that mark (a baseline) gets a few seconds more.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
  await page
    .waitForFunction(() => document.documentElement?.dataset.hydrated !== undefined, null, { timeout: 5_000 })
    .catch(() => {})
}

interface Action {
  name: string
  path: string
  withCart?: boolean
  /** Brings the page to the moment before the action (not measured). */
  prepare?: (page: Page) => Promise<void>
  /** The element the shopper clicks. */
  target: (page: Page) => Locator
  /** Resolves once the action's outcome is on screen. */
  done: (page: Page, before: string) => Promise<void>
}

const main = (page: Page) => page.locator('main')

const ACTIONS: Action[] = [
  {
    name: 'add to basket',
    path: '/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2',
    target: (page) =>
      main(page)
        .getByRole('button', { name: new RegExp(`^${tr(LOCALE, 'Add to cart')}`) })
        .first(),
    done: async (page) => {
      await page.getByRole('dialog', { name: tr(LOCALE, 'Cart') }).waitFor({ timeout: 30_000 })
    },
  },
  {
    name: 'change a filter',
    path: '/Gartentische/Esstische',
    prepare: async (page) => {
      const filters = main(page).getByRole('region', { name: tr(LOCALE, 'Filter') })
      await filters.locator('summary', { hasText: 'Material' }).click()
      await filters.getByRole('checkbox', { name: 'Aluminium' }).waitFor()
    },
    target: (page) =>
      main(page)
        .getByRole('region', { name: tr(LOCALE, 'Filter') })
        .getByRole('checkbox', { name: 'Aluminium' }),
    done: async (page, before) => {
      await page.waitForURL((url) => url.href !== before, { timeout: 30_000 })
    },
  },
  {
    name: 'switch a variant',
    path: '/detail/041e1529f46c4dd77a8634809c7f266d',
    target: (page) => main(page).locator('a.variant-option:not([aria-current])').first(),
    done: async (page, before) => {
      await page.waitForURL((url) => url.href !== before, { timeout: 30_000 })
    },
  },
  {
    name: 'next checkout step',
    path: '/checkout',
    withCart: true,
    prepare: async (page) => {
      const form = page.getByRole('form', { name: tr(LOCALE, 'Your details') })
      await form.getByLabel(tr(LOCALE, 'First name'), { exact: true }).fill('Gerda')
      await form.getByLabel(tr(LOCALE, 'Last name'), { exact: true }).fill('Gast')
      await form
        .getByLabel(tr(LOCALE, 'E-mail address'), { exact: true })
        .fill(`inp-${Date.now()}@example.com`)
      await form.getByLabel(tr(LOCALE, 'Street address'), { exact: true }).fill('Gartenweg 12')
      await form.getByLabel(tr(LOCALE, 'Postal code'), { exact: true }).fill('10115')
      await form.getByLabel(tr(LOCALE, 'City'), { exact: true }).fill('Berlin')
      // The privacy box's label holds a link, and the box is visually hidden (React Aria): a key.
      await form.getByRole('checkbox').last().press('Space')
    },
    target: (page) =>
      main(page)
        .getByRole('button', { name: tr(LOCALE, 'Continue') })
        .first(),
    done: async (page, before) => {
      await page.waitForURL((url) => url.href !== before, { timeout: 30_000 })
    },
  },
]

export function percentile75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN
}

async function runOnce(
  context: BrowserContext,
  options: InpOptions,
  action: Action,
): Promise<{ ms: number; phases: InteractionPhases | null }> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown })
    await page.goto(`${options.origin}${action.path}`, { waitUntil: 'load' })
    await settled(page)
    await action.prepare?.(page)
    // The preparation's own interactions are reported after their next paint: let them arrive first.
    await page.waitForTimeout(1_000)
    const before = new Set((await interactionsSoFar(page)).map(([id]) => id))
    const hydratedBefore = await page.evaluate(
      () => document.querySelector('[data-island="page"]')?.hasAttribute('data-hydrated') ?? true,
    )
    const url = page.url()
    const browser = context.browser()
    const tracing = options.trace === true && browser !== null
    if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const markAt = await page.evaluate((name) => performance.mark(name).startTime, MARK)
    await action.target(page).click({ timeout: 30_000 })
    await action.done(page, url)
    // The entry is reported once the next frame has been presented.
    await page.waitForTimeout(1_000)
    const trace = tracing ? await browser.stopTracing() : null
    const fresh = (await interactionsSoFar(page)).filter(([id]) => !before.has(id)).map(([, entry]) => entry)
    const longest = fresh.sort((a, b) => b.duration - a.duration)[0]
    if (!longest) return { ms: MIN_REPORTED_MS, phases: null }
    const phases: InteractionPhases = {
      event: longest.name,
      inputDelay: round(longest.processingStart - longest.startTime),
      processing: round(longest.processingEnd - longest.processingStart),
      presentation: round(longest.startTime + longest.duration - longest.processingEnd),
      hydratedBefore,
    }
    if (trace) {
      const summary = summariseInteraction(JSON.parse(trace.toString('utf8')), {
        markAt,
        start: longest.startTime,
        durationMs: longest.duration,
      })
      if (summary) phases.trace = summary
    }
    return { ms: Math.max(MIN_REPORTED_MS, longest.duration), phases }
  } finally {
    await page.close()
  }
}

export async function measureInteractions(options: InpOptions): Promise<InteractionFigures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const results: InteractionFigures[] = []
  try {
    for (const action of ACTIONS.filter((each) => !options.only || options.only.includes(each.name))) {
      const runs: number[] = []
      const phases: Array<InteractionPhases | null> = []
      const errors: string[] = []
      for (let run = 0; run < options.runs; run++) {
        const context = await browser.newContext({ extraHTTPHeaders: options.headers })
        if (action.withCart) {
          // In the browser's cookie jar, as the shop set it: the page's own requests keep it.
          const [name = '', value = ''] = (await options.cartCookie()).split('=')
          await context.addCookies([{ name, value, url: options.origin }])
        }
        await context.addInitScript(observeInteractions)
        try {
          const run = await runOnce(context, options, action)
          runs.push(run.ms)
          phases.push(run.phases)
        } catch (error) {
          errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error))
        } finally {
          await context.close()
        }
      }
      results.push({ name: action.name, runs, phases, p75: percentile75(runs), errors })
    }
  } finally {
    await browser.close()
  }
  return results
}

export const INP_TARGET_MS = 100

/**
 * The actions on several storefronts, in rounds that alternate between them (one run of every
 * action each), so a neighbour's load on the shared machine falls on both sides alike.
 */
export async function measureSideBySide(
  targets: ReadonlyArray<{ name: string; origin: string }>,
  options: {
    runs: number
    cpuSlowdown: number
    headers: Record<string, string>
    cartCookie: (origin: string) => Promise<string>
    trace?: boolean
    /** Only the actions with these names (all by default). */
    only?: readonly string[]
  },
): Promise<Record<string, InteractionFigures[]>> {
  const results: Record<string, InteractionFigures[]> = {}
  for (let round = 0; round < options.runs; round++) {
    for (const { name, origin } of targets) {
      const figures = await measureInteractions({
        origin,
        headers: options.headers,
        cartCookie: () => options.cartCookie(origin),
        runs: 1,
        cpuSlowdown: options.cpuSlowdown,
        trace: options.trace,
        only: options.only,
      })
      results[name] ??= figures.map((figure) => ({ ...figure, runs: [], phases: [], errors: [] }))
      const merged = results[name]
      figures.forEach((figure, index) => {
        const into = merged[index]
        if (!into) return
        into.runs.push(...figure.runs)
        into.phases.push(...figure.phases)
        into.errors.push(...figure.errors)
        into.p75 = percentile75(into.runs)
      })
    }
  }
  return results
}

/** One line per side and action, with the verdict against INP_TARGET_MS. */
export function inpLines(results: Record<string, InteractionFigures[]>): string[] {
  return Object.entries(results)
    .flatMap(([name, figures]) =>
      figures.map((figure) => {
        const verdict =
          figure.errors.length > 0 ? 'FAILED RUNS' : figure.p75 <= INP_TARGET_MS ? 'met' : 'MISSED'
        const errors = figure.errors.length ? `: ${figure.errors.join('; ')}` : ''
        const phases = figure.phases
          .map((run) =>
            run
              ? `${run.event} ${run.inputDelay}+${run.processing}+${run.presentation}${run.hydratedBefore ? '' : ' (not hydrated)'}`
              : '-',
          )
          .join(', ')
        return [
          `${name.padEnd(8)} ${figure.name.padEnd(20)} p75 ${String(figure.p75).padStart(4)} ms  runs ${figure.runs.join(', ')}  ${verdict}${errors}`,
          `${' '.repeat(9)}input delay + processing + presentation: ${phases}`,
        ]
      }),
    )
    .flat()
}
