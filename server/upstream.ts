import type { Backend, BackendOptions } from '../backend/app.ts'
import type { OutboxMail } from '../backend/mail/outbox.ts'
import type { StoreApiMode } from '../src/domain/types.ts'
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
  /** Serves `/media/*` (embedded back end only). */
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

/** Wraps a raw fetch with a timeout and turns transport failures into 408/502 responses. */
export function guardedFetch(raw: RawFetch, timeoutMs: number): Upstream['fetch'] {
  return async (input, init) => {
    // The timeout covers only the wait for the headers. The raw call is raced against it rather
    // than trusted to honour the abort: Node's Request follows signals through weak references, so
    // an abort is not guaranteed to reach an in-process handler.
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new DOMException('Store API timeout', 'TimeoutError'))
        resolve('timeout')
      }, timeoutMs)
    })
    const callerSignal = init?.signal
    const onCallerAbort = () => controller.abort(callerSignal?.reason)
    if (callerSignal?.aborted) onCallerAbort()
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
    try {
      const result = await Promise.race([
        raw(new Request(input, { ...init, signal: controller.signal })),
        timedOut,
      ])
      if (result === 'timeout') {
        return errorResponse(
          408,
          UPSTREAM_TIMEOUT_CODE,
          'Request Timeout',
          `Store API did not answer within ${timeoutMs} ms`,
        )
      }
      return result
    } catch (error) {
      // The caller gave up (client disconnected): nothing to answer.
      if (callerSignal?.aborted) throw error
      if (controller.signal.aborted) {
        return errorResponse(
          408,
          UPSTREAM_TIMEOUT_CODE,
          'Request Timeout',
          `Store API did not answer within ${timeoutMs} ms`,
        )
      }
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error)
      return errorResponse(
        502,
        UPSTREAM_UNREACHABLE_CODE,
        'Bad Gateway',
        `Store API is unreachable: ${reason}`,
      )
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
    }
  }
}

/** Accepts endpoints given with or without the `/store-api` suffix. */
export function storeApiBase(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, '')
  return trimmed.endsWith('/store-api') ? trimmed : `${trimmed}/store-api`
}

export interface UpstreamDeps {
  /** Mounts the embedded back end (tests pass a fake; default: backend/app.ts, loaded lazily). */
  createBackend?: (options: BackendOptions) => Promise<Backend>
}

export async function createUpstream(
  config: UpstreamConfig,
  timeoutMs: number,
  deps: UpstreamDeps = {},
): Promise<Upstream> {
  if (config.kind === 'external') {
    return {
      mode: 'external',
      accessKey: config.accessKey,
      baseURL: storeApiBase(config.endpoint),
      fetch: guardedFetch((request) => fetch(request), timeoutMs),
      close() {},
    }
  }
  // Loaded lazily so that an external setup never opens SQLite.
  const mount = deps.createBackend ?? (await import('../backend/app.ts')).createBackend
  const backend = await mount({
    databasePath: config.databasePath,
    maintenance: config.maintenance,
    // Links in the back end's mails (registration, welcome, recovery) point at the public storefront.
    storefrontUrls: config.storefrontUrls,
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
