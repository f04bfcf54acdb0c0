import type { UpstreamConfig } from './config.ts'
import { escapeXml } from './seo-routes.ts'
import type { Upstream } from './upstream.ts'

/**
 * The development server's setup troubleshooting page. At start (and on every page request while
 * something is wrong) the server asks the Store API for the sales channel context; when that fails
 * in a way a setting explains, every page answers this page instead of an error page, naming the
 * variable to set. Production servers never show it: there the error pages and the 412 hint apply.
 */

export type SetupProblem =
  /** no answer (502) or no answer in time (408): wrong STORE_API_ENDPOINT or the shop is down */
  | { kind: 'unreachable'; status: number }
  /** 401: the access key did not arrive */
  | { kind: 'missingKey'; status: number }
  /** 412 (no sales channel with this key) or 403 (not a sales channel key at all) */
  | { kind: 'invalidKey'; status: number }
  /** 404: the endpoint is a web server, but not a Store API */
  | { kind: 'notStoreApi'; status: number }

/** What GET /context answered, as a setup problem; null when the Store API works. */
export function classifyProbe(status: number): SetupProblem | null {
  if (status >= 200 && status < 300) return null
  if (status === 502 || status === 408 || status === 504) return { kind: 'unreachable', status }
  if (status === 401) return { kind: 'missingKey', status }
  if (status === 412 || status === 403) return { kind: 'invalidKey', status }
  if (status === 404) return { kind: 'notStoreApi', status }
  // anything else (maintenance, a server error) is not a setup problem: the shop's pages explain it
  return null
}

/** Asks the Store API once; never throws (the upstream answers transport failures with 502/408). */
export async function probeStoreApi(upstream: Upstream): Promise<SetupProblem | null> {
  try {
    const response = await upstream.fetch(`${upstream.baseURL}/context`, {
      headers: { 'sw-access-key': upstream.accessKey, accept: 'application/json' },
    })
    await response.body?.cancel()
    return classifyProbe(response.status)
  } catch {
    return { kind: 'unreachable', status: 502 }
  }
}

const ADVICE: Record<SetupProblem['kind'], { title: string; variable: string; text: string }> = {
  unreachable: {
    title: 'The Store API cannot be reached',
    variable: 'STORE_API_ENDPOINT',
    text: 'Set STORE_API_ENDPOINT to the URL of your Shopware shop’s Store API (e.g. https://shop.example.com/store-api) and check that the shop is running and reachable from this machine. Without both STORE_API_ENDPOINT and STORE_API_ACCESS_KEY the storefront runs on its embedded back end.',
  },
  missingKey: {
    title: 'The Store API wants an access key',
    variable: 'STORE_API_ACCESS_KEY',
    text: 'Set STORE_API_ACCESS_KEY to the access key of your sales channel (Administration → Sales Channels → your channel → API access; it starts with SWSC).',
  },
  invalidKey: {
    title: 'The Store API does not know this access key',
    variable: 'STORE_API_ACCESS_KEY',
    text: 'STORE_API_ACCESS_KEY must be the access key of an active sales channel of this shop (Administration → Sales Channels → your channel → API access; it starts with SWSC), not an integration’s or a user’s key. Check too that STORE_API_ENDPOINT points at the shop the key belongs to.',
  },
  notStoreApi: {
    title: 'The endpoint is not a Store API',
    variable: 'STORE_API_ENDPOINT',
    text: 'STORE_API_ENDPOINT answered 404 for /context. Point it at the shop’s Store API: the shop’s URL followed by /store-api.',
  },
}

/** The page (English: it is for the developer starting the server, not for shoppers). */
export function setupPage(problem: SetupProblem, upstream: UpstreamConfig): string {
  const advice = ADVICE[problem.kind]
  const endpoint = upstream.kind === 'external' ? upstream.endpoint : 'the embedded back end'
  const e = escapeXml
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Storefront setup: ${e(advice.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f1f1f}code{background:#f2f0ea;padding:.1em .3em;border-radius:3px}</style>
</head><body><main>
<h1>${e(advice.title)}</h1>
<p>The storefront asked <code>${e(endpoint)}</code> for its sales channel and got HTTP ${problem.status}.</p>
<h2>Set <code>${e(advice.variable)}</code></h2>
<p>${e(advice.text)}</p>
<p>Then restart <code>npm run dev</code>. This page appears only in development; it goes away by itself once the Store API answers.</p>
</main></body></html>`
}

/**
 * The development server's gate: null lets the request through; otherwise the setup page (503) for
 * page requests while the Store API still fails. Asks again on each page request, so a shop that
 * comes up later is noticed without a restart.
 */
export function createSetupGate(upstream: Upstream, config: UpstreamConfig, first: SetupProblem | null) {
  let problem = first
  return async (method: string, path: string, accept: string | undefined): Promise<Response | null> => {
    if (problem === null) return null
    const page =
      method === 'GET' &&
      (accept ?? '').includes('text/html') &&
      !/^\/(store-api|assets|@|node_modules|src)\b/.test(path)
    if (!page) return null
    problem = await probeStoreApi(upstream)
    if (problem === null) return null
    return new Response(setupPage(problem, config), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
}
