import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMediaOrigin } from '../media/origin.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'

/**
 * Shopware answers media and thumbnail URLs absolute, so a client on another origin (a PWA, the
 * Nuxt demo storefront) loads the images from the shop. Behind our storefront the mount has no
 * origin and keeps `/media/…`, which the storefront serves on each of its domains.
 */

type Media = { url: string; thumbnails: { url: string }[] }
type Product = { cover?: { media?: Media }; media?: { media?: Media }[] }

let absolute: TestBackend
let relative: TestBackend
beforeAll(async () => {
  absolute = await createTestBackend({ mediaOrigin: 'https://api.shop.example' })
  relative = await createTestBackend()
})
afterAll(() => {
  absolute.backend.close()
  relative.backend.close()
})

async function firstCover(t: TestBackend): Promise<Media> {
  const response = await t.request('/store-api/product', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 5, associations: { cover: {}, media: {} } }),
  })
  const body = (await response.json()) as { elements: Product[] }
  const media = body.elements.map((p) => p.cover?.media).find((m) => m !== undefined)
  if (!media) throw new Error('no product with a cover')
  return media
}

describe('media URLs', () => {
  it('are absolute from the configured origin, thumbnails included, and served there', async () => {
    const media = await firstCover(absolute)
    expect(media.url).toMatch(/^https:\/\/api\.shop\.example\/media\//)
    expect(media.thumbnails.length).toBeGreaterThan(0)
    for (const thumb of media.thumbnails) expect(thumb.url).toMatch(/^https:\/\/api\.shop\.example\/media\//)
    // the path part is what this back end serves
    const image = await absolute.backend.fetch(new Request(`http://localhost${new URL(media.url).pathname}`))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('stay root-relative for the mount behind the storefront (no origin configured)', async () => {
    const media = await firstCover(relative)
    expect(media.url).toMatch(/^\/media\//)
    for (const thumb of media.thumbnails) expect(thumb.url).toMatch(/^\/media\//)
  })

  it('take the standalone back end’s origin from PUBLIC_URL, else its own port', () => {
    expect(parseMediaOrigin(undefined, 8000)).toBe('http://localhost:8000')
    expect(parseMediaOrigin('https://api.shop.example/', 8000)).toBe('https://api.shop.example')
    expect(() => parseMediaOrigin('https://api.shop.example/store-api', 8000)).toThrow(/without path/)
    expect(() => parseMediaOrigin('ftp://x.example', 8000)).toThrow(/http\(s\) origin/)
  })
})
