import { describe, expect, it } from 'vitest'
import type { LocalizedPage } from './locales.ts'
import { buildMix, summarizeHeap } from './mix.ts'

const pages: LocalizedPage[] = [
  { name: 'home', locale: 'de-DE', url: 'http://localhost:3700/', headers: { 'accept-language': 'de-DE' } },
  {
    name: 'home',
    locale: 'en-GB',
    url: 'http://en.localhost:3700/',
    headers: { 'accept-language': 'en-GB' },
  },
  {
    name: 'search',
    locale: 'fr-FR',
    url: 'http://localhost:3700/fr-FR/search?search=chaise',
    headers: { 'accept-language': 'fr-FR' },
  },
]

describe('buildMix', () => {
  const mix = buildMix(pages, ['sw-context-token=a', 'sw-context-token=b'], 0.3)

  it('keeps the token share and asks for every page with and without a token', () => {
    expect(mix).toHaveLength(30)
    expect(mix.filter((request) => request.headers.cookie).length).toBe(9)
    for (const page of pages) {
      const url = new URL(page.url)
      const own = mix.filter(
        (request) => request.headers.host === url.host && request.path === `${url.pathname}${url.search}`,
      )
      expect(own.some((request) => request.headers.cookie)).toBe(true)
      expect(own.some((request) => !request.headers.cookie)).toBe(true)
    }
  })

  it('sends the domain as Host and keeps the query', () => {
    expect(mix[1]?.headers.host).toBe('en.localhost:3700')
    expect(mix[2]?.path).toBe('/fr-FR/search?search=chaise')
    expect(mix[2]?.headers['accept-language']).toBe('fr-FR')
  })
})

describe('summarizeHeap', () => {
  const samples = (mbPerMinute: number) =>
    Array.from({ length: 61 }, (_, i) => ({
      atSeconds: i * 10,
      // a warm-up that fills caches, then a steady slope
      heapUsedMb: i < 6 ? 40 + i * 5 : 70 + ((i * 10 - 60) / 60) * mbPerMinute,
      rssMb: 300,
    }))

  it('ignores the warm-up and passes a flat heap', () => {
    const summary = summarizeHeap(samples(0), 60, 10)
    expect(summary.heapAfterWarmupMb).toBe(70)
    expect(summary.growthMb).toBe(0)
    expect(summary.withinBound).toBe(true)
  })

  it('fails a heap that grows 2 MB a minute for nine minutes', () => {
    const summary = summarizeHeap(samples(2), 60, 10)
    expect(summary.growthMb).toBeGreaterThan(15)
    expect(summary.growthMbPerMinute).toBe(2)
    expect(summary.withinBound).toBe(false)
  })

  it('cannot pass without samples after the warm-up', () => {
    expect(summarizeHeap([{ atSeconds: 0, heapUsedMb: 50, rssMb: 300 }], 60, 10).withinBound).toBe(false)
  })
})
