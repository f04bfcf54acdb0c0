import type { Backend, BackendOptions } from '../backend/app.ts'
import type { OutboxMail } from '../backend/mail/outbox.ts'
import type { StoreApiMode } from '../src/domain/types.ts'
import { bufferedHttp } from './buffered-http.ts'
import type { UpstreamConfig } from './config.ts'

/**
 * One way to reach the Store API, whatever it is: `fetch(path)` takes the part after `/store-api`
 * (with query) and never throws for transport failures: an unreachable upstream answers 502 and a
 * slow one 408, both in Shopware's error shape, so the proxy and the SSR loaders see ordinary HTTP
 * errors (and the error pages get the right status).
 */
export interface Upstream {
  /** The in-process back end or an external Shopware; the storefront shows which. */
  mode: StoreApiMode
  accessKey: string
  /** Base URL for server-side Store API clients (`…/store-api`). */
  baseURL: string
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>
  /**
   * The same for the server renders' own calls, which read every answer whole (an external Store
   * API: buffered-http.ts, lighter than fetch). Absent: `fetch`.
   */
  renderFetch?: Upstream['fetch']
  /** Serves `/media/*`: the embedded back end's, or the external Store API host's. */
  media?: (request: Request) => Promise<Response>
  /** The newest outbox mails, newest first (embedded back end only: the development mailbox). */
  listOutbox?: (limit?: number) => OutboxMail[]
  /**
   * The demo payment provider's hosted pages and Shopware's payment return route (embedded back
   * end only; a real Shopware brings its own payment apps), served on the storefront's origin.
   */
  paymentGateway?: { paths: readonly string[]; fetch: (request: Request) => Promise<Response> }
  close(): void
}

export const UPSTREAM_UNREACHABLE_CODE = 'STOREFRONT__STORE_API_UNREACHABLE'
export const UPSTREAM_TIMEOUT_CODE = 'STOREFRONT__STORE_API_TIMEOUT'

export function errorResponse(status: number, code: string, title: string, detail: string): Response {
  const body = { errors: [{ status: String(status), code, title, detail }] }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

type RawFetch = (request: Request) => Promise<Response>

/**
 * The error a body stream fails with when the Store API stops sending halfway. Its `code` is what
 * axios (the storefront's client) reads as a timeout, so a stalled body becomes the 408 page like a
 * slow answer, and is not retried.
 */
export class UpstreamBodyTimeoutError extends Error {
  readonly code = 'ETIMEDOUT'
  constructor(timeoutMs: number) {
    super(`Store API did not finish its answer within ${timeoutMs} ms`)
    this.name = 'UpstreamBodyTimeoutError'
  }
}

/** How one phase of an upstream call ended early: its deadline passed or the caller gave up. */
type Cut = 'timeout' | 'aborted'

/**
 * A deadline for one phase of an upstream call: settles with 'timeout' after `ms` (and aborts the
 * call) or with 'aborted' as soon as the call's signal is aborted by anyone, whichever is first.
 * Never rejects; `clear` stops the timer.
 */
function phaseDeadline(controller: AbortController, ms: number, reason: string) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let onAbort: (() => void) | undefined
  const settled = new Promise<Cut>((resolve) => {
    timer = setTimeout(() => {
      resolve('timeout')
      controller.abort(new DOMException(reason, 'TimeoutError'))
    }, ms)
    // A body nobody reads must not keep the process alive (or a drain waiting) until it fires.
    timer.unref?.()
    onAbort = () => resolve('aborted')
    if (controller.signal.aborted) onAbort()
    else controller.signal.addEventListener('abort', onAbort, { once: true })
  })
  return {
    settled,
    clear() {
      clearTimeout(timer)
      if (onAbort) controller.signal.removeEventListener('abort', onAbort)
    },
  }
}

const timeoutResponse = (timeoutMs: number) =>
  errorResponse(
    408,
    UPSTREAM_TIMEOUT_CODE,
    'Request Timeout',
    `Store API did not answer within ${timeoutMs} ms`,
  )

/**
 * The response with a body that must arrive within `timeoutMs` after the headers: a Store API that
 * sends its headers and then stalls would otherwise hold the page (or the proxied call) forever.
 * On the deadline the upstream request is aborted and the body fails with UpstreamBodyTimeoutError;
 * when the caller gives up, it fails with the caller's reason. `done` runs once the body is over.
 */
function withBodyDeadline(
  response: Response,
  controller: AbortController,
  timeoutMs: number,
  done: () => void,
): Response {
  const source = response.body
  if (!source) {
    done()
    return response
  }
  const reader = source.getReader()
  const deadline = phaseDeadline(controller, timeoutMs, 'Store API body timeout')
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    deadline.clear()
    done()
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(stream) {
      try {
        const next = await Promise.race([reader.read(), deadline.settled])
        if (next === 'timeout') throw new UpstreamBodyTimeoutError(timeoutMs)
        if (next === 'aborted') throw controller.signal.reason
        if (next.done) {
          finish()
          stream.close()
        } else stream.enqueue(next.value)
      } catch (error) {
        finish()
        reader.cancel(error).catch(() => {})
        stream.error(error)
      }
    },
    cancel(reason) {
      finish()
      return reader.cancel(reason)
    },
  })
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/**
 * Wraps a raw fetch with deadlines and turns transport failures into 408/502 responses: the
 * headers must arrive within `timeoutMs` (else 408), and then the body within `timeoutMs` more
 * (else the body stream fails, see withBodyDeadline). A caller that aborts (the visitor went away,
 * the page's own deadline passed) ends the call at once, in either phase.
 */
