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

export interface InteractionFigures {
  name: string
  /** Latency of each run in ms (16 where the browser reported no entry). */
  runs: number[]
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
}

const LOCALE = 'de-DE'
const MIN_REPORTED_MS = 16

declare global {
  interface Window {
    __interactions?: Map<number, number>
  }
}

/**
 * Records the longest event entry of every interaction from the page's first script on. Runs in
 * the page (serialised by addInitScript): it may use nothing from this module.
 */
function observeInteractions(): void {
  const longest = new Map<number, number>()
  window.__interactions = longest
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration))
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** The interactions so far: their ids and longest durations. */
async function interactionsSoFar(page: Page): Promise<Array<[number, number]>> {
  return page.evaluate(() => [...(window.__interactions?.entries() ?? [])])
}

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

async function runOnce(context: BrowserContext, options: InpOptions, action: Action): Promise<number> {
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
    const url = page.url()
    await action.target(page).click({ timeout: 30_000 })
    await action.done(page, url)
    // The entry is reported once the next frame has been presented.
    await page.waitForTimeout(1_000)
    const fresh = (await interactionsSoFar(page)).filter(([id]) => !before.has(id)).map(([, ms]) => ms)
    return Math.max(MIN_REPORTED_MS, ...fresh)
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
    for (const action of ACTIONS) {
      const runs: number[] = []
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
          runs.push(await runOnce(context, options, action))
        } catch (error) {
          errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error))
        } finally {
          await context.close()
        }
      }
      results.push({ name: action.name, runs, p75: percentile75(runs), errors })
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
      })
      results[name] ??= figures.map((figure) => ({ ...figure, runs: [], errors: [] }))
      const merged = results[name]
      figures.forEach((figure, index) => {
        const into = merged[index]
        if (!into) return
        into.runs.push(...figure.runs)
        into.errors.push(...figure.errors)
        into.p75 = percentile75(into.runs)
      })
    }
  }
  return results
}

/** One line per side and action, with the verdict against INP_TARGET_MS. */
export function inpLines(results: Record<string, InteractionFigures[]>): string[] {
  return Object.entries(results).flatMap(([name, figures]) =>
    figures.map((figure) => {
      const verdict =
        figure.errors.length > 0 ? 'FAILED RUNS' : figure.p75 <= INP_TARGET_MS ? 'met' : 'MISSED'
      const errors = figure.errors.length ? `: ${figure.errors.join('; ')}` : ''
      return `${name.padEnd(8)} ${figure.name.padEnd(20)} p75 ${String(figure.p75).padStart(4)} ms  runs ${figure.runs.join(', ')}  ${verdict}${errors}`
    }),
  )
}
