import { describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import { Database } from './sqlite.ts'
import { cacheStatements } from './statement-cache.ts'

function table() {
  const db = cacheStatements(new Database(':memory:'), 3)
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)')
  db.prepare('INSERT INTO t (id, name) VALUES (?, ?)').run(1, 'one')
  db.prepare('INSERT INTO t (id, name) VALUES (?, ?)').run(2, 'two')
  return db
}

describe('statement cache', () => {
  it('prepares each SQL text once', () => {
    const db = table()
    const sql = 'SELECT name FROM t WHERE id = ?'
    expect(db.prepare(sql)).toBe(db.prepare(sql))
    expect(db.prepare(sql).get(2)).toEqual({ name: 'two' })
  })

  it("hands a kept statement back in its default mode after a caller plucked or raw'ed it", () => {
    const db = table()
    const sql = 'SELECT name FROM t ORDER BY id'
    expect(db.prepare(sql).pluck().all()).toEqual(['one', 'two'])
    expect(db.prepare(sql).all()).toEqual([{ name: 'one' }, { name: 'two' }])
    expect(db.prepare(sql).raw().all()).toEqual([['one'], ['two']])
    expect(db.prepare(sql).get()).toEqual({ name: 'one' })
  })

  it('gives a fresh statement while the kept one is being iterated', () => {
    const db = table()
    const sql = 'SELECT id FROM t ORDER BY id'
    const seen: unknown[] = []
    for (const row of db.prepare(sql).iterate()) seen.push(row, db.prepare(sql).all().length)
    expect(seen).toEqual([{ id: 1 }, 2, { id: 2 }, 2])
  })

  it('keeps at most the given number of statements, dropping the oldest', () => {
    const db = table()
    const first = db.prepare('SELECT 1')
    db.prepare('SELECT 2')
    db.prepare('SELECT 3')
    expect(db.prepare('SELECT 1')).toBe(first)
    db.prepare('SELECT 4')
    expect(db.prepare('SELECT 1')).not.toBe(first)
  })

  it('is what openDatabase returns', () => {
    const db = openDatabase(':memory:', { migrate: false })
    expect(db.prepare('SELECT 1 AS x')).toBe(db.prepare('SELECT 1 AS x'))
    db.close()
  })
})
