import type { MiddlewareHandler } from 'hono'

/**
 * Shopware's request headers a Store API client may send from another origin (the headers of
 * Shopware's PlatformRequest that its CorsListener allows and exposes), plus the two generic ones.
 */
export const CORS_HEADERS = [
  'Content-Type',
  'Authorization',
  'sw-access-key',
  'sw-context-token',
  'sw-language-id',
  'sw-currency-id',
  'sw-version-id',
  'sw-include-seo-urls',
  'sw-inheritance',
  'sw-expect-packages',
  'sw-skip-trigger-flow',
  'sw-app-integration-id',
  'sw-app-user-id',
] as const

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE'

/** `*` (Shopware's default: any origin) or an explicit list of allowed origins. */
export type CorsOrigins = '*' | readonly string[]

/**
 * STORE_API_CORS_ORIGINS: unset or `*` allows any origin, as Shopware does; a comma-separated list
 * of origins (`https://shop.example,https://pwa.example`) allows only those. A value that is not an
 * origin is refused at start rather than silently allowing nothing.
 */
export function parseCorsOrigins(raw: string | undefined): CorsOrigins {
  const value = raw?.trim() ?? ''
  if (value === '' || value === '*') return '*'
  return value.split(',').map((entry) => {
    const trimmed = entry.trim()
    let url: URL
    try {
      url = new URL(trimmed)
    } catch {
      throw new Error(`STORE_API_CORS_ORIGINS: '${trimmed}' is not an origin`)
    }
    if (url.origin !== trimmed.replace(/\/$/, '')) {
      throw new Error(`STORE_API_CORS_ORIGINS: '${trimmed}' is not an origin (no path or query)`)
    }
    return url.origin
  })
}

/**
 * CORS as Shopware's CorsListener answers it on the Store API: a preflight (`OPTIONS`) is answered
 * at once with 204, before the access-key check (a browser never sends custom headers with a
 * preflight), and every answer allows the origin, Shopware's headers and exposes them, so a browser
 * client on another origin can read `sw-context-token`. No credentials are allowed: the Store API
 * identifies the visitor by header, never by cookie. With a list of origins, other origins get no
 * CORS headers at all (the browser then refuses the read).
 */
export function storeApiCors(origins: CorsOrigins = '*'): MiddlewareHandler {
  const headerList = CORS_HEADERS.join(',')
  const allowOrigin = (requestOrigin: string | undefined): string | null => {
    if (origins === '*') return '*'
    return requestOrigin !== undefined && origins.includes(requestOrigin) ? requestOrigin : null
  }
  const apply = (headers: Headers, requestOrigin: string | undefined): void => {
    // a per-origin answer differs by Origin: shared caches must keep them apart
    if (origins !== '*') headers.append('Vary', 'Origin')
    const allowed = allowOrigin(requestOrigin)
    if (allowed === null) return
    headers.set('Access-Control-Allow-Origin', allowed)
    headers.set('Access-Control-Allow-Methods', ALLOW_METHODS)
    headers.set('Access-Control-Allow-Headers', headerList)
    headers.set('Access-Control-Expose-Headers', headerList)
  }
  return async (c, next) => {
    const requestOrigin = c.req.header('origin')
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers()
      apply(headers, requestOrigin)
      return new Response(null, { status: 204, headers })
    }
    await next()
    apply(c.res.headers, requestOrigin)
  }
}
