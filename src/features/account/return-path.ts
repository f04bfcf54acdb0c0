// Where the login page sends the shopper back to. Only same-origin paths are followed: anything
// that could leave the shop (absolute URLs, protocol-relative `//host`, backslash tricks, control
// characters, javascript:) falls back to the account overview, so /login?redirect= is no open redirect.

export const DEFAULT_RETURN_PATH = '/account'

export function sanitizeReturnPath(raw: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof raw !== 'string') return fallback
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Browsers treat backslashes like slashes and drop tabs/newlines inside URLs.
  if (
    value.includes('\\') ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
    return fallback
  let url: URL
  try {
    url = new URL(value, 'http://same-origin.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://same-origin.invalid') return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Never back to the pages that lead here (a loop after login).
  if (/^\/(login|register)(\/|$|\?)/.test(url.pathname)) return fallback
  return path
}
