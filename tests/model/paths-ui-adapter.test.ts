// @vitest-environment node
// The check every UI adapter passes before the UI replay starts (tests/paths-ui/adapter.ts, issue
// 32): a transition added to a machine without a UI mapping, or a state mapped to nothing visible,
// is refused with its name; a step whose event has no mapping fails with its name.
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { reviewFormMachine } from '../../machines/product/review-form.machine.ts'
import { describeMachine } from '../../scripts/statecharts/describe.ts'
import { actionFor, adapterProblems, assertAdapter, type UiAdapter } from '../paths-ui/adapter.ts'
import { reviewFormAdapter } from '../paths-ui/adapters/review-form.ts'
import { UI_ADAPTERS } from '../paths-ui/adapters/index.ts'
import { routeOf } from '../../scripts/statecharts/coverage.ts'
import { CART_UI_CATALOGUE } from '../paths-ui/adapters/cart.ts'
import { chartModel, coveringPaths, quickPath, unexplainedTransitions } from '../paths-ui/define.ts'
import { type UiPath, uiPaths, unreachableSteps } from '../paths-ui/replay.ts'
import { orderActionAdapter } from '../paths-ui/adapters/order-action.ts'
import { sessionAdapter, sessionUiPaths } from '../paths-ui/adapters/session.ts'
import { orderActionKey, orderActionModel } from './order-action.model.support.ts'
import { cartPaths, eventKey } from './cart.model.support.ts'
import { cartAdapter } from '../paths-ui/adapters/cart.ts'
import { checkoutAdapter, checkoutUiPaths } from '../paths-ui/adapters/checkout.ts'
import { WISHLIST_UI_SAMPLES, wishlistAdapter } from '../paths-ui/adapters/wishlist.ts'
import { eventKey as wishlistKey, wishlistPaths } from './wishlist.model.support.ts'
import { chartOf } from './paths-reporter.ts'

const adapter = reviewFormAdapter as UiAdapter

/** The cart's UI paths (hundreds: generated once for the tests that need them). */
let cartUi: UiPath[] | undefined
const cartUiPaths = () => {
  cartUi ??= uiPaths(
    cartPaths(CART_UI_CATALOGUE),
    (event) => eventKey(event, CART_UI_CATALOGUE),
    (state) => state.value,
  )
  return cartUi
}
const model = describeMachine(reviewFormMachine)

