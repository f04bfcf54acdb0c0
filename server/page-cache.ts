// Shared caching of catalogue pages rendered for visitors without a context token: which pages may
// be kept by a CDN, the Cache-Control they get, and a small in-process cache with request coalescing
// that shows what a CDN in front of the shop would give.

import { localePrefix, PREFIXED_LOCALES } from '../src/domain/locale.ts'
import type { CacheEvent } from './observability/metrics.ts'
import type { PageCacheConfig } from './page-cache-config.ts'
import { tryDecodeURIComponent } from './uri.ts'

export const PRIVATE_CACHE_CONTROL = 'private, no-store'

export function publicCacheControl(config: PageCacheConfig): string {
  return `public, s-maxage=${config.sMaxAge}, stale-while-revalidate=${config.staleWhileRevalidate}`
}

/**
 * First path segments of pages that show or change one shopper's state (account, basket, checkout,
 * wishlist, login and registration, password recovery, development tools). Everything else is a
 * catalogue page (home, categories, landing pages, products, CMS pages, search) and is the same for
 * every visitor without a token. A deny-list on purpose: a new catalogue route is shareable at once,
 * and a new per-shopper route must live under one of these or be added here.
 */
const PRIVATE_SEGMENTS = new Set([
  'account',
  'checkout',
  'wishlist',
  'login',
  'register',
  'reset-password',
  // A guest's order by its mail link, the withdrawal form, and the newsletter pages of a mailed link
  // (the confirmation runs when its page loads): one person's, never shared.
  'order',
  'withdrawal',
  'newsletter-subscribe',
  'newsletter-unsubscribe',
  '_dev',
  'dev-mailbox',
])

/** Whether a page path (with or without a locale prefix) is a catalogue page a shared cache may keep. */
export function isCataloguePath(pathname: string): boolean {
  let path = pathname
  for (const locale of PREFIXED_LOCALES) {
    const prefix = localePrefix(locale)
    if (path === prefix || path.startsWith(`${prefix}/`)) path = path.slice(prefix.length) || '/'
  }
  // A segment that does not decode (`/%zz`) names no page: rendered privately (the 404 page), never
  // kept for everyone, and never a thrown URIError (which would answer 500).
  const first = tryDecodeURIComponent(path.split('/')[1] ?? '')
  return first !== undefined && !PRIVATE_SEGMENTS.has(first.toLowerCase())
}

/** A finished page as the cache keeps it: the body whole, the nonce its scripts carry. */
export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  body: Uint8Array
  /** The body gzipped once when it was kept, so a hit costs no compression. */
  gzip?: Uint8Array
  nonce: string
  /** What the page shows, as cache tags (./cache-tags.ts): a purge of one of them drops it. */
  tags?: readonly string[]
}

interface Entry {
  page: CachedPage
  storedAt: number
}

export interface PageCacheStats {
  renders: number
  hits: number
  staleHits: number
  coalesced: number
}

export interface PageCache {
  /**
   * The page for `key`: fresh from the cache, stale while one renewal runs in the background, or
   * rendered once for every request that asks while it renders. Only a page `keep` accepts (a 200
   * without cookies) is stored; one it refuses (an error page) still answers the requests that
   * waited for it, and the next request renders again.
   */
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>
  /**
   * Drops every kept page carrying one of `tags` and returns how many. Renders already running may
   * have read the data before the change: they still answer the requests waiting for them, but are
   * not kept, and the next request renders afresh instead of waiting for one of them.
   */
  purge(tags: Iterable<string>): number
  stats(): PageCacheStats
}

export function createPageCache(
  config: Pick<PageCacheConfig, 'sMaxAge' | 'staleWhileRevalidate' | 'maxEntries'>,
  keep: (page: CachedPage) => boolean,
  now: () => number = Date.now,
  /** Each lookup's outcome and each page dropped for room (the metrics, the request log line). */
  events: (event: CacheEvent) => void = () => {},
): PageCache {
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<CachedPage>>()
  const stats: PageCacheStats = { renders: 0, hits: 0, staleHits: 0, coalesced: 0 }
  /** Counts purges: a render that started before the latest one is not kept. */
  let purges = 0
  const freshMs = config.sMaxAge * 1000
  const staleMs = freshMs + config.staleWhileRevalidate * 1000

  const store = (key: string, page: CachedPage) => {
    entries.delete(key)
    entries.set(key, { page, storedAt: now() })
    // Map keeps insertion order: the first key is the one stored longest ago.
    while (entries.size > config.maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
      events('eviction')
    }
  }

  const renew = (key: string, render: () => Promise<CachedPage>): Promise<CachedPage> => {
    const running = inFlight.get(key)
    if (running) {
      stats.coalesced += 1
      return running
    }
    stats.renders += 1
    const startedAfter = purges
    const rendering: Promise<CachedPage> = render()
      .then((page) => {
        if (keep(page) && startedAfter === purges) store(key, page)
        return page
      })
      .finally(() => {
        if (inFlight.get(key) === rendering) inFlight.delete(key)
      })
    inFlight.set(key, rendering)
    return rendering
  }

  return {
    get(key, render) {
      if (config.maxEntries === 0 || freshMs === 0) return render()
      const entry = entries.get(key)
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY
      if (entry && age < freshMs) {
        stats.hits += 1
        events('hit')
        return Promise.resolve(entry.page)
      }
      if (entry && age < staleMs) {
        stats.staleHits += 1
        events('stale')
        // A failed renewal keeps the stale page until it expires; the next request tries again.
        renew(key, render).catch(() => {})
        return Promise.resolve(entry.page)
      }
      if (entry) entries.delete(key)
      events(inFlight.has(key) ? 'coalesced' : 'miss')
      return renew(key, render)
    },
    purge(tags) {
      const purged = new Set(tags)
      purges += 1
      inFlight.clear()
      let dropped = 0
      for (const [key, entry] of entries) {
        if (entry.page.tags?.some((tag) => purged.has(tag))) {
          entries.delete(key)
          dropped += 1
        }
      }
      return dropped
    },
    stats: () => ({ ...stats }),
  }
}
