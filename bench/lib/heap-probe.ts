/**
 * Bench-only wrapper around the production server: `node --expose-gc --import tsx
 * bench/lib/heap-probe.ts` in a checkout starts that checkout's server/main.ts unchanged and answers
 * the parent's `{ type: 'heap' }` messages over the IPC channel with the heap after a full GC. The
 * server itself gets no endpoint and no timer: nothing here runs unless the bench asks, so the
 * throughput figures of the same process are not disturbed between samples.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface HeapSample {
  /** ms since the probe started */
  atMs: number
  heapUsed: number
  heapTotal: number
  rss: number
  external: number
}

const started = Date.now()

function sample(): HeapSample {
  // Without --expose-gc the heap figure would include garbage and say nothing about a leak.
  if (typeof globalThis.gc !== 'function') throw new Error('heap-probe needs node --expose-gc')
  globalThis.gc()
  const usage = process.memoryUsage()
  return {
    atMs: Date.now() - started,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    rss: usage.rss,
    external: usage.external,
  }
}

if (process.send) {
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== 'heap') return
    try {
      process.send?.({ type: 'heap', sample: sample() })
    } catch (error) {
      process.send?.({ type: 'heap', error: error instanceof Error ? error.message : String(error) })
    }
  })
  // The IPC channel must not keep a stopped server alive.
  process.channel?.unref()
}

await import(pathToFileURL(path.resolve('server/main.ts')).href)
