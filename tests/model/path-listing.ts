// The readable list of every generated path of a machine, for QA (`npm run test:paths`). Model tests
// call `recordPaths` with their paths; with PATHS_DIR set (the npm script sets it) each machine's
// list is written to `<PATHS_DIR>/<machine>.txt`, one line per step. Without it nothing is written.

import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ListedPath {
  /** What the path is about (a scenario, or the state it ends in). */
  title: string
  /** One readable line per step: the event and the state it leads to. */
  steps: string[]
}

const started = new Set<string>()

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
}

interface GraphPath<S> {
  state: S
  steps: readonly { event: { type: string }; state: S }[]
}

const stateValue = (state: unknown): string =>
  JSON.stringify(typeof state === 'object' && state !== null && 'value' in state ? state.value : state)

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
  }))
}
