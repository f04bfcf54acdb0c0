import type { Hono } from 'hono'
import { runProductQuery } from '../criteria/product-query.ts'
import { MAX_TERM_LENGTH } from '../criteria/types.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { loadProducts, optionsFor } from '../serialize/products.ts'
import { LISTING_LIMIT, listingResponse, parseListingRequest, searchSource } from './listing.ts'
import { readCriteria, send } from './respond.ts'

const UUID = /^[0-9a-f]{32}$/

function searchTerm(payload: Record<string, unknown>): string {
  const term = payload.search ?? payload.term
  if (term === undefined || term === null || term === '') {
    throw new ApiProblem(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', {
      pointer: '/search',
      parameters: { parameterName: 'search' },
    })
  }
  if (typeof term !== 'string' && typeof term !== 'number') {
    throw new ApiProblem(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The search term has to be a string.', {
      pointer: '/search',
    })
  }
  const trimmed = String(term).trim()
  if (trimmed.length > MAX_TERM_LENGTH) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The search term must not be longer than ${MAX_TERM_LENGTH} characters.`,
      { pointer: '/search', parameters: { maxLength: MAX_TERM_LENGTH } },
    )
  }
  return trimmed
}

export function registerProductRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/product-listing/:categoryId', async (c) => {
    const categoryId = c.req.param('categoryId')
    if (!UUID.test(categoryId)) throw problems.invalidUuid(categoryId, '/categoryId')
    const ctx = c.get('ctx')
    const category = c
      .get('services')
      .shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
      .categories.get(categoryId)
    if (category?.active !== true) throw problems.categoryNotFound(categoryId)
    const req = parseListingRequest(await readPayload(c))
    return listingResponse(c, req, { kind: 'category', categoryId }, categoryId)
  })

  app.on(['GET', 'POST'], '/search', async (c) => {
    const payload = await readPayload(c)
    const term = searchTerm(payload)
    const req = parseListingRequest({ ...payload, term })
    return listingResponse(c, req, searchSource(term), c.get('ctx').salesChannel.navigation_category_id)
  })

  // suggest: the first few hits, no aggregations (Shopware's ProductSuggestRoute)
  app.on(['GET', 'POST'], '/search-suggest', async (c) => {
    const payload = await readPayload(c)
    const term = searchTerm(payload)
    const req = parseListingRequest({ limit: 10, ...payload, term, 'no-aggregations': true })
    return listingResponse(c, req, searchSource(term), c.get('ctx').salesChannel.navigation_category_id)
  })

  app.on(['GET', 'POST'], '/product', async (c) => {
    const criteria = await readCriteria(c)
    const { shop } = c.get('services')
    const ctx = c.get('ctx')
    const result = runProductQuery({
      shop,
      ctx,
      criteria,
      listing: null,
      source: { kind: 'all' },
      defaultLimit: LISTING_LIMIT,
      defaultSorting: null,
    })
    return send(
      c,
      {
        elements: loadProducts(shop, ctx, result.ids, optionsFor(criteria.associations)),
        total: result.total,
        page: result.page,
        limit: result.limit,
        aggregations: Object.keys(result.aggregations).length > 0 ? result.aggregations : [],
        entity: 'product',
        apiAlias: 'dal_entity_search_result',
      },
      criteria,
    )
  })
}
