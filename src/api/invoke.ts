// Typed Store API calls by operation key, as shopware/frontends' `client.invoke`:
// `invoke('readCart get /checkout/cart', { body, query, pathParams, headers })`. The key names the
// route once, so body, query, path parameters and answer are always the types of the route that is
// called: a path written apart from its type argument could name another route and nothing would say so.
// Calls go through StoreApiHttp unchanged: same URL, body and headers as a direct call would send.

import type { CallConfig, StoreApiHttp } from './http.ts'
import type { OperationKey, StoreOperations, WireResponse } from './wire.ts'

/**
 * Headers a call adds to the client's own (sw-include-seo-urls, a per-call sw-language-id). Not
 * taken from the schema: it types sw-include-seo-urls as a boolean and lists it on a few routes only,
 * while Shopware reads it on every route and the client sends header values as strings (the server's
 * answer cache compares them as such).
 */
export type ExtraHeaders = Readonly<Record<string, string>>

/**
 * One parameter field of an operation: required when the schema requires it, optional when the
 * schema makes it optional, and not allowed when the operation has none.
 */
type Field<Op, F extends 'body' | 'query' | 'pathParams'> = F extends keyof Op
  ? undefined extends Op[F & keyof Op]
    ? { [P in F]?: Op[F & keyof Op] }
    : { [P in F]: Op[F & keyof Op] }
  : { [P in F]?: never }

/** The parameters of one variant of an operation (a few operations are unions of variants). */
type ParamsOf<Op> = Op extends unknown
  ? Field<Op, 'body'> & Field<Op, 'query'> & Field<Op, 'pathParams'> & { headers?: ExtraHeaders }
  : never

/** What a call of operation K passes: its body, query and path parameters, and extra headers. */
export type InvokeParams<K extends OperationKey> = ParamsOf<StoreOperations[K]>

/** `[params]` when the operation requires a body, query or path parameters, else `[params?]`. */
export type InvokeArgs<K extends OperationKey> =
  Partial<InvokeParams<K>> extends InvokeParams<K> ? [params?: InvokeParams<K>] : [params: InvokeParams<K>]

/** What a call resolves to: the answer's body as the schema types it. */
export interface InvokeAnswer<K extends OperationKey> {
  data: WireResponse<K>
}

export type Invoke = <K extends OperationKey>(key: K, ...params: InvokeArgs<K>) => Promise<InvokeAnswer<K>>

/** The methods StoreApiHttp has (the Store API has no PUT route). */
export type InvokeMethod = 'get' | 'post' | 'patch' | 'delete'

const METHODS: ReadonlySet<string> = new Set(['get', 'post', 'patch', 'delete'])

function isMethod(value: string): value is InvokeMethod {
  return METHODS.has(value)
}

/** Method and path of an operation key ('<operationId> <method> <path>'); throws on any other shape. */
export function routeOf(key: string): { method: InvokeMethod; path: string } {
  const [operationId, method, path, ...rest] = key.split(' ')
  const malformed = () =>
    new Error(`Store API operation key '${key}' is not '<operationId> <get|post|patch|delete> <path>'`)
  if (!operationId || rest.length > 0 || method === undefined || path === undefined) throw malformed()
  if (!isMethod(method) || !path.startsWith('/')) throw malformed()
  return { method, path }
}

const PATH_PARAMETER = /\{([^}]+)\}/g

/**
 * The path with each `{name}` replaced by its URL-encoded value from `pathParams`. A missing value
 * throws instead of calling a route that does not exist; an empty string is sent as it is, as the
 * resources always did (Shopware answers it with its own error).
 */
export function resolvePath(
  key: string,
  path: string,
  pathParams: Readonly<Record<string, unknown>> | undefined,
): string {
  if (!path.includes('{')) return path
  return path.replace(PATH_PARAMETER, (_placeholder, name: string) => {
    const value = pathParams?.[name]
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Store API operation '${key}': path parameter '${name}' is missing`)
    }
    return encodeURIComponent(value)
  })
}

/** What every operation's parameters have in common; `Invoke` types them per operation. */
interface CallParams {
  body?: unknown
  query?: Readonly<Record<string, unknown>>
  pathParams?: Readonly<Record<string, unknown>>
  headers?: ExtraHeaders
}

/**
 * Headers and query as StoreApiHttp takes them, and no config at all when the call has neither. The
 * query goes in only when given: the server's answer cache skips every call with `params`.
 */
function callConfig({ headers, query }: CallParams): CallConfig | undefined {
  if (headers === undefined && query === undefined) return undefined
  const config: CallConfig = {}
  if (headers !== undefined) config.headers = headers
  if (query !== undefined) config.params = query
  return config
}

function send(http: StoreApiHttp, key: string, params: CallParams): Promise<{ data: unknown }> {
  const { method, path } = routeOf(key)
  const url = resolvePath(key, path, params.pathParams)
  const config = callConfig(params)
  if (method === 'post') return http.post<unknown>(url, params.body, config)
  if (method === 'patch') return http.patch<unknown>(url, params.body, config)
  // StoreApiHttp's GET and DELETE take no body; no Store API route this client calls wants one.
  if (params.body !== undefined) {
    throw new Error(`Store API operation '${key}': a ${method.toUpperCase()} call sends no body`)
  }
  return method === 'get' ? http.get<unknown>(url, config) : http.delete<unknown>(url, config)
}

/** The typed `invoke` of a client's HTTP layer. Every failure, a malformed call too, is a rejection. */
export function createInvoke(http: StoreApiHttp): Invoke {
  function invoke<K extends OperationKey>(key: K, ...params: InvokeArgs<K>): Promise<InvokeAnswer<K>>
  function invoke(key: string, params?: unknown): Promise<{ data: unknown }> {
    try {
      // The signature above checked the parameters against the operation's schema entry.
      return send(http, key, (params ?? {}) as CallParams)
    } catch (error) {
      return Promise.reject(error)
    }
  }
  return invoke
}
