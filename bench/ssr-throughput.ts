// SSR throughput of one page on servers that are already running, measured back to back in rounds
// (the machine is shared, so a baseline and a candidate are compared within the same minute, in
// alternating order). Usage:
//
//   npx tsx bench/ssr-throughput.ts --target base=http://127.0.0.1:3401 --target new=http://127.0.0.1:3402 \
//     [--path /Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2] [--rounds 2] [--duration 10] [--connections 10] \
//     [--cached] [--gzip]
//
// "ssr" requests carry a shopper's context token (taken from each server's own /store-api/context),
// so every one of them is rendered; "cached" requests (with --cached) carry none, so a server with
// the in-process page cache answers them from it.
import { parseArgs } from 'node:util'
import { type LoadFigures, loadTest } from './lib/load.ts'

// As bench/run.ts sends them: no Accept-Encoding, so compression is not part of the figure (--gzip adds it).
const BASE_HEADERS = { 'accept-language': 'de-DE' }
let HEADERS: Record<string, string> = BASE_HEADERS

async function shopperCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/store-api/context`, { headers: HEADERS })
  await response.arrayBuffer()
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sw-context-token='))
  if (!cookie) throw new Error(`${origin}/store-api/context set no sw-context-token cookie`)
  return cookie.split(';')[0] ?? ''
}

function line(name: string, kind: string, figures: LoadFigures): string {
  const failed = figures.non2xx + figures.errors
  return `${name.padEnd(10)} ${kind.padEnd(7)} ${String(figures.requestsPerSecond).padStart(8)} req/s  p50 ${String(figures.p50Ms).padStart(5)} ms  p99 ${String(figures.p99Ms).padStart(5)} ms${failed ? `  FAILED ${failed}` : ''}`
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', multiple: true },
      path: { type: 'string', default: '/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2' },
      rounds: { type: 'string', default: '2' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      cached: { type: 'boolean', default: false },
      gzip: { type: 'boolean', default: false },
    },
  })
  if (values.gzip) HEADERS = { ...BASE_HEADERS, 'accept-encoding': 'gzip' }
  const targets = (values.target ?? []).map((spec) => {
    const at = spec.indexOf('=')
    if (at < 1) throw new Error(`--target must be name=origin, got '${spec}'`)
    return { name: spec.slice(0, at), origin: spec.slice(at + 1).replace(/\/$/, '') }
  })
  if (targets.length === 0) throw new Error('at least one --target name=origin is required')
  const rounds = Number(values.rounds)
  const seconds = Number(values.duration)
  const connections = Number(values.connections)
  const cookies = new Map<string, string>()
  for (const target of targets) cookies.set(target.name, await shopperCookie(target.origin))

  const results: Record<string, { ssr: LoadFigures[]; cached: LoadFigures[] }> = {}
  for (let round = 0; round < rounds; round++) {
    // Alternate the order, so that neither side always runs right after the other's load.
    const order = round % 2 === 0 ? targets : [...targets].reverse()
    for (const target of order) {
      const url = `${target.origin}${values.path}`
      const entry = (results[target.name] ??= { ssr: [], cached: [] })
      // A short warm-up: the first renders compile code and fill the language/catalog caches.
      await loadTest(url, { ...HEADERS, cookie: cookies.get(target.name) ?? '' }, 2, connections)
      const ssr = await loadTest(url, { ...HEADERS, cookie: cookies.get(target.name) ?? '' }, seconds, connections)
      entry.ssr.push(ssr)
      console.log(`round ${round + 1} ${line(target.name, 'ssr', ssr)}`)
      if (values.cached) {
        const cached = await loadTest(url, HEADERS, seconds, connections)
        entry.cached.push(cached)
        console.log(`round ${round + 1} ${line(target.name, 'cached', cached)}`)
      }
    }
  }
  console.log(JSON.stringify({ path: values.path, connections, seconds, results }, null, 2))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
