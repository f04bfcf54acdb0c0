// Summarises a V8 CPU profile (`node --cpu-prof` writes one .cpuprofile per process on exit): the
// functions with the most self time, and the packages/files that time falls into. Usage:
//
//   npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [--top 25]
//
// To profile the production server under load (see docs/performance.md, "Server rendering throughput"):
//   PORT=3402 node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx server/main.ts
//   npx autocannon -c 10 -d 10 -H 'accept-language: de-DE' -H 'cookie: sw-context-token=…' <url>
//   kill -INT <pid>    # the server drains and exits, which writes the profile
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  startTime: number
  endTime: number
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** node_modules/<pkg> (scoped too), or the project file, or a V8 pseudo-frame such as (garbage collector). */
function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url)
  }
  if (url.startsWith('node:')) return url
  const project = url.search(/\/(?:backend|server|src|dist)\//)
  return project >= 0 ? url.slice(project + 1) : url
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      top: { type: 'string', default: '25' },
      // Only the last N seconds before the process exited: the load, not the start-up (seeding, compiling).
      last: { type: 'string' },
    },
  })
  const file = positionals[0]
  if (!file) throw new Error('usage: bench/cpu-profile-top.ts <file.cpuprofile> [--top N]')
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const from = values.last ? profile.endTime - Number(values.last) * 1e6 : Number.NEGATIVE_INFINITY
  const selfUs = new Map<number, number>()
  // Inclusive time per bucket: a sample counts once for every bucket on its stack.
  const inclusive = new Map<string, number>()
  let totalUs = 0
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    if (at < from) return
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta)
    totalUs += delta
    const seen = new Set<string>()
    for (let node = byId.get(id); node; node = byId.get(parent.get(node.id) ?? -1)) {
      const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName)
      if (!node.callFrame.url || seen.has(bucket)) continue
      seen.add(bucket)
      inclusive.set(bucket, (inclusive.get(bucket) ?? 0) + delta)
    }
  })
  const functions = new Map<string, number>()
  const buckets = new Map<string, number>()
  for (const [id, us] of selfUs) {
    const node = byId.get(id)
    if (!node) continue
    const { functionName, url, lineNumber } = node.callFrame
    const bucket = bucketOf(url, functionName)
    const name = `${functionName || '(anonymous)'}  ${bucket}:${lineNumber + 1}`
    functions.set(name, (functions.get(name) ?? 0) + us)
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us)
  }
  const top = Number(values.top)
  const idle = [...selfUs].reduce(
    (sum, [id, us]) => (byId.get(id)?.callFrame.functionName === '(idle)' ? sum + us : sum),
    0,
  )
  const busy = totalUs - idle
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`
  console.log(
    `${file}: ${(totalUs / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
  )
  console.log('\nSelf time by package / file:')
  for (const [name, us] of [...buckets]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`${pct(us)}  ${name}`)
  }
  console.log('\nInclusive time (on the stack) by package / file:')
  for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${pct(us)}  ${name}`)
  }
  console.log('\nSelf time by function:')
  for (const [name, us] of [...functions]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`${pct(us)}  ${name}`)
  }
}

main()
