import type { Context } from 'hono'
import {
  CONTEXT_TOKEN_COOKIE,
  CONTEXT_TOKEN_HEADER,
  SHARED_CONTEXT_HEADER,
  SHARED_CONTEXT_HEADER_VALUE,
  STOREFRONT_REQUEST_HEADER,
  STOREFRONT_REQUEST_HEADER_VALUE,
} from '../src/domain/constants.ts'
import { CACHE_HASH_COOKIE, type CacheHash } from './cache-hash.ts'
import { clientAddressOf, type TrustedProxies } from './client-address.ts'
import { longLivedCookie, readCookie } from './cookies.ts'
import { checkStoreApiPath, invalidPathResponse } from './store-api-path.ts'
import {
  errorResponse,
  UPSTREAM_TIMEOUT_CODE,
  UPSTREAM_UNREACHABLE_CODE,
  type Upstream,
  UpstreamBodyTimeoutError,
} from './upstream.ts'

/** Request headers the browser may pass on; everything else (cookies, auth, hop-by-hop) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'sw-language-id',
  'sw-currency-id',
  'sw-include-seo-urls',
]

/** Response headers that describe the upstream connection or would leak state, not the payload. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  // fetch already decoded the body, so its encoding and length no longer apply.
  'content-encoding',
  'content-length',
  CONTEXT_TOKEN_HEADER,
])

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])
const MAX_BODY_BYTES = 1024 * 1024

/** Shopware tokens are short alphanumeric strings; anything else is not written into a cookie. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

export function isValidContextToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token)
}

/**
 * Responses whose body carries the context token: `/context` (`token`), login, logout and
 * registration (`contextToken`) and the cart (`token`, which is the context token in Shopware).
 */
const TOKEN_IN_BODY =
  /^\/(?:context|account\/(?:login|logout|register|register-confirm)|checkout\/cart(?:\/.*)?)$/
const BODY_TOKEN_FIELDS = ['token', 'contextToken'] as const

/**
 * The upstream body, read whole before anything is answered, so that a Store API which stops
 * sending halfway becomes a clean 408 (or 502) in Shopware's shape instead of a cut-off answer. The
 * browser must not see the context token (that is the point of the HttpOnly cookie), so the bodies
 * that echo it get it nulled.
 */
async function payloadOf(path: string, response: Response): Promise<Uint8Array<ArrayBuffer> | string> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  const json = response.headers.get('content-type')?.includes('application/json') ?? false
  if (!TOKEN_IN_BODY.test(path) || !json || !response.ok) return bytes
  const text = new TextDecoder().decode(bytes)
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return text
    if (!BODY_TOKEN_FIELDS.some((field) => field in parsed)) return text
    const cleaned: Record<string, unknown> = { ...parsed }
    for (const field of BODY_TOKEN_FIELDS) if (field in cleaned) cleaned[field] = null
    return JSON.stringify(cleaned)
  } catch {
    return text
  }
}

/** The answer when the Store API sent its headers but not its whole body. */
function incompleteBody(error: unknown): Response {
  if (error instanceof UpstreamBodyTimeoutError)
    return errorResponse(408, UPSTREAM_TIMEOUT_CODE, 'Request Timeout', error.message)
  const reason = error instanceof Error ? error.message : String(error)
  return errorResponse(
    502,
    UPSTREAM_UNREACHABLE_CODE,
    'Bad Gateway',
    `Store API broke off its answer: ${reason}`,
  )
}

/**
 * Reads a request body while it streams in, up to `limit` bytes; undefined (and the stream
 * cancelled) as soon as it grows past that. A chunked body has no length to check up front, and
 * reading it whole first would let one request fill the memory.
 */
export async function readLimited(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!stream) return new Uint8Array(0)
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** 413 that also ends the connection: the unread rest of the body must not be taken for a request. */
function bodyTooLarge(): Response {
  const response = errorResponse(
    413,
    'STOREFRONT__BODY_TOO_LARGE',
    'Content Too Large',
    `Request body exceeds ${MAX_BODY_BYTES} bytes`,
  )
  response.headers.set('connection', 'close')
  return response
}

