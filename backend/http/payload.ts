import type { Context } from 'hono'
import { parseQueryString } from './query-string.ts'
import { dropPrototypeKeys, isRecord } from '../lib/plain-data.ts'
import { ApiProblem, problems } from './errors.ts'

/** Largest request body read, in bytes (1 MiB); Shopware's criteria and forms are far smaller. */
export const MAX_BODY_BYTES = 1024 * 1024

const tooLarge = (limit: number) =>
  new ApiProblem(413, 'FRAMEWORK__REQUEST_BODY_TOO_LARGE', 'The request body is too large.', {
    parameters: { maxBytes: limit },
  })

/** Bodies already read, per request: the stream can be read once, a handler may ask twice. */
const bodies = new WeakMap<Request, Buffer>()

/**
 * The request body's bytes, read as they stream: a declared Content-Length above `limit` is refused
 * before reading, and a body without one (chunked) is cut off as soon as it passes the limit, so a
 * client cannot make the server buffer more than `limit` + one chunk. The one streaming limit of
 * every route that reads a body: the Store API with MAX_BODY_BYTES, smaller forms (the payment
 * pages) with their own, smaller `limit`. Too large is a 413 FRAMEWORK__REQUEST_BODY_TOO_LARGE.
 */
export async function readBody(request: Request, limit: number = MAX_BODY_BYTES): Promise<Buffer> {
  const cached = bodies.get(request)
  if (cached !== undefined) {
    // read before under a larger limit: this reader's own limit still applies
    if (cached.byteLength > limit) throw tooLarge(limit)
    return cached
  }
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limit) throw tooLarge(limit)
  if (declared >= 0) {
    // A declared length within the limit: the HTTP parser ends the body there (a longer one is the
    // next request, a shorter one never ends), and the storefront's in-process calls carry bodies it
    // read under its own limit. Read whole, the Node server's light request reads it from the socket
    // directly instead of building a full Request and its web stream.
    const bytes = Buffer.from(await request.arrayBuffer())
    if (bytes.byteLength > limit) throw tooLarge(limit)
    bodies.set(request, bytes)
    return bytes
  }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {})
        throw tooLarge(limit)
      }
      chunks.push(value)
    }
  }
  const bytes = Buffer.concat(chunks, size)
  bodies.set(request, bytes)
  return bytes
}

/** The request body as UTF-8 text, through the same streaming limit as readBody. */
export async function readBodyText(request: Request, limit: number = MAX_BODY_BYTES): Promise<string> {
  return (await readBody(request, limit)).toString('utf8')
}

/**
 * The request's parameters as Shopware reads them: query string for every method, the JSON body
 * on top for POST/PATCH. Malformed JSON or a non-object body is a 400, never a 500. Keys that would
 * shadow Object.prototype members are dropped at any depth (lib/plain-data.ts), so what handlers get
 * is plain data: `String(value)` of any part of it cannot throw.
 */
export async function readPayload(c: Context): Promise<Record<string, unknown>> {
  const query = parseQueryString(new URL(c.req.url).searchParams)
  const base = isRecord(query) ? query : {}
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return base
  const text = await readBodyText(c.req.raw)
  if (text.trim() === '') return base
  let body: unknown
  try {
    body = dropPrototypeKeys(JSON.parse(text))
  } catch {
    throw problems.malformedJson()
  }
  if (!isRecord(body)) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The request body has to be a JSON object.',
    )
  }
  return { ...base, ...body }
}
