// The Vitest reporter of `npm run test:paths`: when the model tests have run, it reads the paths they
// recorded (path-listing.ts, `<PATHS_DIR>/*.paths.json`), finds each path's test result, and writes
// `<PATHS_DIR>/coverage.json` (per machine, states and transitions covered at machine level) and
// `<PATHS_DIR>/index.html`: per machine the book's diagram, its paths as numbered steps in words with
// pass or fail and the command that replays one alone. Only passed paths count as covered.
// coverage.json is merged key by key, so the UI replay's `ui` figures written into it stay.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Reporter, TestCase, TestModule } from 'vitest/node'
import { type BookPath, machineSection, page } from '../../scripts/statecharts/book.ts'
import { coverageOf, type MachineCoverage, routeOf, stepWords } from '../../scripts/statecharts/coverage.ts'
import { describeMachine } from '../../scripts/statecharts/describe.ts'
import { CHARTED_MACHINES, type ChartedMachine } from '../../scripts/statecharts/machines.ts'
import type { ListedPath, RecordedPaths } from './path-listing.ts'

type Status = NonNullable<BookPath['status']>

/** The charted machine a recording is of (`session-customer` is the session's). */
export function chartOf(name: string): ChartedMachine | undefined {
  return CHARTED_MACHINES.find(
    (chart) => chart.slug === name || chart.machine.id === name || name.startsWith(`${chart.slug}-`),
  )
}

/** Reads every recording in `dir`, grouped by charted machine. */
export function readRecordings(dir: string): Map<ChartedMachine, ListedPath[]> {
  const out = new Map<ChartedMachine, ListedPath[]>()
  if (!existsSync(dir)) return out
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.paths.json'))
    .sort()) {
    const recorded = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedPaths
    const chart = chartOf(recorded.machine)
    if (chart) out.set(chart, [...(out.get(chart) ?? []), ...recorded.paths])
  }
  return out
}

/** A regular expression that matches `text` exactly, for `vitest -t`. */
function exactly(text: string): string {
  return `${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
}

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

export interface TestOutcome {
  status: Status
  file: string
}

/** Test outcomes by full name (`suite > test`) and by test title alone. */
export function outcomesOf(tests: readonly TestCase[], root: string): Map<string, TestOutcome> {
  const out = new Map<string, TestOutcome>()
  for (const test of tests) {
    const state = test.result().state
    const status: Status =
      state === 'passed'
        ? 'passed'
        : state === 'failed'
          ? 'failed'
          : state === 'skipped'
            ? 'skipped'
            : 'not run'
    const outcome = { status, file: relative(root, test.module.moduleId) }
    out.set(test.fullName, outcome)
    if (!out.has(test.name)) out.set(test.name, outcome)
  }
  return out
}

/** The report's paths and the machine-level coverage of one machine. */
export function machineReport(
  chart: ChartedMachine,
  paths: readonly ListedPath[],
  outcomes: ReadonlyMap<string, TestOutcome>,
) {
  const model = describeMachine(chart.machine, chart.words)
  const book: BookPath[] = paths.map((path) => {
    const route = routeOf(model, path.events ?? [], path.values ?? [])
    const outcome =
      (path.suite && path.test ? outcomes.get(`${path.suite} > ${path.test}`) : undefined) ??
      (path.test ? outcomes.get(path.test) : undefined)
    const steps = path.steps.map((text, index) => {
      const label = text.split(' → ')[0] ?? text
      const event = path.events?.[index]
      return event !== undefined ? stepWords(model, label, event, path.values?.[index]) : text
    })
    return {
      title: path.title,
      steps,
      ...route,
      status: outcome?.status ?? 'not run',
      ...(outcome && path.test
        ? {
            command: `npx vitest run --project storefront ${outcome.file} -t ${shellQuoted(exactly(path.test))}`,
          }
        : {}),
    }
  })
  const passed = book.filter((path) => path.status === 'passed')
  return { paths: book, coverage: coverageOf(model, passed) }
}

/**
 * Merges figures into coverage.json under `key` per machine (`machine` here, `ui` from the UI replay,
 * tests/paths-ui/ui-reporter.ts), keeping every other key.
 */
export function mergeCoverage(
  file: string,
  machines: ReadonlyMap<string, MachineCoverage>,
  key: 'machine' | 'ui' = 'machine',
): Record<string, unknown> {
  const current: Record<string, Record<string, unknown>> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {}
  for (const [slug, coverage] of machines) current[slug] = { ...(current[slug] ?? {}), [key]: coverage }
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`)
  return current
}

/** Writes index.html and coverage.json from the recordings in `dir` and the run's test outcomes. */
export function writeReport(dir: string, outcomes: ReadonlyMap<string, TestOutcome>): void {
  mkdirSync(dir, { recursive: true })
  const sections: string[] = []
  const figures = new Map<string, MachineCoverage>()
  for (const [chart, paths] of readRecordings(dir)) {
    const { paths: book, coverage } = machineReport(chart, paths, outcomes)
    figures.set(chart.slug, coverage)
    const failed = book.filter((path) => path.status === 'failed').length
    const summary = `<p><strong>${book.length - failed} of ${book.length} paths passed.</strong> Covered at machine level by passed paths: ${coverage.states[0]} of ${coverage.states[1]} states, ${coverage.transitions[0]} of ${coverage.transitions[1]} transitions.</p>`
    sections.push(
      `<section aria-labelledby="${chart.slug}">${machineSection(chart, book, {
        level: 2,
        pathsIntro:
          'The paths the model tests generated with xstate/graph and replayed against the embedded back end, with their results. Choose one to light up its route.',
        summary,
      })}</section>`,
    )
  }
  mergeCoverage(join(dir, 'coverage.json'), figures)
  const links = [...figures.keys()].map((slug) => `<a href="#${slug}">${slug}</a>`)
  // The UI replay (npm run test:paths:ui) writes its report beside this one.
  if (existsSync(join(dir, 'ui', 'index.html'))) links.push('<a href="ui/index.html">UI replay</a>')
  const nav = links.join(' · ')
  const body = [
    '<h1>Path tests: machine level</h1>',
    '<p>Written by <code>npm run test:paths</code>. Figures per machine are in <code>coverage.json</code> beside this page; the statechart book (<code>npm run statecharts:book</code>) explains every state.</p>',
    ...sections,
  ].join('\n')
  writeFileSync(join(dir, 'index.html'), page('Path tests – report', body, nav))
}

/** Added to `npm run test:paths` (`--reporter`); does nothing without PATHS_DIR. */
export default class PathsReporter implements Reporter {
  private root = process.cwd()

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root
    const dir = process.env.PATHS_DIR
    // Recordings of an earlier run would be reported again.
    if (dir && existsSync(dir)) {
      for (const name of readdirSync(dir)) if (name.endsWith('.paths.json')) rmSync(join(dir, name))
    }
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const dir = process.env.PATHS_DIR
    if (!dir) return
    const tests = modules.flatMap((module) => [...module.children.allTests()])
    writeReport(dir, outcomesOf(tests, this.root))
    console.log(`Path report: ${join(dir, 'index.html')}`)
  }
}
