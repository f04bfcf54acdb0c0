/**
 * Store API listing and search at 100k products, from bench/api.ts run as a child process (it seeds
 * and serves its own catalogues; only its JSON output is read here, so changes to how it measures
 * need no change in this file as long as the report keeps `results[size][scenario].p95`).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface ApiFigures {
  /** Checkout the figures come from. */
  dir: string
  listingP95Ms?: number
  searchP95Ms?: number
  error?: string
}

interface ApiReport {
  results?: Record<string, Record<string, { p95?: number }>>
}

/**
 * `env` may move its ports (BENCH_API_PORT_BASE; older checkouts ignore it and use 8201/8202).
 * A run that fails or writes no figures is reported as an error, never thrown.
 */
export function runApiBench(dir: string, env: Record<string, string>): ApiFigures {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/api.ts'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (run.status !== 0) return { dir, error: `bench/api.ts exited with ${run.status}` }
  const file = path.join(dir, 'bench/results/api.json')
  if (!existsSync(file)) return { dir, error: `${file} was not written` }
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as ApiReport
    const large = report.results?.['100k']
    const listingP95Ms = large?.listing?.p95
    const searchP95Ms = large?.search?.p95
    if (listingP95Ms === undefined || searchP95Ms === undefined) {
      return { dir, error: `${file} has no 100k listing/search p95` }
    }
    return { dir, listingP95Ms, searchP95Ms }
  } catch (error) {
    return { dir, error: error instanceof Error ? error.message : String(error) }
  }
}
