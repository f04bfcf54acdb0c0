// A chunk that failed to load (a new deploy removed it) and the one reload that fetches the new
// build. The route error page (./RouteError.tsx) and the browser entries' listeners
// (src/app/chunk-reload.ts) share the rule, and with it the guard against reloading in a loop.
import { CHUNK_RELOAD_GUARD_MS } from '../../domain/constants.ts'

const STORAGE_KEY = 'sw-chunk-reload-at'

/** True for the errors browsers and Vite raise when a lazily loaded chunk is gone (new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    `${error.name} ${error.message}`,
  )
}

export interface ReloadEnvironment {
  now: () => number
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  reload: () => void
}

/**
 * Reloads the page once for a failed chunk load. A second failure within the guard window does not
 * reload again (the chunk is really missing, reloading would loop); returns whether it reloaded.
 */
export function reloadOnceForChunkError(error: unknown, env: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false
  const now = env.now()
  let last = Number.NaN
  try {
    last = Number(env.storage?.getItem(STORAGE_KEY))
  } catch {
    // Storage can throw (privacy mode); reloading without a guard is still bounded by the browser.
  }
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false
  try {
    env.storage?.setItem(STORAGE_KEY, String(now))
  } catch {
    return false
  }
  env.reload()
  return true
}
