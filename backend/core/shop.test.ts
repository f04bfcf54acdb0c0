import { describe, expect, it } from 'vitest'
import { disjointRanges } from './shop.ts'

describe('FTS language ranges', () => {
  it('uses rowid ranges only when languages do not interleave', () => {
    const grouped = [
      { language_id: 'de', lo: 1, hi: 100 },
      { language_id: 'en', lo: 101, hi: 200 },
    ]
    expect(disjointRanges(grouped).get('en')).toEqual([101, 200])
    const interleaved = [
      { language_id: 'de', lo: 1, hi: 199 },
      { language_id: 'en', lo: 2, hi: 200 },
    ]
    expect(disjointRanges(interleaved).size).toBe(0)
  })
})
