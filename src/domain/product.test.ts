import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ConfiguratorGroup,
  checkQuantity,
  checkReview,
  deliveryNote,
  optionStates,
  purchaseLimits,
  ratingAverage,
  reviewCount,
  selectionWith,
  stepQuantity,
  variantTargets,
} from './product.ts'
import { tierLabels } from './tiers.ts'

const option = (id: string, groupId: string, combinable = true) => ({
  id,
  groupId,
  name: id,
  colorHex: null,
  media: null,
  combinable,
})

const GROUPS: ConfiguratorGroup[] = [
  {
    id: 'colour',
    name: 'Colour',
    displayType: 'color',
    options: [option('anthracite', 'colour'), option('white', 'colour'), option('sage', 'colour', false)],
  },
  {
    id: 'size',
    name: 'Size',
    displayType: 'text',
    options: [option('s', 'size'), option('l', 'size', false)],
  },
]

describe('tier labels', () => {
  it("labels 'to' for all but the last tier and 'from' for the last", () => {
    const labels = tierLabels([
      { quantity: 3, unitPrice: 309 },
      { quantity: 7, unitPrice: 293.55 },
      { quantity: 8, unitPrice: 278.1 },
    ])
    expect(labels.map((label) => [label.kind, label.quantity])).toEqual([
      ['to', 3],
      ['to', 7],
      ['from', 8],
    ])
  })
})

describe('configurator option states', () => {
  it("marks the variant's options selected, the rest available or unavailable by combinability", () => {
    const states = optionStates(GROUPS, ['white', 's'])
    expect(Object.fromEntries(states)).toEqual({
      anthracite: 'available',
      white: 'selected',
      sage: 'unavailable',
      s: 'selected',
      l: 'unavailable',
    })
  })

  it('a selected option stays selected even when the API calls it not combinable', () => {
    expect(optionStates(GROUPS, ['sage']).get('sage')).toBe('selected')
  })

  it('replaces only the switched group in the selection, in group order', () => {
    expect(selectionWith(GROUPS, ['white', 's'], 'colour', 'sage')).toEqual(['sage', 's'])
    expect(selectionWith(GROUPS, ['white', 's'], 'size', 'l')).toEqual(['white', 'l'])
    // a group without a current choice contributes only when it is the switched one
    expect(selectionWith(GROUPS, [], 'size', 'l')).toEqual(['l'])
  })
})

describe('configurator links', () => {
  const variant = (id: string, optionIds: string[], available = true) => ({
    id,
    optionIds,
    seoPathInfo: `${id}/`,
    available,
  })
  const family = [
    variant('anthracite-s', ['anthracite', 's']),
    variant('white-s', ['white', 's']),
    variant('white-l', ['white', 'l'], false),
    variant('sage-l', ['sage', 'l']),
  ]

  it('links each option to the variant with the rest of the selection, the shown one to itself', () => {
    const targets = variantTargets(GROUPS, ['white', 's'], family)
    expect(targets.anthracite?.id).toBe('anthracite-s')
    expect(targets.white?.id).toBe('white-s')
    expect(targets.s?.id).toBe('white-s')
    // exact, even though sold out (find-variant finds the combination too)
    expect(targets.l?.id).toBe('white-l')
    expect(targets.white?.seoPathInfo).toBe('white-s/')
  })

  it('without the exact combination: an available variant with the option, else none', () => {
    const targets = variantTargets(GROUPS, ['anthracite', 's'], family)
    expect(targets.sage?.id).toBe('sage-l')
    expect(targets.l?.id).toBe('sage-l')
    expect(variantTargets(GROUPS, ['white', 's'], [variant('white-s', ['white', 's'])])).toEqual({
      white: { id: 'white-s', seoPathInfo: 'white-s/' },
      s: { id: 'white-s', seoPathInfo: 'white-s/' },
    })
  })
})

