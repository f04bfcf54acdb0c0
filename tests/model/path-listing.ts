// The readable list of every generated path of a machine, for QA (`npm run test:paths`). Model tests
// call `recordPaths` with their paths; with PATHS_DIR set (the npm script sets it) each machine's
// list is written to `<PATHS_DIR>/<machine>.txt`, one line per step, and the same paths with their
// test titles, events and state values to `<machine>.<process>.paths.json`, from which the run's
// reporter (paths-reporter.ts) writes the report and coverage.json. Without it nothing is written.

import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ListedPath {
  /** What the path is about (a scenario, or the state it ends in). */
  title: string
  /** One readable line per step: the event and the state it leads to. */
  steps: string[]
  /** The title of the test that replays the path (its `it`), to find its result. */
  test?: string
  /** The title of the test's `describe`, where titles repeat across them. */
  suite?: string
  /** Per step: the event's type (`xstate.init` first) and the machine's state value after it. */
  events?: string[]
  values?: unknown[]
}

/** What a paths file holds (read by paths-reporter.ts). */
export interface RecordedPaths {
  machine: string
  paths: ListedPath[]
}

const started = new Set<string>()
const recorded = new Map<string, ListedPath[]>()

export function recordPaths(machine: string, paths: readonly ListedPath[]): void {
  const dir = process.env.PATHS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${machine}.txt`)
  if (!started.has(file)) {
    writeFileSync(file, `# Generated paths of the ${machine} machine (one line per step)\n`)
    started.add(file)
  }
  const text = paths
    .map((path, index) =>
      [
        `\n## ${path.title} (path ${index + 1} of ${paths.length})`,
        ...path.steps.map((step, n) => `${String(n + 1).padStart(3)}. ${step}`),
      ].join('\n'),
    )
    .join('\n')
  appendFileSync(file, `${text}\n`)
  const all = [...(recorded.get(machine) ?? []), ...paths]
  recorded.set(machine, all)
  const json: RecordedPaths = { machine, paths: all }
  writeFileSync(join(dir, `${machine}.${process.pid}.paths.json`), JSON.stringify(json))
}

interface GraphPath<S> {
  state: S
  steps: readonly { event: { type: string }; state: S }[]
}

/** The machine's state value of a step's snapshot (a model's world holds the machine's as `machine`). */
function machineValue(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return state
  if ('value' in state) return state.value
  if (
    'context' in state &&
    typeof state.context === 'object' &&
    state.context !== null &&
    'machine' in state.context
  )
    return machineValue(state.context.machine)
  return null
}

const stateValue = (state: unknown): string => JSON.stringify(machineValue(state))

/** The events and state values of an xstate/graph path, for the report's diagram and coverage. */
export function graphRoute(path: Pick<GraphPath<unknown>, 'steps'>): Pick<ListedPath, 'events' | 'values'> {
  return {
    events: path.steps.map((step) => step.event.type),
    values: path.steps.map((step) => machineValue(step.state)),
  }
}

/**
 * The listing of xstate/graph paths: each step's event (named by `label`) and the state it leads to
 * (`describe`: the machine's state value by default).
 */
export function listGraphPaths<S, P extends GraphPath<S>>(
  paths: readonly P[],
  label: (event: P['steps'][number]['event']) => string,
  describe: (state: S) => string = stateValue,
): ListedPath[] {
  return paths.map((path) => ({
    title: `ends in ${describe(path.state)}`,
    steps: path.steps.map((step) => `${label(step.event)} → ${describe(step.state)}`),
    // The model tests name each path's test after its steps' labels.
    test: path.steps.map((step) => label(step.event)).join(' → '),
    ...graphRoute(path as GraphPath<unknown>),
  }))
}
