import { describe, expect, it } from 'vitest'
import { rewriteStrings, stringsOf } from './seo-links.ts'

describe('stringsOf / rewriteStrings', () => {
  it('collects and rewrites every string of a nested JSON value, keeping its shape', () => {
    const value = { a: 'x', b: [{ c: 'y', d: 1 }, null, true] }
    expect(stringsOf(value)).toEqual(['x', 'y'])
    expect(rewriteStrings(value, (s) => s.toUpperCase())).toEqual({
      a: 'X',
      b: [{ c: 'Y', d: 1 }, null, true],
    })
  })
})
