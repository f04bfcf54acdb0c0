import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedFingerprint } from '../seed/fingerprint.ts'

/**
 * Where the seeded template database of the current seed code lives (templateDatabase() in
 * backend.ts builds it). Kept apart from that module so that the e2e configuration can find the
 * template without loading the database driver and the seed into every Playwright process.
 */
export function templateDatabasePath(): string {
  return join(tmpdir(), 'gartenwerk-test-templates', `shop-${seedFingerprint()}.sqlite`)
}