describe('quantity', () => {
  const limits = purchaseLimits(2, 2, 10)

  it('accepts positive integers on the purchase steps within min and max', () => {
    expect(checkQuantity('2', limits)).toEqual({ ok: true, quantity: 2 })
    expect(checkQuantity(' 6 ', limits)).toEqual({ ok: true, quantity: 6 })
    expect(checkQuantity('10', limits)).toEqual({ ok: true, quantity: 10 })
  })

  it('rejects everything else with the reason', () => {
    expect(checkQuantity('', limits)).toEqual({ ok: false, problem: { kind: 'not-integer' } })
    expect(checkQuantity('1.5', limits)).toEqual({ ok: false, problem: { kind: 'not-integer' } })
    expect(checkQuantity('-2', limits)).toEqual({ ok: false, problem: { kind: 'not-integer' } })
    expect(checkQuantity('2e1', limits)).toEqual({ ok: false, problem: { kind: 'not-integer' } })
    expect(checkQuantity('0', limits)).toEqual({ ok: false, problem: { kind: 'too-low', min: 2 } })
    expect(checkQuantity('12', limits)).toEqual({ ok: false, problem: { kind: 'too-high', max: 10 } })
    expect(checkQuantity('5', limits)).toEqual({ ok: false, problem: { kind: 'step', step: 2, min: 2 } })
  })

  it('normalises limits from the API', () => {
    expect(purchaseLimits(undefined, 0, null)).toEqual({ min: 1, step: 1, max: 100 })
    expect(purchaseLimits(5, 1, 3)).toEqual({ min: 5, step: 1, max: 5 })
  })

  it('steps to the neighbouring valid quantity and stays within the limits', () => {
    expect(stepQuantity(2, 1, limits)).toBe(4)
    expect(stepQuantity(4, -1, limits)).toBe(2)
    expect(stepQuantity(2, -1, limits)).toBe(2)
    expect(stepQuantity(10, 1, limits)).toBe(10)
    expect(stepQuantity(5, 1, limits)).toBe(6)
    expect(stepQuantity(5, -1, limits)).toBe(4)
    expect(stepQuantity(Number.NaN, 1, limits)).toBe(2)
    expect(stepQuantity(1, 1, limits)).toBe(2)
  })

  it('every stepped quantity is valid (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -5, max: 50 }),
        fc.constantFrom<1 | -1>(1, -1),
        (min, step, extra, current, direction) => {
          const l = purchaseLimits(min, step, min + extra)
          const next = stepQuantity(current, direction, l)
          expect(checkQuantity(String(next), l).ok).toBe(true)
        },
      ),
    )
  })
})

describe('delivery time and ratings', () => {
  it('says a download is delivered at once, else names the delivery time, else counts its units', () => {
    const freight = { name: '2–4 weeks (freight)', min: 2, max: 4, unit: 'week' }
    // The listing knows the name only, the product page also the numbers: both read the name.
    expect(deliveryNote({ deliveryTime: '2–4 weeks (freight)' })).toEqual({
      kind: 'named',
      name: '2–4 weeks (freight)',
    })
    expect(deliveryNote({ deliveryTime: '2–4 weeks (freight)', delivery: freight })).toEqual(
      deliveryNote({ deliveryTime: '2–4 weeks (freight)' }),
    )
    const instant = { name: 'Instant download', min: 0, max: 0, unit: 'day' }
    expect(deliveryNote({ download: true, deliveryTime: 'Instant download', delivery: instant })).toEqual({
      kind: 'download',
    })
    expect(deliveryNote({ deliveryTime: null, delivery: { ...freight, name: '' } })).toEqual({
      kind: 'range',
      min: 2,
      max: 4,
      unit: 'week',
    })
    expect(deliveryNote({ deliveryTime: null, delivery: { ...instant, name: '' } })).toBeNull()
    expect(
      deliveryNote({ deliveryTime: null, delivery: { ...freight, name: '', unit: 'fortnight' } }),
    ).toBeNull()
    expect(deliveryNote({ deliveryTime: null })).toBeNull()
  })

  it('averages a distribution to one decimal', () => {
    const distribution = { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 }
    expect(reviewCount(distribution)).toBe(4)
    expect(ratingAverage(distribution)).toBe(3.8)
    expect(ratingAverage({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toBeNull()
  })

  it('validates reviews like the Store API', () => {
    expect(checkReview({ title: 'Great bench', content: 'x'.repeat(40), points: 5 })).toEqual([])
    expect(
      checkReview({ title: '  ', content: 'too short', points: 0 }).map((p) => [p.field, p.kind]),
    ).toEqual([
      ['title', 'blank'],
      ['content', 'too-short'],
      ['points', 'range'],
    ])
    expect(checkReview({ title: 'Good', content: 'x'.repeat(40), points: 4.5 }).map((p) => p.field)).toEqual([
      'title',
      'points',
    ])
  })
})
