// Prepared statements kept per SQL text. The routes prepare their statements where they run them
// (`db.prepare(sql).get(...)`), and compiling the SQL again on every call would be the back end's
// largest single cost in a page render (docs/performance.md, "Server rendering throughput"). SQLite
// recompiles a kept statement by itself when the schema changes.

import type { Db } from './sqlite.ts'

/** More distinct SQL texts than the routes have; criteria-built SQL varies, so the oldest go first. */
export const STATEMENT_CACHE_SIZE = 500

/** Raised by forgetStatements(): every connection's kept statements are dropped on its next call. */
let generation = 0

/** Empties the caches of all connections (the query-plan recorder must see every statement prepared). */
export function forgetStatements(): void {
  generation += 1
}

/**
 * Makes `db.prepare` answer a kept statement for SQL it prepared before. A kept statement comes
 * back in its default mode (rows as objects): a caller that switched it to `pluck()` must not
 * hand single values to the next caller. A statement still being iterated (`iterate()`) cannot run
 * twice at once, so such a statement gets a fresh one instead of the busy one.
 */
export function cacheStatements(db: Db, size: number = STATEMENT_CACHE_SIZE): Db {
  type Statement = ReturnType<Db['prepare']>
  // The prototype's prepare, looked up per call: the query-plan recorder patches it for a while.
  const proto = Object.getPrototypeOf(db) as Db
  const prepare = (sql: string): Statement => proto.prepare.call(db, sql)
  const kept = new Map<string, Statement>()
  let keptGeneration = generation
  // Statements a caller switched out of the default mode: only those are switched back (switching
  // every statement back would cost three native calls on every hit).
  const switched = new WeakSet<Statement>()
  const watchModes = (statement: Statement) => {
    if (!statement.reader) return
    for (const mode of ['pluck', 'raw', 'expand'] as const) {
      const original = statement[mode].bind(statement)
      statement[mode] = ((on?: boolean) => {
        if (on !== false) switched.add(statement)
        // The driver refuses an explicit `undefined`.
        return on === undefined ? original() : original(on)
      }) as Statement[typeof mode]
    }
  }
  const cached = ((sql: string) => {
    if (keptGeneration !== generation) {
      kept.clear()
      keptGeneration = generation
    }
    const statement = kept.get(sql)
    if (statement && !statement.busy) {
      if (switched.has(statement)) {
        switched.delete(statement)
        statement.pluck(false).raw(false).expand(false)
        // The calls above switched nothing on.
        switched.delete(statement)
      }
      return statement
    }
    const fresh = prepare(sql)
    if (statement) return fresh
    watchModes(fresh)
    kept.set(sql, fresh)
    if (kept.size > size) {
      const oldest = kept.keys().next().value
      if (oldest !== undefined) kept.delete(oldest)
    }
    return fresh
  }) as Db['prepare']
  db.prepare = cached
  return db
}
