/**
 * The JavaScript a page needs to render and hydrate, as Debian's Chromium loads it: every script
 * requested until the network is idle, with link prefetching off (the Save-Data signal turns the
 * router's speculative prefetch off, see src/features/errors/prefetch.ts) and no interaction (the
 * actor system starts on the first interaction, see src/system/host.ts). Speculative prefetches are
 * reported apart (Lighthouse's network log in bench/run.ts) because they load after the page is
 * usable and are skipped on slow connections.
 *
 * Islands (src/components/island.tsx) are not part of it: their server HTML is shown and its links
 * work without their code, which loads on the first interaction with them. `afterInteraction` is
 * everything loaded once the pointer has moved over the page content and the header (the actor
 * system, the islands), reported beside the judged figure.
 */
export interface HydrationScripts {
  hydrate: string[]
  afterInteraction: string[]
}
import { chromium } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'

export async function scriptsNeededToHydrate(
  url: string,
  headers: Record<string, string>,
): Promise<HydrationScripts> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const context = await browser.newContext({ extraHTTPHeaders: headers })
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const hydrate = [...scripts]
    for (const selector of ['main', 'header', 'footer']) {
      await page.locator(selector).first().hover({ timeout: 5_000 })
      await page.keyboard.press('Tab')
    }
    await page.waitForLoadState('networkidle')
    return { hydrate, afterInteraction: [...scripts] }
  } finally {
    await browser.close()
  }
}
