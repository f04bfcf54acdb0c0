// The browser boot's resilience: the guarded reload for a chunk gone with a new deploy, the hourly
// build check, and no speculative prefetch where the visitor pays for bytes.
import { describe, expect, it, vi } from 'vitest'
import { createBuildCheck, fetchBuildId } from './build-check.ts'
import { isChunkLoadError, reloadOnceForChunkError } from '../features/errors/chunk-error.ts'
import { installChunkReload } from './chunk-reload.ts'
import { preloadStrategy, shouldPrefetch } from './prefetch.ts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('chunk reload', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: https://shop/assets/x-123.js',
  )

  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads once, then not again within 10 s, then again after', () => {
    let now = 1_000_000
    const reload = vi.fn()
    const env = { now: () => now, storage: memoryStorage(), reload }
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true)
    now += 9_999
    expect(reloadOnceForChunkError(chunkError, env)).toBe(false)
    now += 2
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
    expect(reloadOnceForChunkError(new Error('other'), env)).toBe(false)
  })
})

describe('chunk reload in the browser', () => {
  it('reloads once for a failed preload, tells Vite it was handled, and not again at once', () => {
    const listeners = new Map<string, (event: Event) => void>()
    const reload = vi.fn()
    const win = {
      addEventListener: (type: string, listener: (event: Event) => void) =>
        void listeners.set(type, listener),
      sessionStorage: memoryStorage(),
      location: { reload },
    } as unknown as Window
    installChunkReload(win)
    const gone = new TypeError('Failed to fetch dynamically imported module: https://shop/assets/y-1.js')
    const preloadError = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: gone,
    })
    listeners.get('vite:preloadError')?.(preloadError)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(preloadError.defaultPrevented).toBe(true)
    listeners.get('unhandledrejection')?.(Object.assign(new Event('unhandledrejection'), { reason: gone }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('build check', () => {
  it('turns stale once a different build id is published, every hour', async () => {
    let tick: () => void = () => {}
    const fetchId = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce('b1')
      .mockResolvedValueOnce('b2')
    const check = createBuildCheck({
      currentBuildId: 'b1',
      fetchBuildId: fetchId,
      setInterval: (callback, ms) => {
        expect(ms).toBe(3_600_000)
        tick = callback
      },
    })
    await check.check()
    expect(check.isStale()).toBe(false)
    tick()
    await vi.waitFor(() => expect(check.isStale()).toBe(true))
  })

  it('stays fresh when the check fails', async () => {
    const check = createBuildCheck({
      currentBuildId: 'b1',
      fetchBuildId: () => Promise.reject(new Error('offline')),
      setInterval: () => 0,
    })
    await check.check()
    expect(check.isStale()).toBe(false)
  })

  it('reads buildId from /build-info.json', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ buildId: 'abc' }), { status: 200 }))
    expect(await fetchBuildId(fetcher)).toBe('abc')
    expect(fetcher).toHaveBeenCalledWith('/build-info.json', expect.objectContaining({ cache: 'no-store' }))
    expect(await fetchBuildId(async () => new Response('', { status: 404 }))).toBeUndefined()
  })
})

describe('prefetch guard', () => {
  it('prefetches unless data-saver or a slow connection', () => {
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(false)
    expect(preloadStrategy(undefined)).toBe(false)
    expect(preloadStrategy({ connection: { saveData: true } } as unknown as Navigator)).toBe(false)
    expect(preloadStrategy({} as Navigator)).toBe('intent')
  })
})
