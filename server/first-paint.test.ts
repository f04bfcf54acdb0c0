import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

// The first paint of the server-rendered home page: its hero (the LCP element) is a real <img> the
// preload scanner finds, sized for the viewport, and nothing in the head is fetched before it.

function appFor(backend: TestBackend['backend']) {
  return createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: {
      mode: 'embedded',
      accessKey: backend.accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch((request) => backend.fetch(request), 10_000),
      close() {},
    },
    render: async () => (await import('../src/entry-server.tsx')).render,
    assets: async () => ({
      scripts: [{ src: '/assets/entry-test.js' }],
      css: ['/assets/entry-test.css'],
      preloads: ['/assets/framework-test.js'],
    }),
  })
}

/** The value of `name` in a tag, entities decoded the way the browser reads it. */
function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return value?.replace(/&amp;/g, '&')
}

describe('first paint of the home page', () => {
  let test: TestBackend
  let html: string

  beforeAll(async () => {
    test = await createTestBackend()
    const response = await appFor(test.backend).request('http://localhost:3000/', {
      headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' },
    })
    expect(response.status).toBe(200)
    html = await response.text()
  })
  afterAll(() => test?.backend.close())

  it('renders the hero as an <img> with high fetch priority, srcset, sizes, intrinsic size and alt', () => {
    const hero = /<div class="cms-block hero"[^>]*>\s*(<img[^>]*>)/.exec(html)
    expect(hero).not.toBeNull()
    const [block = '', img = ''] = hero ?? []
    // No CSS background any more: the browser could only find that after the stylesheet applied.
    expect(block).not.toContain('background-image')
    expect(attr(img, 'fetchPriority')).toBe('high')
    expect(attr(img, 'loading')).toBe('eager')
    const candidates = (attr(img, 'srcSet') ?? '').split(', ')
    // Every thumbnail of the media, smallest first, so a phone does not load the 1920 px original.
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1920w'])
    for (const candidate of candidates) expect(candidate).toMatch(/^\/media\/\S+\.webp \d+w$/)
    expect(attr(img, 'sizes')).toBe('100vw')
    expect(Number(attr(img, 'width'))).toBeGreaterThan(0)
    expect(Number(attr(img, 'height'))).toBeGreaterThan(0)
    expect(attr(img, 'alt')).toBeTruthy()
  })

  it('preloads only the hero in the head, before any script, with the <img>’s srcset and sizes', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    const links: string[] = head.match(/<link\b[^>]*>|<script\b[^>]*>/g) ?? []
    const imagePreloads = links.filter((tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'image')
    expect(imagePreloads).toHaveLength(1)
    const [preload = ''] = imagePreloads
    const img = /<div class="cms-block hero"[^>]*>\s*(<img[^>]*>)/.exec(html)?.[1] ?? ''
    expect(attr(preload, 'imageSrcSet')).toBe(attr(img, 'srcSet'))
    expect(attr(preload, 'imageSizes')).toBe(attr(img, 'sizes'))
    expect(attr(preload, 'fetchPriority')).toBe('high')
    const scripts = links.filter((tag) => attr(tag, 'rel') === 'modulepreload' || tag.startsWith('<script'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      expect(links.indexOf(script)).toBeGreaterThan(links.indexOf(preload))
      // A module preload never competes with the image for bandwidth.
      if (attr(script, 'rel') === 'modulepreload') expect(attr(script, 'fetchPriority')).toBe('low')
    }
    // The entry script is a module (deferred: it runs after the document is parsed), fetched at
    // low priority: Chrome would otherwise load it at high priority beside the image.
    const entry = /<script type="module" src="\/assets\/entry-test.js"[^>]*>/.exec(html)?.[0] ?? ''
    expect(attr(entry, 'fetchPriority')).toBe('low')
    expect(head).not.toContain('src="/assets/entry-test.js"')
  })
})
