// What the model tests' paths cover of a chart: the states and transitions each replayed path went
// through, read from its events and the machine's state value after each step (tests/model records
// both), and the totals per machine for test-results/paths/coverage.json. The report of
// `npm run test:paths` (tests/model/paths-reporter.ts) lights up these routes on the book's diagram.
//
// A state value says where the machine is, not which transition took it there: the transition of a
// step is the one for its event from an active state whose targets are active afterwards (or reached
// through eventless transitions), the deepest source first. Two guarded alternatives of the same
// event between the same states cannot be told apart; the first is counted.

import {
  activeStates,
  type ChartModel,
  isWithin,
  stateTitle,
  type TransitionInfo,
  words,
} from './describe.ts'

export interface Route {
  states: string[]
  transitions: string[]
}

export type Pair = [covered: number, total: number]

export interface MachineCoverage {
  states: Pair
  transitions: Pair
  /** UI replay only: the transitions whose events a shopper causes (tests/paths-ui). */
  shopperTransitions?: Pair
}

/** `target` is active in `after`, or the machine passed it on to an active state at once. */
function reaches(model: ChartModel, target: string, after: ReadonlySet<string>, depth = 0): boolean {
  if (after.has(target)) return true
  if (depth > 8) return false
  return model.transitions.some(
    (t) =>
      t.source === target &&
      t.eventType === '' &&
      t.targets.some((next) => reaches(model, next, after, depth + 1)),
  )
}

function stepTransitions(
  model: ChartModel,
  eventType: string,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): TransitionInfo[] {
  const candidates = new Map<string, TransitionInfo>()
  for (const transition of model.transitions) {
    if (
      transition.eventType !== eventType ||
      !before.has(transition.source) ||
      candidates.has(transition.source)
    )
      continue
    if (!transition.inPlace && !transition.targets.every((target) => reaches(model, target, after))) continue
    // Handled in place, the source stays: a step that left it took another transition (a guarded
    // in-place one passed the event on to an ancestor's).
    if (transition.inPlace && !after.has(transition.source)) continue
    const moving = model.transitions.find(
      (t) =>
        t.source === transition.source &&
        t.eventType === eventType &&
        !t.inPlace &&
        t.targets.every((target) => reaches(model, target, after)),
    )
    candidates.set(transition.source, moving ?? transition)
  }
  // The deepest active state handles the event; a region beside it may handle it too.
  const picked = [...candidates.values()]
  return picked.filter((t) => !picked.some((other) => other !== t && isWithin(model, other.source, t.source)))
}

/**
 * Eventless transitions of the step: from a state that was active, or entered by the step, to
 * states that are active afterwards (a region beside the event's re-derives itself so).
 */
function alwaysTaken(
  model: ChartModel,
  entered: readonly string[],
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): TransitionInfo[] {
  return model.transitions.filter(
    (t) =>
      t.eventType === '' &&
      t.targets.length > 0 &&
      // Left, or (an eventless move inside it) into a child that was not active before.
      (!after.has(t.source) ||
        t.targets.every((x) => x !== t.source && isWithin(model, x, t.source) && !before.has(x))) &&
      t.targets.every((target) => reaches(model, target, after)) &&
      (before.has(t.source) || entered.some((root) => isWithin(model, t.source, root))),
  )
}

/** The states and transitions a recorded path went through. */
export function routeOf(model: ChartModel, events: readonly string[], values: readonly unknown[]): Route {
  const root = model.states[0]?.id ?? ''
  const states = new Set<string>()
  const transitions = new Set<string>()
  let before = new Set<string>()
  values.forEach((value, index) => {
    // The root is always active: its own transitions (`checkout.start` from anywhere) count too.
    const after = new Set([root, ...activeStates(model, value)])
    const taken = index === 0 ? [] : stepTransitions(model, events[index] ?? '', before, after)
    const entered = index === 0 ? [root] : taken.flatMap((t) => t.targets)
    for (const t of [...taken, ...alwaysTaken(model, entered, before, after)]) {
      transitions.add(t.id)
      for (const id of [t.source, ...t.targets]) states.add(id)
    }
    for (const id of after) states.add(id)
    before = after
  })
  states.delete(root)
  return { states: [...states], transitions: [...transitions] }
}

/** Covered of total, states and transitions, over the given routes. */
export function coverageOf(model: ChartModel, routes: readonly Route[]): MachineCoverage {
  const states = new Set(routes.flatMap((route) => route.states))
  const transitions = new Set(routes.flatMap((route) => route.transitions))
  const allStates = model.states.slice(1)
  return {
    states: [allStates.filter((state) => states.has(state.id)).length, allStates.length],
    transitions: [model.transitions.filter((t) => transitions.has(t.id)).length, model.transitions.length],
  }
}

/** A step of a recorded path in words: its label (`cart.add(download)`) and where the machine is then. */
export function stepWords(model: ChartModel, label: string, eventType: string, value: unknown): string {
  const active = activeStates(model, value)
  const leaves = active.filter((id) => !active.some((other) => other !== id && isWithin(model, other, id)))
  const where = leaves.map((id) => stateTitle(model, id)).join(' and ')
  if (eventType === 'xstate.init') return `Start: ${where}.`
  const event = model.transitions.find((t) => t.eventType === eventType)?.event ?? words(eventType)
  const detail = label.startsWith(eventType) ? label.slice(eventType.length).trim() : ''
  return `${event.charAt(0).toUpperCase()}${event.slice(1)}${detail ? ` ${detail}` : ''} → now in ${where}.`
}
