import type { Context, MiddlewareHandler } from 'hono'
import { STORE_API_PATH } from '../src/domain/constants.ts'
import { errorResponse } from './upstream.ts'
import { tryDecodeURIComponent } from './uri.ts'

/**
 * One Store API path, decided once: the proxy applies its rules (which bodies carry the token) to
 * `path` and sends `upstreamPath` on, so what the Store API routes is exactly what was decided on.
 */
export interface StoreApiPath {
  /** Decoded, after the prefix: `/context`, `/account/login`. */
  path: string
  /** The same segments percent-encoded in one canonical way, for the upstream URL. */
  upstreamPath: string
}

export type StoreApiPathCheck = { ok: true; value: StoreApiPath } | { ok: false; detail: string }

const PREFIX = STORE_API_PATH.slice(1)

// Characters that change a path's meaning depending on who decodes it: separators (`/`, `\`, which
// WHATWG URLs treat as `/`), `%` (a second decoding), NUL and other control characters.
const SEPARATOR_OR_ESCAPE = /[/\\%]/

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function decodeSegment(raw: string): { ok: true; value: string } | { ok: false; detail: string } {
  const value = tryDecodeURIComponent(raw)
  if (value === undefined)
    return { ok: false, detail: `Malformed percent-encoding in path segment '${raw.slice(0, 64)}'` }
  if (value === '') return { ok: false, detail: 'Empty path segment' }
  if (value === '.' || value === '..') return { ok: false, detail: 'Dot segment in path' }
  if (SEPARATOR_OR_ESCAPE.test(value) || hasControlCharacter(value))
    return { ok: false, detail: `Path segment '${raw.slice(0, 64)}' is ambiguous once decoded` }
  return { ok: true, value }
}

/** Decodes every segment of a raw pathname (`/a/b`), or says why it is ambiguous. */
function decodePath(rawPathname: string): { ok: true; segments: string[] } | { ok: false; detail: string } {
  const segments: string[] = []
  for (const raw of rawPathname.split('/').slice(1)) {
    const segment = decodeSegment(raw)
    if (!segment.ok) return segment
    segments.push(segment.value)
  }
  return { ok: true, segments }
}

/**
 * Checks a raw pathname (percent-encoded, as it came in) under the Store API prefix and returns its
 * decoded and canonical forms. Refused: malformed encoding, encoded separators, double encoding,
 * control characters, dot segments, empty segments (also a trailing slash).
 */
export function checkStoreApiPath(rawPathname: string): StoreApiPathCheck {
  const decoded = decodePath(rawPathname)
  if (!decoded.ok) return decoded
  const [prefix, ...segments] = decoded.segments
  if (prefix !== PREFIX) return { ok: false, detail: 'Not a Store API path' }
  if (segments.length === 0) return { ok: false, detail: 'Missing Store API route' }
  return {
    ok: true,
    value: {
      path: `/${segments.join('/')}`,
      upstreamPath: `/${segments.map(encodeURIComponent).join('/')}`,
    },
  }
}

/** The request line's target as the client sent it, before URL parsing resolved dot segments. */
function rawTarget(c: Context): string | undefined {
  const env = c.env as { incoming?: { url?: unknown } } | undefined
  const url = env?.incoming?.url
  if (typeof url !== 'string') return undefined
  // absolute-form (`GET http://host/path HTTP/1.1`): keep only the path.
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
}

/** Whether a raw path's first segment reads as the Store API prefix once decoded. */
function aimsAtStoreApi(rawPathname: string): boolean {
  return tryDecodeURIComponent(rawPathname.split('/')[1] ?? '') === PREFIX
}

export function invalidPathResponse(detail: string): Response {
  return errorResponse(400, 'STOREFRONT__INVALID_PATH', 'Bad Request', detail)
}

/**
 * Refuses Store API requests whose path is ambiguous, looking at the request line as sent when the
 * server has it (Node): URL parsing already resolved `/store-api/x/../context` to `/store-api/context`,
 * and `/store-api/%2e%2e/store-api/context` as well, so the proxy alone would never see them. Once
 * either form aims at the Store API, the whole raw path must be unambiguous.
 */
export function rejectAmbiguousStoreApiPaths(): MiddlewareHandler {
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname
    const target = rawTarget(c)?.split(/[?#]/)[0]
    if (!aimsAtStoreApi(pathname) && !(target !== undefined && aimsAtStoreApi(target))) return next()
    for (const candidate of [target, pathname]) {
      if (candidate === undefined) continue
      const checked = decodePath(candidate)
      if (!checked.ok) return invalidPathResponse(checked.detail)
    }
    return next()
  }
}
