// Interaction latency (INP-style, bench/lib/inp.ts) of running storefronts, side by side. Usage:
//
//   npx tsx bench/inp.ts --target new=http://localhost:3250 [--target base=http://localhost:3251] \
//     [--runs 5] [--cpu-slowdown 4] [--out bench/results/inp.json] [--trace] [--only 'change a filter']
//
// --trace records a Chromium trace around each action and prints what the main thread did during
// the interaction (bench/lib/interaction-trace.ts); --only (repeatable) runs only those actions.
// Prints each action's runs and 75th percentile per target against the target of 100 ms, writes
// the figures as JSON, and exits 1 when an action of the first target is over it or failed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { filledCartCookie } from './lib/filled-cart.ts'
import { INP_TARGET_MS, inpLines, measureSideBySide } from './lib/inp.ts'

const { values } = parseArgs({
  options: {
    target: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    'cpu-slowdown': { type: 'string', default: '4' },
    out: { type: 'string', default: 'bench/results/inp.json' },
    trace: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
  },
})

const targets = (values.target ?? []).map((entry) => {
  const [name, origin] = entry.split('=')
  if (!name || !origin) throw new Error(`--target wants name=origin, got '${entry}'`)
  return { name, origin }
})
if (targets.length === 0) throw new Error('at least one --target name=origin')

const results = await measureSideBySide(targets, {
  runs: Number(values.runs),
  cpuSlowdown: Number(values['cpu-slowdown']),
  headers: { 'accept-language': 'de-DE' },
  cartCookie: (origin) => filledCartCookie(origin),
  trace: values.trace,
  only: values.only,
})
console.log(
  `\n## interaction latency (p75 of ${values.runs} runs, CPU ${values['cpu-slowdown']}x slower; target <= ${INP_TARGET_MS} ms)`,
)
for (const line of inpLines(results)) console.log(`  ${line}`)
if (values.trace) {
  for (const [name, figures] of Object.entries(results)) {
    for (const figure of figures) {
      figure.phases.forEach((run, index) => {
        if (!run?.trace) return
        const { selfMs, tasks, windowMs } = run.trace
        console.log(`\n  ${name} ${figure.name} run ${index + 1}: ${windowMs} ms`)
        console.log(
          `    self time: ${selfMs
            .slice(0, 10)
            .map(([what, ms]) => `${what} ${ms}`)
            .join(', ')}`,
        )
        for (const task of tasks.slice(0, 8))
          console.log(`    task at ${task.at} ms, ${task.ms} ms: ${task.what}`)
      })
    }
  }
}
mkdirSync(dirname(values.out), { recursive: true })
writeFileSync(
  values.out,
  `${JSON.stringify({ targetMs: INP_TARGET_MS, cpuSlowdown: Number(values['cpu-slowdown']), results }, null, 2)}\n`,
)
const first = results[targets[0]?.name ?? ''] ?? []
process.exitCode = first.every((figure) => figure.errors.length === 0 && figure.p75 <= INP_TARGET_MS) ? 0 : 1
