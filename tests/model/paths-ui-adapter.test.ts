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
import { coveringPaths } from '../paths-ui/define.ts'
import { type UiPath, uiPaths } from '../paths-ui/replay.ts'
import { cartPaths, eventKey } from './cart.model.support.ts'
import { chartOf } from './paths-reporter.ts'

const adapter = reviewFormAdapter as UiAdapter
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
    const all = uiPaths(
      cartPaths(CART_UI_CATALOGUE),
      (event) => eventKey(event, CART_UI_CATALOGUE),
      (state) => state.value,
    )
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
})
