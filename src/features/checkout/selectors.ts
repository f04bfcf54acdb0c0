// Narrow selectors over the checkout actor's view (`useActor('checkout', selector)`). The checkout is
// not dehydrated: before the browser runs the system there is no view, and the page shows that it
// is loading.

import type { CheckoutStep } from '../../domain/checkout.ts'
import type { SelectedView } from '../../system/index.ts'

type CheckoutView = SelectedView<'checkout'>

/** What the page shows: a step (also while its choice is being saved), or a state of its own. */
export type CheckoutScreen =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'empty' }
  | { kind: 'step'; step: CheckoutStep; busy: boolean }
  | { kind: 'placed' }

const SAVING: Record<string, CheckoutStep> = {
  savingAddresses: 'addresses',
  savingShipping: 'shipping',
  savingPayment: 'payment',
  placing: 'confirm',
}

const AFTER_PLACING = [
  'placed',
  'redirecting',
  'awaitingPayment',
  'awaitingTransfer',
  'paid',
  'unpaid',
  'changingPayment',
  'loadingOrder',
]

export function checkoutScreen(view: CheckoutView): CheckoutScreen {
  if (!view) return { kind: 'loading' }
  const value = typeof view.value === 'string' ? view.value : ''
  if (value === 'unavailable') return { kind: 'unavailable' }
  if (value === 'empty') return { kind: 'empty' }
  if (AFTER_PLACING.includes(value)) return { kind: 'placed' }
  const saving = SAVING[value]
  if (saving) return { kind: 'step', step: saving, busy: true }
  const step = view.context.step
  if (step && value === step) return { kind: 'step', step, busy: false }
  return { kind: 'loading' }
}

export function sameScreen(a: CheckoutScreen, b: CheckoutScreen): boolean {
  if (a.kind !== b.kind) return false
  if (a.kind === 'step' && b.kind === 'step') return a.step === b.step && a.busy === b.busy
  return true
}

/** The step to mirror into the URL (null: leave the URL as it is). */
export function urlStep(view: CheckoutView): CheckoutStep | null {
  return view?.context.step ?? null
}
