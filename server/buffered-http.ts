// The transport of the server renders' own calls to an external Store API. A render reads each
// answer whole (axios parses it), the bodies are JSON of a few KB to a few hundred, and a shopper's
// render makes its context and basket calls on every page: undici's fetch spent more on its
// Request/Response objects, web streams and spec steps than the call itself (about a tenth of a
// render's CPU). This one writes the request with node:http over kept-alive sockets and answers a
// Response of the whole body. The browser's calls through the proxy, media and everything that
// streams keep using fetch. Redirects are followed as fetch does; compressed answers are inflated
// as fetch does; an abort (the caller's signal) ends the call and its body at once.

import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

const AGENTS: Record<string, http.Agent> = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
}
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const MAX_REDIRECTS = 20
/** Connection-level headers: neither sent on from the Request nor handed on in the Response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length'])

interface Call {
  url: URL
  method: string
  headers: Record<string, string>
  body: Buffer | undefined
  signal: AbortSignal
}

interface Answer {
  status: number
  statusText: string
  headers: IncomingHttpHeaders
  rawHeaders: string[]
  body: Buffer
}

/**
 * One exchange. A kept-alive socket the server closed while it was idle fails the request before
 * any answer (ECONNRESET on a reused socket, as Node's documentation describes): it is sent once
 * more on a fresh socket, which is what fetch's pool does too.
 */
async function send(call: Call): Promise<Answer> {
  try {
    return await exchange(call)
  } catch (error) {
    if (error instanceof StaleSocketError && !call.signal.aborted) return exchange(call)
    throw error instanceof StaleSocketError ? error.cause : error
  }
}

class StaleSocketError extends Error {}

function exchange(call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const transport = call.url.protocol === 'https:' ? https : http
    const agent = AGENTS[call.url.protocol]
    if (!agent) {
      reject(new TypeError(`unsupported protocol ${call.url.protocol}`))
      return
    }
    const headers = call.body ? { ...call.headers, 'content-length': String(call.body.length) } : call.headers
    const request = transport.request(
      call.url,
      { method: call.method, headers, agent, signal: call.signal },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        )
        // A body cut off (the socket closed, the call aborted) fails the call instead of ending short.
        response.on('close', () => {
          if (!response.complete) reject(call.signal.reason ?? new Error('aborted'))
        })
      },
    )
    request.on('error', (error: Error & { code?: string }) => {
      const stale = request.reusedSocket && error.code === 'ECONNRESET'
      reject(stale ? new StaleSocketError('stale kept-alive socket', { cause: error }) : error)
    })
    request.end(call.body)
  })
}

function inflated(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body)
    case 'deflate':
      return inflateSync(body)
    case 'br':
      return brotliDecompressSync(body)
    default:
      return body
  }
}

function responseOf(answer: Answer): Response {
  const headers = new Headers()
  const encoding = answer.headers['content-encoding']
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i] ?? ''
    const lower = name.toLowerCase()
    if (HOP_BY_HOP.has(lower) || (encoding && lower === 'content-encoding')) continue
    headers.append(name, answer.rawHeaders[i + 1] ?? '')
  }
  const status = answer.status
  const whole = inflated(answer.body, encoding)
  // A view of the buffer, not a copy of it (Buffer.concat and zlib make ArrayBuffer-backed buffers).
  const body = NULL_BODY_STATUSES.has(status)
    ? null
    : new Uint8Array(whole.buffer as ArrayBuffer, whole.byteOffset, whole.byteLength)
  return new Response(body, { status, statusText: answer.statusText, headers })
}

/** As fetch normalises a method: the standard ones in upper case, any other as it was given. */
function normalisedMethod(method: string): string {
  const upper = method.toUpperCase()
  return STANDARD_METHODS.has(upper) ? upper : method
}
const STANDARD_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'])

/**
 * `fetch` for one call, as far as a server render's Store API calls need it. Taken as fetch takes
 * it (`init` over the Request's own method, headers, body, signal and redirect mode), so a caller
 * that only adds a signal or headers need not copy the Request (and tee its body) first.
 */
export async function bufferedHttp(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : undefined
  const headers: Record<string, string> = {}
  const given = init?.headers ?? request?.headers
  ;(given instanceof Headers ? given : new Headers(given)).forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value
  })
  const url = new URL(request ? request.url : String(input))
  const body =
    init?.body !== undefined && init.body !== null
      ? Buffer.from(await new Response(init.body).arrayBuffer())
      : request?.body
        ? Buffer.from(await request.arrayBuffer())
        : undefined
  const redirect = init?.redirect ?? request?.redirect ?? 'follow'
  let call: Call = {
    url,
    method: normalisedMethod(init?.method ?? request?.method ?? 'GET'),
    headers,
    body,
    signal: init?.signal ?? request?.signal ?? new AbortController().signal,
  }
  for (let redirects = 0; ; redirects++) {
    const answer = await send(call)
    const location = answer.headers.location
    if (!REDIRECT_STATUSES.has(answer.status) || !location || redirect !== 'follow') {
      return responseOf(answer)
    }
    if (redirects >= MAX_REDIRECTS) throw new TypeError('redirect count exceeded')
    // As fetch: 303, and 301/302 after a POST, continue as a GET without a body.
    const asGet =
      answer.status === 303 || ((answer.status === 301 || answer.status === 302) && call.method === 'POST')
    const next = new URL(location, call.url)
    const nextHeaders = { ...call.headers }
    if (asGet) {
      delete nextHeaders['content-type']
    }
    // Credentials of one origin never travel to another.
    if (next.origin !== call.url.origin) {
      delete nextHeaders.authorization
      delete nextHeaders.cookie
    }
    call = {
      url: next,
      method: asGet && call.method !== 'HEAD' ? 'GET' : call.method,
      headers: nextHeaders,
      body: asGet ? undefined : call.body,
      signal: call.signal,
    }
  }
}
