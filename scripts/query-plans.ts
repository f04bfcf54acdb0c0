import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createBackend } from '../backend/app.ts'
import { DEMO_ACCESS_KEY } from '../backend/core/config.ts'
import { openDatabase } from '../backend/db/database.ts'
import { fullScans, recordQueryPlans } from '../backend/db/query-plans.ts'

/**
 * `npx tsx scripts/query-plans.ts [database]`: the SQL a category listing (default sorting, then
 * with manufacturer and property filters, then page 2) and a search run, each statement with its
 * EXPLAIN QUERY PLAN; full table scans are marked. Without an argument it uses the newest cached
 * 100k-product bench catalogue (data/bench, made by `npm run bench:api`).
 */

type Json = Record<string, unknown>

function defaultDatabase(): string {
  const base = join(import.meta.dirname, '..', 'data/bench')
  const dir = existsSync(base) ? readdirSync(base).find((d) => /^p100000-[0-9a-f]+$/.test(d)) : undefined
  if (!dir) throw new Error('no 100k catalogue in data/bench: run `npm run bench:api` or name a database')
  return join(base, dir, 'shop.sqlite')
}

const database = process.argv[2] ?? defaultDatabase()
const backend = await createBackend({ databasePath: database })
const headers: Record<string, string> = {
  'sw-access-key': DEMO_ACCESS_KEY,
  'content-type': 'application/json',
}
const probe = await backend.fetch(new Request('http://local/store-api/context', { headers }))
headers['sw-context-token'] = probe.headers.get('sw-context-token') ?? ''
// The shop's per-language lookups (locales, categories, options) load on first use, not per request.
await backend.fetch(
  new Request('http://local/store-api/navigation/main-navigation/main-navigation', { headers }),
)

async function post(path: string, body: Json): Promise<Json> {
  const response = await backend.fetch(
    new Request(`http://local/store-api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  )
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}`)
  return (await response.json()) as Json
}

const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : [])
// The largest top-level category, found with SQL so that no listing request warms its caches.
const lookup = openDatabase(database, { readonly: true })
const category =
  lookup
    .prepare<[], string>(
      `SELECT t.category_id FROM product_category_tree t JOIN category c ON c.id = t.category_id
       WHERE c.parent_id = (SELECT navigation_category_id FROM sales_channel LIMIT 1)
       GROUP BY t.category_id ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() ?? ''
lookup.close()

let scans = 0
async function record(label: string, path: string, body: Json): Promise<Json> {
  const started = performance.now()
  const { plans, result } = await recordQueryPlans(() => post(path, body))
  const ms = Math.round(performance.now() - started)
  // Cold: the first request of its key (ranked ids, facets and product JSON are cached after it).
  console.log(
    `\n## ${label}: POST ${path} ${JSON.stringify(body)}: ${String(result.total)} matches, ${ms} ms cold`,
  )
  for (const plan of plans) {
    const full = fullScans(plan)
    scans += full.length
    console.log(`\n${full.length > 0 ? '[FULL SCAN] ' : ''}${plan.sql}`)
    for (const line of plan.plan) console.log(`  ${line}`)
  }
  return result
}

const listing = await record('listing, default sorting', `/product-listing/${category}`, {})
const aggregations = (listing.aggregations ?? {}) as Record<string, Json>
const manufacturer = String(list(aggregations.manufacturer?.entities)[0]?.id ?? '')
const property = String(list(list(aggregations.properties?.entities)[0]?.options)[0]?.id ?? '')
await record('listing, manufacturer + property filter', `/product-listing/${category}`, {
  manufacturer,
  properties: property,
})
await record('listing, page 2 by price', `/product-listing/${category}`, { p: 2, order: 'price-asc' })
const name = String(((list(listing.elements)[0]?.translated ?? {}) as Json).name ?? '')
const term = name.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w)) ?? 'tisch'
await record(`search "${term}"`, '/search', { search: term })
// A word of every generated product's name: FTS5 match, ranking and facets over the whole catalogue.
await record('search "serie"', '/search', { search: 'serie' })
console.log(`\n${scans} full table scan(s)`)
backend.close()
