import { describe, expect, it } from 'vitest'
import { tierLabels } from './tiers.ts'

describe('tierLabels', () => {
  it("labels all tiers 'to' except the last, which is 'from'", () => {
    const labels = tierLabels([
      { quantity: 4, unitPrice: 20 },
      { quantity: 9, unitPrice: 18 },
      { quantity: 10, unitPrice: 15 },
    ])
    expect(labels).toEqual([
      { kind: 'to', quantity: 4, unitPrice: 20 },
      { kind: 'to', quantity: 9, unitPrice: 18 },
      { kind: 'from', quantity: 10, unitPrice: 15 },
    ])
  })

  it('handles a single tier and no tiers', () => {
    expect(tierLabels([{ quantity: 1, unitPrice: 5 }])).toEqual([{ kind: 'from', quantity: 1, unitPrice: 5 }])
    expect(tierLabels([])).toEqual([])
  })
})
