import type { Context, Hono } from 'hono'
import { searchInMemory } from '../criteria/memory.ts'
import { parseCriteria } from '../criteria/parse.ts'
import type { Aggregation } from '../criteria/types.ts'
import { requireCustomer } from '../customer/current.ts'
import { violationAt } from '../customer/validate.ts'
import type { AppEnv } from '../core/context.ts'
import { type ApiErrorEntry, ApiProblem } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import type { Row } from '../db/rows.ts'
import { productRow } from './lookups.ts'
import { send } from './respond.ts'

/** Shopware's ProductReviewSaveRoute constraints. */
export const REVIEW_LIMITS = { titleMin: 5, contentMin: 40, pointsMin: 1, pointsMax: 5 } as const

export interface ReviewJson {
  id: string
  productId: string
  salesChannelId: string
  languageId: string
  customerId?: string
  externalUser?: string
  title: string
  content: string
  points: number
  status: boolean
  comment?: string
  createdAt: string
  apiAlias: 'product_review'
}

function reviewJson(r: Row): ReviewJson {
  return {
    id: String(r.id),
    productId: String(r.product_id),
    salesChannelId: String(r.sales_channel_id),
    languageId: String(r.language_id),
    ...(r.customer_id ? { customerId: String(r.customer_id) } : {}),
    ...(r.external_user ? { externalUser: String(r.external_user) } : {}),
    title: String(r.title),
    content: String(r.content),
    points: Number(r.points),
    status: r.status === 1,
    ...(r.comment ? { comment: String(r.comment) } : {}),
    createdAt: new Date(String(r.created_at)).toISOString(),
    apiAlias: 'product_review',
  }
}

const NUMERIC_FIELDS = new Set(['points'])

/** A terms aggregation's buckets (count per distinct value, ordered by value), as the DAL answers them. */
export function termsBuckets(
  values: (number | string)[],
): { key: string; count: number; apiAlias: string }[] {
  const counts = new Map<number | string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts.entries()]
    .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
    .map(([key, count]) => ({ key: String(key), count, apiAlias: 'aggregation_bucket' }))
}

/**
 * The review list's aggregations: `terms` and the metric ones over `points` (the storefront asks
 * `terms` for its rating matrix, as Shopware's ProductReviewLoader does). Others are rejected like
 * an unknown field in Shopware's DAL.
 */
function aggregate(rows: ReviewJson[], aggregations: Aggregation[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const a of aggregations) {
    const field = 'field' in a ? a.field.replace(/^product_review\./, '') : ''
    const bucketed =
      a.type === 'filter' || a.type === 'entity' || a.type === 'histogram' || a.type === 'range'
    if (bucketed || !NUMERIC_FIELDS.has(field)) {
      throw new ApiProblem(
        400,
        'FRAMEWORK__INVALID_AGGREGATION_QUERY',
        `Field "${field}" can not be aggregated.`,
        {
          pointer: a.path,
        },
      )
    }
    const values = rows.map((r) => r.points)
    if (a.type === 'terms') {
      out[a.name] = {
        buckets: termsBuckets(values).slice(0, a.limit ?? undefined),
        apiAlias: `${a.name}_aggregation`,
      }
      continue
    }
    const sum = values.reduce((s, v) => s + v, 0)
    const result: Record<string, number | null> = {
      count: values.length,
      sum,
      avg: values.length ? sum / values.length : null,
      min: values.length ? Math.min(...values) : null,
      max: values.length ? Math.max(...values) : null,
    }
    out[a.name] =
      a.type === 'stats'
        ? { ...result, apiAlias: `${a.name}_aggregation` }
        : { [a.type]: result[a.type], apiAlias: `${a.name}_aggregation` }
  }
  return out
}

/**
 * Reviews of a product's family (the product, its parent and its variants) that the caller may see:
 * approved ones plus the caller's own pending ones, newest first. The review list, the product
 * page's reviews element and the buy box's review count all read this one set.
 */
export function visibleReviews(
  c: Context<AppEnv>,
  product: { id: string; parentId: string | null },
): ReviewJson[] {
  const customerId = c.get('ctx').payload.customerId ?? null
  return c
    .get('services')
    .shop.db.prepare<[string, string, string], Row>(
      `SELECT r.* FROM product_review r JOIN product p ON p.id = r.product_id
       WHERE (p.id = ? OR p.parent_id = ? OR p.id = (SELECT parent_id FROM product WHERE id = ?))
       ORDER BY r.created_at DESC, r.id`,
    )
    .all(product.id, product.parentId ?? product.id, product.id)
    .filter((r) => r.status === 1 || (customerId !== null && r.customer_id === customerId))
    .map(reviewJson)
}

