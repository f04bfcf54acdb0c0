/**
 * The return URLs of a payment (finishUrl, errorUrl): where the shop's finalize route sends the
 * shopper's browser afterwards, in a Location header. Parsed and normalised once, when
 * /handle-payment receives them, and checked again before finalize answers with one, so the shop's
 * own finalize link can never become a redirect to another site or a header it cannot write.
 */

/** Longer return URLs are refused (Shopware's URL fields are 2048 long as well). */
export const MAX_RETURN_URL = 2048

/**
 * Characters no return URL may hold, raw or percent-encoded: controls (C0, DEL, C1: tab and line
 * breaks among them), format characters (zero-width, bidi overrides, BOM), every space separator
 * including U+2028/U+2029, and the backslash. Browsers drop tabs and line breaks from a Location
 * and read a backslash as a slash, which turns `/\t/host` or `/\host` into `//host` (another site);
 * a line break cannot be written into a header at all.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Z}\\]/u

/**
 * What a return URL may not hold once its %XX escapes are decoded: controls, format characters and
 * line/paragraph separators. A page or proxy that decodes the URL must not find a line break in it;
 * an encoded space (`?q=a%20b`) is ordinary and stays allowed.
 */
const FORBIDDEN_DECODED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** Any origin works as the base: a path is resolved against it and must stay on it. */
const PATH_BASE = 'http://return-url.invalid'

/** The text with its %XX escapes decoded as UTF-8; null when an escape is malformed. */
function percentDecoded(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * The URL as it is stored and later sent as Location, or null when it is refused: a path on the
 * shop's own origin (`/checkout/finish?…`, kept relative) or an absolute http(s) URL for which
 * `isShopOrigin` holds (one of the sales channel's domains), without user info. Protocol-relative
 * (`//host`), backslash and control-character tricks, anything relative that does not start with
 * one slash, and other schemes are refused. The result is the parser's own serialisation (dot
 * segments resolved, non-ASCII escaped), so what was checked is exactly what is sent.
 */
export function normaliseReturnUrl(value: string, isShopOrigin: (url: URL) => boolean): string | null {
  if (value.length === 0 || value.length > MAX_RETURN_URL || FORBIDDEN.test(value)) return null
  const decoded = percentDecoded(value)
  // encoded, they pass the parser untouched; a page or proxy that decodes them must not see them
  if (decoded === null || FORBIDDEN_DECODED.test(decoded)) return null
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null
    let url: URL
    try {
      url = new URL(value, PATH_BASE)
    } catch {
      return null
    }
    if (url.origin !== PATH_BASE) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    // `/%2F/host` or `/%5Chost`, decoded by a server that then redirects, would be `//host` again
    const decodedPath = percentDecoded(url.pathname)
    if (decodedPath === null || decodedPath.startsWith('//') || decodedPath.includes('\\')) return null
    return path.length <= MAX_RETURN_URL ? path : null
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  // `http:host/x` parses as http://host/x: only the written form `scheme://` is taken
  if (!value.toLowerCase().startsWith(`${url.protocol}//`)) return null
  if (!isShopOrigin(url)) return null
  return url.href.length <= MAX_RETURN_URL ? url.href : null
}

/**
 * `url` with Shopware's `error-code` query parameter added before any fragment (so the page gets
 * it); the rest of the normalised URL stays as it was.
 */
export function withErrorCode(url: string, code: string): string {
  const hashAt = url.indexOf('#')
  const base = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}error-code=${encodeURIComponent(code)}${hash}`
}
