// The paths of a chart that the statechart book lists for QA: together they take every transition
// the chart draws at least once, each from the start by the shortest route xstate/graph finds.
//
// The model tests (tests/model) walk the real machines with sample events and real contexts, so
// their guards decide; the book has no context and no back end, so it walks the chart itself: a
// configuration is the set of active leaf states, and taking a transition exits and enters states
// as the statechart rules say (the transition's domain is the nearest compound ancestor holding
// source and targets). Guards are not evaluated: a path that passes a guarded transition says
// "only if …", which is what QA has to arrange. `npm run test:paths` reports the paths the tests ran.

import { fromTransition } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type ChartModel, isWithin, type StateInfo, type TransitionInfo } from './describe.ts'

export interface ChartPath {
  /** Transition ids in order; the start is implied. */
  transitions: string[]
  /** The leaf states active after each step, the start first (one more entry than `transitions`). */
  configurations: string[][]
}

type Configuration = readonly string[]

function state(model: ChartModel, id: string): StateInfo {
  const found = model.byId.get(id)
  if (!found) throw new Error(`no state ${id} in ${model.id}`)
  return found
}

/** The leaves entered when `id` is entered, following `chain` (ids on the way to the targets). */
function enter(model: ChartModel, id: string, chain: ReadonlySet<string>, out: string[]): void {
  const node = state(model, id)
  if (node.children.length === 0) {
    out.push(id)
    return
  }
  if (node.type === 'parallel') {
    for (const child of node.children) enter(model, child, chain, out)
    return
  }
  const next = node.children.find((child) => chain.has(child)) ?? node.initial ?? node.children[0]
  if (next) enter(model, next, chain, out)
}

function ancestorsOf(model: ChartModel, id: string): string[] {
  const out: string[] = []
  for (let at = model.byId.get(id)?.parent ?? null; at; at = model.byId.get(at)?.parent ?? null) out.push(at)
  return out
}

/** The state whose descendants a transition exits and enters (SCXML's transition domain). */
function domainOf(model: ChartModel, transition: TransitionInfo): string {
  const { source, targets } = transition
  if (targets.every((target) => target !== source && isWithin(model, target, source))) return source
  const root = model.states[0]?.id ?? source
  for (const candidate of ancestorsOf(model, source)) {
    const node = state(model, candidate)
    if (
      (node.type === 'compound' || candidate === root) &&
      targets.every((t) => isWithin(model, t, candidate))
    )
      return candidate
  }
  return root
}

/** The configuration after taking `transition` in `configuration` (guards and actions aside). */
export function take(model: ChartModel, configuration: Configuration, transition: TransitionInfo): string[] {
  if (transition.inPlace) return [...configuration]
  const domain = domainOf(model, transition)
  const kept = configuration.filter((leaf) => !isWithin(model, leaf, domain) || leaf === domain)
  const chain = new Set(transition.targets.flatMap((target) => [target, ...ancestorsOf(model, target)]))
  const entered: string[] = []
  const node = state(model, domain)
  const tops =
    node.type === 'parallel' ? node.children : node.children.filter((child) => chain.has(child)).slice(0, 1)
  for (const top of tops) enter(model, top, chain, entered)
  return [...new Set([...kept.filter((leaf) => leaf !== domain), ...entered])].sort()
}

export function initialConfiguration(model: ChartModel): string[] {
  const root = model.states[0]
  if (!root || root.children.length === 0) return []
  const out: string[] = []
  enter(model, root.id, new Set(), out)
  return out.sort()
}

/** Every state active in a configuration: its leaves and their ancestors. */
export function activeIn(model: ChartModel, configuration: Configuration): Set<string> {
  const out = new Set<string>()
  for (const leaf of configuration) for (const id of [leaf, ...ancestorsOf(model, leaf)]) out.add(id)
  return out
}

function enabled(model: ChartModel, configuration: Configuration): TransitionInfo[] {
  const active = activeIn(model, configuration)
  return model.transitions.filter((transition) => active.has(transition.source))
}

/**
 * Paths that together take every transition reachable from the start: per transition, the shortest
 * route to a configuration where its source is active, then the transition; a path that is the
 * beginning of another is left out.
 */
export function chartPaths(model: ChartModel): ChartPath[] {
  const start = initialConfiguration(model)
  if (start.length === 0) return []
  const byId = new Map(model.transitions.map((transition) => [transition.id, transition]))
  const logic = fromTransition((configuration: Configuration, event: { type: string }) => {
    const transition = byId.get(event.type)
    return transition ? take(model, configuration, transition) : configuration
  }, start)
  const shortest = getShortestPaths(logic, {
    events: (snapshot) => enabled(model, snapshot.context).map((transition) => ({ type: transition.id })),
    serializeState: (snapshot) => snapshot.context.join(' '),
  })
  const routes = shortest
    .map((path) => ({
      transitions: path.steps.slice(1).map((step) => step.event.type),
      configurations: path.steps.map((step) => [...step.state.context]),
    }))
    .sort((a, b) => a.transitions.length - b.transitions.length)
  const candidates: ChartPath[] = []
  for (const transition of model.transitions) {
    const route = routes.find((r) => activeIn(model, r.configurations.at(-1) ?? []).has(transition.source))
    if (!route) continue
    const last = route.configurations.at(-1) ?? []
    candidates.push({
      transitions: [...route.transitions, transition.id],
      configurations: [...route.configurations, take(model, last, transition)],
    })
  }
  const key = (path: ChartPath) => `${path.transitions.join('\n')}\n`
  const unique = [...new Map(candidates.map((path) => [key(path), path])).values()]
  return unique.filter((path) => !unique.some((other) => other !== path && key(other).startsWith(key(path))))
}