async function reviews(c: Context<AppEnv>, row: Row) {
  const criteria = parseCriteria(await readPayload(c))
  const rows = visibleReviews(c, {
    id: String(row.id),
    parentId: row.parent_id ? String(row.parent_id) : null,
  })
  const result = searchInMemory(rows, { ...criteria, limit: criteria.limit ?? 10 }, 'product_review')
  // aggregations run over the whole filtered set, not the page (DAL semantics)
  const filtered = searchInMemory(rows, { ...criteria, limit: null, page: 1 }, 'product_review').elements
  const aggregations = criteria.aggregations.length > 0 ? aggregate(filtered, criteria.aggregations) : []
  return send(
    c,
    {
      elements: result.elements,
      aggregations,
      total: result.total,
      page: result.page,
      limit: result.limit,
      entity: 'product_review',
      apiAlias: 'dal_entity_search_result',
    },
    criteria,
  )
}

function lengthViolation(field: string, value: unknown, min: number): ApiErrorEntry | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '')
    return violationAt(field, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.', {
      '{{ value }}': JSON.stringify(typeof value === 'string' ? value : null),
    })
  if (text.length < min)
    return violationAt(
      field,
      'VIOLATION::TOO_SHORT_ERROR',
      `This value is too short. It should have ${min} characters or more.`,
      { '{{ value }}': JSON.stringify(value), '{{ limit }}': min },
    )
  return null
}

/** Validates the body like Shopware's review definition; every violation is reported at once. */
export function reviewViolations(body: Record<string, unknown>): ApiErrorEntry[] {
  const errors: ApiErrorEntry[] = []
  const title = lengthViolation('title', body.title, REVIEW_LIMITS.titleMin)
  if (title) errors.push(title)
  const content = lengthViolation('content', body.content, REVIEW_LIMITS.contentMin)
  if (content) errors.push(content)
  const raw = body.points
  if (raw === undefined || raw === null || raw === '') {
    errors.push(
      violationAt('points', 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.', {
        '{{ value }}': 'null',
      }),
    )
  } else {
    const points = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
    if (!Number.isFinite(points) || points < REVIEW_LIMITS.pointsMin || points > REVIEW_LIMITS.pointsMax)
      errors.push(
        violationAt(
          'points',
          'VIOLATION::NOT_IN_RANGE_ERROR',
          `This value should be between ${REVIEW_LIMITS.pointsMin} and ${REVIEW_LIMITS.pointsMax}.`,
          {
            '{{ value }}': JSON.stringify(raw),
            '{{ min }}': REVIEW_LIMITS.pointsMin,
            '{{ max }}': REVIEW_LIMITS.pointsMax,
          },
        ),
      )
  }
  return errors
}

/** Shopware's review route: a logged-in, active customer that is not a guest (403 otherwise). */
function reviewAuthor(c: Context<AppEnv>): { id: string; firstName: string } {
  const customer = requireCustomer(c, { allowGuest: false })
  return { id: customer.id, firstName: customer.first_name }
}

async function writeReview(c: Context<AppEnv>, row: Row) {
  const ctx = c.get('ctx')
  const author = reviewAuthor(c)
  const body = await readPayload(c)
  const errors = reviewViolations(body)
  if (errors.length > 0) throw ApiProblem.many(400, errors)
  const name =
    typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 255) : author.firstName
  const { shop, now } = c.get('services')
  // a new review awaits moderation (status 0): only its author sees it until it is approved
  shop.db
    .prepare(
      `INSERT INTO product_review (id, product_id, customer_id, sales_channel_id, language_id, external_user, title, content, points, status, created_at)
       VALUES (lower(hex(randomblob(16))), ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    )
    .run(
      String(row.id),
      author.id,
      ctx.salesChannel.id,
      ctx.languageId,
      name,
      String(body.title).trim().slice(0, 255),
      String(body.content).trim().slice(0, 5000),
      Number(body.points),
      now().toISOString(),
    )
  return c.body(null, 200)
}

/** Reviews of a product: approved ones (plus the caller's own), and writing one as a customer. */
export function registerReviewRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/product/:productId/reviews', (c) => reviews(c, productRow(c)))
  app.post('/product/:productId/review', (c) => writeReview(c, productRow(c)))
}
