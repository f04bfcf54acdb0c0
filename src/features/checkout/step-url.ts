import type { CheckoutStep } from '../../domain/checkout.ts'

// The checkout's steps as browser history entries. The machine owns the step; the URL's `?step=`
// follows it, one history entry per step, so the browser's Back and Forward move between steps.
// When the URL moves by itself (Back, Forward), the machine is asked for that step and decides:
// a step it may not show (its prerequisites are missing, a choice is being saved) puts the
// machine's own step back into the URL, replacing the entry.

/** What the page remembers between renders. */
export interface StepUrlMemory {
  /** The URL's step at the last decision. */
  urlStep: CheckoutStep | undefined
  /** The URL has shown a step of the machine once: later steps are new history entries. */
  written: boolean
  /** The machine was asked for the URL's step: if it stays where it is, the URL is corrected. */
  asked: boolean
}

export type StepUrlAction =
  | { kind: 'none' }
  /** The URL moved (Back, Forward): send the machine `checkout.navigate` for this step. */
  | { kind: 'ask'; step: CheckoutStep }
  /** Put the machine's step into the URL: a new entry, or replacing the current one. */
  | { kind: 'write'; step: CheckoutStep; replace: boolean }

export const STEP_URL_START: StepUrlMemory = { urlStep: undefined, written: false, asked: false }

export function stepUrlAction(
  memory: StepUrlMemory,
  machineStep: CheckoutStep | null,
  urlStep: CheckoutStep | undefined,
): { action: StepUrlAction; memory: StepUrlMemory } {
  const urlMoved = urlStep !== memory.urlStep
  const next: StepUrlMemory = { ...memory, urlStep, asked: false }
  // Loading or placing: nothing to mirror yet.
  if (!machineStep) return { action: { kind: 'none' }, memory: next }
  if (machineStep === urlStep) return { action: { kind: 'none' }, memory: { ...next, written: true } }
  if (urlMoved && urlStep && memory.written) {
    return { action: { kind: 'ask', step: urlStep }, memory: { ...next, asked: true } }
  }
  // The page's first step replaces the entry that opened the checkout (Back then leaves the
  // checkout, as it came); a refused step replaces the entry the browser moved to.
  const replace = !memory.written || memory.asked
  return { action: { kind: 'write', step: machineStep, replace }, memory: { ...next, written: true } }
}
