/**
 * A minimal Shopware Admin API under /api, so that an integration, an operator or a test changes a
 * price, stock, name or flag the way it would on a real Shopware, and the change travels the same
 * path: write, caches, `<entity>.written` webhook, storefront purge. Only `POST /api/oauth/token`
 * (client_credentials) and `PATCH /api/product|category|cms-page/{id}` (204 like Shopware). It
 * exists only when ADMIN_CLIENT_ID and ADMIN_CLIENT_SECRET are configured; the storefront server
 * does not route /api, so it is reachable on the standalone back end only.
 */
import { Hono, type Context } from 'hono'
import type { AdminCredentials } from '../core/config.ts'
import type { AppServices } from '../core/context.ts'
import { ApiProblem, createErrorHandler, type ErrorLogger, problems } from '../http/errors.ts'
import { clientIpOf } from '../http/client-ip.ts'
import { readBodyText } from '../http/payload.ts'
import { createRateLimiter, LOGIN_LIMITS, rateLimitExceeded } from '../http/rate-limit.ts'
import { isId } from '../lib/ids.ts'
import { emitWritten } from '../webhooks/emit.ts'
import { AdminTokens, TOKEN_SECONDS } from './tokens.ts'
import { categoryPatch, cmsPagePatch, productPatch } from './validate.ts'
import { defaultCurrencyId, patchCategory, patchCmsPage, patchProduct } from './writes.ts'

/** league/oauth2-server's error codes, which Shopware's /api answers with. */
const oauthProblem = {
  unsupportedGrant: () =>
    new ApiProblem(400, '2', 'The authorization grant type is not supported by the authorization server.'),
  invalidRequest: (parameter: string) =>
    new ApiProblem(
      400,
      '3',
      `The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed. Check the \`${parameter}\` parameter`,
    ),
  invalidClient: () => new ApiProblem(401, '4', 'Client authentication failed'),
  accessDenied: (detail: string) => new ApiProblem(401, '9', detail),
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await readBodyText(c.req.raw)
  try {
    return JSON.parse(text)
  } catch {
    throw problems.malformedJson()
  }
}

/** The token request's parameters: a JSON body or a form, as OAuth clients send either. */
async function tokenParams(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(await readBodyText(c.req.raw)))
  const body = await jsonBody(c)
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}

function idParam(c: Context): string {
  const id = c.req.param('id') ?? ''
  if (!isId(id)) throw problems.invalidUuid(id)
  return id
}

export function createAdminApi(services: AppServices, credentials: AdminCredentials, log: ErrorLogger): Hono {
  const tokens = new AdminTokens(credentials, services.now)
  // Shopware's `oauth` limiter (the login policy) per client id and address: guessing the secret is slow
  const attempts = createRateLimiter(LOGIN_LIMITS, () => services.now().getTime())
  const api = new Hono()
  const { shop } = services
  const currencies = new Set([...shop.currencyRows.keys()])
  const defaultCurrency = defaultCurrencyId(shop)

  api.post('/oauth/token', async (c) => {
    const params = await tokenParams(c)
    if (params.grant_type !== 'client_credentials') {
      if (typeof params.grant_type !== 'string') throw oauthProblem.invalidRequest('grant_type')
      throw oauthProblem.unsupportedGrant()
    }
    const { client_id: id, client_secret: secret } = params
    if (typeof id !== 'string' || id === '') throw oauthProblem.invalidRequest('client_id')
    if (typeof secret !== 'string') throw oauthProblem.invalidClient()
    const key = `${id.toLowerCase()}|${clientIpOf(c) ?? ''}`
    const decision = attempts.consume(key)
    if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
    const token = tokens.issue(id, secret)
    if (token === null) throw oauthProblem.invalidClient()
    attempts.reset(key)
    c.header('cache-control', 'no-store')
    return c.json({ token_type: 'Bearer', expires_in: TOKEN_SECONDS, access_token: token })
  })

  api.use('*', async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) throw oauthProblem.accessDenied('Header "Authorization" is required.')
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match?.[1] || !tokens.valid(match[1]))
      throw oauthProblem.accessDenied('The resource owner or authorization server denied the request.')
    await next()
  })

  api.patch('/product/:id', async (c) => {
    const id = idParam(c)
    const patch = productPatch(await jsonBody(c), id, currencies, defaultCurrency)
    emitWritten(shop.db, patchProduct(shop, id, patch, services.now()))
    return c.body(null, 204)
  })

  api.patch('/category/:id', async (c) => {
    const id = idParam(c)
    const patch = categoryPatch(await jsonBody(c), id)
    emitWritten(shop.db, patchCategory(shop, id, patch))
    return c.body(null, 204)
  })

  api.patch('/cms-page/:id', async (c) => {
    const id = idParam(c)
    const patch = cmsPagePatch(await jsonBody(c), id)
    emitWritten(shop.db, patchCmsPage(shop, id, patch))
    return c.body(null, 204)
  })

  api.onError(createErrorHandler(log))
  return api
}
