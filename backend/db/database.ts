import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Database, type Db } from './sqlite.ts'
import { cacheStatements } from './statement-cache.ts'

export type { Db }

/** Folder of numbered migrations: `NNN_name.sql`, applied in number order, each once. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/

export interface Migration {
  version: number
  name: string
  sql: string
}

export interface OpenDatabaseOptions {
  /** Apply pending migrations (default true). */
  migrate?: boolean
  readonly?: boolean
}

/**
 * Opens (and creates) a SQLite database tuned for a small web server: WAL so readers never wait
 * for the writer, foreign keys on, and a busy timeout so a second process (seed CLI while the
 * server runs) waits instead of failing with SQLITE_BUSY.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  if (path !== ':memory:' && !options.readonly) mkdirSync(dirname(path), { recursive: true })
  const db = cacheStatements(new Database(path, { readonly: options.readonly ?? false }))
  db.pragma('busy_timeout = 5000')
  if (!options.readonly) {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
  }
  db.pragma('foreign_keys = ON')
  db.pragma('cache_size = -32000')
  db.pragma('temp_store = MEMORY')
  if (options.migrate ?? !options.readonly) migrate(db)
  return db
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = []
  for (const file of readdirSync(dir).sort()) {
    const match = MIGRATION_FILE.exec(file)
    if (!match) continue
    migrations.push({ version: Number(match[1]), name: file, sql: readFileSync(join(dir, file), 'utf8') })
  }
  const versions = new Set(migrations.map((m) => m.version))
  if (versions.size !== migrations.length) throw new Error(`Duplicate migration number in ${dir}`)
  return migrations
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, so a
 * failing migration leaves the database at the previous version. Returns the versions applied.
 */
export function migrate(db: Db, migrations: Migration[] = loadMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  )
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const done: number[] = []
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    transaction(db, () => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })
    done.push(migration.version)
  }
  return done
}

/** Runs `fn` in a transaction (nested calls become savepoints); rolls back when it throws. */
export function transaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn)()
}
