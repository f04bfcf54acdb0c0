// @vitest-environment node
// The path report of `npm run test:paths`: coverage counted from what passed paths went through,
// coverage.json merged (the UI replay's key kept), and a replay command per path.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { describeMachine } from '../../scripts/statecharts/describe.ts'
import { chartOf, machineReport, mergeCoverage, type TestOutcome, writeReport } from './paths-reporter.ts'
import type { ListedPath, RecordedPaths } from './path-listing.ts'

const WITHDRAW: ListedPath = {
  title: 'ends in "done"',
  steps: ['start → "editing"', 'order.submit(withdraw) → "submitting"', 'xstate.done.actor.perform → "done"'],
  test: 'start → order.submit(withdraw) → xstate.done.actor.perform',
  events: ['xstate.init', 'order.submit', 'xstate.done.actor.perform'],
  values: ['editing', 'submitting', 'done'],
}
const CANCEL: ListedPath = {
  title: 'ends in "editing"',
  steps: ['start → "editing"', 'order.submit(cancel) → "confirming"', 'order.edit → "editing"'],
  test: 'start → order.submit(cancel) → order.edit',
  events: ['xstate.init', 'order.submit', 'order.edit'],
  values: ['editing', 'confirming', 'editing'],
}
const FILE = 'tests/model/order-action.model.test.ts'
const outcomes = new Map<string, TestOutcome>([
  [WITHDRAW.test ?? '', { status: 'passed', file: FILE }],
  [CANCEL.test ?? '', { status: 'failed', file: FILE }],
])

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('path report of npm run test:paths', () => {
  const chart = chartOf('orderAction')
  if (!chart) throw new Error('the order action is not charted')
  const model = describeMachine(chart.machine)

  it('counts what passed paths went through, against every state and transition of the machine', () => {
    const { coverage, paths } = machineReport(chart, [WITHDRAW, CANCEL], outcomes)
    expect(coverage.states).toEqual([3, model.states.length - 1])
    expect(coverage.transitions).toEqual([2, model.transitions.length])
    expect(paths[0]?.transitions).toEqual([
      'orderAction.editing#order.submit#1',
      'orderAction.submitting#xstate.done.actor.perform#0',
    ])
    expect(paths[1]?.transitions).toEqual([
      'orderAction.editing#order.submit#0',
      'orderAction.confirming#order.edit#0',
    ])
    expect(paths.map((path) => path.status)).toEqual(['passed', 'failed'])
  })

  it('says each step in words and gives the command that replays the path alone', () => {
    const [path] = machineReport(chart, [WITHDRAW], outcomes).paths
    expect(path?.steps).toEqual([
      'Start: editing.',
      'Order: submit (withdraw) → now in submitting.',
      'Perform answered → now in done.',
    ])
    expect(path?.command).toBe(
      `npx vitest run --project storefront ${FILE} -t 'start → order\\.submit\\(withdraw\\) → xstate\\.done\\.actor\\.perform$'`,
    )
  })

  it('merges its figures into coverage.json and keeps what the UI replay wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-'))
    dirs.push(dir)
    const file = join(dir, 'coverage.json')
    const ui = { states: [1, 4], transitions: [1, 8], shopperTransitions: [1, 5] }
    writeFileSync(file, JSON.stringify({ 'order-action': { ui }, checkout: { ui } }))
    mergeCoverage(file, new Map([['order-action', { states: [2, 4], transitions: [2, 8] }]]))
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      'order-action': { ui, machine: { states: [2, 4], transitions: [2, 8] } },
      checkout: { ui },
    })
  })

  it('writes index.html with the diagram and each path, and coverage.json, from the recordings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-'))
    dirs.push(dir)
    const recorded: RecordedPaths = { machine: 'orderAction', paths: [WITHDRAW, CANCEL] }
    writeFileSync(join(dir, 'orderAction.1.paths.json'), JSON.stringify(recorded))
    writeReport(dir, outcomes)
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    expect(html).toContain('data-state="orderAction.submitting"')
    expect(html).toContain('1 of 2 paths passed')
    expect(html).toContain('<span class="failed">failed</span>')
    expect(html).toContain('Perform answered → now in done.')
    expect(JSON.parse(readFileSync(join(dir, 'coverage.json'), 'utf8'))).toEqual({
      'order-action': { machine: { states: [3, 4], transitions: [2, 8] } },
    })
  })
})
