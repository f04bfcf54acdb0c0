import type { Context, Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { searchInMemory } from '../criteria/memory.ts'
import { parseCriteria } from '../criteria/parse.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import type { Row } from '../serialize/translate.ts'
import { send } from './respond.ts'

type ProductRow = (c: Context<AppEnv>) => Row

function reviewJson(r: Row) {
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

async function reviews(c: Context<AppEnv>, row: Row) {
  const criteria = parseCriteria(await readPayload(c))
  const ctx = c.get('ctx')
  // approved reviews of the product and its parent/variants, plus the caller's own pending ones
  const rows = c
    .get('services')
    .shop.db.prepare<[string, string, string], Row>(
      `SELECT r.* FROM product_review r JOIN product p ON p.id = r.product_id
       WHERE (p.id = ? OR p.parent_id = ? OR p.id = (SELECT parent_id FROM product WHERE id = ?))
       ORDER BY r.created_at DESC`,
    )
    .all(String(row.id), String(row.parent_id ?? row.id), String(row.id))
    .filter((r) => r.status === 1 || (ctx.payload.customerId && r.customer_id === ctx.payload.customerId))
    .map(reviewJson)
  const result = searchInMemory(rows, { ...criteria, limit: criteria.limit ?? 10 }, 'product_review')
  return send(
    c,
    {
      elements: result.elements,
      total: result.total,
      page: result.page,
      limit: result.limit,
      entity: 'product_review',
      apiAlias: 'dal_entity_search_result',
    },
    criteria,
  )
}

async function writeReview(c: Context<AppEnv>, row: Row) {
  const ctx = c.get('ctx')
  if (!ctx.payload.customerId) throw problems.customerNotLoggedIn()
  const body = await readPayload(c)
  const errors: [string, string][] = []
  if (typeof body.title !== 'string' || body.title.trim().length < 5)
    errors.push(['title', 'VIOLATION::TOO_SHORT_ERROR'])
  if (typeof body.content !== 'string' || body.content.trim().length < 40)
    errors.push(['content', 'VIOLATION::TOO_SHORT_ERROR'])
  const points = Number(body.points)
  if (!Number.isFinite(points) || points < 1 || points > 5)
    errors.push(['points', 'VIOLATION::NOT_IN_RANGE_ERROR'])
  if (errors.length > 0) {
    throw ApiProblem.many(
      400,
      errors.map(([f, code]) => ({
        status: '400',
        code,
        title: 'Bad Request',
        detail: `The value of "${f}" is invalid.`,
        source: { pointer: `/${f}` },
      })),
    )
  }
  const { shop, now } = c.get('services')
  shop.db
    .prepare(
      `INSERT INTO product_review (id, product_id, customer_id, sales_channel_id, language_id, external_user, title, content, points, status, created_at)
       VALUES (lower(hex(randomblob(16))), ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    )
    .run(
      String(row.id),
      ctx.payload.customerId,
      ctx.salesChannel.id,
      ctx.languageId,
      typeof body.name === 'string' ? body.name.slice(0, 255) : null,
      String(body.title).slice(0, 255),
      String(body.content).slice(0, 5000),
      points,
      now().toISOString(),
    )
  return c.body(null, 200)
}

/** Reviews of a product: approved ones (plus the caller's own), and writing one as a customer. */
export function registerReviewRoutes(app: Hono<AppEnv>, productRow: ProductRow): void {
  app.on(['GET', 'POST'], '/product/:productId/reviews', (c) => reviews(c, productRow(c)))
  app.post('/product/:productId/review', (c) => writeReview(c, productRow(c)))
}
