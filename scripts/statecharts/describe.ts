// The one description of a machine that every statechart output reads: docs/statecharts.md
// (scripts/statecharts.ts), the statechart book (scripts/statechart-book.ts, /_dev/statecharts) and
// the path report of `npm run test:paths` (tests/model/paths-reporter.ts). It walks the machine's
// state nodes once and names states, transitions, guards and actions in words a product owner reads,
// so no output keeps a copy of the chart of its own and none can drift from the code.
//
// Words come first from the machine itself (`description` on states and transitions), then from the
// optional word map of the charted machine (machines.ts), then from the implementation names
// (`hasPaymentRedirect` → "has payment redirect").

import type { AnyStateMachine, AnyStateNode } from 'xstate'

/** Replacement words for guard, action, delay or event names, next to the charted machine. */
export type WordMap = Readonly<Record<string, string>>

export interface StateInfo {
  /** The state node's id (`checkout.placing`), unique in its machine. */
  id: string
  key: string
  /** `atomic`, `compound`, `parallel`, `final` or `history`. */
  type: string
  parent: string | null
  children: string[]
  /** The child entered first (compound states). */
  initial: string | null
  depth: number
  /** The state's `description`, or null where the machine has none. */
  description: string | null
}

export interface TransitionInfo {
  /** `<source id>#<event type>#<index among that event's transitions>` ('' for eventless ones). */
  id: string
  source: string
  targets: string[]
  eventType: string
  /** The event in words ("choose shipping", "loading the checkout failed"). */
  event: string
  /** The guard in words, or null. */
  guard: string | null
  /** The guard as the code names it (`identityIs(unknown)`), for developers' charts. */
  guardCode: string | null
  actions: string[]
  description: string | null
  /** Takes no target: handled in place, the state does not change. */
  inPlace: boolean
}

export interface ChartModel {
  id: string
  states: StateInfo[]
  transitions: TransitionInfo[]
  byId: ReadonlyMap<string, StateInfo>
}

/** `hasPaymentRedirect` → "has payment redirect"; `GW-TEAK` and digits stay as they are. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/\b([A-Z])([a-z])/g, (_, first: string, next: string) => first.toLowerCase() + next)
    .trim()
}

const BUILT_IN_ACTIONS: Readonly<Record<string, string>> = {
  'xstate.assign': 'remember what happened',
  'xstate.raise': 'send itself an event',
  'xstate.sendTo': 'tell another actor',
  'xstate.sendParent': 'tell the parent',
  'xstate.emit': 'announce it',
  'xstate.log': 'log it',
  'xstate.cancel': 'cancel a timer',
  'xstate.spawnChild': 'start a helper',
  'xstate.stopChild': 'stop a helper',
  'xstate.enqueueActions': 'do what applies',
}

function typeOf(item: unknown): string | null {
  if (typeof item === 'string') return item
  if ((typeof item === 'object' || typeof item === 'function') && item !== null && 'type' in item) {
    const { type } = item as { type: unknown }
    return typeof type === 'string' ? type : null
  }
  return null
}

function paramsText(item: unknown): string {
  if (typeof item !== 'object' || item === null || !('params' in item)) return ''
  const { params } = item as { params: unknown }
  if (!params || typeof params !== 'object' || Array.isArray(params)) return ''
  const values = Object.values(params as Record<string, unknown>).filter(
    (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  )
  return values.length > 0 ? ` ${values.map((value) => words(String(value))).join(', ')}` : ''
}

/** Words for a name, from the map if it has them. */
function named(name: string, map: WordMap): string {
  return map[name] ?? words(name)
}

export function actionWords(action: unknown, map: WordMap = {}): string {
  const type = typeOf(action)
  if (!type) return 'an inline action'
  return BUILT_IN_ACTIONS[type] ?? `${named(type, map)}${paramsText(action)}`
}

/** "has blocking errors" → "has no blocking errors", "is valid" → "is not valid". */
function negated(text: string): string {
  if (text.startsWith('has ')) return `has no ${text.slice(4)}`
  if (text.startsWith('is ')) return `is not ${text.slice(3)}`
  return `not ${text}`
}

export function guardWords(guard: unknown, map: WordMap = {}): string {
  // xstate's not(), and() and or() are functions named so, holding their guards in `guards`.
  const inner: unknown[] =
    typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards) ? guard.guards : []
  const type =
    typeOf(guard) ?? (inner.length > 0 && typeof guard === 'function' ? `xstate.${guard.name}` : null)
  if (!type) return 'a condition'
  if (type === 'xstate.not') return negated(inner.map((g) => guardWords(g, map)).join(' and '))
  if (type === 'xstate.and') return inner.map((g) => guardWords(g, map)).join(' and ')
  if (type === 'xstate.or') return inner.map((g) => guardWords(g, map)).join(' or ')
  return `${named(type, map)}${paramsText(guard)}`
}

