import type { Statement } from 'better-sqlite3'
import type { Db } from '../db/database.ts'
import { IDS } from '../lib/ids.ts'
import { LANGS, type L, type Lang } from './data/types.ts'

export type Value = string | number | null
export type Row = Record<string, Value>

export const LANGUAGE_ID: Record<Lang, string> = {
  de: IDS.languageDe,
  en: IDS.languageEn,
  fr: IDS.languageFr,
}

/** A translated column value: the same for every language (string/number/null) or one per language. */
export type TValue = Value | L

export interface Writer {
  insert(table: string, row: Row): void
  /** Writes one `<table>` row per language; `row` values may be `L` (per language) or plain. */
  translate(table: string, row: Record<string, TValue>): void
  count: number
}

const isL = (value: TValue): value is L => typeof value === 'object' && value !== null

/**
 * Caches one prepared INSERT per table and column list: the large seed (100k products) spends its
 * time in SQLite, not in re-preparing statements.
 */
export function createWriter(db: Db): Writer {
  const statements = new Map<string, Statement>()
  const writer: Writer = {
    count: 0,
    insert(table, row) {
      const columns = Object.keys(row)
      const key = `${table}(${columns.join(',')})`
      let statement = statements.get(key)
      if (!statement) {
        const quoted = columns.map((c) => `"${c}"`).join(', ')
        statement = db.prepare(
          `INSERT INTO ${table} (${quoted}) VALUES (${columns.map(() => '?').join(', ')})`,
        )
        statements.set(key, statement)
      }
      statement.run(...columns.map((c) => row[c] ?? null))
      writer.count++
    },
    translate(table, row) {
      for (const lang of LANGS) {
        const out: Row = { language_id: LANGUAGE_ID[lang] }
        for (const [column, value] of Object.entries(row)) out[column] = isL(value) ? value[lang] : value
        writer.insert(table, out)
      }
    },
  }
  return writer
}

/** JSON for TEXT columns; undefined/null stay NULL. */
export function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value)
}