describe('UI adapters of the path replay', () => {
  it('every adapter maps its machine completely', () => {
    for (const each of UI_ADAPTERS) {
      const chart = chartOf(each.machine)
      if (!chart) throw new Error(`${each.machine} is not charted`)
      expect(adapterProblems(each, describeMachine(chart.machine, chart.words))).toEqual([])
    }
  })

  it('refuses a machine with a transition the adapter does not map, naming it', () => {
    // The review form with one more shopper transition: "review.discard" from editing to saved.
    const { states } = reviewFormMachine.config
    const grown = createMachine(
      {
        ...reviewFormMachine.config,
        states: {
          ...states,
          editing: {
            ...states?.editing,
            on: { ...states?.editing?.on, 'review.discard': { target: 'saved' } },
          },
        },
      } as Parameters<typeof createMachine>[0],
      reviewFormMachine.implementations as Parameters<typeof createMachine>[1],
    )
    const withDiscard = describeMachine(grown)
    expect(() => assertAdapter(adapter, withDiscard)).toThrow(
      'transition reviewForm.editing#review.discard#0 (review.discard) has no UI mapping',
    )
  })

  it('refuses a state mapped to nothing visible, and a sign with nothing to look for', () => {
    const empty: UiAdapter = { ...adapter, states: { ...adapter.states, 'reviewForm.saving': [] } }
    expect(adapterProblems(empty, model)).toEqual([
      'review-form: reviewForm.saving is mapped to nothing visible',
    ])
    const blank: UiAdapter = {
      ...adapter,
      states: { ...adapter.states, 'reviewForm.saved': [{ role: 'button', name: ' ' }] },
    }
    expect(adapterProblems(blank, model)).toEqual([
      'review-form: reviewForm.saved is mapped to a button without a name',
    ])
  })

  it('refuses a state without a mapping and an event mapped twice', () => {
    const { 'reviewForm.saved': _saved, ...states } = adapter.states
    const twice: UiAdapter = { ...adapter, states, unreachable: { 'review.again': 'twice' } }
    expect(adapterProblems(twice, model)).toEqual([
      'review-form: event review.again is mapped more than once',
      'review-form: state reviewForm.saved has no UI mapping',
    ])
  })

  it('refuses a transition listed as unreachable that the chart does not have', () => {
    const stale: UiAdapter = {
      ...adapter,
      unreachableTransitions: { 'reviewForm.editing#review.discard#0': 'no button for it' },
    }
    expect(adapterProblems(stale, model)).toEqual([
      'review-form: unreachable transition reviewForm.editing#review.discard#0 is not in the chart',
    ])
  })

  it('refuses a system event counted apart that is not among the unreachable ones', () => {
    const stray: UiAdapter = { ...adapter, unreachableSystemEvents: ['xstate.error.actor.save'] }
    expect(adapterProblems(stray, model)).toEqual([
      'review-form: system event xstate.error.actor.save is not among the unreachable ones',
    ])
  })

  it('fails a step whose event has no mapping with its name, and an unreachable one with its reason', () => {
    expect(() => actionFor(adapter, 'review.discard', 'review.discard')).toThrow(
      'review-form: step review.discard (review.discard) has no UI mapping',
    )
    const unreachable: UiAdapter = { ...adapter, unreachable: { 'review.discard': 'no button for it' } }
    expect(() => actionFor(unreachable, 'review.discard', 'review.discard')).toThrow('no button for it')
    expect(actionFor(adapter, 'review.again', 'review.again').kind).toBe('shopper')
  })
})

