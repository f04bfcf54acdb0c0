import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { IDS } from '../lib/ids.ts'
import { TEST_MEDIA_DIR } from '../test-support/backend.ts'
import { ensureSeeded, seedDatabase } from './index.ts'

let dir: string
let a: Db
let b: Db

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-seed-'))
  a = openDatabase(join(dir, 'a.sqlite'))
  b = openDatabase(join(dir, 'b.sqlite'))
  await seedDatabase(a, { mediaDir: TEST_MEDIA_DIR })
  await seedDatabase(b, { mediaDir: TEST_MEDIA_DIR })
})
afterAll(() => {
  a.close()
  b.close()
  rmSync(dir, { recursive: true, force: true })
})

const tables = (db: Db): string[] =>
  db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'product_search_%' AND name <> 'schema_migrations' ORDER BY name",
    )
    .pluck()
    .all() as string[]

function tableHash(db: Db, table: string): string {
  const hash = createHash('sha1')
  for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY 1, 2`).raw().iterate())
    hash.update(JSON.stringify(row))
  return hash.digest('hex')
}

const count = (db: Db, sql: string, ...params: unknown[]): number =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number

describe('seed', () => {
  it('is deterministic: two seeds give identical rows in every table', () => {
    expect(tables(a)).toEqual(tables(b))
    for (const table of tables(a)) expect(tableHash(a, table), table).toBe(tableHash(b, table))
  })

  it('refuses to seed twice and ensureSeeded is a no-op on a seeded database', async () => {
    await expect(seedDatabase(a, { mediaDir: TEST_MEDIA_DIR })).rejects.toThrow(/already seeded/)
    expect(await ensureSeeded(a, { mediaDir: TEST_MEDIA_DIR })).toBe(false)
  })

  it('has the catalogue the demo needs', () => {
    expect(count(a, 'SELECT count(*) FROM product WHERE parent_id IS NULL')).toBeGreaterThanOrEqual(150)
    expect(count(a, 'SELECT count(*) FROM product WHERE child_count > 0')).toBeGreaterThanOrEqual(30)
    expect(
      count(
        a,
        'SELECT count(*) FROM product WHERE child_count > 0 AND child_count <> (SELECT count(*) FROM product v WHERE v.parent_id = product.id)',
      ),
    ).toBe(0)
    expect(count(a, 'SELECT count(DISTINCT product_id) FROM product_configurator_setting')).toBe(
      count(a, 'SELECT count(*) FROM product WHERE child_count > 0'),
    )
    expect(
      count(a, 'SELECT count(*) FROM category WHERE parent_id = ?', IDS.categoryMainRoot),
    ).toBeGreaterThanOrEqual(8)
    expect(count(a, 'SELECT count(DISTINCT product_id) FROM product_price_tier')).toBeGreaterThan(10)
    expect(count(a, 'SELECT count(*) FROM product_price WHERE list_gross > gross')).toBeGreaterThan(10)
    expect(
      count(
        a,
        'SELECT count(*) FROM product_price WHERE regulation_gross IS NOT NULL AND regulation_gross < list_gross',
      ),
    ).toBeGreaterThan(0)
    expect(
      count(a, 'SELECT count(*) FROM product WHERE mark_as_topseller = 1 AND parent_id IS NULL'),
    ).toBeGreaterThan(5)
    expect(count(a, 'SELECT count(*) FROM product_cross_selling')).toBeGreaterThan(100)
    expect(count(a, 'SELECT count(*) FROM country')).toBeGreaterThanOrEqual(12)
    expect(count(a, "SELECT customer_tax_enabled FROM country WHERE iso = 'CH'")).toBe(1)
    expect(count(a, 'SELECT count(*) FROM currency')).toBe(2)
    expect(count(a, 'SELECT count(*) FROM payment_method')).toBe(5)
    expect(count(a, 'SELECT count(*) FROM shipping_method')).toBe(3)
  })

  it('marks the care guide as a download with a private PDF', () => {
    const guide = a.prepare('SELECT states FROM product WHERE id = ?').get(IDS.careGuideProduct) as {
      states: string
    }
    expect(JSON.parse(guide.states)).toEqual(['is-download'])
    const file = a
      .prepare(
        'SELECT m.path, m.private FROM product_download d JOIN media m ON m.id = d.media_id WHERE d.product_id = ?',
      )
      .get(IDS.careGuideProduct) as { path: string; private: number }
    expect(file.private).toBe(1)
    expect(readFileSync(join(TEST_MEDIA_DIR, file.path), 'latin1')).toMatch(
      /^%PDF-1\.4[\s\S]*Garden furniture care guide[\s\S]*%%EOF\n$/,
    )
  })

  it('translates every translatable row into all three languages', () => {
    const translationTables = tables(a).filter((t) => t.endsWith('_translation'))
    expect(translationTables.length).toBeGreaterThan(20)
    for (const table of translationTables) {
      const key = a
        .prepare(`PRAGMA table_info("${table}")`)
        .all()
        .map((c) => (c as { name: string }).name)[0]!
      const base = table.replace(/_translation$/, '')
      const incomplete = count(
        a,
        `SELECT count(*) FROM (SELECT ${key} FROM "${table}" GROUP BY ${key} HAVING count(DISTINCT language_id) <> 3)`,
      )
      expect(incomplete, table).toBe(0)
      const missing = count(
        a,
        `SELECT count(*) FROM "${base}" WHERE id NOT IN (SELECT ${key} FROM "${table}")`,
      )
      expect(missing, `${base} rows without translation`).toBe(0)
    }
    const slots = count(
      a,
      'SELECT count(*) FROM cms_slot WHERE id NOT IN (SELECT cms_slot_id FROM cms_slot_translation GROUP BY cms_slot_id HAVING count(*) = 3)',
    )
    expect(slots).toBe(0)
  })

  it('has exactly one review awaiting moderation and many approved ones', () => {
    expect(count(a, 'SELECT count(*) FROM product_review WHERE status = 0')).toBe(1)
    expect(count(a, 'SELECT count(*) FROM product_review WHERE status = 1')).toBeGreaterThan(100)
  })

  it('has one canonical SEO URL per language for every page category, product and landing page', () => {
    expect(
      count(
        a,
        'SELECT count(*) FROM (SELECT 1 FROM seo_url GROUP BY language_id, lower(seo_path_info) HAVING count(*) > 1)',
      ),
    ).toBe(0)
    const expected =
      count(a, "SELECT count(*) FROM category WHERE type = 'page' AND parent_id IS NOT NULL") +
      count(a, 'SELECT count(*) FROM product') +
      count(a, 'SELECT count(*) FROM landing_page')
    expect(count(a, 'SELECT count(*) FROM seo_url')).toBe(expected * 3)
    const lounge = a
      .prepare(
        "SELECT seo_path_info FROM seo_url WHERE route_name = 'frontend.navigation.page' AND seo_path_info LIKE 'Lounge%' AND language_id = ? ORDER BY length(seo_path_info) LIMIT 1",
      )
      .pluck()
    expect(lounge.get(IDS.languageDe)).toBe('Lounge-Moebel/')
    expect(lounge.get(IDS.languageEn)).toBe('Lounge-furniture/')
  })

  it('indexes listed products for listing, filters and full-text search in every language', () => {
    const listed = count(a, 'SELECT count(*) FROM product WHERE parent_id IS NULL')
    expect(
      count(a, 'SELECT count(*) FROM product_category_tree WHERE category_id = ?', IDS.categoryMainRoot),
    ).toBe(listed)
    expect(count(a, 'SELECT count(*) FROM product_search')).toBe(listed * 3)
    // Each language occupies one contiguous rowid block, so a search can filter by rowid range.
    const blocks = a
      .prepare(
        'SELECT language_id, min(rowid) AS lo, max(rowid) AS hi, count(*) AS n FROM product_search GROUP BY language_id ORDER BY lo',
      )
      .all() as Array<{ language_id: string; lo: number; hi: number; n: number }>
    expect(blocks.map((b) => b.language_id)).toEqual([IDS.languageDe, IDS.languageEn, IDS.languageFr])
    for (const [i, block] of blocks.entries()) {
      expect(block.hi - block.lo + 1).toBe(block.n)
      if (i > 0) expect(block.lo).toBeGreaterThan(blocks[i - 1]!.hi)
    }
    const search = a
      .prepare('SELECT count(*) FROM product_search WHERE product_search MATCH ? AND language_id = ?')
      .pluck()
    expect(search.get('teck', IDS.languageFr)).toBeGreaterThan(0)
    expect(search.get('Teakholz', IDS.languageDe)).toBeGreaterThan(0)
    expect(search.get('"GW-AMR-101"', IDS.languageEn)).toBe(1)
    expect(
      count(
        a,
        "SELECT count(*) FROM product_filter_option f JOIN property_group g ON g.id = f.property_group_id WHERE g.technical_key = 'colour'",
      ),
    ).toBeGreaterThan(100)
  })

  it('renders every image and thumbnail to disk', () => {
    const paths = a
      .prepare('SELECT path FROM media WHERE private = 0 UNION SELECT path FROM media_thumbnail')
      .pluck()
      .all() as string[]
    expect(paths.length).toBeGreaterThan(200)
    expect(paths.filter((p) => !existsSync(join(TEST_MEDIA_DIR, p)))).toEqual([])
    expect(count(a, 'SELECT count(*) FROM media WHERE file_size = 0')).toBe(0)
    expect(
      count(a, 'SELECT min(c) FROM (SELECT count(*) AS c FROM media_thumbnail GROUP BY media_id)'),
    ).toBeGreaterThanOrEqual(3)
  })
})

describe('benchmark seed (--products)', () => {
  it('adds generated series up to the requested number of listed products, fully indexed', async () => {
    const db = openDatabase(join(dir, 'bulk.sqlite'))
    try {
      const result = await seedDatabase(db, { mediaDir: TEST_MEDIA_DIR, products: 420 })
      expect(result.products).toBe(420)
      expect(count(db, 'SELECT count(*) FROM product WHERE parent_id IS NULL')).toBe(420)
      expect(count(db, 'SELECT count(*) FROM product_search')).toBe(420 * 3)
      expect(
        count(db, 'SELECT count(*) FROM product_category_tree WHERE category_id = ?', IDS.categoryMainRoot),
      ).toBe(420)
      expect(count(db, 'SELECT count(*) FROM seo_url WHERE route_name = ?', 'frontend.detail.page')).toBe(
        count(db, 'SELECT count(*) FROM product') * 3,
      )
      expect(
        count(db, 'SELECT count(*) FROM product WHERE child_count > 0 AND cheapest_variant_id IS NULL'),
      ).toBe(0)
      expect(db.prepare("SELECT value FROM seed_meta WHERE meta_key = 'products'").pluck().get()).toBe('420')
    } finally {
      db.close()
    }
  })
})
