import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadMigrations, migrate, openDatabase, transaction } from './database.ts'

const dirs: string[] = []
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'gw-db-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('openDatabase and migrations', () => {
  it('applies every migration once; reopening and re-running applies nothing', () => {
    const path = join(tempDir(), 'shop.sqlite')
    const first = openDatabase(path)
    const versions = loadMigrations().map((m) => m.version)
    expect(versions.length).toBeGreaterThan(0)
    expect(first.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(
      versions,
    )
    expect(migrate(first)).toEqual([])
    first.close()
    const second = openDatabase(path)
    expect(migrate(second)).toEqual([])
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(second.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(
      second.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'product_search'").pluck().get(),
    ).toBe(1)
    second.close()
  })

  it('rolls a failing migration back and records nothing for it', () => {
    const dir = tempDir()
    writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE a (id INTEGER);')
    writeFileSync(join(dir, '002_broken.sql'), 'CREATE TABLE b (id INTEGER); INSERT INTO missing VALUES (1);')
    const db = openDatabase(':memory:', { migrate: false })
    expect(() => migrate(db, loadMigrations(dir))).toThrow(/missing/)
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1])
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'b'").pluck().get()).toBe(0)
    db.close()
  })

  it('rejects duplicate migration numbers', () => {
    const dir = tempDir()
    writeFileSync(join(dir, '001_a.sql'), 'SELECT 1;')
    writeFileSync(join(dir, '001_b.sql'), 'SELECT 1;')
    expect(() => loadMigrations(dir)).toThrow(/Duplicate/)
  })

  it('transaction commits on success and rolls back on error', () => {
    const db = openDatabase(':memory:', { migrate: false })
    db.exec('CREATE TABLE t (v INTEGER)')
    transaction(db, () => db.exec('INSERT INTO t VALUES (1)'))
    expect(() =>
      transaction(db, () => {
        db.exec('INSERT INTO t VALUES (2)')
        throw new Error('boom')
      }),
    ).toThrow('boom')
    expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual([1])
    db.close()
  })
})
