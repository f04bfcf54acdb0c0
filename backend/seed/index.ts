import { join, dirname } from 'node:path'
import { CATALOGUE_DATE } from '../core/config.ts'
import { type Db, transaction } from '../db/database.ts'
import { bulkSpecs } from './bulk.ts'
import { seedCartRules } from './cart.ts'
import { seedCatalogue, seedCategoryMedia } from './catalogue.ts'
import { catalogueSpecs } from './catalogue-specs.ts'
import { seedCms } from './cms.ts'
import { seedCmsMediaPages } from './cms-media-pages.ts'
import { type SeedContext, dayOffset } from './context.ts'
import { seedCustomers } from './customers.ts'
import { seedDerived, seedPageSeoUrls } from './derived.ts'
import { seedFingerprint } from './fingerprint.ts'
import { createMediaStore } from './images.ts'
import { createRng, seedFrom } from './prng.ts'
import { writeProduct } from './product-writer.ts'
import { seedReference } from './reference.ts'
import { type WrittenProduct, seedCrossSelling, seedPendingReview, seedReviews } from './relations.ts'
import { seedSalesChannel } from './sales-channel.ts'
import { createWriter } from './writer.ts'

export interface SeedOptions {
  /** Folder for generated images (content-addressed, shared between seeds). */
  mediaDir: string
  /** Total listed products; more than the demo catalogue adds generated series (benchmarks). */
  products?: number
  /** bcrypt cost of the seeded customer's password (default 10, Shopware's; the test template: 4) */
  passwordHashCost?: number
  onProgress?: (message: string) => void
}

export interface SeedResult {
  products: number
  rows: number
  images: number
  fingerprint: string
}

/** Default media folder for a database file: `<dirname(databasePath)>/media`. */
export const defaultMediaDir = (databasePath: string): string => join(dirname(databasePath), 'media')

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM seed_meta WHERE meta_key = 'fingerprint'").get() !== undefined
}

const BULK_CHUNK = 5000

/**
 * Fills an empty, migrated database with the demo shop. The demo rows and images are written inside
 * one transaction that stays open while images render, so a failure leaves the database empty
 * rather than half-seeded. Benchmark products (options.products) follow in chunked transactions to
 * keep the WAL small; the seed marker is written last, so an interrupted run is never "seeded".
 * Deterministic: the same code and options give the same rows.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  // A large page cache keeps one big transaction from spilling (and re-writing) pages to the WAL.
  const cacheSize = db.pragma('cache_size', { simple: true })
  db.pragma('cache_size = -262144')
  try {
    return await seed(db, options)
  } finally {
    db.pragma(`cache_size = ${Number(cacheSize)}`)
  }
}

async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (isSeeded(db)) throw new Error('Database is already seeded')
  if (db.prepare('SELECT 1 FROM product LIMIT 1').get())
    throw new Error('Database has products but no seed marker; use a new file')
  const log = options.onProgress ?? (() => {})
  const w = createWriter(db)
  const media = createMediaStore(w, options.mediaDir, CATALOGUE_DATE)
  const ctx: SeedContext = {
    db,
    w,
    media,
    createdAt: CATALOGUE_DATE,
    listed: 0,
    releaseDate: (spec) => dayOffset(CATALOGUE_DATE, -spec.releaseDaysAgo),
  }
  const fingerprint = seedFingerprint(options.products ?? 0, options.passwordHashCost)
  const specs = catalogueSpecs()
  const extra = Math.max(0, (options.products ?? 0) - specs.length)
  db.exec('BEGIN IMMEDIATE')
  // Rows reference each other in circles (sales channel ↔ CMS page ↔ SEO URLs): check keys at COMMIT.
  db.pragma('defer_foreign_keys = ON')
  try {
    seedReference(ctx)
    seedCatalogue(ctx)
    const written: WrittenProduct[] = specs.map((spec) => ({ id: writeProduct(ctx, spec).id, spec }))
    seedReviews(ctx, written, createRng(seedFrom('reviews')))
    const pendingTarget = written.find((p) => p.spec.number === 'GW-AMR-101')
    if (!pendingTarget) throw new Error('Seed data lost the Amrum sofa that carries the pending review')
    seedPendingReview(ctx, pendingTarget.id)
    seedCrossSelling(ctx, written)
    seedCategoryMedia(ctx)
    seedCms(ctx)
    seedCmsMediaPages(ctx)
    seedSalesChannel(ctx)
    seedDerived(ctx)
    seedPageSeoUrls(ctx)
    seedCustomers(ctx, options.passwordHashCost)
    seedCartRules(ctx)
    log(`rendering ${media.imageCount} images (existing files are reused)`)
    const sizes = await media.render()
    const update = db.prepare('UPDATE media SET file_size = ? WHERE id = ?')
    for (const [id, size] of sizes) update.run(size, id)
    db.exec('COMMIT')
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK')
    throw error
  }
  if (extra > 0) {
    const bulk = bulkSpecs(specs, extra, createRng(seedFrom('bulk')))
    for (let from = 0; from < bulk.length; from += BULK_CHUNK) {
      transaction(db, () => {
        for (const spec of bulk.slice(from, from + BULK_CHUNK)) writeProduct(ctx, spec)
      })
      log(`${Math.min(from + BULK_CHUNK, extra)} of ${extra} generated products`)
    }
    log('deriving cheapest prices')
    transaction(db, () => seedDerived(ctx))
  }
  const total = specs.length + extra
  const meta: Record<string, string> = {
    fingerprint,
    products: String(total),
    catalogue_date: CATALOGUE_DATE,
  }
  transaction(db, () => {
    for (const [key, value] of Object.entries(meta)) w.insert('seed_meta', { meta_key: key, value })
  })
  return { products: total, rows: w.count, images: media.imageCount, fingerprint }
}

/** Seeds when the database has not been seeded yet; returns whether it seeded. */
export async function ensureSeeded(db: Db, options: SeedOptions): Promise<boolean> {
  if (isSeeded(db)) return false
  await seedDatabase(db, options)
  return true
}
