// Percent-decoding and same-origin paths for everything in server/ that reads a URL a client wrote.
// A client chooses every byte of the request line, so a malformed escape (`/%zz`) or a path that a
// browser reads as another host (`//evil.example`) is ordinary input here, never an exception or a
// redirect off the shop.

/**
 * decodeURIComponent that answers undefined for a malformed escape (`%zz`, a cut-off `%E0%A4%A`)
 * instead of throwing a URIError: an uncaught throw would make a page request answer 500. Every decode
 * in server/ goes through here.
 */
export function tryDecodeURIComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * A path (with query and fragment) that a Location header may carry and that can only lead to
 * this shop: one leading `/` followed by anything but another `/` or `\`. A leading run of slashes
 * and backslashes collapses to one `/` (`//evil.example/x` and `/\evil.example` are another host to
 * a browser); anything outside printable ASCII (control characters, which browsers drop inside
 * URLs, spaces, U+2028, which a header cannot carry) or a path that does not start with `/` gives
 * `fallback`. URL parsing already percent-encodes all of those in a path, so a refusal here means
 * the caller built the path from something that was never parsed.
 */
export function sameOriginPath(raw: string, fallback = '/'): string {
  const path = raw.replace(/^[/\\]+/, '/')
  if (!path.startsWith('/')) return fallback
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i)
    if (code <= 0x20 || code >= 0x7f) return fallback
  }
  return path
}