/** The guard as docs/statecharts.md has always named it: its type and its parameters' values. */
function guardCode(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown }
    const detail =
      params && typeof params === 'object' && !Array.isArray(params)
        ? `(${Object.values(params as Record<string, unknown>).join(', ')})`
        : ''
    return `${type}${detail}`
  }
  return 'guarded'
}

/** The short label of an event as docs/statecharts.md has always drawn it. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const after = /^xstate\.after\.(\w+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  return eventType
}

/** An event in words: shopper events without their domain, answers and timers said as what happened. */
export function eventWords(eventType: string, map: WordMap = {}): string {
  if (map[eventType]) return map[eventType]
  if (eventType === '') return 'at once'
  const after = /^xstate\.after\.(\w+)\./.exec(eventType)
  if (after?.[1]) {
    const delay = after[1]
    return /^\d+$/.test(delay) ? `after ${Number(delay) / 1000} s` : `after the ${named(delay, map)} wait`
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done?.[1]) return `${named(done[1], map)} answered`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error?.[1]) return `${named(error[1], map)} failed`
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (stateDone?.[1]) return `${words(stateDone[1].split('.').at(-1) ?? '')} is finished`
  const dot = eventType.indexOf('.')
  return dot > 0 ? `${words(eventType.slice(0, dot))}: ${words(eventType.slice(dot + 1))}` : words(eventType)
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[]
}

/** Every transition definition of a node, in the order the machine declares them. */
function transitionsOf(node: AnyStateNode): { eventType: string; list: readonly unknown[] }[] {
  const out: { eventType: string; list: readonly unknown[] }[] = []
  for (const [eventType, list] of node.transitions) out.push({ eventType, list })
  if (node.always && node.always.length > 0) out.push({ eventType: '', list: node.always })
  return out
}

interface RawTransition {
  target?: readonly AnyStateNode[]
  guard?: unknown
  actions?: readonly unknown[]
  description?: string
}

/** The machine as states and transitions in words. */
export function describeMachine(machine: AnyStateMachine, map: WordMap = {}): ChartModel {
  const states: StateInfo[] = []
  const transitions: TransitionInfo[] = []
  const walk = (node: AnyStateNode, depth: number) => {
    const children = childrenOf(node)
    const initial =
      node.type === 'compound' ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined
    states.push({
      id: node.id,
      key: node.key,
      type: node.type,
      parent: node.parent?.id ?? null,
      children: children.map((child) => child.id),
      initial: initial?.id ?? null,
      depth,
      description: node.description ?? null,
    })
    for (const { eventType, list } of transitionsOf(node)) {
      list.forEach((item, index) => {
        const raw = item as RawTransition
        const targets = (raw.target ?? []).map((target) => target.id)
        transitions.push({
          id: `${node.id}#${eventType}#${index}`,
          source: node.id,
          targets,
          eventType,
          event: eventWords(eventType, map),
          guard: raw.guard ? guardWords(raw.guard, map) : null,
          guardCode: raw.guard ? guardCode(raw.guard) : null,
          actions: (raw.actions ?? []).map((action) => actionWords(action, map)),
          description: raw.description ?? null,
          inPlace: targets.length === 0,
        })
      })
    }
    for (const child of children) walk(child, depth + 1)
  }
  walk(machine.root, 0)
  return { id: machine.id, states, transitions, byId: new Map(states.map((state) => [state.id, state])) }
}

/** The state's name in words, with its parents for a nested one ("payment › choosing"). */
export function stateTitle(model: ChartModel, id: string): string {
  const names: string[] = []
  for (let state = model.byId.get(id); state?.parent; state = model.byId.get(state.parent)) {
    names.unshift(words(state.key))
  }
  return names.length > 0 ? names.join(' › ') : words(model.id)
}

/** `a` is `b` or one of its descendants. */
export function isWithin(model: ChartModel, a: string, b: string): boolean {
  for (let id: string | null = a; id; id = model.byId.get(id)?.parent ?? null) if (id === b) return true
  return false
}

/** The state ids a state value makes active (every level, the root left out). */
export function activeStates(model: ChartModel, value: unknown): string[] {
  const root = model.states[0]
  if (!root) return []
  const out: string[] = []
  const visit = (parentId: string, part: unknown) => {
    const parent = model.byId.get(parentId)
    if (!parent) return
    const child = (key: string) => parent.children.find((id) => model.byId.get(id)?.key === key)
    if (typeof part === 'string') {
      const id = child(part)
      if (id) out.push(id)
      return
    }
    if (typeof part !== 'object' || part === null) return
    for (const [key, sub] of Object.entries(part as Record<string, unknown>)) {
      const id = child(key)
      if (!id) continue
      out.push(id)
      visit(id, sub)
    }
  }
  visit(root.id, value)
  return out
}
