// Browser boot: a tab left open across a deploy learns of the new build and turns its next
// navigation into a page load (src/entry-client.tsx loads this an hour in).
import { BUILD_CHECK_INTERVAL_MS, BUILD_INFO_PATH } from '../domain/constants.ts'

export interface BuildCheckEnvironment {
  currentBuildId: string
  fetchBuildId: () => Promise<string | undefined>
  setInterval: (callback: () => void, ms: number) => unknown
}

/**
 * Polls for a newer build every hour. Once one is out, `isStale()` turns true for good and the
 * router turns the next navigation into a full page load (fresh HTML, fresh chunks).
 */
export function createBuildCheck(env: BuildCheckEnvironment) {
  let stale = false
  const check = async () => {
    if (stale) return
    try {
      const latest = await env.fetchBuildId()
      if (latest && latest !== env.currentBuildId) stale = true
    } catch {
      // Offline or deploy in progress: try again at the next interval.
    }
  }
  env.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS)
  return { check, isStale: () => stale }
}

export async function fetchBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetcher(BUILD_INFO_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) return undefined
  const body = (await response.json()) as { buildId?: unknown }
  return typeof body.buildId === 'string' ? body.buildId : undefined
}
