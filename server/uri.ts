// Percent-decoding and same-origin paths for everything in server/ that reads a URL a client wrote.
// A client chooses every byte of the request line, so a malformed escape (`/%zz`) or a path that a
// browser reads as another host (`//evil.example`) is ordinary input here, never an exception or a
// redirect off the shop.

/**
 * decodeURIComponent that answers undefined for a malformed escape (`%zz`, a cut-off `%E0%A4%A`)
 * instead of throwing a URIError: one uncaught throw made a page request answer 500. Every decode
 * in server/ goes through here.
 */
export function tryDecodeURIComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}
