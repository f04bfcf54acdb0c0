import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../backend/test-support/backend.ts'
import { readDocumentData } from '../src/app/document-data.ts'
import { IslandData } from '../src/components/island-data.ts'
import { STOREFRONT_REQUEST_HEADER, STOREFRONT_REQUEST_HEADER_VALUE } from '../src/domain/constants.ts'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import { LOCAL_ORIGINS } from './test-support.ts'
import { guardedFetch } from './upstream.ts'

// Document pages (src/app/document-page.tsx): the home page is rendered through the document page
// and names the document entry, which hydrates it without the router; every other page (and the
// home page when it fails) is the router's. The browser reads the page's own data block
// (src/app/document-data.ts): here it is read from the served HTML as the browser reads it.

const ROUTER_ENTRY = '/assets/entry-client-besd0JDd.js'
const DOCUMENT_ENTRY = '/assets/entry-document-Q1w2e3R4.js'

function appFor(fetch: (request: Request) => Promise<Response>, accessKey: string) {
  return createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: {
      mode: 'embedded',
      accessKey,
      baseURL: 'http://embedded.invalid/store-api',
      fetch: guardedFetch(fetch, 10_000),
      close() {},
    },
    render: async () => (await import('../src/entry-server.tsx')).render,
    assets: async () => ({
      scripts: [{ src: ROUTER_ENTRY }],
      css: ['/assets/entry-client-DH7jEPsc.css'],
      preloads: ['/assets/framework-sAyUuBDQ.js', '/assets/router-BZWSUklJ.js'],
      document: { scripts: [{ src: DOCUMENT_ENTRY }], preloads: ['/assets/framework-sAyUuBDQ.js'] },
    }),
  })
}

/** The entry the page's loader script starts (src/entry-loader.ts). */
function entryOf(html: string): string | undefined {
  return /data-entry="([^"]+)"/.exec(html)?.[1]
}

/** The served page as a browser's document. */
function documentOf(html: string): Document {
  const window = new Window()
  window.document.write(html)
  return window.document as unknown as Document
}

