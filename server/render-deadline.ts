/**
 * A deadline for rendering one page as a whole. Every Store API call has its own deadline
 * (guardedFetch), but a page makes several in a row (context, menus, then the page's entity), so
 * calls each just under their limit could still hold a visitor for a minute. When the page's
 * deadline passes, every Store API call it still waits for is aborted at once, the page is rendered
 * again as the Store API timeout (the 408 page, no upstream call), and a response already streaming
 * gets a short grace to finish before it is cut off.
 */

import { setMaxListeners } from 'node:events'

/** What a stream gets after the deadline to finish with the errors its aborted calls produce. */
export const STREAM_GRACE_MS = 2_000

export interface RenderDeadline {
  /** Aborted when the deadline passes (or the visitor goes away). */
  readonly signal: AbortSignal
  /** `fetch` whose calls are aborted with the page. */
  bind(
    fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
  ): typeof globalThis.fetch
  /** The promise's value, or 'timeout' when the deadline passes first. */
  race<T>(promise: Promise<T>): Promise<T | 'timeout'>
  /** The body, cut off STREAM_GRACE_MS after the deadline; the deadline ends with the stream. */
  guard(body: ReadableStream<Uint8Array> | null): ReadableStream<Uint8Array> | null
  /** Ends the deadline (nothing left to watch). */
  clear(): void
}

export function renderDeadline(ms: number, visitor: AbortSignal): RenderDeadline {
  const controller = new AbortController()
  // Every Store API call of the page listens to this one signal (a product page makes a dozen);
  // Node's default of 10 listeners would warn of a leak where there is none.
  setMaxListeners(64, controller.signal)
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Page not rendered within ${ms} ms`, 'TimeoutError')),
    ms,
  )
  timer.unref?.()
  const onVisitorGone = () => controller.abort(visitor.reason)
  if (visitor.aborted) onVisitorGone()
  else visitor.addEventListener('abort', onVisitorGone, { once: true })
  const clear = () => {
    clearTimeout(timer)
    visitor.removeEventListener('abort', onVisitorGone)
  }
  const expired = new Promise<'timeout'>((resolve) => {
    if (controller.signal.aborted) resolve('timeout')
    else controller.signal.addEventListener('abort', () => resolve('timeout'), { once: true })
  })

  return {
    signal: controller.signal,
    bind: (fetch) => (input, init) =>
      fetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal,
      }),
    race: (promise) => Promise.race([promise, expired]),
    guard(body) {
      if (!body) {
        clear()
        return null
      }
      const reader = body.getReader()
      let grace: ReturnType<typeof setTimeout> | undefined
      const cutOff = new Promise<'cut'>((resolve) => {
        const startGrace = () => {
          grace = setTimeout(() => resolve('cut'), STREAM_GRACE_MS)
          grace.unref?.()
        }
        if (controller.signal.aborted) startGrace()
        else controller.signal.addEventListener('abort', startGrace, { once: true })
      })
      const end = () => {
        clear()
        clearTimeout(grace)
      }
      return new ReadableStream<Uint8Array>({
        async pull(stream) {
          try {
            const next = await Promise.race([reader.read(), cutOff])
            if (next === 'cut') throw new DOMException(`Page not rendered within ${ms} ms`, 'TimeoutError')
            if (next.done) {
              end()
              stream.close()
            } else stream.enqueue(next.value)
          } catch (error) {
            end()
            reader.cancel(error).catch(() => {})
            stream.error(error)
          }
        },
        cancel(reason) {
          end()
          return reader.cancel(reason)
        },
      })
    },
    clear,
  }
}
