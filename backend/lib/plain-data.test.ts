import { describe, expect, it } from 'vitest'
import { dropPrototypeKeys, PROTOTYPE_KEYS } from './plain-data.ts'

describe('dropPrototypeKeys', () => {
  it('removes keys that shadow Object.prototype at any depth, in objects and arrays', () => {
    const input = JSON.parse(
      '{"a":{"toString":false,"b":[{"valueOf":1,"c":2}]},"__proto__":{"x":1},"constructor":{"prototype":{}},"d":"e"}',
    )
    expect(dropPrototypeKeys(input)).toEqual({ a: { b: [{ c: 2 }] }, d: 'e' })
    expect(String(input.a)).toBe('[object Object]')
    expect(Object.hasOwn(input, '__proto__')).toBe(false)
  })

  it('names every member of Object.prototype', () => {
    for (const key of ['toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__', 'constructor'])
      expect(PROTOTYPE_KEYS.has(key)).toBe(true)
  })

  it('walks nesting far deeper than the call stack allows', () => {
    const depth = 200_000
    const text = `${'{"a":'.repeat(depth)}{"toString":1}${'}'.repeat(depth)}`
    let node = dropPrototypeKeys(JSON.parse(text)) as Record<string, unknown>
    for (let i = 0; i < depth; i++) node = node.a as Record<string, unknown>
    expect(node).toEqual({})
  })
})
