import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import type { RenderOptions } from '../src/entry-server.tsx'
import { createApp } from './app.ts'
import { collectTags } from './cache-tags.ts'
import { DEFAULT_PAGE_CACHE } from './page-cache-config.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'
import { tagsOfWebhook, validSignature } from './webhooks.ts'

// Shared pages carry what they show as cache tags, and a signed webhook about one of those entities
// drops them: end to end in-process, the real SSR entry on the embedded back end, page cache on.

const BASE = 'http://embedded.invalid/store-api'
const SECRET = 'shop-secret-for-tests'
const PRODUCT_PAGE = 'http://localhost:3000/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2'
const CATEGORY_PAGE = 'http://localhost:3000/Gartentische/Esstische'

function webhook(event: string, entity: string, id: string): string {
  return JSON.stringify({
    data: {
      payload: [{ entity, operation: 'update', primaryKey: id, updatedFields: ['stock'], versionId: 'x' }],
      event,
    },
    source: { url: 'http://shop.test', appVersion: '1.0.0', shopId: 'shop1', eventId: 'e1' },
    timestamp: 1_700_000_000,
  })
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex')

describe('cache tags and purges', () => {
  let test: TestBackend
  let renders = 0
  let app: ReturnType<typeof createApp>
  /** What a stand-in for Varnish on a local port was asked (method and xkey-purge header). */
  const purgeRequests: Array<{ method: string; xkey: string | undefined }> = []
  let varnishAnswers = 200
  const varnishServer = createServer((request, response) => {
    const header = request.headers['xkey-purge']
    purgeRequests.push({ method: request.method ?? '', xkey: Array.isArray(header) ? header[0] : header })
    response.statusCode = varnishAnswers
    response.end('purged')
  })

  beforeAll(async () => {
    test = await createTestBackend()
    const upstream: Upstream = {
      mode: 'embedded',
      accessKey: test.backend.accessKey,
      baseURL: BASE,
      fetch: guardedFetch((request) => test.backend.fetch(request), 10_000),
      close() {},
    }
    const { render } = await import('../src/entry-server.tsx')
    await new Promise<void>((resolve) => varnishServer.listen(0, '127.0.0.1', resolve))
    const address = varnishServer.address()
    const varnish = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`)
    app = createApp({
      config: {
        domains: DEFAULT_DOMAINS,
        publicUrl: undefined,
        origins: LOCAL_ORIGINS,
        webhookSecret: SECRET,
        varnishPurgeUrls: [varnish],
      },
      upstream,
      render: async () => async (options: RenderOptions) => {
        renders += 1
        return render(options)
      },
      assets: async () => ({ scripts: [{ src: '/assets/entry-test.js' }], css: [], preloads: [] }),
      pageCache: { ...DEFAULT_PAGE_CACHE, sMaxAge: 30, staleWhileRevalidate: 90 },
    })
  })

  afterAll(async () => {
    await new Promise((resolve) => varnishServer.close(resolve))
    test?.backend.close()
  })

  const productTagOf = (xkey: string | null) => (xkey ?? '').split(' ').find((tag) => tag.startsWith('p-'))

  it('a shared page carries the products, categories and menus it shows in its xkey header', async () => {
    const product = await app.request(PRODUCT_PAGE)
    expect(product.status).toBe(200)
    const tags = (product.headers.get('xkey') ?? '').split(' ')
    expect(tags).toContain('nav')
    expect(tags.some((tag) => /^p-[0-9a-f]{32}$/.test(tag))).toBe(true)
    const category = await app.request(CATEGORY_PAGE)
    const categoryTags = (category.headers.get('xkey') ?? '').split(' ')
    // The listing's products and the category itself.
    expect(categoryTags.filter((tag) => tag.startsWith('p-')).length).toBeGreaterThan(2)
    expect(categoryTags.some((tag) => tag.startsWith('c-'))).toBe(true)
    // A shopper's own page is nobody else's to purge: no tags.
    const own = await app.request('http://localhost:3000/checkout/cart')
    expect(own.headers.get('xkey')).toBeNull()
  })

  it('a signed product.written drops the pages showing the product, here and in Varnish', async () => {
    const first = await app.request(PRODUCT_PAGE)
    const tag = productTagOf(first.headers.get('xkey'))
    expect(tag).toBeDefined()
    await app.request(CATEGORY_PAGE)
    const before = renders
    await app.request(PRODUCT_PAGE)
    expect(renders, 'kept').toBe(before)

    const body = webhook('product.written', 'product', tag?.slice(2) ?? '')
    const answer = await app.request('http://localhost:3000/_storefront/webhooks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'shopware-shop-signature': sign(body) },
      body,
    })
    expect(answer.status).toBe(204)
    expect(purgeRequests.at(-1)?.method).toBe('PURGE')
    expect(purgeRequests.at(-1)?.xkey).toBe(tag)

    await app.request(PRODUCT_PAGE)
    expect(renders, 'rendered afresh').toBe(before + 1)
  })

  it('refuses a webhook signed with another secret and one that is not a webhook', async () => {
    const body = webhook('product.written', 'product', 'a'.repeat(32))
    const forged = await app.request('http://localhost:3000/_storefront/webhooks', {
      method: 'POST',
      headers: { 'shopware-shop-signature': sign(body, 'another secret') },
      body,
    })
    expect(forged.status).toBe(401)
    expect(((await forged.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
      'WEBHOOK__INVALID_SIGNATURE',
    )
    const junk = '{"hello":1}'
    const notAWebhook = await app.request('http://localhost:3000/_storefront/webhooks', {
      method: 'POST',
      headers: { 'shopware-shop-signature': sign(junk) },
      body: junk,
    })
    expect(notAWebhook.status).toBe(400)
  })

  it('answers 502 when Varnish does not confirm the purge, so the sender retries', async () => {
    varnishAnswers = 500
    try {
      const body = webhook('category.written', 'category', 'b'.repeat(32))
      const answer = await app.request('http://localhost:3000/_storefront/webhooks', {
        method: 'POST',
        headers: { 'shopware-shop-signature': sign(body) },
        body,
      })
      expect(answer.status).toBe(502)
      expect(purgeRequests.at(-1)?.xkey).toBe(`c-${'b'.repeat(32)} nav`)
    } finally {
      varnishAnswers = 200
    }
  })
})

describe('tags of answers and webhooks', () => {
  it('reads products, their parents, categories and CMS pages; the menus are one tag', () => {
    const tags = new Set<string>()
    const id = (n: number) => String(n).repeat(32)
    collectTags(
      'http://x/store-api/product-listing/1',
      {
        apiAlias: 'product_listing',
        elements: [
          { apiAlias: 'product', id: id(1), parentId: id(2), cover: { apiAlias: 'media', id: id(3) } },
        ],
        cmsPage: { apiAlias: 'cms_page', id: id(4) },
        category: { apiAlias: 'category', id: id(5) },
      },
      tags,
    )
    expect([...tags].sort()).toEqual([`c-${id(5)}`, `cms-${id(4)}`, `p-${id(1)}`, `p-${id(2)}`])
    const menus = new Set<string>()
    collectTags('http://x/store-api/navigation/a/b', [{ apiAlias: 'category', id: id(6) }], menus)
    expect([...menus]).toEqual(['nav'])
  })

  it('maps written events to tags and ignores entities no page is tagged with', () => {
    const id = 'c'.repeat(32)
    expect(tagsOfWebhook(JSON.parse(webhook('cms_page.written', 'cms_page', id)))).toEqual([`cms-${id}`])
    expect(tagsOfWebhook(JSON.parse(webhook('customer.written', 'customer', id)))).toEqual([])
    expect(tagsOfWebhook({ data: { payload: 'no' } })).toBeUndefined()
  })

  it('checks the signature in constant time and refuses malformed ones', () => {
    const body = new TextEncoder().encode('{}')
    const good = createHmac('sha256', 's').update(body).digest('hex')
    expect(validSignature(body, good, 's')).toBe(true)
    expect(validSignature(body, good, 't')).toBe(false)
    expect(validSignature(body, 'zz', 's')).toBe(false)
    expect(validSignature(body, null, 's')).toBe(false)
  })
})
