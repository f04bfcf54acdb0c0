// What a UI adapter is and the check every adapter passes before a path runs (issue 32). The
// machine-level path tests prove a flow in the machine; the UI replay proves it in the page: an
// adapter says, per machine, what a shopper does for each event and what the page shows in each
// state, in words of the page's locale. The check is what keeps the two from drifting apart: a
// transition whose event the adapter does not know, a state it does not map, or a state mapped to
// nothing a shopper could see is refused with its name, so a new transition cannot go untested in
// the browser by accident. Free of Playwright's runner, so Vitest tests the check itself.

import type { Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import type { ChartModel } from '../../scripts/statecharts/describe.ts'
import type { CatalogLocale } from '../fixtures/catalog.ts'
import type { UiPath } from './replay.ts'

type Role = Parameters<Page['getByRole']>[0]

/** A source text of the catalogs (`tr` translates it); `{name}` placeholders come from the step's values. */
export type Msg = string

/** Where on the page a sign is looked for. */
export type Scope = 'page' | 'main' | 'banner'

/** One thing the page must show, found the way a shopper finds it. */
export type Sign =
  | {
      role: Role
      name: Msg
      scope?: Scope
      is?: 'visible' | 'hidden' | 'disabled' | 'enabled'
      /** Only when the step's value of this name is 'true' (set by the adapter's `observe`). */
      if?: string
    }
  | { text: Msg; scope?: Scope; is?: 'visible' | 'hidden'; if?: string }
  | { url: RegExp }
  /** An attribute's value (placeholders filled); with `absentWhen`, that value means the element is not there. */
  | { testId: string; attribute: string; value: string; absentWhen?: string }

/** The browser side of one replayed path: the page, its locale and the shop's origin for it. */
export interface UiSession {
  page: Page
  locale: CatalogLocale
  /** The shop's origin for the locale (`/fr-FR` included for French). */
  base: string
  /** Placeholder values for the signs (`{name}` → a product's name), set by the adapter. */
  values: Record<string, string>
}

/** What the shopper does for an event: in words for the report, and in the browser. */
export interface ShopperAction<W> {
  does: string | ((event: EventObject) => string)
  /** May resolve to words of its own where what it did depends on the world (replacing `does`). */
  run: (ui: UiSession, event: EventObject, world: W) => Promise<unknown>
}

/** An event only the system sends (an answer, a timer), and how the real back end is let to send it. */
export interface SystemEvent<W> {
  reason: string
  /** Lets the answer through (a held request), or nothing when the back end answers by itself. */
  run?: (ui: UiSession, event: EventObject, world: W) => Promise<void>
}

export interface UiAdapter<W = unknown> {
  /** The charted machine's slug (scripts/statecharts/machines.ts). */
  machine: string
  /**
   * Opens the page the machine lives on, as the path's start needs it (one machine may live on
   * several pages: the path says which); returns the path's world.
   */
  start: (ui: UiSession, path: UiPath) => Promise<W>
  shopper: Readonly<Record<string, ShopperAction<W>>>
  system: Readonly<Record<string, SystemEvent<W>>>
  /**
   * Events (by type, or by step key such as `wishlist.add(unknown)` for one sample of an event) a
   * shopper cannot cause through the pages, with the reason; paths with such a step are skipped.
   */
  unreachable: Readonly<Record<string, string>>
  /**
   * Of the unreachable events, those only the system sends (an actor's answer, the root's news such
   * as the session's failed first read): the report counts their transitions as the system's, not
   * among the transitions a shopper causes. An event not in `unreachable` is refused.
   */
  unreachableSystemEvents?: readonly string[]
  /**
   * Transitions (by the chart's id, `checkout.who#checkout.continue#1`) whose event a shopper
   * causes elsewhere, but no page offers from that state or to that target, with the reason: the
   * report lists them with it. An id the chart does not have is refused.
   */
  unreachableTransitions?: Readonly<Record<string, string>>
  /** Per state id (`reviewForm.saving`): what the page shows while the machine is in it. */
  states: Readonly<Record<string, readonly Sign[]>>
  /**
   * States the page shows nothing of, with the reason: left at once (eventless), a request of a few
   * milliseconds, or a region's normal case with no sign of its own. The report says the reason.
   */
  transient?: Readonly<Record<string, string>>
  /** Per step key (`review.submit(invalid)`): what the page shows after that step besides its state. */
  after?: Readonly<Record<string, readonly Sign[]>>
  /**
   * Conditions that together cover every step (`{ page: ['onCart', 'onShop'] }`), set by `observe`:
   * a state whose signs are all conditional shows something only if they cover one of these.
   */
  cases?: Readonly<Record<string, readonly string[]>>
  /**
   * Runs after a step's signs were shown: where a path walks through many URLs (the checkout's
   * steps), the adapter checks each new one with axe here rather than in every action.
   */
  settled?: (ui: UiSession, world: W) => Promise<void>
  /** Sets the signs' placeholder values from the model's state after a step (a count, a product's name). */
  observe?: (state: unknown, ui: UiSession, world: W) => void
}

/** A sign with something to look for; an empty name or text would match anything. */
function signProblem(sign: Sign): string | null {
  if ('role' in sign) return sign.name.trim() ? null : `a ${sign.role} without a name`
  if ('text' in sign) return sign.text.trim() ? null : 'an empty text'
  if ('url' in sign) return sign.url.source ? null : 'an empty URL pattern'
  return sign.testId && sign.attribute ? null : 'a test id without an attribute'
}

/**
 * Signs that show something whatever the step: one without a condition, or conditional ones for
 * every case of one of the adapter's `cases` (on the cart page, on any other page).
 */
function visibleAlways(adapter: UiAdapter, signs: readonly Sign[]): boolean {
  const conditions = new Set(signs.map((sign) => ('if' in sign ? sign.if : undefined)))
  if (signs.length > 0 && conditions.has(undefined)) return true
  return Object.values(adapter.cases ?? {}).some((cases) => cases.every((name) => conditions.has(name)))
}

/** The events an adapter knows, in which of its lists. */
export function mappingOf(
  adapter: UiAdapter,
  eventType: string,
): 'shopper' | 'system' | 'unreachable' | null {
  if (Object.hasOwn(adapter.shopper, eventType)) return 'shopper'
  if (Object.hasOwn(adapter.system, eventType)) return 'system'
  if (Object.hasOwn(adapter.unreachable, eventType)) return 'unreachable'
  return null
}

/**
 * Why `adapter` cannot replay `model`'s paths, one line each (none: it can): a transition whose
 * event is in none of its lists, an event in two, a leaf state neither mapped nor transient, a state
 * mapped to nothing visible or to a sign with nothing to look for, a mapping of a state the chart
 * does not have.
 */
export function adapterProblems(adapter: UiAdapter, model: ChartModel): string[] {
  const problems: string[] = []
  for (const transition of model.transitions) {
    if (transition.eventType === '' || mappingOf(adapter, transition.eventType)) continue
    problems.push(
      `${adapter.machine}: transition ${transition.id} (${transition.eventType}) has no UI mapping`,
    )
  }
  const lists = [adapter.shopper, adapter.system, adapter.unreachable]
  // A step key (`wishlist.add(unknown)`) narrows an event mapped elsewhere: not a second mapping.
  const events = lists.flatMap((list) => Object.keys(list)).filter((event) => !event.includes('('))
  for (const event of new Set(events)) {
    if (events.filter((other) => other === event).length > 1)
      problems.push(`${adapter.machine}: event ${event} is mapped more than once`)
  }
  const transient = adapter.transient ?? {}
  for (const state of model.states.slice(1)) {
    // A state with children is shown by the signs of its active child.
    if (state.children.length > 0) continue
    if (!Object.hasOwn(adapter.states, state.id) && !Object.hasOwn(transient, state.id))
      problems.push(`${adapter.machine}: state ${state.id} has no UI mapping`)
  }
  const mapped = [...Object.entries(adapter.states), ...Object.entries(adapter.after ?? {})]
  for (const [id, signs] of mapped) {
    if (!visibleAlways(adapter, signs))
      problems.push(`${adapter.machine}: ${id} is mapped to nothing visible`)
    for (const sign of signs) {
      const problem = signProblem(sign)
      if (problem) problems.push(`${adapter.machine}: ${id} is mapped to ${problem}`)
    }
  }
  for (const id of [...Object.keys(adapter.states), ...Object.keys(transient)]) {
    if (!model.byId.has(id)) problems.push(`${adapter.machine}: mapped state ${id} is not in the chart`)
  }
  for (const event of adapter.unreachableSystemEvents ?? []) {
    if (!Object.hasOwn(adapter.unreachable, event))
      problems.push(`${adapter.machine}: system event ${event} is not among the unreachable ones`)
  }
  const transitionIds = new Set(model.transitions.map((transition) => transition.id))
  for (const id of Object.keys(adapter.unreachableTransitions ?? {})) {
    if (!transitionIds.has(id))
      problems.push(`${adapter.machine}: unreachable transition ${id} is not in the chart`)
  }
  return problems
}

/** Throws with every problem of the adapter (at load: a run with a gap does not start). */
export function assertAdapter(adapter: UiAdapter, model: ChartModel): void {
  const problems = adapterProblems(adapter, model)
  if (problems.length > 0) throw new Error(`UI adapter refused:\n${problems.join('\n')}`)
}

/**
 * The step's event must be mapped to something a shopper does or to the system; an unmapped one
 * fails the path with its name (the load check catches it first when it is a transition's event).
 */
export function actionFor<W>(
  adapter: UiAdapter<W>,
  eventType: string,
  key: string,
): { kind: 'shopper'; action: ShopperAction<W> } | { kind: 'system'; event: SystemEvent<W> } {
  const shopper = adapter.shopper[eventType]
  if (shopper) return { kind: 'shopper', action: shopper }
  const system = adapter.system[eventType]
  if (system) return { kind: 'system', event: system }
  const reason = adapter.unreachable[key] ?? adapter.unreachable[eventType]
  throw new Error(
    reason
      ? `${adapter.machine}: step ${key} (${eventType}) cannot be done in the UI: ${reason}`
      : `${adapter.machine}: step ${key} (${eventType}) has no UI mapping`,
  )
}

/** A sign in words, for the report ("button “Submit review” is disabled"). */
export function signWords(sign: Sign, text: (msg: Msg) => string, values: Record<string, string>): string {
  if ('role' in sign) return `${sign.role} “${text(sign.name)}” ${sign.is ?? 'visible'}`
  if ('text' in sign) return `“${text(sign.text)}” ${sign.is ?? 'visible'}`
  if ('url' in sign) return `URL matches ${sign.url.source}`
  const value = fill(sign.value, values)
  return value === sign.absentWhen ? `no ${sign.testId}` : `${sign.testId} has ${sign.attribute}=${value}`
}

/** `text` with its `{name}` placeholders filled from `values` (unknown ones kept). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
