import type { Db } from '../db/database.ts'

/**
 * Product name order per language, kept in memory: sorting a category of 15,000 products by a
 * translated name in SQL costs one translation lookup per row; with a rank map the route fetches
 * the matching ids (an index range) and sorts integers. Built once per language (one ordered scan
 * of every product's name) and kept until the Admin API changes the catalogue (forgetRankings).
 */
export interface NameOrder {
  rank: Map<string, number>
  byRank: string[]
}

const ranks = new WeakMap<Db, Map<string, NameOrder>>()

export function nameRanks(db: Db, chain: readonly string[]): NameOrder {
  let perDb = ranks.get(db)
  if (!perDb) {
    perDb = new Map()
    ranks.set(db, perDb)
  }
  const key = chain.join(',')
  const hit = perDb.get(key)
  if (hit) return hit
  const rows = db
    .prepare<[string, string], { id: string }>(
      `SELECT p.id AS id FROM product p
       LEFT JOIN product_translation a ON a.product_id = p.id AND a.language_id = ?
       LEFT JOIN product_translation b ON b.product_id = p.id AND b.language_id = ?
       ORDER BY COALESCE(a.name, b.name) COLLATE NOCASE, p.id`,
    )
    .all(chain[0] ?? '', chain.at(-1) ?? '')
  const order: NameOrder = { rank: new Map(), byRank: rows.map((r) => r.id) }
  for (const [i, r] of rows.entries()) order.rank.set(r.id, i)
  perDb.set(key, order)
  return order
}

/**
 * Sorts ids by name through their integer ranks: a typed-array sort instead of a comparator that
 * looks up two ranks in the map per comparison. Ids without a rank go last, in id order.
 */
export function sortByName(ids: string[], order: NameOrder, direction: 'ASC' | 'DESC'): string[] {
  const ranked = new Int32Array(ids.length)
  const unranked: string[] = []
  let n = 0
  for (const id of ids) {
    const r = order.rank.get(id)
    if (r === undefined) unranked.push(id)
    else ranked[n++] = r
  }
  const sorted = ranked.subarray(0, n).sort()
  const out = Array.from(sorted, (r) => order.byRank[r] as string)
  out.push(...unranked.sort())
  return direction === 'DESC' ? out.reverse() : out
}

/**
 * Ranked id lists of recent listings and searches (LRU). Orders change stock only, which no
 * listing ranks by, so a list stays valid until the Admin API writes the catalogue
 * (forgetRankings); bounded by the number of ids held, not entries.
 */
const MAX_IDS = 2_000_000
const lists = new WeakMap<Db, { map: Map<string, string[]>; size: number }>()

export function rankedIds(db: Db, key: string, build: () => string[]): string[] {
  let cache = lists.get(db)
  if (!cache) {
    cache = { map: new Map(), size: 0 }
    lists.set(db, cache)
  }
  const hit = cache.map.get(key)
  if (hit) {
    cache.map.delete(key)
    cache.map.set(key, hit)
    return hit
  }
  const ids = build()
  cache.map.set(key, ids)
  cache.size += ids.length
  for (const [k, v] of cache.map) {
    if (cache.size <= MAX_IDS || k === key) break
    cache.map.delete(k)
    cache.size -= v.length
  }
  return ids
}

/**
 * Forgets the name orders and ranked lists of the database: a price, name or active flag the Admin
 * API wrote changes what a listing sorted by price or name holds and in which order.
 */
export function forgetRankings(db: Db, names: boolean): void {
  lists.delete(db)
  if (names) ranks.delete(db)
}
