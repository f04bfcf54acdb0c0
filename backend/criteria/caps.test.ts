import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiProblem } from '../http/errors.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { parseCriteria } from './parse.ts'
import { compileSort, type FieldMap } from './sql.ts'
import {
  MAX_ASSOCIATION_DEPTH,
  MAX_ASSOCIATIONS,
  MAX_ASSOCIATIONS_TOTAL,
  MAX_FILTER_DEPTH,
  MAX_FILTER_NODES,
  MAX_SORTINGS,
  MAX_TERM_LENGTH,
} from './types.ts'

/**
 * Every part of a criteria that is a list or a nesting has a cap; beyond it the request is a 400 in
 * Shopware's error shape with one entry (not one per element), and below it the cost stays linear.
 */

function problem(fn: () => unknown): ApiProblem {
  try {
    fn()
  } catch (e) {
    if (e instanceof ApiProblem) return e
    throw e
  }
  throw new Error('expected an ApiProblem')
}

const sorts = (n: number, field = 'name') => Array.from({ length: n }, () => ({ field, order: 'ASC' }))

function nested(depth: number): unknown {
  let filter: unknown = { type: 'equals', field: 'active', value: true }
  for (let i = 0; i < depth; i++) filter = { type: 'multi', queries: [filter] }
  return filter
}

describe('criteria caps', () => {
  it('a sort list longer than the cap is one 400 FRAMEWORK__INVALID_SORT_QUERY', () => {
    expect(parseCriteria({ sort: sorts(MAX_SORTINGS) }).sort).toHaveLength(MAX_SORTINGS)
    const p = problem(() => parseCriteria({ sort: sorts(2000) }))
    expect(p.status).toBe(400)
    expect(p.errors).toHaveLength(1)
    expect(p.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_SORT_QUERY', source: { pointer: '/sort' } })
    const simple = problem(() =>
      parseCriteria({
        sort: Array(MAX_SORTINGS + 1)
          .fill('name')
          .join(','),
      }),
    )
    expect(simple.errors[0]?.code).toBe('FRAMEWORK__INVALID_SORT_QUERY')
  })

  it('repeated sort fields compile to one ORDER BY term (cost does not grow with repeats)', () => {
    const fields: FieldMap = {
      name: { kind: 'column', sql: 't.name', type: 'string' },
      stock: { kind: 'column', sql: 'p.stock', type: 'number' },
    }
    const parsed = parseCriteria({
      sort: [...sorts(MAX_SORTINGS - 2), { field: 'product.name', order: 'DESC' }, { field: 'stock' }],
    }).sort
    expect(compileSort(parsed, fields, 'product')).toEqual(['t.name COLLATE NOCASE ASC', 'p.stock ASC'])
  })

  it('filters deeper or larger than the caps are a 400 FRAMEWORK__INVALID_FILTER_QUERY', () => {
    expect(parseCriteria({ filter: [nested(MAX_FILTER_DEPTH)] }).filter).toHaveLength(1)
    const deep = problem(() => parseCriteria({ filter: [nested(MAX_FILTER_DEPTH + 1)] }))
    expect(deep.errors.map((e) => e.code)).toEqual(['FRAMEWORK__INVALID_FILTER_QUERY'])
    const many = Array.from({ length: MAX_FILTER_NODES + 500 }, () => ({
      type: 'equals',
      field: 'a',
      value: 1,
    }))
    const wide = problem(() => parseCriteria({ filter: many, 'post-filter': many }))
    expect(wide.errors.length).toBeLessThanOrEqual(2)
    expect(wide.errors.every((e) => e.code === 'FRAMEWORK__INVALID_FILTER_QUERY')).toBe(true)
  })

  it('associations beyond the count or depth cap are a 400', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_ASSOCIATIONS + 1 }, (_, i) => [`a${i}`, {}]))
    const wide = problem(() => parseCriteria({ associations: many }))
    expect(wide.errors).toHaveLength(1)
    expect(wide.errors[0]).toMatchObject({
      code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      source: { pointer: '/associations' },
    })
    let deep: Record<string, unknown> = {}
    for (let i = 0; i < 10; i++) deep = { associations: { child: deep } }
    expect(problem(() => parseCriteria(deep)).status).toBe(400)
  })

  it('a term longer than the cap is a 400, not silently cut', () => {
    expect(parseCriteria({ term: 'x'.repeat(MAX_TERM_LENGTH) }).term).toHaveLength(MAX_TERM_LENGTH)
    const p = problem(() => parseCriteria({ term: 'x'.repeat(MAX_TERM_LENGTH + 1) }))
    expect(p.errors[0]).toMatchObject({
      code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      source: { pointer: '/term' },
    })
  })

  it('limit and page keep the offset an exact integer', () => {
    expect(problem(() => parseCriteria({ limit: 101 })).errors[0]?.code).toBe(
      'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
    )
    expect(problem(() => parseCriteria({ page: 1e12, limit: 100 })).errors[0]?.code).toBe(
      'FRAMEWORK__INVALID_PAGE_QUERY',
    )
    const last = parseCriteria({ page: 1e9, limit: 100 })
    expect(Number.isSafeInteger((last.page - 1) * (last.limit ?? 0))).toBe(true)
  })
})

