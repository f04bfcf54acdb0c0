// Interaction latency (INP-style, bench/lib/inp.ts) of running storefronts, side by side. Usage:
//
//   npx tsx bench/inp.ts --target new=http://localhost:3250 [--target base=http://localhost:3251] \
//     [--runs 5] [--cpu-slowdown 4] [--out bench/results/inp.json]
//
// Prints each action's runs and 75th percentile per target against the target of 100 ms, writes
// the figures as JSON, and exits 1 when an action of the first target is over it or failed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { filledCartCookie } from './lib/filled-cart.ts'
import { type InteractionFigures, measureInteractions } from './lib/inp.ts'

export const INP_TARGET_MS = 100

const { values } = parseArgs({
  options: {
    target: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    'cpu-slowdown': { type: 'string', default: '4' },
    out: { type: 'string', default: 'bench/results/inp.json' },
  },
})

const targets = (values.target ?? []).map((entry) => {
  const [name, origin] = entry.split('=')
  if (!name || !origin) throw new Error(`--target wants name=origin, got '${entry}'`)
  return { name, origin }
})
if (targets.length === 0) throw new Error('at least one --target name=origin')

const results: Record<string, InteractionFigures[]> = {}
for (const { name, origin } of targets) {
  results[name] = await measureInteractions({
    origin,
    headers: { 'accept-language': 'de-DE' },
    cartCookie: () => filledCartCookie(origin),
    runs: Number(values.runs),
    cpuSlowdown: Number(values['cpu-slowdown']),
  })
}

console.log(
  `\n## interaction latency (p75 of ${values.runs} runs, CPU ${values['cpu-slowdown']}x slower; target <= ${INP_TARGET_MS} ms)`,
)
for (const [name, figures] of Object.entries(results)) {
  for (const figure of figures) {
    const verdict = figure.errors.length > 0 ? 'FAILED RUNS' : figure.p75 <= INP_TARGET_MS ? 'met' : 'MISSED'
    console.log(
      `  ${name.padEnd(6)} ${figure.name.padEnd(20)} p75 ${String(figure.p75).padStart(4)} ms  runs ${figure.runs.join(', ')}  ${verdict}${figure.errors.length ? `: ${figure.errors.join('; ')}` : ''}`,
    )
  }
}
mkdirSync(dirname(values.out), { recursive: true })
writeFileSync(
  values.out,
  `${JSON.stringify({ targetMs: INP_TARGET_MS, cpuSlowdown: Number(values['cpu-slowdown']), results }, null, 2)}\n`,
)
const first = results[targets[0]?.name ?? ''] ?? []
process.exitCode = first.every((figure) => figure.errors.length === 0 && figure.p75 <= INP_TARGET_MS) ? 0 : 1
