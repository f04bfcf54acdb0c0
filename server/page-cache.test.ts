import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type CachedPage, createPageCache, isCataloguePath } from './page-cache.ts'
import { loadPageCacheConfig } from './page-cache-config.ts'

function page(body: string, status = 200): CachedPage {
  return {
    status,
    headers: [['content-type', 'text/html']],
    body: new TextEncoder().encode(body),
    nonce: 'n',
  }
}

const CONFIG = { sMaxAge: 10, staleWhileRevalidate: 20, maxEntries: 2 }
const keepOk = (p: CachedPage) => p.status === 200

describe('page cache', () => {
  it('a purge drops the pages carrying its tags, and a render running meanwhile is not kept', async () => {
    const cache = createPageCache({ ...CONFIG, maxEntries: 10 }, keepOk)
    const tagged = (body: string, tags: string[]) => async () => ({ ...page(body), tags })
    await cache.get('sofa', tagged('sofa 1', ['p-1', 'nav']))
    await cache.get('table', tagged('table 1', ['p-2', 'nav']))
    expect(cache.purge(['p-1'])).toBe(1)
    const text = async (key: string, body: string, tags: string[]) =>
      new TextDecoder().decode((await cache.get(key, tagged(body, tags))).body)
    expect(await text('table', 'table 2', ['p-2'])).toBe('table 1')
    expect(await text('sofa', 'sofa 2', ['p-1'])).toBe('sofa 2')

    // A render that started before a purge may show what the purge announced changed.
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const early = cache.get('bench', async () => {
      await gate
      return { ...page('bench before'), tags: ['p-3'] }
    })
    cache.purge(['p-3'])
    // The next request does not wait for it: it renders afresh.
    const late = cache.get('bench', tagged('bench after', ['p-3']))
    release()
    expect(new TextDecoder().decode((await early).body)).toBe('bench before')
    expect(new TextDecoder().decode((await late).body)).toBe('bench after')
    expect(await text('bench', 'bench third', ['p-3'])).toBe('bench after')
  })

  it('renders once for concurrent identical requests and serves the rest from that render', async () => {
    const cache = createPageCache(CONFIG, keepOk)
    let renders = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const render = async () => {
      renders += 1
      await gate
      return page(`render ${renders}`)
    }
    const waiting = Array.from({ length: 8 }, () => cache.get('k', render))
    release()
    const pages = await Promise.all(waiting)
    expect(renders).toBe(1)
    expect(new Set(pages.map((p) => new TextDecoder().decode(p.body)))).toEqual(new Set(['render 1']))
    expect(cache.stats()).toMatchObject({ renders: 1, coalesced: 7 })
  })

  it('serves fresh pages, then stale ones while one renewal runs, then renders again', async () => {
    let clock = 0
    const cache = createPageCache(CONFIG, keepOk, () => clock)
    let renders = 0
    const render = async () => page(`v${++renders}`)
    const text = async () => new TextDecoder().decode((await cache.get('k', render)).body)
    expect(await text()).toBe('v1')
    clock = 9_999
    expect(await text()).toBe('v1')
    clock = 15_000
    // Stale: the old page at once, the renewal behind it.
    expect(await text()).toBe('v1')
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await text()).toBe('v2')
    clock = 15_000 + 30_001
    expect(await text()).toBe('v3')
    expect(renders).toBe(3)
  })

  it('keeps no page the renderer refused (error pages) and holds at most maxEntries pages', async () => {
    const cache = createPageCache(CONFIG, keepOk)
    let renders = 0
    const failing = async () => page(`error ${++renders}`, 503)
    await cache.get('e', failing)
    await cache.get('e', failing)
    expect(renders).toBe(2)
    let made = 0
    const ok = async () => page(`ok ${++made}`)
    await cache.get('a', ok)
    await cache.get('b', ok)
    await cache.get('c', ok)
    // 'a' was dropped (the oldest), 'c' is still there.
    await cache.get('c', ok)
    expect(made).toBe(3)
    await cache.get('a', ok)
    expect(made).toBe(4)
  })

  it('tells catalogue pages from per-shopper ones, with and without the locale prefix', () => {
    for (const path of [
      '/',
      '/fr-FR',
      '/fr-FR/',
      '/Gartenmoebel/',
      '/search',
      '/fr-FR/detail/abc',
      '/shopware',
    ]) {
      expect(isCataloguePath(path), path).toBe(true)
    }
    for (const path of [
      '/account',
      '/account/orders',
      '/checkout/cart',
      '/fr-FR/checkout',
      '/wishlist',
      '/login',
      '/register',
      '/reset-password',
      '/%61ccount',
    ]) {
      expect(isCataloguePath(path), path).toBe(false)
    }
  })

  it('reads a path with malformed percent-escapes without throwing: not shared, rendered privately', () => {
    // `/%zz` threw a URIError here, and the whole request answered 500 instead of the 404 page.
    for (const path of ['/%zz', '/%E0%A4%A', '/%', '/fr-FR/%C3', '/account%zz']) {
      expect(isCataloguePath(path), path).toBe(false)
    }
  })

  it('classifies every page route of the app: only the catalogue routes are shared', () => {
    // A new route fails here until it is placed: shared (catalogue) or private (a segment above).
    const catalogue = new Set(['/', '/$', '/search', '/shopware'])
    const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8')
    const paths = [...new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1] ?? ''))]
    expect(paths.length).toBeGreaterThan(20)
    for (const path of paths) {
      const concrete = path.replace(/\$[A-Za-z]+/g, 'x').replace(/\/\$$/, '/Gartenmoebel')
      expect(isCataloguePath(concrete), path).toBe(catalogue.has(path))
    }
  })

  it('reads its settings and refuses values that are no whole numbers', () => {
    expect(loadPageCacheConfig({})).toMatchObject({ sMaxAge: 60, staleWhileRevalidate: 300, inProcess: true })
    expect(loadPageCacheConfig({ PAGE_CACHE: '0', PAGE_CACHE_S_MAXAGE: '5' })).toMatchObject({
      sMaxAge: 5,
      inProcess: false,
    })
    expect(() => loadPageCacheConfig({ PAGE_CACHE_SWR: '-1' })).toThrow(/PAGE_CACHE_SWR/)
    expect(() => loadPageCacheConfig({ PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE/)
  })
})
