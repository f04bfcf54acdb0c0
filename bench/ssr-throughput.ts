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
//
// A target given as name=origin@pid (Linux) also reports the server's CPU time per answered request,
// from /proc/<pid>/stat: on a machine shared with other work, requests/s follow the neighbours'
// load, while CPU milliseconds per page stay close to what the server itself spends.
import { readFileSync } from 'node:fs'
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

/** User plus system CPU time of a process (all its threads) in milliseconds. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may contain spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

type Figures = LoadFigures & { cpuMsPerRequest?: number }

async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  pid: number | undefined,
): Promise<Figures> {
  const before = cpuMs(pid)
  const figures: Figures = await loadTest(url, headers, seconds, connections)
  const after = cpuMs(pid)
  if (before !== undefined && after !== undefined && figures.requests > 0) {
    figures.cpuMsPerRequest = Math.round(((after - before) / figures.requests) * 10) / 10
  }
  return figures
}

function line(name: string, kind: string, figures: Figures): string {
  const failed = figures.non2xx + figures.errors
  const cpu = figures.cpuMsPerRequest === undefined ? '' : `  cpu ${figures.cpuMsPerRequest} ms/req`
  return `${name.padEnd(10)} ${kind.padEnd(7)} ${String(figures.requestsPerSecond).padStart(8)} req/s  p50 ${String(figures.p50Ms).padStart(5)} ms  p99 ${String(figures.p99Ms).padStart(5)} ms${cpu}${failed ? `  FAILED ${failed}` : ''}`
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
    const [origin = '', pid] = spec.slice(at + 1).split('@')
    return {
      name: spec.slice(0, at),
      origin: origin.replace(/\/$/, ''),
      pid: pid === undefined ? undefined : Number(pid),
    }
  })
  if (targets.length === 0) throw new Error('at least one --target name=origin is required')
  const rounds = Number(values.rounds)
  const seconds = Number(values.duration)
  const connections = Number(values.connections)
  const cookies = new Map<string, string>()
  for (const target of targets) cookies.set(target.name, await shopperCookie(target.origin))

  const results: Record<string, { ssr: Figures[]; cached: Figures[] }> = {}
  for (let round = 0; round < rounds; round++) {
    // Alternate the order, so that neither side always runs right after the other's load.
    const order = round % 2 === 0 ? targets : [...targets].reverse()
    for (const target of order) {
      const url = `${target.origin}${values.path}`
      const entry = results[target.name] ?? { ssr: [], cached: [] }
      results[target.name] = entry
      // A short warm-up: the first renders compile code and fill the language/catalog caches.
      await loadTest(url, { ...HEADERS, cookie: cookies.get(target.name) ?? '' }, 2, connections)

      const shopper = { ...HEADERS, cookie: cookies.get(target.name) ?? '' }
      const ssr = await measure(url, shopper, seconds, connections, target.pid)
      entry.ssr.push(ssr)
      console.log(`round ${round + 1} ${line(target.name, 'ssr', ssr)}`)
      if (values.cached) {
        const cached = await measure(url, HEADERS, seconds, connections, target.pid)
        entry.cached.push(cached)
        console.log(`round ${round + 1} ${line(target.name, 'cached', cached)}`)
      }
    }
  }
  for (const [name, entry] of Object.entries(results)) {
    const mean = (list: Figures[], pick: (f: Figures) => number | undefined) => {
      const values = list.map(pick).filter((v): v is number => v !== undefined)
      return values.length
        ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10
        : undefined
    }
    console.log(
      `${name}: ssr mean ${mean(entry.ssr, (f) => f.requestsPerSecond)} req/s, ${mean(entry.ssr, (f) => f.cpuMsPerRequest) ?? '-'} cpu ms/req` +
        (entry.cached.length ? `; cached mean ${mean(entry.cached, (f) => f.requestsPerSecond)} req/s` : ''),
    )
  }
  console.log(JSON.stringify({ path: values.path, connections, seconds, results }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
