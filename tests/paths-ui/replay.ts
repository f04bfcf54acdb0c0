// Replays one generated path through the real pages (issue 32): the path's steps come from the same
// xstate/graph model as the machine-level test of the same title; the machine's adapter does what a
// shopper does for each event (or lets the back end answer), and after each step the page must show
// the signs of every state the model says is active. A screenshot per step and the path in words
// are attached to the test for the UI report (ui-reporter.ts). Each path runs in one locale; the
// locales take turns across paths (tests/fixtures/rotation.ts).

import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, TestInfo } from '@playwright/test'
import type { EventObject } from 'xstate'
import { activeStates, type ChartModel } from '../../scripts/statecharts/describe.ts'
import { type CatalogLocale, tr } from '../fixtures/catalog.ts'
import { inTurn } from '../fixtures/rotation.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, test } from '../fixtures/test.ts'
import {
  actionFor,
  fill,
  mappingOf,
  type Scope,
  type Sign,
  signWords,
  type UiAdapter,
  type UiSession,
} from './adapter.ts'

/** One step of a generated path: its key (as in the test title), its event and the state value after it. */
export interface UiStep {
  key: string
  event: EventObject
  value: unknown
  /** The model's whole state after the step (a world may hold more than the machine). */
  state: unknown
}

export interface UiPath {
  /** The machine-level test's title: the steps' keys joined by arrows. */
  title: string
  steps: UiStep[]
}

/** What a replayed path attaches for the report (attachment `ui-path`). */
export interface UiRecord {
  machine: string
  title: string
  locale: CatalogLocale
  events: string[]
  values: unknown[]
  /** Per step: the event, what the shopper did and what the page showed, in words. */
  steps: string[]
  /** Per step: its screenshot, relative to the report's folder (test-results/paths). */
  shots: string[]
}

/** The report's folder; screenshots go below it, in ui/<machine>/. */
export const PATHS_REPORT_DIR = join(process.cwd(), 'test-results', 'paths')

export const UI_LOCALES: readonly { locale: CatalogLocale; base: string; acceptLanguage: string }[] = [
  { locale: 'de-DE', base: origin('shop'), acceptLanguage: 'de-DE,de;q=0.9' },
  { locale: 'en-GB', base: origin('shop', 'en.localhost'), acceptLanguage: 'en-GB,en;q=0.9' },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, acceptLanguage: 'fr-FR,fr;q=0.9' },
]

/** The locale of a machine's `index`th path: each takes its turn, so every locale runs some of each machine. */
export const localeOf = (index: number) => inTurn(UI_LOCALES, index)

/** xstate/graph paths as UI steps: `state` gives a step's state value (a model's world may hold it). */
export function uiPaths<S, E extends EventObject>(
  paths: readonly { steps: readonly { event: E; state: S }[] }[],
  key: (event: E) => string,
  value: (state: S) => unknown,
): UiPath[] {
  return paths.map((path) => {
    const steps = path.steps.map((step) => ({
      key: key(step.event),
      event: step.event,
      value: value(step.state),
      state: step.state,
    }))
    return { title: steps.map((step) => step.key).join(' → '), steps }
  })
}

/** The events of `path` the adapter lists as unreachable, with their reasons. */
export function unreachableSteps(adapter: UiAdapter, path: UiPath): string[] {
  return path.steps
    .map((step) => ({ step, reason: adapter.unreachable[step.key] ?? adapter.unreachable[step.event.type] }))
    .filter(({ step, reason }) => reason && mappingOf(adapter, step.event.type) !== null)
    .map(({ step, reason }) => `${step.key}: ${reason}`)
}

function scoped(ui: UiSession, scope: Scope | undefined) {
  if (scope === 'main') return ui.page.getByRole('main')
  if (scope === 'banner') return ui.page.getByRole('banner')
  return ui.page
}

