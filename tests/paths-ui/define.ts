// One Playwright test per generated path of a machine, named like the machine-level test that
// replays the same path (its steps' keys joined by arrows), in the locale whose turn it is. The
// adapter is checked against the machine's chart when the file loads: a transition without a UI
// mapping, an unmapped state or a state mapped to nothing visible stops the run with its name.
// `PATHS_UI_SUBSET=cover` runs only the fewest paths that still take every transition.

import { routeOf } from '../../scripts/statecharts/coverage.ts'
import { type ChartModel, describeMachine } from '../../scripts/statecharts/describe.ts'
import { CHARTED_MACHINES } from '../../scripts/statecharts/machines.ts'
import { test } from '../fixtures/test.ts'
import { assertAdapter, type UiAdapter } from './adapter.ts'
import { localeOf, replayUiPath, type UiPath, unreachableSteps } from './replay.ts'

/** The chart model of a charted machine, by slug. */
export function chartModel(slug: string) {
  const chart = CHARTED_MACHINES.find((candidate) => candidate.slug === slug)
  if (!chart) throw new Error(`no charted machine ${slug} (scripts/statecharts/machines.ts)`)
  return describeMachine(chart.machine, chart.words)
}

/**
 * The fewest paths, shortest first, that together take every transition the given paths take: the
 * time-boxed run (`PATHS_UI_SUBSET=cover`) for a suite that cannot wait for every path.
 */
export function coveringPaths(model: ChartModel, paths: readonly UiPath[]): UiPath[] {
  const routes = paths.map((path) => ({
    path,
    transitions: routeOf(
      model,
      path.steps.map((step) => step.event.type),
      path.steps.map((step) => step.value),
    ).transitions,
  }))
  const taken = new Set<string>()
  const chosen: UiPath[] = []
  for (const { path, transitions } of [...routes].sort((a, b) => a.path.steps.length - b.path.steps.length)) {
    if (transitions.every((id) => taken.has(id))) continue
    for (const id of transitions) taken.add(id)
    chosen.push(path)
  }
  return paths.filter((path) => chosen.includes(path))
}

export function definePathTests<W>(title: string, adapter: UiAdapter<W>, all: readonly UiPath[]): void {
  const model = chartModel(adapter.machine)
  assertAdapter(adapter as UiAdapter, model)
  const paths = process.env.PATHS_UI_SUBSET === 'cover' ? coveringPaths(model, all) : all
  test.describe(title, () => {
    for (const [index, path] of paths.entries()) {
      const { locale, base, acceptLanguage } = localeOf(index)
      test(
        path.title,
        { annotation: { type: 'locale', description: locale } },
        async ({ openPage }, info) => {
          const unreachable = unreachableSteps(adapter as UiAdapter, path)
          test.skip(unreachable.length > 0, `not possible in the UI: ${unreachable.join('; ')}`)
          const page = await openPage({ acceptLanguage })
          await replayUiPath(adapter, model, path, { page, locale, base, values: {} }, info, index)
        },
      )
    }
  })
}
