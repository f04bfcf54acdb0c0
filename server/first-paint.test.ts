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
      steps: ['/assets/framework-test.js'],
    }),
  })
}

/** The value of `name` in a tag, entities decoded the way the browser reads it. */
function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return value?.replace(/&amp;/g, '&')
}

/** The entry module and its imports are named only by the loader script at the end of the body. */
function expectEntryAfterImage(html: string): void {
  expect(html).not.toMatch(/<script[^>]*\ssrc="\/assets\/entry-test\.js"/)
  expect(html).not.toContain('rel="modulepreload"')
  const loader =
    /<script[^>]*data-entry="([^"]*)"[^>]*data-preloads="([^"]*)"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  expect(loader?.[1]).toBe('/assets/entry-test.js')
  expect(loader?.[2]).toBe('/assets/framework-test.js')
  // The framework is evaluated in a task of its own before the entry.
  expect(loader?.[0]).toContain('data-steps="/assets/framework-test.js"')
  expect(loader?.[3]).toContain("getAttribute('data-steps')")
  // It waits for the page's high-priority image and never interpolates request data into code.
  expect(loader?.[3]).toContain('img[fetchpriority="high"]')
  expect(loader?.[3]).not.toContain('entry-test')
}

async function pageHtml(backend: TestBackend['backend'], path: string): Promise<string> {
  const response = await appFor(backend).request(`http://localhost:3000${path}`, {
    headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' },
  })
  expect(response.status).toBe(200)
  return response.text()
}

describe('first paint of the home page', () => {
  let test: TestBackend
  let html: string

  beforeAll(async () => {
    test = await createTestBackend()
    html = await pageHtml(test.backend, '/')
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
    // Nothing else is fetched from the head: the entry and its imports start after the image
    // (src/entry-loader.ts), so no module preload or script competes with it.
    const fetched = links.filter(
      (tag) => attr(tag, 'rel') === 'modulepreload' || /^<script[^>]*\ssrc=/.test(tag),
    )
    expect(fetched).toEqual([])
    expectEntryAfterImage(html)
  })
})

// A category's first product card and a product's cover are those pages' LCP images (on wider
// screens; on a phone the category's filters come first). Each is the one image fetched at high
// priority, preloaded once with the same candidates, and nothing else in the head competes.
describe.each([
  { page: 'category', path: '/Gartentische/Esstische', image: 'product-card__img' },
  { page: 'product', path: '/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2', image: 'product-gallery__image' },
])('first paint of the $page page', ({ path, image }) => {
  let test: TestBackend
  let html: string

  beforeAll(async () => {
    test = await createTestBackend()
    html = await pageHtml(test.backend, path)
  })
  afterAll(() => test?.backend.close())

  it('loads its first image eagerly at high priority with one matching preload, first in the head', () => {
    const images: string[] = html.match(/<img\b[^>]*>/g) ?? []
    const lcp = images.find((tag) => (attr(tag, 'class') ?? '').split(' ').includes(image)) ?? ''
    expect(attr(lcp, 'fetchPriority')).toBe('high')
    expect(attr(lcp, 'loading')).toBe('eager')
    expect(attr(lcp, 'srcSet')).toMatch(/ 400w, /)
    expect(attr(lcp, 'sizes')).toBeTruthy()
    expect(Number(attr(lcp, 'width'))).toBeGreaterThan(0)
    expect(Number(attr(lcp, 'height'))).toBeGreaterThan(0)
    // Every other image waits for layout (lazy) and none shares the high priority.
    expect(images.filter((tag) => attr(tag, 'fetchPriority') === 'high')).toEqual([lcp])
    for (const other of images.filter((tag) => tag !== lcp)) expect(attr(other, 'loading')).toBe('lazy')

    const head = html.slice(0, html.indexOf('</head>'))
    const fetched: string[] =
      head.match(
        /<link\b[^>]*rel="(?:preload|modulepreload|stylesheet)"[^>]*>|<script\b[^>]*\ssrc=[^>]*>/g,
      ) ?? []
    const [first = '', ...rest] = fetched
    expect(attr(first, 'as')).toBe('image')
    expect(attr(first, 'fetchPriority')).toBe('high')
    expect(attr(first, 'imageSrcSet')).toBe(attr(lcp, 'srcSet'))
    expect(attr(first, 'imageSizes')).toBe(attr(lcp, 'sizes'))
    // After it only the stylesheet: no second image preload, no script.
    expect(rest.map((tag) => attr(tag, 'rel'))).toEqual(['stylesheet'])
    expectEntryAfterImage(html)
  })
})