/** Waits until the page shows `sign`. */
export async function expectSign(ui: UiSession, sign: Sign): Promise<void> {
  const text = (msg: string) => tr(ui.locale, msg, ui.values)
  if ('url' in sign) return void (await expect(ui.page).toHaveURL(sign.url))
  if ('testId' in sign) {
    const value = fill(sign.value, ui.values)
    const element = ui.page.getByTestId(sign.testId)
    if (value === sign.absentWhen) return void (await expect(element).toHaveCount(0))
    return void (await expect(element).toHaveAttribute(sign.attribute, value))
  }
  const within = scoped(ui, sign.scope)
  const found: Locator =
    'role' in sign
      ? within.getByRole(sign.role, { name: text(sign.name), exact: true })
      : within.getByText(text(sign.text))
  const is = sign.is ?? 'visible'
  if (is === 'hidden') return void (await expect(found.filter({ visible: true })).toHaveCount(0))
  await expect(found.first()).toBeVisible()
  if (is === 'disabled') await expect(found.first()).toBeDisabled()
  if (is === 'enabled') await expect(found.first()).toBeEnabled()
}

/** The signs of a step: those of every active state the adapter maps, then those of the step's key. */
function signsOf(
  adapter: UiAdapter,
  model: ChartModel,
  step: UiStep,
  values: Record<string, string>,
): Sign[] {
  const states = activeStates(model, step.value)
  const all = [...states.flatMap((id) => adapter.states[id] ?? []), ...(adapter.after?.[step.key] ?? [])]
  return all.filter((sign) => !('if' in sign && sign.if) || values[sign.if] === 'true')
}

/** Why the states of a step show nothing: the adapter's reasons for its transient states. */
function passing(adapter: UiAdapter, model: ChartModel, step: UiStep): string {
  return activeStates(model, step.value)
    .flatMap((id) => adapter.transient?.[id] ?? [])
    .join('; ')
}

/** Does the step's event the way its mapping says; returns what was done, in words. */
async function act<W>(adapter: UiAdapter<W>, ui: UiSession, step: UiStep, world: W): Promise<string> {
  const mapped = actionFor(adapter, step.event.type, step.key)
  if (mapped.kind === 'system') {
    await mapped.event.run?.(ui, step.event, world)
    return `the system: ${mapped.event.reason}`
  }
  const { does, run } = mapped.action
  const said = await run(ui, step.event, world)
  return typeof said === 'string' ? said : `the shopper ${typeof does === 'string' ? does : does(step.event)}`
}

/**
 * Replays `path` in `ui` and attaches its record. Fails on the first step the page does not follow,
 * naming the step; an event without a mapping fails with its name (actionFor).
 */
export async function replayUiPath<W>(
  adapter: UiAdapter<W>,
  model: ChartModel,
  path: UiPath,
  ui: UiSession,
  info: TestInfo,
  index: number,
): Promise<void> {
  const folder = join('ui', adapter.machine)
  mkdirSync(join(PATHS_REPORT_DIR, folder), { recursive: true })
  const record: UiRecord = {
    machine: adapter.machine,
    title: path.title,
    locale: ui.locale,
    events: path.steps.map((step) => step.event.type),
    values: path.steps.map((step) => step.value),
    steps: [],
    shots: [],
  }
  const words = (msg: string) => tr(ui.locale, msg, ui.values)
  let world: W | undefined
  try {
    for (const [n, step] of path.steps.entries()) {
      await test.step(`${n + 1}. ${step.key}`, async () => {
        let did: string
        if (n === 0) {
          world = await adapter.start(ui, path)
          did = `opened ${new URL(ui.page.url()).pathname}`
        } else {
          if (world === undefined) throw new Error('the path has no start')
          did = await act(adapter, ui, step, world)
        }
        if (world !== undefined) adapter.observe?.(step.state, ui, world)
        const signs = signsOf(adapter as UiAdapter, model, step, ui.values)
        for (const sign of signs) await expectSign(ui, sign)
        if (world !== undefined) await adapter.settled?.(ui, world)
        const shot = join(folder, `${index + 1}-${n + 1}.png`)
        await ui.page.screenshot({ path: join(PATHS_REPORT_DIR, shot) })
        record.shots.push(shot)
        const shown = signs.length
          ? `the page shows ${signs.map((sign) => signWords(sign, words, ui.values)).join('; ')}`
          : `nothing to see yet (${passing(adapter as UiAdapter, model, step)})`
        record.steps.push(`${step.key}: ${did} → ${shown}.`)
      })
    }
  } finally {
    await info.attach('ui-path', { body: JSON.stringify(record), contentType: 'application/json' })
  }
}
