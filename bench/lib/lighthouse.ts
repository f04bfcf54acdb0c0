import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface LighthouseFigures {
  /** 0-1, or null when Lighthouse could not score the page. */
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  /** Same-origin script and stylesheet paths the page loaded during the run. */
  loaded: { js: string[]; css: string[] }
  /** Set when Lighthouse reports a run-time error (e.g. the page did not load). */
  runtimeError?: string
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=de-DE']

function numeric(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * Lighthouse 12, performance category only, mobile form factor with simulated throttling (Lighthouse's
 * defaults, stated explicitly), in Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium).
 */
export async function runLighthouse(
  url: string,
  headers: Record<string, string>,
): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
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
          extraHeaders: headers,
        },
      },
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    const audit = (id: string) => lhr.audits[id]
    const origin = new URL(url).origin
    const loaded = { js: [] as string[], css: [] as string[] }
    const details = audit('network-requests')?.details as { items?: unknown[] } | undefined
    for (const item of details?.items ?? []) {
      const { url: requestUrl, resourceType } = item as { url?: unknown; resourceType?: unknown }
      if (typeof requestUrl !== 'string' || !requestUrl.startsWith(origin)) continue
      const pathname = new URL(requestUrl).pathname
      if (resourceType === 'Script') loaded.js.push(pathname)
      else if (resourceType === 'Stylesheet') loaded.css.push(pathname)
    }
    return {
      performance: numeric(lhr.categories.performance?.score),
      lcpMs: numeric(audit('largest-contentful-paint')?.numericValue),
      tbtMs: numeric(audit('total-blocking-time')?.numericValue),
      cls: numeric(audit('cumulative-layout-shift')?.numericValue),
      fcpMs: numeric(audit('first-contentful-paint')?.numericValue),
      loaded: { js: [...new Set(loaded.js)], css: [...new Set(loaded.css)] },
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    }
  } finally {
    chrome.kill()
  }
}
