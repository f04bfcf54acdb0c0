/**
 * Time from a click on "add to cart" to the updated mini cart total, in Debian's Chromium: the
 * median of `adds` measured adds (default 20). Measured inside the page (performance.now() at the
 * click, MutationObserver until the total shows a new server-calculated amount and is no longer
 * aria-busy), so the figure contains no CDP round trips.
 *
 * How it runs: a fresh browser context (fresh context token, empty cart) opens `pageUrl` (a page
 * with add-to-cart buttons, e.g. a listing or search page), waits for hydration, and does one
 * warm-up add that is not counted (it starts the actor system and loads the mini cart chunk, which
 * every visitor pays once). Then each measured add presses the next button in turn (so no product
 * reaches its maximum purchase quantity), waits for the total, and closes the mini cart with Escape.
 * The optimistic update shows the line at once; the total is the server's, so the figure is
 * click → request → back end → response → render.
 */
import { chromium, type Page } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'

const TOTAL = '[data-testid="mini-cart-total"]'
const ADD_BUTTONS = 'main button.add-to-cart:not([disabled])'

export interface CartLatencyOptions {
  /** Measured adds (the warm-up add is extra). */
  adds?: number
  /** Extra request headers (e.g. accept-language). */
  headers?: Record<string, string>
  /** Per-add limit before the run fails (ms). */
  timeoutMs?: number
}

export interface CartLatencyFigures {
  medianMs: number
  samplesMs: number[]
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * In-page code of one add, as plain JavaScript source: functions handed to `page.evaluate` would be
 * serialised after tsx/esbuild rewrote them (its `__name` helper does not exist in the page).
 */
const TIMED_ADD = `({ index, timeoutMs, total, buttons }) => new Promise((resolve, reject) => {
  const all = [...document.querySelectorAll(buttons)]
  const button = all[index % all.length]
  if (!button) return reject(new Error('no add-to-cart button on the page'))
  const before = document.querySelector(total)?.textContent ?? null
  const updated = () => {
    const element = document.querySelector(total)
    if (!element || element.getAttribute('aria-busy') === 'true') return false
    return element.textContent !== before
  }
  let start = 0
  const observer = new MutationObserver(() => {
    if (!updated()) return
    observer.disconnect()
    clearTimeout(timer)
    resolve(performance.now() - start)
  })
  const timer = setTimeout(() => {
    observer.disconnect()
    reject(new Error('the mini cart total did not change within ' + timeoutMs + ' ms'))
  }, timeoutMs)
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  start = performance.now()
  button.click()
})`

/** One add: click the `index`-th add button, resolve with the ms until the total changed. */
async function timedAdd(page: Page, index: number, timeoutMs: number): Promise<number> {
  const args = { index, timeoutMs, total: TOTAL, buttons: ADD_BUTTONS }
  const result: unknown = await page.evaluate(`(${TIMED_ADD})(${JSON.stringify(args)})`)
  if (typeof result !== 'number') throw new Error(`unexpected in-page result ${String(result)}`)
  return result
}

async function closeMiniCart(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' })
}

export async function measureCartLatency(
  pageUrl: string,
  { adds = 20, headers = {}, timeoutMs = 10_000 }: CartLatencyOptions = {},
): Promise<CartLatencyFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    // The in-page code is evaluated from source, which the shop's CSP (no unsafe-eval) would refuse.
    const context = await browser.newContext({ extraHTTPHeaders: headers, bypassCSP: true })
    const page = await context.newPage()
    await page.goto(pageUrl)
    // Hydrated: the root's hydrating commit marks <html data-hydrated> (src/components/page-hydration.ts).
    await page.waitForFunction(`document.documentElement.dataset.hydrated !== undefined`)
    await page.locator(ADD_BUTTONS).first().waitFor()
    await timedAdd(page, 0, timeoutMs * 3)
    await closeMiniCart(page)
    const samplesMs: number[] = []
    for (let add = 1; add <= adds; add++) {
      samplesMs.push(await timedAdd(page, add, timeoutMs))
      await closeMiniCart(page)
    }
    return { medianMs: median(samplesMs), samplesMs }
  } finally {
    await browser.close()
  }
}

/** The figure `npm run bench` reports: median ms from click to updated mini cart total. */
export async function cartLatencyMedianMs(pageUrl: string, options?: CartLatencyOptions): Promise<number> {
  return (await measureCartLatency(pageUrl, options)).medianMs
}
