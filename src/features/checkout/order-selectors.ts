// Selectors of the success pages over the checkout actor's view.
import type { SelectedView } from '../../system/index.ts'

type CheckoutView = SelectedView<'checkout'>

/** The states after placing that the success pages show. */
export type OrderState =
  | 'placed'
  | 'redirecting'
  | 'awaitingPayment'
  | 'awaitingTransfer'
  | 'paid'
  | 'unpaid'
  | 'changingPayment'

const ORDER_STATES: readonly OrderState[] = [
  'placed',
  'redirecting',
  'awaitingPayment',
  'awaitingTransfer',
  'paid',
  'unpaid',
  'changingPayment',
]

/** Payment is under way for the order the checkout holds: asking for its state again would interrupt it. */
const IN_PROGRESS: readonly string[] = [
  'placed',
  'redirecting',
  'awaitingPayment',
  'changingPayment',
  'loadingOrder',
]

export type OrderScreen =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  /** The checkout is busy with this order (just placed, paying, retrying): do not ask again. */
  | { kind: 'inProgress'; state: OrderState | 'loadingOrder' }
  | { kind: 'order'; state: OrderState }

export function orderScreen(view: CheckoutView, orderId: string): OrderScreen {
  if (!view) return { kind: 'loading' }
  const value = typeof view.value === 'string' ? view.value : ''
  const ours = view.context.order?.id === orderId
  if (value === 'unavailable') return { kind: 'unavailable' }
  if (ours && IN_PROGRESS.includes(value)) {
    return { kind: 'inProgress', state: value as OrderState | 'loadingOrder' }
  }
  if (ours && (ORDER_STATES as readonly string[]).includes(value))
    return { kind: 'order', state: value as OrderState }
  return { kind: 'loading' }
}

export function sameOrderScreen(a: OrderScreen, b: OrderScreen): boolean {
  if (a.kind !== b.kind) return false
  if ('state' in a && 'state' in b) return a.state === b.state
  return true
}
