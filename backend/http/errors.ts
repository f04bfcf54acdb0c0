import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { TrieRouter } from 'hono/router/trie-router'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** One entry of Shopware's error body (`components.schemas.error` in storeApiSchema.json). */
export interface ApiErrorEntry {
  status: string
  code: string
  title: string
  detail: string
  source?: { pointer: string }
  meta?: { parameters: Record<string, unknown> }
}

export interface ApiErrorBody {
  errors: ApiErrorEntry[]
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function statusTitle(status: number): string {
  return TITLES[status] ?? 'Error'
}

export interface ProblemOptions {
  pointer?: string
  parameters?: Record<string, unknown>
}

export function errorEntry(status: number, code: string, detail: string, opts: ProblemOptions = {}) {
  const entry: ApiErrorEntry = { status: String(status), code, title: statusTitle(status), detail }
  if (opts.pointer !== undefined) entry.source = { pointer: opts.pointer }
  if (opts.parameters !== undefined) entry.meta = { parameters: opts.parameters }
  return entry
}

/**
 * A client-visible failure. Thrown anywhere in a handler; the app's onError turns it into
 * Shopware's `{errors:[…]}` body. Several entries (criteria validation) share one status.
 */
export class ApiProblem extends Error {
  readonly status: ContentfulStatusCode
  readonly errors: ApiErrorEntry[]

  constructor(status: ContentfulStatusCode, code: string, detail: string, opts: ProblemOptions = {}) {
    super(detail)
    this.name = 'ApiProblem'
    this.status = status
    this.errors = [errorEntry(status, code, detail, opts)]
  }

  static many(status: ContentfulStatusCode, all: ApiErrorEntry[]): ApiProblem {
    // identical entries are reported once: Shopware's error document declares uniqueItems
    const seen = new Set<string>()
    const errors = all.filter((e) => {
      const key = JSON.stringify(e)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    const first = errors[0] ?? errorEntry(status, 'FRAMEWORK__INVALID_CRITERIA', 'Invalid request')
    const problem = new ApiProblem(status, first.code, first.detail)
    problem.errors.splice(0, 1, ...(errors.length > 0 ? errors : [first]))
    return problem
  }
}

/** Shopware's factories for the errors the catalogue routes raise. */
export const problems = {
  invalidUuid: (value: string, pointer?: string) =>
    new ApiProblem(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${value}`, {
      ...(pointer ? { pointer } : {}),
      parameters: { input: value },
    }),
  productNotFound: (id: string) =>
    new ApiProblem(404, 'PRODUCT__PRODUCT_NOT_FOUND', `Could not find product with id "${id}"`, {
      parameters: { productId: id },
    }),
  categoryNotFound: (id: string) =>
    new ApiProblem(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, {
      parameters: { id },
    }),
  cmsPageNotFound: (id: string) =>
    new ApiProblem(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${id}" was not found.`, {
      parameters: { pageId: id },
    }),
  landingPageNotFound: (id: string) =>
    new ApiProblem(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${id}" not found.`, {
      parameters: { landingPageId: id },
    }),
  countryNotFound: (id: string) =>
    new ApiProblem(404, 'CHECKOUT__COUNTRY_NOT_FOUND', `Country with id "${id}" not found.`, {
      parameters: { countryId: id },
    }),
  variantNotFound: (id: string) =>
    new ApiProblem(404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND', `Variant for productId ${id} not found`, {
      parameters: { productId: id },
    }),
  customerNotLoggedIn: () =>
    new ApiProblem(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  invalidParameter: (name: string, detail?: string) =>
    new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      detail ?? `The parameter "${name}" is invalid.`,
      {
        pointer: `/${name}`,
        parameters: { parameter: name },
      },
    ),
  missingParameter: (name: string) =>
    new ApiProblem(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', `Parameter "${name}" is missing.`, {
      pointer: `/${name}`,
      parameters: { parameterName: name },
    }),
  malformedJson: () =>
    new ApiProblem(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The JSON payload is malformed.', {
      parameters: { parameter: 'body' },
    }),
}

/** The seconds to wait that a 429's entries name (meta.parameters.seconds), if any. */
function secondsToWait(errors: ApiErrorEntry[]): number | null {
  for (const entry of errors) {
    const seconds = entry.meta?.parameters.seconds
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  }
  return null
}

/** Shopware's error document; every 429 also says in `Retry-After` how long to wait. */
export function problemResponse(c: Context, status: number, errors: ApiErrorEntry[]): Response {
  if (status === 429) c.header('Retry-After', String(secondsToWait(errors) ?? 1))
  return c.json({ errors } satisfies ApiErrorBody, status as ContentfulStatusCode)
}

/** Logs are injectable so tests stay quiet and can assert that internal errors are reported. */
export type ErrorLogger = (message: string, error: unknown) => void

/**
 * Hono onError: ApiProblem → its body; Hono HTTPExceptions (e.g. body limit) keep their status;
 * anything else is a real bug: logged and answered with a generic 500 that leaks nothing.
 */
export function createErrorHandler(log: ErrorLogger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof ApiProblem) return problemResponse(c, err.status, err.errors)
    if (err instanceof HTTPException && err.status < 500) {
      return problemResponse(c, err.status, [
        errorEntry(err.status, '0', err.message || statusTitle(err.status)),
      ])
    }
    log(`Unhandled error on ${c.req.method} ${c.req.path}`, err)
    return problemResponse(c, 500, [errorEntry(500, '0', 'An internal error occurred.')])
  }
}

/**
 * The URI Symfony's RouterListener names in "No route found for …": scheme, host and path, no
 * query (Request::getUriForPath).
 */
function routeUri(c: Context): string {
  const url = new URL(c.req.url)
  return `${url.origin}${url.pathname}`
}

/**
 * Shopware answers an unknown route as Symfony's NotFoundHttpException passes through its
 * ErrorResponseFactory: code "0" (the exception has no error code of its own) and the router's
 * "No route found for "GET http://host/store-api/…"" with the referer when one was sent. There is
 * no FRAMEWORK__ code for it in Shopware, so a client must not expect one.
 */
export function notFoundHandler(c: Context): Response {
  const referer = c.req.header('referer')
  const from = referer ? ` (from "${referer}")` : ''
  const detail = `No route found for "${c.req.method} ${routeUri(c)}"${from}`
  return problemResponse(c, 404, [errorEntry(404, '0', detail)])
}

/**
 * notFound handler of an app whose routes are known: a path that exists for other methods is
 * Symfony's 405 with `Allow` (code "0", "… Method Not Allowed (Allow: …)"), anything else the 404.
 * The routes are read on first use, when every module has registered its own.
 */
export function createNotFoundHandler(routes: () => readonly { method: string; path: string }[]) {
  let byMethod: TrieRouter<true> | null = null
  const methods = new Set<string>()
  return (c: Context): Response => {
    if (!byMethod) {
      byMethod = new TrieRouter<true>()
      for (const route of routes()) {
        if (route.method === 'ALL') continue
        byMethod.add(route.method, route.path, true)
        methods.add(route.method)
      }
    }
    const router = byMethod
    const allowed = [...methods].filter((m) => router.match(m, c.req.path)[0].length > 0).sort()
    if (allowed.length === 0) return notFoundHandler(c)
    c.header('Allow', allowed.join(', '))
    const detail = `No route found for "${c.req.method} ${routeUri(c)}": Method Not Allowed (Allow: ${allowed.join(', ')})`
    return problemResponse(c, 405, [errorEntry(405, '0', detail)])
  }
}
