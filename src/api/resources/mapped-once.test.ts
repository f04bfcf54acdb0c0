import { describe, expect, it } from 'vitest'
import { mappedOnce } from './shared.ts'

const frozen = <T>(value: T): T => Object.freeze(value)

describe('mappedOnce', () => {
  it('maps a kept (frozen) answer once per mapper and language, and shares the frozen result', () => {
    let calls = 0
    const map = (wire: { name: string }, language: string | undefined) => {
      calls += 1
      return { label: `${wire.name}/${language}`, parts: [wire.name] }
    }
    const wire = frozen({ name: 'Esstische' })
    const first = mappedOnce(wire, 'de', map)
    expect(mappedOnce(wire, 'de', map)).toBe(first)
    expect(mappedOnce(wire, 'en', map).label).toBe('Esstische/en')
    expect(calls).toBe(2)
    expect(Object.isFrozen(first.parts)).toBe(true)
    expect(() => first.parts.push('x')).toThrow()
  })

  it('maps an answer from the network (not frozen) on every call, leaving the result writable', () => {
    let calls = 0
    const map = (wire: { name: string }) => {
      calls += 1
      return { label: wire.name }
    }
    const wire = { name: 'Lounge' }
    const first = mappedOnce(wire, 'de', map)
    expect(mappedOnce(wire, 'de', map)).not.toBe(first)
    expect(calls).toBe(2)
    expect(Object.isFrozen(first)).toBe(false)
  })
})
