import { createRequire } from 'node:module'

/** The subset of autocannon's API used here (the package ships no type declarations). */
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; average: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
  '1xx': number
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
}
/** One entry of autocannon's `requests` array: each connection walks the array in order, round and round. */
export interface MixRequest {
  method: 'GET'
  path: string
  headers: Record<string, string>
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

/** A page mix under load: status classes and socket errors apart, since a fast error is no page. */
export interface MixFigures extends LoadFigures {
  p90Ms: number
  maxMs: number
  /** Answers by status class (3xx counts as non-2xx: every URL of the mix is a final one). */
  status: { '2xx': number; '3xx': number; '4xx': number; '5xx': number }
  /** Connection errors (refused, reset) apart from timeouts (no answer within 10 s). */
  socketErrors: number
  timeouts: number
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
        errors: result.errors, // timeouts included
        durationSeconds: result.duration,
        connections,
      })
    })
  })
}

/**
 * `connections` clients on `origin` (loopback) walk `requests` for `seconds`. autocannon starts
 * every connection at the first entry, so the mix is interleaved (see bench/lib/mix.ts) rather than
 * grouped: any window of the run sees all pages, locales and token shares.
 */
export function loadMix(
  origin: string,
  requests: MixRequest[],
  seconds: number,
  connections: number,
): Promise<MixFigures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin.replace('localhost', '127.0.0.1'),
        requests,
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          requestsPerSecond: Math.round(result.requests.average * 10) / 10,
          p50Ms: result.latency.p50,
          p90Ms: result.latency.p90,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          requests: result.requests.total,
          non2xx: result.non2xx,
          // autocannon's `errors` already counts the timeouts.
          errors: result.errors,
          socketErrors: result.errors - result.timeouts,
          timeouts: result.timeouts,
          status: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
          durationSeconds: result.duration,
          connections,
        })
      },
    )
  })
}
