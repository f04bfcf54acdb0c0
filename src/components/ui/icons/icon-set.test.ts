import { describe, expect, it } from 'vitest'
import sprite from './icons.svg?raw'
import { ICON_NAMES } from './paths.ts'

describe('icon set', () => {
  it('has exactly one sprite symbol, with a drawing, for every icon name', () => {
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
    ]
    expect(symbols.map((match) => match[1]).sort()).toEqual([...ICON_NAMES].sort())
  })
})
