/**
 * Sends app-system webhooks from this process, after the write that caused them committed. The
 * storefront purges its caches and Varnish on them, so the first attempt starts on the next turn of
 * the event loop (no batching delay): a sold-out product must be gone from the next anonymous page.
 * Delivery never blocks or fails the shopper's request: a receiver that is down or slow costs
 * retries here (after 0.2, 1 and 5 s, 5 s timeout per attempt), and a delivery that still fails is
 * reported once, without the secret or the URL's query. The queue is in memory and bounded: a
 * restart loses what was pending, as Shopware's synchronous admin-worker delivery would; the page
 * caches' own expiry remains the backstop.
 */
import { randomId } from '../lib/ids.ts'
import {
  type WebhookHeaderValues,
  type WebhookSource,
  type WrittenEntry,
  webhookBody,
  webhookHeaders,
} from './payload.ts'

export interface WebhookDispatcherOptions {
  urls: readonly string[]
  secret: string
  source: WebhookSource
  headers: WebhookHeaderValues
  /** pauses before the retries (default 200, 1000, 5000 ms: four attempts in all) */
  retryDelaysMs?: readonly number[]
  /** per attempt (default 5000 ms) */
  timeoutMs?: number
  /** one line per delivery given up (default console.warn) */
  warn?: (message: string) => void
  now?: () => Date
}

interface Delivery {
  url: string
  event: string
  payload: readonly WrittenEntry[]
  /** stable across retries, as Shopware's eventId */
  eventId: string
  attempt: number
}

const MAX_IN_FLIGHT = 16
const MAX_QUEUED = 10_000

/** The URL as it may appear in a log line: no credentials, query or fragment. */
function printable(url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}`
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return `${error.name === 'TimeoutError' ? 'timed out' : error.message}${cause}`
  }
  return String(error)
}

export class WebhookDispatcher {
  private readonly queue: Delivery[] = []
  private inFlight = 0
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly controllers = new Set<AbortController>()
  private idleWaiters: (() => void)[] = []
  private scheduled = false
  private closed = false
  private readonly retryDelays: readonly number[]
  private readonly timeoutMs: number
  private readonly warn: (message: string) => void
  private readonly now: () => Date
  /** attempts made and deliveries given up, for tests and metrics */
  readonly stats = { attempts: 0, delivered: 0, failed: 0, dropped: 0 }

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.retryDelays = options.retryDelaysMs ?? [200, 1000, 5000]
    this.timeoutMs = options.timeoutMs ?? 5000
    this.warn = options.warn ?? ((message) => console.warn(message))
    this.now = options.now ?? (() => new Date())
  }

  /** Queues `event` with its write results for every configured URL; returns at once. */
  emit(event: string, payload: readonly WrittenEntry[]): void {
    if (this.closed || payload.length === 0) return
    for (const url of this.options.urls) {
      if (this.queue.length >= MAX_QUEUED) {
        this.stats.dropped++
        this.warn(`webhook ${event} to ${printable(url)} dropped: ${MAX_QUEUED} deliveries already queued`)
        continue
      }
      this.queue.push({ url, event, payload, eventId: randomId(), attempt: 0 })
    }
    this.schedule()
  }

  /** Resolves once nothing is queued, waiting for a retry or in flight. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** Stops: pending retries are forgotten, requests in flight aborted. */
  close(): void {
    this.closed = true
    this.queue.length = 0
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    for (const controller of this.controllers) controller.abort()
    this.settleIdle()
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.inFlight === 0 && this.timers.size === 0
  }

  private settleIdle(): void {
    if (!this.isIdle() && !this.closed) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  /** Starts queued deliveries on the next turn, after the request that emitted them has moved on. */
  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.pump()
    })
  }

  private pump(): void {
    while (!this.closed && this.inFlight < MAX_IN_FLIGHT) {
      const delivery = this.queue.shift()
      if (!delivery) break
      this.inFlight++
      void this.attempt(delivery).finally(() => {
        this.inFlight--
        this.pump()
        this.settleIdle()
      })
    }
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const { secret, source, headers } = this.options
    const body = webhookBody(
      delivery.event,
      delivery.payload,
      source,
      delivery.eventId,
      Math.floor(this.now().getTime() / 1000),
    )
    const controller = new AbortController()
    this.controllers.add(controller)
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(this.timeoutMs)])
    this.stats.attempts++
    let failure: string | null = null
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: webhookHeaders(body, secret, headers),
        body,
        signal,
      })
      // the answer's body is not read by Shopware either; release the connection
      await res.body?.cancel()
      if (!res.ok) failure = `HTTP ${res.status}`
    } catch (error) {
      failure = reason(error)
    } finally {
      this.controllers.delete(controller)
    }
    if (failure === null) {
      this.stats.delivered++
      return
    }
    if (this.closed) return
    this.retryOrGiveUp(delivery, failure)
  }

  private retryOrGiveUp(delivery: Delivery, failure: string): void {
    const delay = this.retryDelays[delivery.attempt]
    if (delay === undefined) {
      this.stats.failed++
      this.warn(
        `webhook ${delivery.event} ${delivery.eventId} to ${printable(delivery.url)} failed after ` +
          `${delivery.attempt + 1} attempts: ${failure}`,
      )
      return
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      this.queue.push({ ...delivery, attempt: delivery.attempt + 1 })
      this.pump()
      this.settleIdle()
    }, delay)
    timer.unref()
    this.timers.add(timer)
  }
}
