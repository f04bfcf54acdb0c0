/**
 * The per-shopper render on its own (`npm run bench` runs the same as one of its steps): the
 * current build and a baseline commit's, each as storefront + standalone back end, measured page by
 * page in alternating rounds (bench/lib/per-shopper.ts). Run `npm run build` first.
 *
 *   npx tsx bench/per-shopper.ts [--baseline eb94983] [--baseline-dir <built checkout>] [--port 3250]
 *     [--backend-port 8201] [--duration 10] [--connections 10] [--rounds 2] [--pages home,product]
 *
 * Writes bench/results/per-shopper.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { prepareBaseline } from './lib/baseline.ts'
import {
  describePerShopper,
  measurePerShopper,
  SHOPPER_BASELINE,
  SHOPPER_PAGES,
  shopperTargets,
} from './lib/per-shopper.ts'
import { formatTarget } from './lib/targets.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string', default: SHOPPER_BASELINE },
      'baseline-dir': { type: 'string' },
      port: { type: 'string', default: '3250' },
      'backend-port': { type: 'string', default: '8201' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '2' },
      pages: { type: 'string' },
    },
  })
  const names = values.pages?.split(',').map((name) => name.trim())
  const pages = names ? SHOPPER_PAGES.filter((page) => names.includes(page.name)) : SHOPPER_PAGES
  const checkout = prepareBaseline(root, values.baseline ?? SHOPPER_BASELINE, values['baseline-dir'])
  const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100)
  const machine = { cpus: cpus().length, loadAverageAtStart: loadAverage(), loadAverageAtEnd: [] as number[] }
  console.log(`## per-shopper render: baseline ${checkout.commit.slice(0, 7)} against current`)
  const result = await measurePerShopper({
    baselineRoot: checkout.dir,
    currentRoot: root,
    port: Number(values.port),
    backendPort: Number(values['backend-port']),
    seconds: Number(values.duration),
    connections: Number(values.connections),
    rounds: Number(values.rounds),
    pages,
  })
  machine.loadAverageAtEnd = loadAverage()
  for (const line of describePerShopper(result)) console.log(line)
  const targets = shopperTargets(result)
  for (const target of targets) console.log(formatTarget(target))
  const out = path.join(root, 'bench/results/per-shopper.json')
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    `${JSON.stringify({ machine, baselineCommit: checkout.commit, ...result, targets }, null, 2)}\n`,
  )
  console.log(`\nwritten: ${path.relative(root, out)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
