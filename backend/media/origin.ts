/**
 * The standalone back end's public origin for absolute media URLs: PUBLIC_URL when set (the origin
 * behind a TLS proxy or on another host), else where it listens on this machine. A value with a
 * path or another scheme is refused at start: it would put broken URLs in every product answer.
 */
export function parseMediaOrigin(raw: string | undefined, port: number): string {
  const value = raw?.trim() ?? ''
  if (value === '') return `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) origin, got '${value}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http(s) origin, got '${value}'`)
  if (url.origin !== value.replace(/\/+$/, ''))
    throw new Error(`PUBLIC_URL must be an origin without path or query, got '${value}'`)
  return url.origin
}
