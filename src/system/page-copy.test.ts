import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PageCopier, SHARED_MIN_LENGTH } from './page-copy.ts'

/** What the copy must equal: a JSON round trip without tokens, equal objects of 64+ characters made one. */
function reference(values: unknown[]): unknown[] {
  const copies = new Map<string, unknown>()
  const shared = (value: unknown): { value: unknown; json: string } => {
    if (typeof value !== 'object' || value === null) return { value, json: JSON.stringify(value) }
    let result: unknown
    let json: string
    if (Array.isArray(value)) {
      const items = value.map(shared)
      result = items.map((item) => item.value)
      json = `[${items.map((item) => item.json).join(',')}]`
    } else {
      const fields = Object.entries(value).map(([key, field]) => [key, shared(field)] as const)
      result = Object.fromEntries(fields.map(([key, field]) => [key, field.value]))
      json = `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${field.json}`).join(',')}}`
    }
    if (json.length < SHARED_MIN_LENGTH) return { value: result, json }
    const earlier = copies.get(json)
    if (earlier !== undefined) return { value: earlier, json }
    copies.set(json, result)
    return { value: result, json }
  }
  return values.map(
    (value) =>
      shared(JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === 'token' ? null : field))))
        .value,
  )
}

/** The values with every object numbered by its first visit: equal texts mean equal sharing. */
function shape(value: unknown): string {
  const seen = new Map<object, number>()
  return JSON.stringify(value, function (this: unknown, _key, field: unknown) {
    if (typeof field !== 'object' || field === null) return field
    const earlier = seen.get(field)
    if (earlier !== undefined) return `#ref${earlier}`
    seen.set(field, seen.size)
    return field
  })
}

const copyAll = (values: unknown[]) => {
  const copier = new PageCopier()
  return values.map((value) => copier.copy(value))
}

describe('PageCopier', () => {
  it('copies as a JSON round trip would and shares exactly the equal objects of 64+ characters', () => {
    const leaf = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(-0),
      fc.date({ noInvalidDate: true }),
    )
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('tree'), { maxLength: 5 }),
      object: fc.dictionary(fc.constantFrom('id', 'token', 'name', 'price', 'items', 'x'), tie('tree'), {
        maxKeys: 5,
      }),
    }))
    fc.assert(
      fc.property(
        fc.array(
          tree.map((value) => ({ value })),
          { minLength: 1, maxLength: 3 },
        ),
        (values) => {
          // The same objects again, as the cart's `display` is the cart itself.
          const withRepeats = [...values, ...values]
          const copied = copyAll(withRepeats)
          const expected = reference(withRepeats)
          expect(copied).toEqual(expected)
          expect(shape(copied)).toBe(shape(expected))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('writes no token into the page and keeps the cart and what it displays one object', () => {
    const cart = {
      token: 'secret',
      lineItems: [{ id: 'a', label: 'Rügen Lounge-Sofa 2-Sitzer', quantity: 1 }],
    }
    const [view] = copyAll([
      { value: 'idle', context: { cart, display: cart, session: { token: 'x' } } },
    ]) as [{ context: { cart: unknown; display: unknown; session: { token: unknown } } }]
    expect(JSON.stringify(view)).not.toContain('secret')
    expect(view.context.session.token).toBeNull()
    expect(view.context.display).toBe(view.context.cart)
    expect(view.context.cart).not.toBe(cart)
  })
})
