import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedFingerprint } from '../seed/fingerprint.ts'

/**
 * bcrypt's lowest cost, the one of the test back ends' accounts: the seeded customer's hash in the
 * template and every hash a test back end writes (createTestBackend). bcryptjs is plain JavaScript:
 * one hash or comparison at Shopware's cost 10 takes 0.1-0.4 s of CPU, and the suites register and
 * log in thousands of times; cost 4 runs the same code 64 times cheaper. The default of 10 stays
 * tested (account-session.test.ts and every back end in a process of its own).
 */
export const BCRYPT_TEST_COST = 4

/**
 * Where the seeded template database of the current seed code lives (templateDatabase() in
 * backend.ts builds it). Kept apart from that module so that the e2e configuration can find the
 * template without loading the database driver and the seed into every Playwright process.
 */
export function templateDatabasePath(): string {
  return join(tmpdir(), 'gartenwerk-test-templates', `shop-${seedFingerprint(0, BCRYPT_TEST_COST)}.sqlite`)
}
