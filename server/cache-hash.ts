// The `sw-cache-hash` cookie, as Shopware's HTTP cache has it: a shopper whose context changes
// prices (another currency, net or tax-free prices, another customer group) carries a hash of that
// context; everyone else carries none. A catalogue page is then the same for every request without
// the cookie, token or not, so shared caches may keep it (pages.ts), and CDNs key on this one cookie.
//
// What counts here is what changes a catalogue page's prices or tax notes in this shop: the currency,
// the tax state (a Swiss delivery address is tax-free, a business group sees net prices), whether the
// group sees gross prices, and the group itself where the Store API names it (Shopware 6.7 does, the
// embedded back end only says gross or net). Login alone, the basket, the wishlist, the language (the
// URL decides it) and shipping or payment methods do not: those pages stay shared. Rule-based
// prices (Shopware's advanced prices) would belong here too; the shop uses none.

import { createHash } from 'node:crypto'
import { serialize } from 'hono/utils/cookie'
import { COOKIE_MAX_AGE_SECONDS } from '../src/domain/constants.ts'
import type { Upstream } from './upstream.ts'

export const CACHE_HASH_COOKIE = 'sw-cache-hash'

/** How long the default context's fingerprint is reused before it is read again. */
const DEFAULT_TTL_MS = 60_000

/** The value at `path` inside a parsed JSON body, or undefined where a step is missing. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * The price-relevant part of a Store API context (`GET /context` as JSON), as one string; undefined
 * when the body is not a context (an error, another shape): then nothing is decided from it.
 */
export function priceFingerprint(context: unknown): string | undefined {
  const currencyId = field(context, 'currency', 'id') ?? field(context, 'context', 'currencyId')
  if (typeof currencyId !== 'string') return undefined
  const taxState = field(context, 'context', 'taxState')
  const displayGross = field(context, 'currentCustomerGroup', 'displayGross')
  const groupId = field(context, 'currentCustomerGroup', 'id')
  return JSON.stringify([
    currencyId,
    typeof taxState === 'string' ? taxState : 'gross',
    displayGross !== false,
    typeof groupId === 'string' ? groupId : null,
  ])
}

/** The cookie's value for a fingerprint: short, opaque, the same on every replica. */
export function cacheHashOf(fingerprint: string): string {
  return createHash('sha256').update(fingerprint).digest('hex').slice(0, 32)
}

export interface CacheHash {
  /**
   * The Set-Cookie header that brings the visitor's `sw-cache-hash` in line with `context` (a
   * parsed `GET /context` body): set when it differs from the default context, cleared when it no
   * longer does; undefined when the cookie is already right or the body says nothing.
   */
  cookieFor(context: unknown, current: string | undefined, https: boolean): Promise<string | undefined>
}

/**
 * The default context is the one the Store API gives a request without a token (read once a minute,
 * so a changed sales channel default is followed). If it cannot be read, nothing is changed: a
 * missing cookie would share a page that is not the default, a wrong one only costs the cache.
 */
export function createCacheHash(upstream: Upstream, now: () => number = Date.now): CacheHash {
  let cached: { fingerprint: string; at: number } | undefined
  let reading: Promise<string | undefined> | undefined

  const defaultFingerprint = async (): Promise<string | undefined> => {
    if (cached && now() - cached.at < DEFAULT_TTL_MS) return cached.fingerprint
    reading ??= (async () => {
      try {
        const response = await upstream.fetch(`${upstream.baseURL}/context`, {
          headers: { accept: 'application/json', 'sw-access-key': upstream.accessKey },
        })
        if (!response.ok) {
          await response.body?.cancel()
          return undefined
        }
        const fingerprint = priceFingerprint(await response.json())
        if (fingerprint) cached = { fingerprint, at: now() }
        return fingerprint
      } catch {
        return undefined
      } finally {
        reading = undefined
      }
    })()
    return reading
  }

  return {
    async cookieFor(context, current, https) {
      const fingerprint = priceFingerprint(context)
      if (!fingerprint) return undefined
      const fallback = await defaultFingerprint()
      if (!fallback) return undefined
      const wanted = fingerprint === fallback ? undefined : cacheHashOf(fingerprint)
      if (wanted === current) return undefined
      return serialize(CACHE_HASH_COOKIE, wanted ?? '', {
        path: '/',
        maxAge: wanted ? COOKIE_MAX_AGE_SECONDS : 0,
        sameSite: 'Lax',
        httpOnly: true,
        secure: https,
      })
    },
  }
}
