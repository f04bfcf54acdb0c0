import type { Statement } from 'better-sqlite3'
import type { Db } from './database.ts'
import { Database } from './sqlite.ts'
import { forgetStatements } from './statement-cache.ts'

/** One distinct SQL statement a piece of code ran, with SQLite's plan for it. */
export interface QueryPlan {
  sql: string
  /** EXPLAIN QUERY PLAN rows, indented by depth as the sqlite3 shell prints them */
  plan: string[]
}

type Method = 'all' | 'get' | 'iterate' | 'run'
const RUNS: readonly Method[] = ['all', 'get', 'iterate', 'run']

interface PlanRow {
  id: number
  parent: number
  detail: string
}

function explain(db: Db, prepare: Db['prepare'], sql: string, args: unknown[]): string[] {
  const statement = prepare.call(db, `EXPLAIN QUERY PLAN ${sql}`) as Statement<unknown[], PlanRow>
  const rows = statement.all(...args)
  const depth = new Map<number, number>([[0, -1]])
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? -1) + 1
    depth.set(r.id, d)
    return `${'  '.repeat(d)}${r.detail}`
  })
}

/**
 * Runs `fn` and records every statement it prepares (on any connection), each with its query plan
 * explained with the arguments of its first run, so the planner sees what the real query saw. For
 * tests and `scripts/query-plans.ts`: hot paths are checked for full scans without timing anything.
 * Statements prepared and cached before the call would escape the recording, so the statement
 * cache is emptied before and after. Not for production code: it patches the driver's prototype.
 */
export async function recordQueryPlans<T>(
  fn: () => T | Promise<T>,
): Promise<{ result: T; plans: QueryPlan[] }> {
  const plans = new Map<string, QueryPlan>()
  const proto = Database.prototype as Db
  const prepare = proto.prepare
  forgetStatements()
  const recording = function (this: Db, sql: string) {
    const db = this
    const statement = prepare.call(db, sql)
    if (!statement.reader && !/^\s*(UPDATE|DELETE)/i.test(sql)) return statement
    const proxy: object = new Proxy(statement, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          if (RUNS.includes(key as Method) && !plans.has(sql)) {
            plans.set(sql, { sql: sql.replace(/\s+/g, ' ').trim(), plan: explain(db, prepare, sql, args) })
          }
          const out: unknown = value.apply(target, args)
          // pluck(), raw(), bind() … return the statement itself: keep the caller on the proxy
          return out === target ? proxy : out
        }
      },
    })
    return proxy
  } as Db['prepare']
  proto.prepare = recording
  try {
    const result = await fn()
    return { result, plans: [...plans.values()] }
  } finally {
    proto.prepare = prepare
    forgetStatements()
  }
}

/**
 * The plan lines that read a whole table instead of searching an index. `SCAN json_each` (the id
 * lists the queries bind) and SCANs of FTS5 virtual tables (a MATCH is answered by FTS5's own
 * index) are not full scans of stored rows.
 */
export function fullScans(plan: QueryPlan): string[] {
  return plan.plan
    .map((line) => line.trim())
    .filter((line) => /^SCAN /.test(line) && !/^SCAN (json_each|\w+ VIRTUAL TABLE INDEX \d+:M)/.test(line))
}