/**
 * Calls after which the price-relevant context may differ (currency, country, login, a changed
 * default address): the `sw-cache-hash` cookie is brought in line with the context they leave.
 */
const CONTEXT_CHANGES =
  /^\/(?:context|account\/(?:login|logout|register|register-confirm|change-profile|address(?:\/.*)?))$/

/** The context a token has now (parsed JSON), or undefined when it cannot be read. */
async function contextOf(
  upstream: Upstream,
  token: string | undefined,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await upstream.fetch(`${upstream.baseURL}/context`, {
    headers: upstreamHeaders(new Headers(), upstream.accessKey, token),
    signal,
  })
  if (!response.ok) {
    await response.body?.cancel()
    return undefined
  }
  return response.json()
}

function parsed(payload: Uint8Array | string): unknown {
  try {
    return JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload))
  } catch {
    return undefined
  }
}

export interface ProxyOptions {
  upstream: Upstream
  /** Keeps the `sw-cache-hash` cookie in line with the context (absent: no cookie is ever set). */
  cacheHash?: CacheHash
  isHttps: (request: Request) => boolean
  /** Whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies
  /** The shop's public origins (PUBLIC_URL on every domain): pages that may send mutations. */
  publicOrigins?: readonly string[]
}

/**
 * Whether a mutation comes from a page of another site. The `x-storefront` header already makes a
 * browser ask first (CORS preflight, which this server never grants); this second check refuses
 * what a browser marks as cross-site anyway, for clients or extensions that skip the preflight.
 * Allowed: no Origin at all (same-origin GETs, non-browser clients), the origin of the Host the
 * request was sent to, and the configured public origins (a reverse proxy may pass an internal
 * Host). `Origin: null` (sandboxed frames, cross-site redirects) is never one of the shop's pages.
 */
export function isCrossSite(request: Request, publicOrigins: readonly string[]): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  if (publicOrigins.includes(origin)) return false
  try {
    const host = request.headers.get('host') ?? new URL(request.url).host
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/** Builds the upstream request headers from the browser's request (allow-list) plus our secrets. */
export function upstreamHeaders(
  incoming: Headers,
  accessKey: string,
  contextToken: string | undefined,
  clientAddress?: string,
): Headers {
  const headers = new Headers()
  // The visitor's address as this server decided it (clientAddressOf; never what the browser
  // claims): the Store API's per-client rate limits (login, recovery, contact, newsletter) key on it.
  if (clientAddress) headers.set('x-forwarded-for', clientAddress)
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name)
    if (value !== null) headers.set(name, value)
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  headers.set('sw-access-key', accessKey)
  if (contextToken) headers.set(CONTEXT_TOKEN_HEADER, contextToken)
  return headers
}

