// GET /_storefront/shopper: what a shared catalogue page leaves out, read once after it loaded. A page
// kept for everyone (page-cache.ts) is rendered without the visitor's token, so its header shows
// nobody's basket, name or wishlist; the browser asks here once (src/system/shopper.ts) and shows
// them. One request instead of the context, the cart and the wishlist one by one, the token added
// here from the HttpOnly cookie as the proxy does. Private and never stored.

import type { Env, Hono } from 'hono'
import { ApiError, createStoreApiClient } from '../src/api/index.ts'
import { mapSessionContext } from '../src/api/mappers/context.ts'
import type { Cart } from '../src/domain/cart.ts'
import { CONTEXT_TOKEN_COOKIE, CONTEXT_TOKEN_HEADER } from '../src/domain/constants.ts'
import { SHOPPER_PATH, type ShopperState } from '../src/domain/shopper.ts'
import type { SessionContext } from '../src/domain/types.ts'
import { CACHE_HASH_COOKIE, type CacheHash } from './cache-hash.ts'
import { longLivedCookie, readCookie } from './cookies.ts'
import { isValidContextToken } from './proxy.ts'
import { errorResponse, type Upstream } from './upstream.ts'

const LANGUAGE_ID = /^[0-9a-f]{32}$/

interface ShopperRouteOptions {
  upstream: Upstream
  isHttps: (request: Request) => boolean
  cacheHash: CacheHash
}

const NOBODY: ShopperState = { session: null, cart: null, wishlist: null }

function json(state: ShopperState, cookies: string[] = []): Response {
  const headers = new Headers({
    'content-type': 'application/json',
    'cache-control': 'private, no-store',
  })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(state), { headers })
}

export function mountShopperRoute<E extends Env>(
  app: Hono<E>,
  { upstream, isHttps, cacheHash }: ShopperRouteOptions,
): void {
  app.get(SHOPPER_PATH, async (c) => {
    const request = c.req.raw
    const cookieHeader = request.headers.get('cookie')
    const cookieToken = readCookie(cookieHeader, CONTEXT_TOKEN_COOKIE)
    // A visitor without a token has nothing of their own yet: answered without the Store API.
    if (!isValidContextToken(cookieToken)) return json(NOBODY)
    const language = request.headers.get('sw-language-id')
    let token = cookieToken
    const headers: Record<string, string> = {
      accept: 'application/json',
      'sw-access-key': upstream.accessKey,
      [CONTEXT_TOKEN_HEADER]: token,
      ...(language && LANGUAGE_ID.test(language) ? { 'sw-language-id': language } : {}),
    }
    try {
      // The context first: an expired token is replaced there, and the cart must be the new one's.
      const contextResponse = await upstream.fetch(`${upstream.baseURL}/context`, {
        headers,
        signal: request.signal,
      })
      if (!contextResponse.ok) {
        await contextResponse.body?.cancel()
        return errorResponse(502, 'STOREFRONT__SHOPPER_UNAVAILABLE', 'Bad Gateway', 'Context not readable')
      }
      const renewed = contextResponse.headers.get(CONTEXT_TOKEN_HEADER)
      if (isValidContextToken(renewed)) token = renewed
      const wire: unknown = await contextResponse.json()
      const session: SessionContext = {
        ...mapSessionContext(wire as Parameters<typeof mapSessionContext>[0]),
        token: null,
      }
      const api = createStoreApiClient({
        baseURL: upstream.baseURL,
        fetch: upstream.fetch,
        headers: { 'sw-access-key': upstream.accessKey, [CONTEXT_TOKEN_HEADER]: token },
        languageId: () => headers['sw-language-id'],
      })
      const loggedIn = session.customer !== null && !session.customer.guest
      const [cart, wishlist] = await Promise.all([
        api.cart.get().then((read): Cart => ({ ...read, token: null })),
        // A customer without a wishlist yet gets a 404: an empty list.
        loggedIn
          ? api.wishlist.productIds().catch((error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return []
              throw error
            })
          : Promise.resolve(null),
      ])
      const https = isHttps(request)
      const cookies: string[] = []
      if (token !== cookieToken) {
        cookies.push(longLivedCookie(CONTEXT_TOKEN_COOKIE, token, { https, httpOnly: true }))
      }
      // A token from before the cache hash existed (or a context changed elsewhere) is set right here.
      const hash = await cacheHash.cookieFor(wire, readCookie(cookieHeader, CACHE_HASH_COOKIE), https)
      if (hash) cookies.push(hash)
      return json({ session, cart, wishlist }, cookies)
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 })
      const reason = error instanceof Error ? error.message : String(error)
      return errorResponse(502, 'STOREFRONT__SHOPPER_UNAVAILABLE', 'Bad Gateway', reason)
    }
  })
}
