import type { Context } from 'hono'
import { applyIncludes } from '../criteria/includes.ts'
import { searchInMemory } from '../criteria/memory.ts'
import { parseCriteria } from '../criteria/parse.ts'
import type { Criteria } from '../criteria/types.ts'
import type { AppEnv } from '../core/context.ts'
import { readPayload } from '../http/payload.ts'

type Json = Record<string, unknown>

/** JSON response with the criteria's `includes` applied. */
export function send(c: Context<AppEnv>, body: unknown, criteria?: Criteria | null, status: 200 | 201 = 200) {
  return c.json(applyIncludes(body, criteria?.includes ?? null) as Json, status)
}

export async function readCriteria(c: Context<AppEnv>): Promise<Criteria> {
  return parseCriteria(await readPayload(c))
}

/** An EntitySearchResult (`elements`, `total`, `page`, `limit`) over a cached list. */
export function searchList(list: Json[], criteria: Criteria, entity: string): Json {
  const r = searchInMemory(list, criteria, entity)
  return {
    elements: r.elements,
    total: r.total,
    page: r.page,
    limit: r.limit ?? r.total,
    entity,
    apiAlias: 'dal_entity_search_result',
  }
}