/** The same-origin `/store-api/*` endpoint of the storefront. */
export function createStoreApiProxy({
  upstream,
  isHttps,
  trustedProxies,
  publicOrigins = [],
  cacheHash,
}: ProxyOptions) {
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw
    const url = new URL(request.url)
    const method = request.method.toUpperCase()

    if (
      !SAFE_METHODS.has(method) &&
      request.headers.get(STOREFRONT_REQUEST_HEADER) !== STOREFRONT_REQUEST_HEADER_VALUE
    ) {
      return errorResponse(
        403,
        'STOREFRONT__REQUEST_HEADER_MISSING',
        'Forbidden',
        `${method} requests to the Store API need the header '${STOREFRONT_REQUEST_HEADER}: ${STOREFRONT_REQUEST_HEADER_VALUE}'`,
      )
    }
    if (!SAFE_METHODS.has(method) && isCrossSite(request, publicOrigins)) {
      return errorResponse(
        403,
        'STOREFRONT__CROSS_SITE_REQUEST',
        'Forbidden',
        `${method} requests to the Store API are accepted from the shop's own pages only`,
      )
    }
    // Decided on the decoded path, sent on in its canonical spelling: `/store-api/%63ontext` is the
    // context route for the Store API, so it must be for the token rules here as well.
    const checked = checkStoreApiPath(url.pathname)
    if (!checked.ok) return invalidPathResponse(checked.detail)
    const { path, upstreamPath } = checked.value

    let body: Uint8Array<ArrayBuffer> | undefined
    if (method !== 'GET' && method !== 'HEAD') {
      const declared = Number(request.headers.get('content-length') ?? '0')
      const read = declared > MAX_BODY_BYTES ? undefined : await readLimited(request.body, MAX_BODY_BYTES)
      if (!read) return bodyTooLarge()
      body = read
    }

    // A read as a page kept for everyone was rendered (SHARED_CONTEXT_HEADER): nobody's context in,
    // and nothing of the fresh context the answer names goes into the visitor's cookies.
    const shared = request.headers.get(SHARED_CONTEXT_HEADER) === SHARED_CONTEXT_HEADER_VALUE
    const cookieToken = shared ? null : readCookie(request.headers.get('cookie'), CONTEXT_TOKEN_COOKIE)
    const token = isValidContextToken(cookieToken) ? cookieToken : undefined
    const response = await upstream.fetch(`${upstream.baseURL}${upstreamPath}${url.search}`, {
      method,
      headers: upstreamHeaders(
        request.headers,
        upstream.accessKey,
        token,
        clientAddressOf(c, trustedProxies),
      ),
      body: body && body.byteLength > 0 ? body : undefined,
      signal: request.signal,
    })

    const headers = new Headers()
    response.headers.forEach((value, name) => {
      const lower = name.toLowerCase()
      // The Store API allows any origin (as Shopware does); this same-origin endpoint, which adds
      // the visitor's cookie token, grants no other site anything.
      if (lower.startsWith('access-control-')) return
      if (!DROPPED_RESPONSE_HEADERS.has(lower)) headers.append(name, value)
    })
    // Responses depend on the visitor's token cookie: never share them between visitors.
    headers.set('cache-control', 'private, no-store')
    const newToken = shared ? null : response.headers.get(CONTEXT_TOKEN_HEADER)
    if (isValidContextToken(newToken) && newToken !== token) {
      headers.append(
        'set-cookie',
        longLivedCookie(CONTEXT_TOKEN_COOKIE, newToken, { https: isHttps(request), httpOnly: true }),
      )
    }
    const readsContext = method === 'GET' && path === '/context'
    const changesContext = !SAFE_METHODS.has(method) && CONTEXT_CHANGES.test(path)
    /** Sets or clears `sw-cache-hash` from the context this call left (cache-hash.ts). */
    const syncCacheHash = async (context: () => Promise<unknown> | unknown) => {
      if (shared || !cacheHash || !response.ok || !(readsContext || changesContext)) return
      const current = readCookie(request.headers.get('cookie'), CACHE_HASH_COOKIE)
      const cookie = await cacheHash.cookieFor(await context(), current, isHttps(request))
      if (cookie) headers.append('set-cookie', cookie)
    }
    const tokenNow = isValidContextToken(newToken) ? newToken : token
    const contextNow = () => contextOf(upstream, tokenNow, request.signal).catch(() => undefined)
    // HEAD, and the statuses that never have a body (204 from address defaults, wishlist merges…):
    // a Response with a body, even an empty one, cannot carry them.
    if (method === 'HEAD' || NULL_BODY_STATUSES.has(response.status)) {
      await response.body?.cancel()
      await syncCacheHash(contextNow)
      return new Response(null, { status: response.status, statusText: response.statusText, headers })
    }
    let payload: Uint8Array<ArrayBuffer> | string
    try {
      payload = await payloadOf(path, response)
    } catch (error) {
      // The visitor went away: nothing to answer.
      if (request.signal.aborted) throw error
      return incompleteBody(error)
    }
    await syncCacheHash(readsContext ? () => parsed(payload) : contextNow)
    return new Response(payload, { status: response.status, statusText: response.statusText, headers })
  }
}
