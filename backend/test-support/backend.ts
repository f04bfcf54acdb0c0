import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type Backend, type BackendOptions, createBackend } from '../app.ts'
import { openDatabase } from '../db/database.ts'
import { seedDatabase } from '../seed/index.ts'
import { BCRYPT_TEST_COST, templateDatabasePath } from './template-path.ts'

export { ensureSeeded, seedDatabase } from '../seed/index.ts'

/** Images are content-addressed, so one folder serves every template and every test run. */
export const TEST_MEDIA_DIR = join(tmpdir(), 'gartenwerk-test-media')
const LOCK_STALE_MS = 5 * 60_000
const WAIT_MS = 180_000

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))

async function seedTemplate(target: string): Promise<void> {
  const building = `${target}.${process.pid}.building`
  rmSync(building, { force: true })
  const db = openDatabase(building)
  try {
    await seedDatabase(db, { mediaDir: TEST_MEDIA_DIR, passwordHashCost: BCRYPT_TEST_COST })
    // Fold the WAL into the main file so a plain file copy is a complete database.
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.pragma('journal_mode = DELETE')
  } finally {
    db.close()
  }
  renameSync(building, target)
}

/**
 * Path of a seeded template database for the current seed code, built once and shared by all test
 * files (vitest forks run in parallel: the first takes a lock file and seeds, the others wait).
 */
export async function templateDatabase(): Promise<string> {
  const target = templateDatabasePath()
  const dir = dirname(target)
  mkdirSync(dir, { recursive: true })
  const lock = `${target}.lock`
  const deadline = Date.now() + WAIT_MS
  while (!existsSync(target)) {
    let fd: number | undefined
    try {
      fd = openSync(lock, 'wx')
    } catch {
      // Someone else is seeding. A lock older than LOCK_STALE_MS belongs to a crashed run.
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0
      if (age > LOCK_STALE_MS) rmSync(lock, { force: true })
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the template database ${target}`)
      await sleep(200)
      continue
    }
    try {
      if (!existsSync(target)) {
        await seedTemplate(target)
        removeOldTemplates(dir, target)
      }
    } finally {
      closeSync(fd)
      rmSync(lock, { force: true })
    }
  }
  return target
}

/** Templates of older seed code pile up in tmp (one per code change); drop those unused for an hour. */
function removeOldTemplates(dir: string, keep: string): void {
  const cutoff = Date.now() - 3_600_000
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (file === keep || !/^shop-[0-9a-f]+\.sqlite$/.test(name)) continue
    if (statSync(file).atimeMs < cutoff && statSync(file).mtimeMs < cutoff) rmSync(file, { force: true })
  }
}

export interface TestBackend {
  backend: Backend
  /** Calls the app in-process with the demo access key (unless `init.headers` sets one). */
  request(path: string, init?: RequestInit): Promise<Response>
  databasePath: string
}

/**
 * A back end on a private copy of the seeded template (fast: no seeding per test file); its password
 * hashes cost BCRYPT_TEST_COST unless `opts.passwordHashCost` says otherwise.
 */
export async function createTestBackend(
  opts: Partial<Omit<BackendOptions, 'databasePath'>> = {},
): Promise<TestBackend> {
  const template = await templateDatabase()
  const dir = mkdtempSync(join(tmpdir(), 'gartenwerk-test-'))
  const databasePath = join(dir, 'shop.sqlite')
  copyFileSync(template, databasePath)
  const inner = await createBackend({
    mediaDir: TEST_MEDIA_DIR,
    passwordHashCost: BCRYPT_TEST_COST,
    ...opts,
    databasePath,
  })
  const backend: Backend = {
    ...inner,
    close() {
      inner.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return {
    backend,
    databasePath,
    request(path, init = {}) {
      const headers = new Headers(init.headers)
      if (!headers.has('sw-access-key')) headers.set('sw-access-key', backend.accessKey)
      return backend.fetch(new Request(new URL(path, 'http://localhost'), { ...init, headers }))
    },
  }
}
