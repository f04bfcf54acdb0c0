import { randomInt } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { DEFAULT_FUZZ_REQUESTS, FUZZ_SHARES, type FuzzReport, type FuzzShare } from './fuzz.ts'

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not "${value}"`)
  return parsed
}

/**
 * Global setup of the `fuzz` Vitest project (see fuzz.ts): seed and request count in, the figure
 * out. The summary line is what `npm run test:fuzz` is run for.
 */
export default function setup(project: TestProject): () => void {
  const seed = positiveInteger('FUZZ_SEED', process.env.FUZZ_SEED, randomInt(2 ** 31 - 1))
  const requests = positiveInteger('FUZZ_REQUESTS', process.env.FUZZ_REQUESTS, DEFAULT_FUZZ_REQUESTS)
  const tallyDir = mkdtempSync(join(tmpdir(), 'gartenwerk-fuzz-'))
  project.provide('fuzz', { seed, requests, tallyDir })
  console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays this run), ${requests} requests planned`)

  return () => {
    const reports = readdirSync(tallyDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(tallyDir, name), 'utf8')) as FuzzReport)
    rmSync(tallyDir, { recursive: true, force: true })
    if (reports.length === 0) return
    const sent = reports.reduce((sum, r) => sum + r.sent, 0)
    const serverErrors = reports.reduce((sum, r) => sum + r.serverErrors, 0)
    const parts = reports
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r) => `${r.name} ${r.sent.toLocaleString('en')} over ${r.targets}`)
    const statuses = new Map<string, number>()
    for (const r of reports)
      for (const [status, n] of Object.entries(r.statuses ?? {}))
        statuses.set(status, (statuses.get(status) ?? 0) + n)
    const byStatus = [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n.toLocaleString('en')}`)
      .join(', ')
    console.log(
      `fuzz: ${sent.toLocaleString('en')} requests sent (${parts.join('; ')}), ` +
        `${serverErrors} answered 5xx, seed ${seed}\nfuzz: answers by status: ${byStatus}`,
    )
    // Only a complete run is held to the planned figure (a single file may be run on its own).
    const ran = new Set<FuzzShare>(reports.flatMap((r) => r.shares))
    const complete = (Object.keys(FUZZ_SHARES) as FuzzShare[]).every((share) => ran.has(share))
    if (serverErrors > 0) throw new Error(`fuzz: ${serverErrors} answers were 5xx (seed ${seed})`)
    if (complete && sent < requests)
      throw new Error(`fuzz: only ${sent} of the ${requests} planned requests were sent (seed ${seed})`)
  }
}
