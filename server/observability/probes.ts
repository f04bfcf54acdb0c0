// Liveness and readiness for load balancers, orchestrators and Varnish's health probe:
// - GET /healthz: the process answers. No upstream call, no work; a failing one means restart it.
// - GET /readyz: send traffic here? The build is loaded, the Store API answers /context within
//   READY_TIMEOUT_MS (one check per READY_CACHE_MS at most, shared by the probes that arrive
//   meanwhile, so a dozen balancers do not multiply the Store API's load), and the process is not
//   draining after SIGTERM (node-server.ts; the drain's own 503 covers kept-alive connections too).
// Both are mounted before the request log and the page cache: never logged per request, never
// cached (`no-store`), and with PROBE_ALLOW set, anyone outside that network gets what any unknown
// path gets (the shop's 404 page), as if they did not exist.

import type { Context, Hono } from 'hono'
import { clientAddressOf, type TrustedProxies } from '../client-address.ts'
import type { NonceEnv } from '../security.ts'
import { classifyProbe } from '../setup-check.ts'
import type { Upstream } from '../upstream.ts'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

export interface ProbeOptions {
  /** The bare upstream (not the observed one: probe calls are no shopper's Store API calls). */
  upstream: Upstream
  /** Resolves once the SSR entry and the client assets are loaded; rejects while they cannot be. */
  build: () => Promise<unknown>
  /** True from the SIGTERM on (Drain.draining). */
  draining?: () => boolean
  /** PROBE_ALLOW: who may ask; undefined: everyone. */
  allow?: TrustedProxies
  /** Whose X-Forwarded-For names the client (a probe through a proxy is judged by its client). */
  trustedProxies: TrustedProxies
  /** READY_TIMEOUT_MS: how long the Store API may take to answer (default 1 s). */
  timeoutMs?: number
  /** READY_CACHE_MS: how long one Store API check answers the probes (default 2 s). */
  cacheMs?: number
  /** Called when readiness changes (the server logs it once, not per probe). */
  onChange?: (ready: boolean, reason: string) => void
  now?: () => number
}

interface Check {
  ready: boolean
  reason: string
}

function probeResponse(status: number, body: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}

/** One Store API check: GET /context with the access key, within the deadline. */
async function checkStoreApi(upstream: Upstream, timeoutMs: number): Promise<Check> {
  try {
    const response = await upstream.fetch(`${upstream.baseURL}/context`, {
      headers: { 'sw-access-key': upstream.accessKey, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    // Unreachable, too slow, or refusing the key: this replica cannot serve a page. Maintenance
    // (503) and other errors are the shop's state, which the pages explain; a balancer with every
    // replica out would show its own error page instead.
    const problem = classifyProbe(response.status)
    return problem
      ? { ready: false, reason: `store-api: ${problem.kind} (HTTP ${problem.status})` }
      : { ready: true, reason: 'ready' }
  } catch {
    return { ready: false, reason: `store-api: no answer within ${timeoutMs} ms` }
  }
}

/** The readiness check with its Store API answer cached for `cacheMs`. */
function createReadiness(options: ProbeOptions): () => Promise<Check> {
  const { upstream, timeoutMs = 1_000, cacheMs = 2_000, now = Date.now } = options
  let buildLoaded = false
  let storeApi: { at: number; check: Promise<Check> } | undefined
  let last: boolean | undefined
  const evaluate = async (): Promise<Check> => {
    if (options.draining?.()) return { ready: false, reason: 'draining' }
    if (!buildLoaded) {
      // A loaded build stays loaded; until then every probe tries again.
      buildLoaded = await options.build().then(
        () => true,
        () => false,
      )
      if (!buildLoaded) return { ready: false, reason: 'build: not loaded' }
    }
    if (!storeApi || now() - storeApi.at >= cacheMs) {
      storeApi = { at: now(), check: checkStoreApi(upstream, timeoutMs) }
    }
    return storeApi.check
  }
  return async () => {
    const check = await evaluate()
    if (check.ready !== last) {
      last = check.ready
      options.onChange?.(check.ready, check.reason)
    }
    return check
  }
}

/** Mounts GET /healthz and GET /readyz (HEAD too); call before any other route. */
export function mountProbes(app: Hono<NonceEnv>, options: ProbeOptions): void {
  const allowed = (c: Context) => {
    if (!options.allow) return true
    const client = clientAddressOf(c, options.trustedProxies)
    return client !== undefined && options.allow.includes(client)
  }
  const readiness = createReadiness(options)
  app.get(HEALTH_PATH, (c, next) => {
    if (!allowed(c)) return next()
    return probeResponse(200, { status: 'ok' })
  })
  app.get(READY_PATH, async (c, next) => {
    if (!allowed(c)) return next()
    const check = await readiness()
    return check.ready
      ? probeResponse(200, { status: 'ready' })
      : probeResponse(503, { status: 'unavailable', reason: check.reason })
  })
}
