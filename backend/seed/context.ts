import type { Db } from '../db/database.ts'
import type { MediaStore } from './images.ts'
import type { ProductSpec } from './product-spec.ts'
import type { Writer } from './writer.ts'

/** What every seed step gets: the database, a row writer, the media store and a fixed clock. */
export interface SeedContext {
  db: Db
  w: Writer
  media: MediaStore
  /** CATALOGUE_DATE as ISO string; every created_at in the seed derives from it. */
  createdAt: string
  /** Listed products written so far; numbers full-text rows (see product-index.ts). */
  listed: number
  /** Release date of a product spec (ISO), relative to the catalogue date. */
  releaseDate(spec: ProductSpec): string
}

const DAY = 86_400_000

/** ISO date `days` before (negative) or after the catalogue date. */
export function dayOffset(base: string, days: number): string {
  return new Date(Date.parse(base) + days * DAY).toISOString()
}
