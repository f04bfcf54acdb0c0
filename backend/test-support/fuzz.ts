import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'

/**
 * The fuzz run's settings and its tally. The `fuzz` Vitest project's global setup
 * (fuzz-global-setup.ts) picks the seed (FUZZ_SEED, else a random one it prints) and the number of
 * requests the whole run sends (FUZZ_REQUESTS; `npm test` runs the default, `npm run test:fuzz`
 * 10,000), and hands both to every fuzz file. Each file sends its share of the requests (FUZZ_SHARES)
 * and reports what it sent; the global teardown adds the reports up, prints the figure and fails the
 * run when the requests fall short of FUZZ_REQUESTS or any answer was a 5xx.
 */

export interface FuzzSettings {
  seed: number
  requests: number
  tallyDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    fuzz: FuzzSettings
  }
}

/** What `npm test` sends: enough to cover every route and page with a few dozen inputs each. */
export const DEFAULT_FUZZ_REQUESTS = 1_500

/** Fraction of FUZZ_REQUESTS each fuzz property sends; together they make up the whole run. */
export const FUZZ_SHARES = {
  /** every Store API, payment and media route of the embedded back end (store-api.fuzz.test.ts) */
  routes: 0.58,
  /** criteria in depth (listing-search.fuzz.test.ts) */
  listingPost: 0.07,
  listingGet: 0.04,
  searchPost: 0.05,
  searchGet: 0.03,
  suggestPost: 0.03,
  suggestGet: 0.02,
  context: 0.03,
  /** a logged-in customer's wishlist (wishlist.fuzz.test.ts) */
  wishlistCriteria: 0.03,
  wishlistIds: 0.03,
  wishlistMerge: 0.03,
  /** every page route of the storefront server (server/pages.fuzz.test.ts) */
  pages: 0.06,
} as const

export type FuzzShare = keyof typeof FUZZ_SHARES

export function fuzzSettings(): FuzzSettings {
  return inject('fuzz')
}

/**
 * fast-check parameters for one property: its share of the run (at least `min` runs) and the run's
 * seed, so the same FUZZ_SEED and FUZZ_REQUESTS generate the same requests again.
 */
export function fuzzRuns(share: FuzzShare, options: { min?: number; divide?: number } = {}) {
  const { seed, requests } = fuzzSettings()
  const numRuns = Math.max(
    options.min ?? 5,
    Math.ceil((FUZZ_SHARES[share] * requests) / (options.divide ?? 1)),
  )
  return { numRuns, seed }
}

export interface FuzzReport {
  /** the file's name, one report per file */
  name: string
  /** the FUZZ_SHARES keys the file ran */
  shares: FuzzShare[]
  sent: number
  serverErrors: number
  /** answers per HTTP status */
  statuses: Record<string, number>
  /** routes or page paths the file covered, for the summary */
  targets: number
}

/** Counts one answer in a file's tally of statuses. */
export function countStatus(statuses: Record<string, number>, status: number): void {
  statuses[status] = (statuses[status] ?? 0) + 1
}

/** Writes a file's report for the global teardown (each file runs in its own worker). */
export function reportFuzz(report: FuzzReport): void {
  writeFileSync(join(fuzzSettings().tallyDir, `${report.name}.json`), JSON.stringify(report))
}
