/**
 * How the serialisers read tables: rows, translations merged along the language chain, and the
 * conversions of stored values to the Store API's (string, number, boolean, ISO date).
 */
import type { Db } from '../db/database.ts'
import type { Row } from '../db/rows.ts'

/** Every row a query returns; the serializers' one way to read a table. */
export function all(db: Db, sql: string, ...params: unknown[]): Row[] {
  return db.prepare<unknown[], Row>(sql).all(...params)
}

/** The ids of rows, as strings, for batch lookups of translations and media. */
export const ids = (rows: readonly Row[]): string[] => rows.map((r) => String(r.id))

/**
 * Loads translation rows of many entities at once and merges them field by field along the
 * language chain (request language first, then the system default), as Shopware's `translated`.
 * Table and column names come from code, never from requests.
 */
export function loadTranslations(
  db: Db,
  table: string,
  foreignKey: string,
  ids: readonly string[],
  chain: readonly string[],
): Map<string, Row> {
  const out = new Map<string, Row>()
  if (ids.length === 0) return out
  const rows = db
    .prepare<[string, string], Row>(
      `SELECT * FROM ${table} WHERE ${foreignKey} IN (SELECT value FROM json_each(?))
       AND language_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids), JSON.stringify(chain))
  const rank = (lang: unknown) => chain.indexOf(String(lang))
  rows.sort((a, b) => rank(b.language_id) - rank(a.language_id))
  for (const row of rows) {
    const id = String(row[foreignKey])
    const merged = out.get(id) ?? {}
    // later rows have higher priority: a non-null value overrides the fallback language's
    for (const [k, v] of Object.entries(row)) if (v !== null || !(k in merged)) merged[k] = v
    out.set(id, merged)
  }
  return out
}

export function str(v: unknown): string | null {
  return v === null || v === undefined ? null : String(v)
}

export function num(v: unknown): number | null {
  return typeof v === 'number' ? v : v === null || v === undefined ? null : Number(v)
}

export function bool(v: unknown): boolean {
  return v === 1 || v === true || v === '1'
}

/** ISO date-time as Shopware prints it; seed dates are already ISO strings. */
export function date(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? new Date(v).toISOString() : null
}

/** Drops keys whose value is null: optional schema properties are typed non-null. */
export function compact<T extends Record<string, unknown>>(o: T): T {
  for (const k of Object.keys(o)) if (o[k] === null || o[k] === undefined) delete o[k]
  return o
}
