// The Playwright reporter of `npm run test:paths:ui`: it collects the path each UI test replayed (the
// `ui-path` attachment of replay.ts) with its result and, at the end of the run, merges the `ui`
// figures per machine into test-results/paths/coverage.json (beside the machine-level `machine`
// figures of `npm run test:paths`) and writes test-results/paths/ui/index.html: per machine the
// book's diagram and the UI paths in words with a screenshot per step, pass or fail, and the command
// that replays one alone. Only passed paths count as covered.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { type BookPath, machineSection, page } from '../../scripts/statecharts/book.ts'
import type { MachineCoverage, Pair } from '../../scripts/statecharts/coverage.ts'
import { describeMachine } from '../../scripts/statecharts/describe.ts'
import type { ChartedMachine } from '../../scripts/statecharts/machines.ts'
import { chartOf, machineReport, mergeCoverage, type TestOutcome } from '../model/paths-reporter.ts'
import type { UiAdapter } from './adapter.ts'
import { UI_ADAPTERS } from './adapters/index.ts'
import { PATHS_REPORT_DIR, type UiRecord } from './replay.ts'

type Status = NonNullable<BookPath['status']>

export interface UiOutcome {
  record: UiRecord
  status: Status
}

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`
const exactly = (text: string) => `${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`

/**
 * Transitions a shopper causes: their events are the adapter's shopper ones, or unreachable ones
 * that are not only the system's to send.
 */
function shopperCaused(chart: ChartedMachine, adapter: UiAdapter) {
  const systemOnly = new Set(adapter.unreachableSystemEvents ?? [])
  return describeMachine(chart.machine, chart.words).transitions.filter(
    (t) =>
      Object.hasOwn(adapter.shopper, t.eventType) ||
      (Object.hasOwn(adapter.unreachable, t.eventType) && !systemOnly.has(t.eventType)),
  )
}

/** Transitions a shopper causes: covered of total. */
function shopperTransitions(chart: ChartedMachine, adapter: UiAdapter, covered: ReadonlySet<string>): Pair {
  const shopper = shopperCaused(chart, adapter)
  return [shopper.filter((t) => covered.has(t.id)).length, shopper.length]
}

/**
 * The transitions a shopper causes that no passed path took, each with why: the adapter's reason
 * where no page offers the event, that a path taking it failed (`failed`: those of paths that ran
 * and did not pass), else that no generated path takes it (the model's samples do not reach it; the
 * machine-level report shows the same gap).
 */
export function uncoveredShopperTransitions(
  chart: ChartedMachine,
  adapter: UiAdapter,
  covered: ReadonlySet<string>,
  failed: ReadonlySet<string> = new Set(),
): { id: string; eventType: string; reason: string }[] {
  return shopperCaused(chart, adapter)
    .filter((t) => !covered.has(t.id))
    .map((t) => ({
      id: t.id,
      eventType: t.eventType,
      reason:
        adapter.unreachableTransitions?.[t.id] ??
        adapter.unreachable[t.eventType] ??
        (failed.has(t.id)
          ? 'a path that takes it failed in Chromium: see that path'
          : 'no generated path takes it: the model offers no sample of this event in this state'),
    }))
}

/** The report's paths and the UI coverage of one machine's replayed paths. */
export function uiMachineReport(
  chart: ChartedMachine,
  adapter: UiAdapter,
  outcomes: readonly UiOutcome[],
  dir: string,
) {
  const listed = outcomes.map(({ record }) => ({ ...record, test: record.title }))
  const byTitle = new Map<string, TestOutcome>(
    outcomes.map(({ record, status }) => [record.title, { status, file: 'tests/paths-ui' }]),
  )
  const report = machineReport(chart, listed, byTitle)
  const paths: BookPath[] = report.paths.map((path, index) => {
    const record = outcomes[index]?.record
    return {
      ...path,
      title: `${path.title} (${record?.locale ?? ''})`,
      steps: record?.steps.length ? record.steps : path.steps,
      shots: record?.shots.map((shot) => relative(join(dir, 'ui'), join(dir, shot))),
      command: `npm run test:paths:ui -- -g ${shellQuoted(exactly(record?.title ?? path.title))}`,
    }
  })
  const covered = new Set(
    paths.filter((path) => path.status === 'passed').flatMap((path) => path.transitions),
  )
  const coverage: MachineCoverage = {
    ...report.coverage,
    shopperTransitions: shopperTransitions(chart, adapter, covered),
  }
  const failed = new Set(paths.filter((path) => path.status === 'failed').flatMap((path) => path.transitions))
  return { paths, coverage, uncovered: uncoveredShopperTransitions(chart, adapter, covered, failed) }
}

/** Which paths the run replayed, when not all: the figures are of those only. */
function subsetNote(): string {
  const subset = process.env.PATHS_UI_SUBSET
  if (subset === 'quick') return ' with <code>PATHS_UI_SUBSET=quick</code> (one path per machine)'
  if (subset === 'cover') return ' with <code>PATHS_UI_SUBSET=cover</code> (the covering subset)'
  return ''
}

/** Writes ui/index.html and merges the `ui` figures into coverage.json. */
export function writeUiReport(dir: string, outcomes: readonly UiOutcome[]): Map<string, MachineCoverage> {
  const figures = new Map<string, MachineCoverage>()
  const sections: string[] = []
  for (const adapter of UI_ADAPTERS) {
    const chart = chartOf(adapter.machine)
    const mine = outcomes.filter((outcome) => outcome.record.machine === adapter.machine)
    if (!chart || mine.length === 0) continue
    const { paths, coverage, uncovered } = uiMachineReport(chart, adapter, mine, dir)
    figures.set(chart.slug, coverage)
    const passed = paths.filter((path) => path.status === 'passed').length
    const unreachable = [
      ...Object.entries(adapter.unreachable),
      ...Object.entries(adapter.unreachableTransitions ?? {}),
    ]
      .map(([event, reason]) => `<li><code>${event}</code>: ${reason}</li>`)
      .join('')
    const [states, transitions, shopper] = [
      coverage.states,
      coverage.transitions,
      coverage.shopperTransitions,
    ]
    const summary = [
      `<p><strong>${passed} of ${paths.length} paths passed in Chromium.</strong> Covered in the UI by passed paths: ${states[0]} of ${states[1]} states, ${transitions[0]} of ${transitions[1]} transitions, ${shopper?.[0]} of ${shopper?.[1]} transitions a shopper causes.</p>`,
      unreachable ? `<p>Not possible in the UI:</p><ul>${unreachable}</ul>` : '',
      uncovered.length
        ? `<details><summary>Transitions a shopper causes that no passed path took (${uncovered.length}), and why</summary><ul>${uncovered
            .map((t) => `<li><code>${t.id}</code>: ${t.reason}</li>`)
            .join('')}</ul></details>`
        : '',
    ].join('')
    sections.push(
      `<section aria-labelledby="${chart.slug}">${machineSection(chart, paths, {
        level: 2,
        pathsIntro:
          'The paths the model tests generate, played in Chromium through the real pages: each step says what the shopper did and what the page showed, with its screenshot. Choose one to light up its route.',
        summary,
      })}</section>`,
    )
  }
  mkdirSync(join(dir, 'ui'), { recursive: true })
  mergeCoverage(join(dir, 'coverage.json'), figures, 'ui')
  const nav = [
    '<a href="../index.html">Machine level</a>',
    ...[...figures.keys()].map((s) => `<a href="#${s}">${s}</a>`),
  ]
  const body = [
    '<h1>Path tests: UI replay</h1>',
    `<p>Written by <code>npm run test:paths:ui</code>${subsetNote()}. Figures per machine (<code>ui</code>, beside the machine level’s <code>machine</code>) are in <code>../coverage.json</code>.</p>`,
    ...sections,
  ].join('\n')
  writeFileSync(join(dir, 'ui', 'index.html'), page('Path tests – UI replay', body, nav.join(' · ')))
  return figures
}

function statusOf(result: TestResult): Status {
  if (result.status === 'passed') return 'passed'
  if (result.status === 'skipped') return 'skipped'
  if (result.status === 'interrupted') return 'not run'
  return 'failed'
}

export default class UiPathsReporter implements Reporter {
  private outcomes: UiOutcome[] = []

  onTestEnd(_test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find((item) => item.name === 'ui-path')
    if (!attachment?.body) return
    const record = JSON.parse(attachment.body.toString('utf8')) as UiRecord
    // A retry replaces the earlier result of its path.
    this.outcomes = this.outcomes.filter(
      (outcome) => outcome.record.title !== record.title || outcome.record.machine !== record.machine,
    )
    this.outcomes.push({ record, status: statusOf(result) })
  }

  onEnd(): void {
    // `--list`, or a run stopped before any path: nothing to report, the last report stays.
    if (this.outcomes.length === 0) return
    const figures = writeUiReport(PATHS_REPORT_DIR, this.outcomes)
    for (const [slug, coverage] of figures) {
      const { states, transitions, shopperTransitions: shopper } = coverage
      console.log(
        `UI coverage ${slug}: states ${states.join('/')}, transitions ${transitions.join('/')}, shopper transitions ${shopper?.join('/')}`,
      )
    }
    console.log(`UI path report: ${join(PATHS_REPORT_DIR, 'ui', 'index.html')}`)
  }
}
