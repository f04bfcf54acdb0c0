/**
 * The JavaScript a page needs to render and hydrate, as Debian's Chromium loads it: every script
 * requested until the network is quiet, with link prefetching off (the Save-Data signal turns the
 * router's speculative prefetch off, see src/app/prefetch.ts) and no interaction (the
 * actor system starts with the first action that needs it, see src/system/host.ts). Speculative
 * prefetches are reported apart (Lighthouse's network log in bench/run.ts) because they load after
 * the page is usable and are skipped on slow connections.
 *
 * Islands (src/components/island.tsx) are not part of it: their server HTML is shown and its links
 * work without their code, which loads on the first interaction with them.
 *
 * `afterInteraction` is everything loaded once the shopper's first action has settled. That action
 * is the one most visits start with: the pointer moves over the header's search field and clicks
 * into it (the pointer and the focus load the search island; nothing there reaches an actor, so
 * the actor system and the live islands stay unloaded). Pages without a header search (the
 * checkout) get the same pointer and click on their main heading instead.
 *
 * "Settled" is counted here, not by Playwright's `networkidle`: that resolves at once when it was
 * already reached before the interaction, so the second reading depended on timing. A page is quiet
 * when no request has been in flight for QUIET_MS (chunks a finished import starts arrive within
 * that); it gives up after CAP_MS so a page that polls cannot hang the bench.
 */
import type { Page } from 'playwright-core'
import { chromium } from 'playwright-core'

export interface HydrationScripts {
  hydrate: string[]
  afterInteraction: string[]
  /** What the first interaction was (the element the pointer clicked). */
  interaction: string
}

export const CHROMIUM = '/usr/bin/chromium'

const QUIET_MS = 500
const CAP_MS = 15_000
const HEADER_SEARCH = 'header form[role="search"] input[type="search"]'

/** Counts requests in flight on a page (started, not yet finished or failed). */
function trackRequests(page: Page): { inFlight: () => number; lastChange: () => number } {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta)
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return { inFlight: () => inFlight, lastChange: () => lastChange }
}

/** Resolves once no request has been in flight for QUIET_MS, or after CAP_MS. */
async function quiet(tracker: ReturnType<typeof trackRequests>): Promise<void> {
  const giveUpAt = Date.now() + CAP_MS
  while (Date.now() < giveUpAt) {
    if (tracker.inFlight() === 0 && Date.now() - tracker.lastChange() >= QUIET_MS) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** `name=value; …` as cookies of the page's origin (HttpOnly, as the shop sets its token). */
export function jarCookies(
  header: string,
  url: string,
): { name: string; value: string; url: string; httpOnly: boolean }[] {
  const origin = new URL(url).origin
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin, httpOnly: true }
    })
}

export async function scriptsNeededToHydrate(
  url: string,
  headers: Record<string, string>,
): Promise<HydrationScripts> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    // A shopper's cookies go into the browser's cookie jar, as the shop set them: as an extra header
    // they reached the page's own requests only until the jar held a cookie of its own (the locale's),
    // and the checkout then read an empty basket with another token.
    const { cookie, ...others } = headers
    const context = await browser.newContext({ extraHTTPHeaders: others })
    if (cookie) await context.addCookies(jarCookies(cookie, url))
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    })
    const page = await context.newPage()
    const tracker = trackRequests(page)
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(url, { waitUntil: 'load' })
    await quiet(tracker)
    const hydrate = [...scripts]
    const search = page.locator(HEADER_SEARCH).first()
    const hasSearch = await search.isVisible()
    // The fallback clicks the page's heading: text, never a link that would navigate away.
    const target = hasSearch ? search : page.locator('main h1, main').first()
    const interaction = hasSearch ? 'click into the header search field' : 'click on the main heading'
    await target.hover({ timeout: 5_000 })
    await target.click({ timeout: 5_000 })
    await quiet(tracker)
    return { hydrate, afterInteraction: [...scripts], interaction }
  } finally {
    await browser.close()
  }
}