export function guardedFetch(raw: RawFetch, timeoutMs: number): Upstream['fetch'] {
  return (input, init) =>
    guarded(
      (signal) => raw(new Request(input, { ...init, signal })),
      init?.signal ?? undefined,
      timeoutMs,
      false,
    )
}

/**
 * guardedFetch for a raw fetch that answers with the whole body read (buffered-http.ts): the one
 * deadline covers the whole exchange, so the body needs no stream of its own around it, and the
 * call is handed on as fetch takes it (the render's Request is not copied to change its signal).
 */
export function guardedWholeFetch(
  raw: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
  timeoutMs: number,
): Upstream['fetch'] {
  return (input, init) =>
    guarded((signal) => raw(input, { ...init, signal }), init?.signal ?? undefined, timeoutMs, true)
}

async function guarded(
  call: (signal: AbortSignal) => Promise<Response>,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
  wholeBody: boolean,
): Promise<Response> {
  // The raw call is raced against the deadline rather than trusted to honour the abort: Node's
  // Request follows signals through weak references, so an abort is not guaranteed to reach an
  // in-process handler.
  const controller = new AbortController()
  const onCallerAbort = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) onCallerAbort()
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
  const release = () => callerSignal?.removeEventListener('abort', onCallerAbort)
  const headersDeadline = phaseDeadline(controller, timeoutMs, 'Store API timeout')
  let result: Response | Cut
  try {
    result = await Promise.race([call(controller.signal), headersDeadline.settled])
  } catch (error) {
    release()
    // The caller gave up (client disconnected): nothing to answer.
    if (callerSignal?.aborted) throw error
    if (controller.signal.aborted) return timeoutResponse(timeoutMs)
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error)
    return errorResponse(502, UPSTREAM_UNREACHABLE_CODE, 'Bad Gateway', `Store API is unreachable: ${reason}`)
  } finally {
    headersDeadline.clear()
  }
  if (result === 'timeout') {
    release()
    return timeoutResponse(timeoutMs)
  }
  if (result === 'aborted') {
    release()
    throw callerSignal?.reason ?? new DOMException('The operation was aborted', 'AbortError')
  }
  if (wholeBody) {
    release()
    return result
  }
  return withBodyDeadline(result, controller, timeoutMs, release)
}

/** Accepts endpoints given with or without the `/store-api` suffix. */
export function storeApiBase(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, '')
  return trimmed.endsWith('/store-api') ? trimmed : `${trimmed}/store-api`
}

export interface UpstreamDeps {
  /** Mounts the embedded back end (tests pass a fake; default: backend/app.ts, loaded lazily). */
  createBackend?: (options: BackendOptions) => Promise<Backend>
  /** Where the embedded back end's internal errors and metrics go (the server's logger and registry). */
  backend?: Pick<BackendOptions, 'log' | 'metrics' | 'webhooks'>
}

export async function createUpstream(
  config: UpstreamConfig,
  timeoutMs: number,
  deps: UpstreamDeps = {},
): Promise<Upstream> {
  if (config.kind === 'external') {
    const external = guardedFetch((request) => fetch(request), timeoutMs)
    return {
      mode: 'external',
      accessKey: config.accessKey,
      baseURL: storeApiBase(config.endpoint),
      fetch: external,
      renderFetch: guardedWholeFetch(bufferedHttp, timeoutMs),
      // Media URLs on the shop's own origin (a standalone embedded back end names them so) come
      // from the Store API's host; a Shopware with a media CDN never sends visitors here.
      media: (request) => {
        const url = new URL(request.url)
        return external(`${config.endpoint}${url.pathname}${url.search}`, { signal: request.signal })
      },
      close() {},
    }
  }
  // Loaded lazily so that an external setup never opens SQLite.
  const mount = deps.createBackend ?? (await import('../backend/app.ts')).createBackend
  const backend = await mount({
    databasePath: config.databasePath,
    ...(config.mediaDir ? { mediaDir: config.mediaDir } : {}),
    maintenance: config.maintenance,
    // Links in the back end's mails (registration, welcome, recovery) point at the public storefront.
    storefrontUrls: config.storefrontUrls,
    ...deps.backend,
  })
  return {
    mode: 'embedded',
    accessKey: backend.accessKey,
    // In-process: the host is never resolved, requests go straight to backend.fetch.
    baseURL: 'http://embedded.invalid/store-api',
    fetch: guardedFetch((request) => backend.fetch(request), timeoutMs),
    media: (request) => backend.fetch(request),
    listOutbox: (limit) => backend.listOutbox(limit),
    paymentGateway: backend.paymentGateway,
    close: () => backend.close(),
  }
}
