import { describe, expect, it } from 'vitest'
import type { Media } from '../../domain/types.ts'
import {
  backgroundImageDimension,
  backgroundImageUrl,
  boxStyle,
  mediaSrcSet,
  safeClassNames,
  safeColor,
  sizedBackgroundUrl,
  slotConfig,
  visibilityClasses,
} from './helpers.ts'

const media = (overrides: Partial<Media> = {}): Media => ({
  id: 'm1',
  url: '/media/ab/bench.webp',
  alt: null,
  title: null,
  width: 1200,
  height: 800,
  thumbnails: [],
  ...overrides,
})

describe('backgroundImageDimension', () => {
  it.each([
    [undefined, 800],
    [null, 800],
    [0, 800],
    [1, 100],
    [100, 100],
    [101, 200],
    [799, 800],
    [1900, 1900],
    [1920, 2000],
    [1921, 1900],
    [4000, 1900],
  ])('%s → %s', (input, expected) => {
    expect(backgroundImageDimension(input)).toBe(expected)
  })
})

describe('backgroundImageUrl', () => {
  it('adds the size and smart crop parameters', () => {
    expect(backgroundImageUrl('/media/a.jpg', 1234, undefined)).toBe(
      '/media/a.jpg?width=1300&height=800&fit=crop,smart',
    )
  })

  it('appends to an existing query and keeps the fragment', () => {
    expect(backgroundImageUrl('https://cdn.test/a.jpg?v=2#x', 2500, 300)).toBe(
      'https://cdn.test/a.jpg?v=2&width=1900&height=300&fit=crop,smart#x',
    )
  })

  it("rejects URLs over 1000 characters with 'Url is too long'", () => {
    const long = `/media/${'a'.repeat(994)}`
    expect(long.length).toBe(1001)
    expect(() => backgroundImageUrl(long, 100, 100)).toThrow('Url is too long')
    expect(() => backgroundImageUrl(long.slice(0, 1000), 100, 100)).not.toThrow()
  })
})

describe('visibilityClasses', () => {
  it('hides per breakpoint', () => {
    expect(visibilityClasses({ mobile: false, tablet: true, desktop: false })).toEqual([
      'cms-hidden-mobile',
      'cms-hidden-desktop',
    ])
    expect(visibilityClasses({ mobile: true, tablet: true, desktop: true })).toEqual([])
  })
})

describe('boxStyle', () => {
  it('sets colour and margins; a background image is an <img> of its own', () => {
    const style = boxStyle({
      backgroundColor: '#f1ebe1',
      margins: { top: '20px', right: null, bottom: '2rem', left: 'calc(1px)' },
    })
    expect(style).toEqual({ backgroundColor: '#f1ebe1', marginTop: '20px', marginBottom: '2rem' })
  })

  it('writes four equal margins as the shorthand, unequal ones each on its own', () => {
    const margins = { top: '20px', right: '20px', bottom: '20px', left: '20px' }
    expect(boxStyle({ backgroundColor: null, margins })).toEqual({ margin: '20px' })
    expect(boxStyle({ backgroundColor: null, margins: { ...margins, left: '0' } })).toEqual({
      marginTop: '20px',
      marginRight: '20px',
      marginBottom: '20px',
      marginLeft: '0',
    })
  })

  it('drops unsafe colours', () => {
    expect(boxStyle({ backgroundColor: 'red;background:url(x)' })).toEqual({})
  })
})

describe('sizedBackgroundUrl', () => {
  it('sizes the URL and refuses an over-long one', () => {
    expect(sizedBackgroundUrl(media())).toBe('/media/ab/bench.webp?width=1200&height=800&fit=crop,smart')
    expect(sizedBackgroundUrl(media({ url: `/${'x'.repeat(1200)}` }))).toBeNull()
    expect(sizedBackgroundUrl(null)).toBeNull()
  })
})

describe('small guards', () => {
  it('accepts colour values only', () => {
    expect(safeColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)')
    expect(safeColor('expression(alert(1))')).toBeUndefined()
  })

  it('keeps plain class names', () => {
    expect(safeClassNames('hero  is-dark "><x')).toEqual(['hero', 'is-dark'])
  })

  it('builds a width-sorted srcset', () => {
    const set = mediaSrcSet(
      media({
        thumbnails: [
          { url: '/t/800.webp', width: 800, height: 533 },
          { url: '/t/400 x.webp', width: 400, height: 266 },
        ],
      }),
    )
    expect(set).toBe('/t/400%20x.webp 400w, /t/800.webp 800w, /media/ab/bench.webp 1200w')
  })
})

describe('slotConfig', () => {
  it('returns static values only; mapped values arrive resolved in the data', () => {
    const slot = {
      id: 's',
      apiAlias: 'cms_slot' as const,
      type: 'text' as const,
      slot: 'content',
      data: { content: '' },
      config: {
        content: { source: 'mapped', value: 'category.description' },
        title: { source: 'static', value: 'Best sellers' },
      },
    }
    expect(slotConfig(slot, 'content')).toBeUndefined()
    expect(slotConfig(slot, 'title')).toBe('Best sellers')
    expect(slotConfig(slot, 'missing')).toBeUndefined()
  })
})