describe('what the UI replay plays', () => {
  it('a state shown only under conditions is visible when they cover one of the adapter’s cases', () => {
    const saved = { role: 'button' as const, name: 'Write another review', if: 'onCart' }
    const partly: UiAdapter = { ...adapter, states: { ...adapter.states, 'reviewForm.saved': [saved] } }
    expect(adapterProblems(partly, model)).toEqual([
      'review-form: reviewForm.saved is mapped to nothing visible',
    ])
    const covered: UiAdapter = {
      ...partly,
      cases: { page: ['onCart', 'onShop'] },
      states: { ...partly.states, 'reviewForm.saved': [saved, { ...saved, if: 'onShop' }] },
    }
    expect(adapterProblems(covered, model)).toEqual([])
  })

  it('the covering subset of the cart’s paths does every step, state and transition its paths do', () => {
    const chart = chartOf('cart')
    if (!chart) throw new Error('the cart is not charted')
    const cartModel = describeMachine(chart.machine, chart.words)
    const all = cartUiPaths()
    const subset = coveringPaths(cartModel, all)
    expect(subset.length).toBeLessThan(all.length / 20)
    const marks = (paths: readonly UiPath[]) => {
      const routes = paths.map((path) =>
        routeOf(
          cartModel,
          path.steps.map((step) => step.event.type),
          path.steps.map((step) => step.value),
        ),
      )
      return {
        states: new Set(routes.flatMap((route) => route.states)),
        transitions: new Set(routes.flatMap((route) => route.transitions)),
        steps: new Set(paths.flatMap((path) => path.steps.map((step) => step.key))),
      }
    }
    expect(marks(subset)).toEqual(marks(all))
  })

  it('credits a step that leaves a state to the transition that left it, not to an in-place one there', () => {
    const chart = chartOf('checkout')
    if (!chart) throw new Error('the checkout is not charted')
    const checkoutModel = describeMachine(chart.machine, chart.words)
    const resume = ['xstate.init', 'checkout.resumeOrder']
    // Back from the provider: awaitingPayment's own resume (for the order just placed) is guarded
    // and in place; the checkout's resume from anywhere is the one that goes on to read the order.
    const back = routeOf(checkoutModel, resume, ['awaitingPayment', 'loadingOrder'])
    expect(back.transitions).toContain('checkout#checkout.resumeOrder#0')
    expect(back.transitions).not.toContain('checkout.awaitingPayment#checkout.resumeOrder#0')
    const stays = routeOf(checkoutModel, resume, ['awaitingTransfer', 'awaitingTransfer'])
    expect(stays.transitions).toEqual(['checkout.awaitingTransfer#checkout.resumeOrder#0'])
  })

  it('the quick run plays one path the UI can play, the one that takes most of what a shopper does', () => {
    const chart = chartOf('order-action')
    if (!chart) throw new Error('the order action is not charted')
    const orderModel = describeMachine(chart.machine, chart.words)
    const all = uiPaths(orderActionModel().paths, orderActionKey, (state) => state.value)
    const [quick, ...more] = quickPath(orderModel, orderActionAdapter, all)
    expect(more).toEqual([])
    // Asking first, then taking it back: two of the shopper's transitions (as many as any other
    // path takes) in the fewest steps.
    expect(quick?.title).toBe('start → order.submit(cancel) → order.edit')
  })

  it('every transition a shopper causes is taken by a path the UI plays, or its adapter says why not', () => {
    const machines: [UiAdapter, readonly UiPath[]][] = [
      [cartAdapter as UiAdapter, cartUiPaths()],
      [checkoutAdapter as UiAdapter, checkoutUiPaths()],
      [
        orderActionAdapter as UiAdapter,
        uiPaths(orderActionModel().paths, orderActionKey, (state) => state.value),
      ],
      [sessionAdapter as UiAdapter, sessionUiPaths()],
      [
        wishlistAdapter as UiAdapter,
        uiPaths(
          wishlistPaths(WISHLIST_UI_SAMPLES),
          (event) => wishlistKey(event, WISHLIST_UI_SAMPLES),
          (state) => state.context.machine.value,
        ),
      ],
    ]
    for (const [each, paths] of machines) {
      expect(unexplainedTransitions(chartModel(each.machine), each, paths), each.machine).toEqual([])
    }
    // Without its reason, a tap while the wishlist is read is named: no path the UI plays takes it.
    const [, wishlist] = machines[4] ?? []
    const { 'wishlist.active#wishlist.add#0': _reason, ...others } =
      wishlistAdapter.unreachableTransitions ?? {}
    const unexplained = unexplainedTransitions(
      chartModel('wishlist'),
      { ...wishlistAdapter, unreachableTransitions: others },
      wishlist ?? [],
    )
    expect(unexplained).toEqual(['wishlist.active#wishlist.add#0'])
  }, 60_000)

  it('a step no page offers is refused with its reason, even where the same event is a shopper’s elsewhere', () => {
    const paths = sessionUiPaths()
    const loggedInRegistration = paths.find((path) =>
      path.steps.some((step) => step.key === 'session.register (logged in)'),
    )
    if (!loggedInRegistration) throw new Error('no path registers while logged in')
    expect(unreachableSteps(sessionAdapter as UiAdapter, loggedInRegistration)).toEqual([
      'session.register (logged in): the registration page sends a logged-in customer to their account before the form is shown',
    ])
    // A visitor's registration is a shopper's step: some path with it is played.
    const played = paths.filter(
      (path) =>
        path.steps.some((step) => step.key === 'session.register(email)') &&
        unreachableSteps(sessionAdapter as UiAdapter, path).length === 0,
    )
    expect(played.length).toBeGreaterThan(0)
  })
})
