// The page cache's settings (see page-cache.ts), read from the environment by server/main.ts.
import { ConfigError } from './config.ts'

export interface PageCacheConfig {
  /** PAGE_CACHE_S_MAXAGE: seconds a shared cache may serve a page without asking (0: never shared). */
  sMaxAge: number
  /** PAGE_CACHE_SWR: seconds after that a stale page may still be served while it is renewed. */
  staleWhileRevalidate: number
  /** PAGE_CACHE=0 switches the in-process cache off (the headers stay: a CDN may still keep pages). */
  inProcess: boolean
  /** PAGE_CACHE_ENTRIES: most pages the in-process cache holds (oldest dropped first). */
  maxEntries: number
  /** STORE_API_CACHE_TTL_MS: how long the catalogue reads of token-less SSR are reused. */
  storeApiTtlMs: number
}

export const DEFAULT_PAGE_CACHE: PageCacheConfig = {
  sMaxAge: 60,
  staleWhileRevalidate: 300,
  inProcess: true,
  maxEntries: 500,
  storeApiTtlMs: 5_000,
}

type Env = Readonly<Record<string, string | undefined>>

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of at least 0, got '${raw}'`)
  }
  return value
}

/** Reads the page cache settings; a value that is not a whole number stops the start. */
export function loadPageCacheConfig(env: Env): PageCacheConfig {
  const flag = env.PAGE_CACHE?.trim().toLowerCase()
  if (flag && !['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(flag)) {
    throw new ConfigError(`PAGE_CACHE must be 1 or 0, got '${env.PAGE_CACHE}'`)
  }
  return {
    sMaxAge: whole(env, 'PAGE_CACHE_S_MAXAGE', DEFAULT_PAGE_CACHE.sMaxAge),
    staleWhileRevalidate: whole(env, 'PAGE_CACHE_SWR', DEFAULT_PAGE_CACHE.staleWhileRevalidate),
    inProcess: !flag || ['1', 'true', 'on', 'yes'].includes(flag),
    maxEntries: whole(env, 'PAGE_CACHE_ENTRIES', DEFAULT_PAGE_CACHE.maxEntries),
    storeApiTtlMs: whole(env, 'STORE_API_CACHE_TTL_MS', DEFAULT_PAGE_CACHE.storeApiTtlMs),
  }
}