describe('criteria caps over HTTP', () => {
  let t: TestBackend
  beforeAll(async () => {
    t = await createTestBackend({ log: () => {} })
  })
  afterAll(() => t.backend.close())

  const post = async (path: string, body: unknown) => {
    const res = await t.request(`/store-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as { errors?: { code: string }[] } }
  }

  it('a 2,000-entry sort answers 400, not 500', async () => {
    for (const path of ['/product', '/search?search=bank']) {
      const res = await post(path, { sort: sorts(2000) })
      expect(res.status, path).toBe(400)
    }
    const res = await post('/product', { sort: sorts(2000) })
    expect(res.body.errors?.map((e) => e.code)).toEqual(['FRAMEWORK__INVALID_SORT_QUERY'])
  })

  it('a search term beyond the cap answers 400 at /search', async () => {
    const res = await post('/search', { search: 'bank '.repeat(MAX_TERM_LENGTH) })
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.code).toBe('FRAMEWORK__INVALID_REQUEST_PARAMETER')
  })
})

describe('nested associations', () => {
  /** `{ associations: { a0: { associations: { a1: … } } } }`, `levels` deep */
  function nested(levels: number): Record<string, unknown> {
    let tree: Record<string, unknown> = {}
    for (let i = levels - 1; i >= 0; i--) tree = { associations: { [`a${i}`]: tree } }
    return tree
  }

  it('accepts what a Shopware product page asks for (cmsPage.sections.blocks.slots and deeper)', () => {
    const criteria = parseCriteria({
      associations: {
        cmsPage: {
          associations: {
            sections: {
              associations: {
                blocks: {
                  associations: { slots: { associations: { media: { associations: { thumbnails: {} } } } } },
                },
              },
            },
          },
        },
      },
    })
    const slots =
      criteria.associations.cmsPage?.associations.sections?.associations.blocks?.associations.slots
    expect(slots?.associations.media?.associations).toHaveProperty('thumbnails')
    expect(() => parseCriteria(nested(MAX_ASSOCIATION_DEPTH))).not.toThrow()
  })

  it('refuses nesting past the cap with a message that names the depth', () => {
    const p = problem(() => parseCriteria(nested(MAX_ASSOCIATION_DEPTH + 1)))
    expect(p.status).toBe(400)
    expect(p.errors).toHaveLength(1)
    expect(p.errors[0]?.code).toBe('FRAMEWORK__INVALID_REQUEST_PARAMETER')
    expect(p.errors[0]?.detail).toContain(`at most ${MAX_ASSOCIATION_DEPTH} levels deep`)
    expect(p.errors[0]?.source?.pointer).toMatch(/^(\/associations\/a\d)+\/associations$/)
  })

  it('bounds the associations of all levels together', () => {
    const level = (inner: Record<string, unknown>) =>
      Object.fromEntries(Array.from({ length: MAX_ASSOCIATIONS }, (_, i) => [`a${i}`, inner]))
    const p = problem(() => parseCriteria({ associations: level({ associations: level({}) }) }))
    expect(p.errors).toHaveLength(1)
    expect(p.errors[0]?.detail).toContain(`${MAX_ASSOCIATIONS_TOTAL} associations in all levels`)
  })
})