describe('document pages', () => {
  let test: TestBackend
  let app: ReturnType<typeof appFor>

  beforeAll(async () => {
    test = await createTestBackend()
    app = appFor((request) => test.backend.fetch(request), test.backend.accessKey)
  })
  afterAll(() => test?.backend.close())

  it('renders the home page as a document page started by the document entry', async () => {
    const response = await app.request('http://localhost/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html lang="de-DE" data-page="document">/)
    expect(entryOf(html)).toBe(DOCUMENT_ENTRY)
    expect(html).not.toContain('router-BZWSUklJ')
    // The same chrome and content as the router renders: skip link, header islands, page island.
    for (const island of ['search', 'language', 'account', 'navigation', 'page', 'footer']) {
      expect(html).toContain(`data-island="${island}"`)
    }
    // Internal links are plain anchors with the router's marks of the current page.
    expect(html).toMatch(/<a class="site-logo active" href="\/" data-status="active" aria-current="page">/)
  })

  it('keeps the locale prefix in the links of a prefixed locale', async () => {
    const html = await (await app.request('http://localhost/fr-FR/')).text()
    expect(html).toMatch(/<html lang="fr-FR" data-page="document">/)
    expect(html).toMatch(/<a class="site-logo active" href="\/fr-FR"/)
    expect(html).toMatch(/href="\/fr-FR\/[^"]+"/)
  })

  it('renders categories and products as document pages, with the route’s match for the content', async () => {
    const category = await (
      await app.request('http://localhost/Gartentische/Esstische?order=price-asc')
    ).text()
    expect(category).toMatch(/<html lang="de-DE" data-page="document">/)
    expect(entryOf(category)).toBe(DOCUMENT_ENTRY)
    expect(category).toContain('data-island="page"')
    const page = readDocumentData(documentOf(category))
    expect(page?.state.documentRoute).toBe('/$')
    expect(page?.match.params).toMatchObject({ _splat: 'Gartentische/Esstische' })
    expect(page?.match.search).toMatchObject({ order: 'price-asc' })
    const leaf = page?.leaf as { content: IslandData<unknown>; hint: unknown }
    expect(leaf.content.peek()).toBeUndefined()
    expect(leaf.hint).toMatchObject({ routeName: 'frontend.navigation.page' })
    const product = await (
      await app.request('http://localhost/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2')
    ).text()
    expect(product).toMatch(/<html lang="de-DE" data-page="document">/)
    expect(readDocumentData(documentOf(product))?.match.params).toMatchObject({
      _splat: 'Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2',
    })
  })

  it('renders the search as a document page', async () => {
    const html = await (await app.request('http://localhost/search?search=Tisch&order=price-asc')).text()
    expect(html).toMatch(/<html lang="de-DE" data-page="document">/)
    expect(entryOf(html)).toBe(DOCUMENT_ENTRY)
    expect(html).toContain('data-island="page"')
    const page = readDocumentData(documentOf(html))
    if (!page) throw new Error('no page data')
    expect(page.state.documentRoute).toBe('/search')
    expect(page.match.search).toMatchObject({ search: 'Tisch', order: 'price-asc' })
    expect((page.leaf as { content: IslandData<unknown> }).content.peek()).toBeUndefined()
  })

  it('renders the basket as a document page with the checkout’s chrome and its legal links', async () => {
    const html = await (await app.request('http://localhost/checkout/cart')).text()
    expect(html).toMatch(/<html lang="de-DE" data-page="document">/)
    expect(entryOf(html)).toBe(DOCUMENT_ENTRY)
    const page = readDocumentData(documentOf(html))
    if (!page) throw new Error('no page data')
    expect(page.state.documentRoute).toBe('/checkout/cart')
    expect(page.state.catalogs).toContain('cart')
    expect((page.leaf as { countries: unknown[] }).countries.length).toBeGreaterThan(0)
    expect((page.root as { legal: unknown }).legal).not.toBeNull()
    // The checkout's chrome: no main navigation island, no footer newsletter.
    expect(html).not.toContain('data-island="navigation"')
  })

  it('renders the account overview of a logged-in customer as a document page with the account’s chrome', async () => {
    const login = await app.request('http://localhost/store-api/account/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        [STOREFRONT_REQUEST_HEADER]: STOREFRONT_REQUEST_HEADER_VALUE,
      },
      body: JSON.stringify({ username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const html = await (await app.request('http://localhost/account', { headers: { cookie } })).text()
    expect(html).toMatch(/<html lang="de-DE" data-page="document">/)
    expect(entryOf(html)).toBe(DOCUMENT_ENTRY)
    const page = readDocumentData(documentOf(html))
    if (!page) throw new Error('no page data')
    expect(page.state.documentRoute).toBe('/account/')
    expect(page.state.catalogs).toContain('account')
    expect((page.leaf as { addresses: unknown[] }).addresses.length).toBeGreaterThan(0)
    // The account's section navigation, the newsletter card as an island of its own.
    expect(html).toContain('class="account-layout__nav"')
    expect(html).toContain('data-island="account-newsletter"')
    // Nobody logged in: the router's guard sends the visitor to the login page before any rendering.
    const anonymous = await app.request('http://localhost/account')
    expect(anonymous.status).toBe(307)
    expect(anonymous.headers.get('location')).toMatch(/\/login\?redirect=/)
  })

  it('serves the other pages for one shopper through the router', async () => {
    for (const path of ['/checkout', '/account/login', '/wishlist']) {
      const html = await (await app.request(`http://localhost${path}`)).text()
      expect(html, path).not.toContain('data-page="document"')
      expect(entryOf(html), path).toBe(ROUTER_ENTRY)
    }
  })

  it('gives the browser what it hydrates from in a data block of its own, not the router’s stream', async () => {
    const html = await (await app.request('http://localhost/')).text()
    expect(html).not.toMatch(/data-tsr-stream-part/)
    const document = documentOf(html)
    const page = readDocumentData(document)
    if (!page) throw new Error('no page data')
    // Read once, then gone: React hydrates <body> without it.
    expect(document.getElementById('document-data')).toBeNull()
    expect(page.state.documentRoute).toBe('/')
    expect(page.state.origins['de-DE']).toBe('http://localhost:3000')
    expect(page.state.views.session).toBeDefined()
    const leaf = page.leaf as { content: unknown; categoryId: unknown; alternates: unknown; head?: unknown }
    // The page content stays on the server: the island loads its own when it hydrates.
    expect(leaf.content).toBeInstanceOf(IslandData)
    expect((leaf.content as IslandData<unknown>).peek()).toBeUndefined()
    expect(typeof leaf.categoryId).toBe('string')
    expect(leaf.alternates).toEqual({ 'de-DE': '/', 'en-GB': '/', 'fr-FR': '/' })
    // The document's <head> carries the head.
    expect(leaf.head).toBeUndefined()
    expect((page.root as { navigation: unknown }).navigation).toBeInstanceOf(IslandData)
  })

  it('reads nothing from a page without the data block', () => {
    expect(readDocumentData(documentOf('<!doctype html><html><body><p>Hi</p></body></html>'))).toBeNull()
  })

  it('leaves a failing home page to the router (its error page and status)', async () => {
    const failing = appFor(() => Promise.reject(new Error('down')), test.backend.accessKey)
    const response = await failing.request('http://localhost/')
    expect(response.status).toBeGreaterThanOrEqual(500)
    const html = await response.text()
    expect(html).not.toContain('data-page="document"')
  })
})
