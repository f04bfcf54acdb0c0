import { pipeline, Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { constants, createGzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/** Below this, gzip's header and the CPU cost are not worth it. */
const MIN_BYTES = 1024
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/**
 * gzip with a sync flush after every chunk: a streamed SSR page (shell first, deferred data later)
 * reaches the browser chunk by chunk instead of when the stream ends, as a plain gzip stream
 * (or `CompressionStream`) would hold it back. Costs a few bytes per chunk.
 */
export function gzipStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gzip = createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  // pipeline tears both down together: a client that goes away cancels the SSR stream (which
  // releases the request's actor system), and a failing SSR stream errors the response.
  pipeline(source, gzip, () => {})
  return Readable.toWeb(gzip) as unknown as ReadableStream<Uint8Array>
}

/**
 * Compresses pages and Store API JSON for browsers that accept gzip. Leaves alone: responses that
 * already have an encoding (precompressed assets, an upstream's), HEAD, partial content, small
 * bodies with a known length, `no-transform`, and types that are compressed already (images).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const headers = res.headers
    const length = headers.get('content-length')
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.status === 204 ||
      headers.has('content-encoding') ||
      !COMPRESSIBLE.test(headers.get('content-type') ?? '') ||
      (length !== null && Number(length) < MIN_BYTES) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')
    ) {
      return
    }
    const vary = headers.get('vary')
    const gzip = acceptsGzip(c.req.header('accept-encoding'))
    // Hono's `c.res` setter copies the previous response's headers onto the new one, so the
    // encoding headers are fixed up after the assignment.
    if (gzip) c.res = new Response(gzipStream(res.body), res)
    if (!vary || !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
      c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    if (gzip) {
      c.res.headers.delete('content-length')
      c.res.headers.set('content-encoding', 'gzip')
    }
  }
}
