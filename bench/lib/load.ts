import { createRequire } from 'node:module'

/** The subset of autocannon's API used here (the package ships no type declarations). */
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}
type Autocannon = (
  options: Record<string, unknown>,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => unknown
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

export interface LoadFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  non2xx: number
  errors: number
  durationSeconds: number
  connections: number
}

/**
 * SSR throughput: `connections` concurrent clients request `url` for `seconds` on loopback. Any
 * non-2xx answer or socket error is reported, since a fast error page is not a fast page.
 */
export function loadTest(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      resolve({
        requestsPerSecond: Math.round(result.requests.average * 10) / 10,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        durationSeconds: result.duration,
        connections,
      })
    })
  })
}
