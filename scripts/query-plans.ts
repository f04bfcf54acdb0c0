import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createBackend } from '../backend/app.ts'
import { DEMO_ACCESS_KEY } from '../backend/config.ts'
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

async function post(path: string, body: Json): Promise<Json> {
  const response = await backend.fetch(
    new Request(`http://local/store-api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  )
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}`)
  return (await response.json()) as Json
}

const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : [])
const nav = list(
  await backend
    .fetch(new Request('http://local/store-api/navigation/main-navigation/main-navigation', { headers }))
    .then((r) => r.json()),
)
// The largest top-level category, as the bench picks it.
let category = { id: '', total: -1 }
for (const c of nav) {
  const total = Number(
    (await post(`/product-listing/${String(c.id)}`, { limit: 1, 'no-aggregations': 1 })).total,
  )
  if (total > category.total) category = { id: String(c.id), total }
}
const first = await post(`/product-listing/${category.id}`, { limit: 1 })
const aggregations = (first.aggregations ?? {}) as Record<string, Json>
const manufacturer = String(list(aggregations.manufacturer?.entities)[0]?.id ?? '')
const property = String(list(list(aggregations.properties?.entities)[0]?.options)[0]?.id ?? '')
const name = String(((list(first.elements)[0]?.translated ?? {}) as Json).name ?? 'tisch')
const term = name.split(/\s+/).find((w) => w.length >= 4) ?? 'tisch'

const cases: [string, string, Json][] = [
  ['listing, default sorting', `/product-listing/${category.id}`, {}],
  [
    'listing, manufacturer + property filter',
    `/product-listing/${category.id}`,
    { manufacturer, properties: property },
  ],
  ['listing, page 2 by price', `/product-listing/${category.id}`, { p: 2, order: 'price-asc' }],
  [`search "${term}"`, '/search', { search: term }],
]
let scans = 0
for (const [label, path, body] of cases) {
  // A fresh process would run the statements once; the caches of ranked ids and facets are per
  // request key, so vary nothing here: every case is a cold key.
  const { plans } = await recordQueryPlans(() => post(path, body))
  console.log(`\n## ${label}: POST ${path} ${JSON.stringify(body)}`)
  for (const plan of plans) {
    const full = fullScans(plan)
    scans += full.length
    console.log(`\n${full.length > 0 ? '[FULL SCAN] ' : ''}${plan.sql}`)
    for (const line of plan.plan) console.log(`  ${line}`)
  }
}
console.log(`\n${scans} full table scan(s)`)
backend.close()
