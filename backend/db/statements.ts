import type { Statement } from 'better-sqlite3'
import type { Db } from './database.ts'

/**
 * Prepared statements of the hot read paths (listing, search, product loading), kept per
 * connection: preparing parses and plans the SQL again, about 0.05–0.1 ms a statement, several
 * times per listing request. Only for statements whose SQL text comes from code (bounded set);
 * callers run them with `.all()`/`.get()` and never toggle `pluck()`/`raw()` on the shared object
 * (use `plucked` for single-column lists). A running `.iterate()` would block reuse, so none here.
 */
const MAX_STATEMENTS = 500
const caches = new WeakMap<Db, { generation: number; map: Map<string, Statement<unknown[], unknown>> }>()
let generation = 0

function cacheOf(db: Db): Map<string, Statement<unknown[], unknown>> {
  let cache = caches.get(db)
  if (!cache || cache.generation !== generation) {
    cache = { generation, map: new Map() }
    caches.set(db, cache)
  }
  return cache.map
}

export function statement<Row = unknown>(db: Db, sql: string): Statement<unknown[], Row> {
  const cache = cacheOf(db)
  let hit = cache.get(sql)
  if (!hit) {
    // Listing SQL varies with the filters a request combines; drop the oldest beyond the bound.
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value ?? '')
    hit = db.prepare<unknown[], unknown>(sql)
    cache.set(sql, hit)
  }
  return hit as Statement<unknown[], Row>
}

/** A cached statement that returns the first column of each row (its own cache entry). */
export function plucked<Value = unknown>(db: Db, sql: string): Statement<unknown[], Value> {
  const cache = cacheOf(db)
  const key = `pluck:${sql}`
  let hit = cache.get(key)
  if (!hit) {
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value ?? '')
    hit = db.prepare<unknown[], unknown>(sql).pluck()
    cache.set(key, hit)
  }
  return hit as Statement<unknown[], Value>
}

/** Empties the caches of all connections (the query-plan recorder must see every statement prepared). */
export function forgetStatements(): void {
  generation += 1
}
