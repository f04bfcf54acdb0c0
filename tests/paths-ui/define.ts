// One Playwright test per generated path of a machine, named like the machine-level test that
// replays the same path (its steps' keys joined by arrows), in the locale whose turn it is. The
// adapter is checked against the machine's chart when the file loads: a transition without a UI
// mapping, an unmapped state or a state mapped to nothing visible stops the run with its name.
// `PATHS_UI_SUBSET=cover` runs only the fewest paths that still take every transition;
// `PATHS_UI_SUBSET=quick` one path per machine, the one that takes most of what a shopper does.

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
 * The fewest paths, shortest first, that together reach every state, take every transition and do
 * every step (`cart.add(download)` and `cart.add(physical)` alike) that the given paths do: the
 * time-boxed run (`PATHS_UI_SUBSET=cover`), and the run of a machine with hundreds of paths.
 */
export function coveringPaths(
  model: ChartModel,
  paths: readonly UiPath[],
  blocked: (path: UiPath) => boolean = () => false,
): UiPath[] {
  const marks = (path: UiPath): string[] => {
    const route = routeOf(
      model,
      path.steps.map((step) => step.event.type),
      path.steps.map((step) => step.value),
    )
    return [...route.states, ...route.transitions, ...path.steps.map((step) => `step ${step.key}`)]
  }
  const taken = new Set<string>()
  const chosen = new Set<UiPath>()
  // Paths the UI can play first (a blocked one is skipped and covers nothing), shortest first.
  const order = (path: UiPath) => (blocked(path) ? 1_000_000 : 0) + path.steps.length
  for (const path of [...paths].sort((a, b) => order(a) - order(b))) {
    const mine = marks(path)
    if (mine.every((mark) => taken.has(mark))) continue
    for (const mark of mine) taken.add(mark)
    chosen.add(path)
  }
  return paths.filter((path) => chosen.has(path))
}

/**
 * The one path the UI can play that takes the most transitions a shopper causes (the shorter of
 * two alike): the quick run of `npm test` (`PATHS_UI_SUBSET=quick`), one journey per machine.
 */
export function quickPath<W>(model: ChartModel, adapter: UiAdapter<W>, paths: readonly UiPath[]): UiPath[] {
  const shopper = (path: UiPath) =>
    routeOf(
      model,
      path.steps.map((step) => step.event.type),
      path.steps.map((step) => step.value),
    ).transitions.filter((id) => {
      const transition = model.transitions.find((t) => t.id === id)
      return transition !== undefined && Object.hasOwn(adapter.shopper, transition.eventType)
    }).length
  const playable = paths.filter((path) => unreachableSteps(adapter as UiAdapter, path).length === 0)
  const best = [...playable].sort((a, b) => shopper(b) - shopper(a) || a.steps.length - b.steps.length)[0]
  return best ? [best] : []
}

/**
 * The transitions a shopper causes that no path of `paths` the UI can play takes and for which the
 * adapter gives no reason (by the transition's id, or by its event): the report could only say that
 * no generated path takes them. A full run's covering subset takes what the playable paths take
 * (coveringPaths puts them first), so `paths` may be all of a machine's.
 */
export function unexplainedTransitions<W>(
  model: ChartModel,
  adapter: UiAdapter<W>,
  paths: readonly UiPath[],
): string[] {
  const taken = new Set(
    paths
      .filter((path) => unreachableSteps(adapter as UiAdapter, path).length === 0)
      .flatMap(
        (path) =>
          routeOf(
            model,
            path.steps.map((step) => step.event.type),
            path.steps.map((step) => step.value),
          ).transitions,
      ),
  )
  const reasons = adapter.unreachableTransitions ?? {}
  return model.transitions
    .filter((t) => Object.hasOwn(adapter.shopper, t.eventType) && !taken.has(t.id))
    .filter((t) => !Object.hasOwn(reasons, t.id) && !Object.hasOwn(adapter.unreachable, t.eventType))
    .map((t) => t.id)
}

/** Which paths a run replays: all, the covering subset, or the quick run's one. */
function selected<W>(
  model: ChartModel,
  adapter: UiAdapter<W>,
  all: readonly UiPath[],
  cover: boolean,
): readonly UiPath[] {
  const subset = process.env.PATHS_UI_SUBSET
  const covering = () =>
    coveringPaths(model, all, (path) => unreachableSteps(adapter as UiAdapter, path).length > 0)
  // A machine replayed by its covering subset only picks its quick path from that subset too.
  if (subset === 'quick') return quickPath(model, adapter, cover ? covering() : all)
  return cover || subset === 'cover' ? covering() : all
}

/**
 * The tests of a machine's paths. `cover` replays only the covering subset even in a full run (a
 * machine whose shortest paths run to hundreds); `PATHS_UI_SUBSET=cover` does so for every machine,
 * `PATHS_UI_SUBSET=quick` replays `quickPath` only.
 * `timeout` is a path's own, for machines whose paths are whole journeys (the checkout's).
 */
export function definePathTests<W>(
  title: string,
  adapter: UiAdapter<W>,
  all: readonly UiPath[],
  options: { cover?: boolean; timeout?: number } = {},
): void {
  const model = chartModel(adapter.machine)
  assertAdapter(adapter as UiAdapter, model)
  const paths = selected(model, adapter, all, options.cover ?? false)
  test.describe(title, () => {
    for (const [index, path] of paths.entries()) {
      const { locale, base, acceptLanguage } = localeOf(index)
      test(
        path.title,
        { annotation: { type: 'locale', description: locale } },
        async ({ openPage }, info) => {
          if (options.timeout) test.setTimeout(options.timeout)
          const unreachable = unreachableSteps(adapter as UiAdapter, path)
          test.skip(unreachable.length > 0, `not possible in the UI: ${unreachable.join('; ')}`)
          const page = await openPage({ acceptLanguage })
          await replayUiPath(adapter, model, path, { page, locale, base, values: {} }, info, index)
        },
      )
    }
  })
}
