// The HTTP layer: one axios instance per client with the spec's headers, retry and error rules.
// Resources (./resources/*) call it; nothing outside src/api sees axios.

import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios'
import axiosRetry from 'axios-retry'
import {
  CONTEXT_TOKEN_HEADER,
  STOREFRONT_REQUEST_HEADER,
  STOREFRONT_REQUEST_HEADER_VALUE,
} from '../domain/constants.ts'
import { asFailure, type StoreApiFailure } from '../domain/failure.ts'
import { ApiError, type ApiErrorDetail, ApiNetworkError, ApiTimeoutError } from './errors.ts'
import { isRecord } from './wire.ts'

export interface StoreApiClientOptions {
  /** '/store-api' in the browser; the upstream URL (…/store-api) on the server. */
  baseURL: string
  /** Server: the in-process back end or the upstream fetch. Uses axios' fetch adapter when set. */
  fetch?: typeof fetch
  /** Server adds sw-access-key and sw-context-token here. */
  headers?: Record<string, string>
  /** Sent as sw-language-id when it returns a value. */
  languageId?: () => string | undefined
  /** Called when a response carries a context token different from the last one seen. */
  onContextToken?: (token: string) => void
  timeoutMs?: number
  /**
   * Browser: the bot-protection token for a POST to one of CAPTCHA_PATHS (undefined: none), sent
   * in the body as `_grecaptcha_v3` where Shopware's storefront sends it.
   */
  captchaToken?: (path: string) => Promise<string | undefined>
  /**
   * Server: answers a read from a cache in this process before any HTTP machinery runs (undefined:
   * make the call). Asked with the URL, headers and body the call would send, so it answers exactly
   * what the same call through `fetch` would have been answered from that cache.
   */
  answer?: (call: StoreApiCall) => StoreApiAnswer | undefined
}

/** A read as the client would send it, for `answer`. */
export interface StoreApiCall {
  method: 'GET' | 'POST'
  /** baseURL + path (calls with query parameters are never asked). */
  url: string
  /** Header names in lower case, with the client's defaults, token and language applied. */
  headers: Readonly<Record<string, string>>
  /** The JSON body as sent ('' for a GET). */
  body: string
}

/** A kept answer: its headers (the context token among them, if any) and the parsed, frozen body. */
export interface StoreApiAnswer {
  headers: ReadonlyArray<readonly [string, string]>
  data: unknown
}

/** What a call may set besides URL and body. */
export type CallConfig = Pick<AxiosRequestConfig, 'headers' | 'params'>

/** The calls resources make: axios' own shape, narrowed to what they use (`data`). */
export interface StoreApiHttp {
  get<T>(url: string, config?: CallConfig): Promise<{ data: T }>
  post<T>(url: string, body?: unknown, config?: CallConfig): Promise<{ data: T }>
  patch<T>(url: string, body?: unknown, config?: CallConfig): Promise<{ data: T }>
  delete<T>(url: string, config?: CallConfig): Promise<{ data: T }>
}

/** The public form routes a configured reCAPTCHA protects (the back end checks the same list). */
export const CAPTCHA_PATHS: ReadonlySet<string> = new Set([
  '/contact-form',
  '/newsletter/subscribe',
  '/account/register',
  '/account/recovery-password',
])
const CAPTCHA_PARAMETER = '_grecaptcha_v3'

/** Statuses a GET is retried on (once), besides network errors. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete'])

function isTimeout(error: AxiosError): boolean {
  return error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED
}

/**
 * Exactly one retry, GET only, on a network error or a status of RETRY_STATUSES. axios-retry's
 * default condition also retries PUT and DELETE, which the spec forbids, so it is not used.
 * Client-side timeouts are not retried: the visitor already waited the full timeout once.
 */
export function shouldRetry(error: AxiosError): boolean {
  if (error.config?.method?.toLowerCase() !== 'get') return false
  if (error.response) return RETRY_STATUSES.has(error.response.status)
  return error.code !== AxiosError.ERR_CANCELED && !isTimeout(error)
}

function plainHeaders(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (headers instanceof AxiosHeaders || (typeof headers === 'object' && headers !== null)) {
    for (const [key, value] of Object.entries(AxiosHeaders.from(headers as AxiosHeaders).toJSON())) {
      if (typeof value === 'string') result[key.toLowerCase()] = value
      else if (Array.isArray(value)) result[key.toLowerCase()] = value.join(', ')
    }
  }
  return result
}

function errorDetails(data: unknown): ApiErrorDetail[] {
  if (isRecord(data) && Array.isArray(data.errors)) return data.errors.filter(isRecord) as ApiErrorDetail[]
  return []
}

function requestUrl(config: InternalAxiosRequestConfig | undefined): string {
  if (!config) return ''
  try {
    return axios.getUri(config)
  } catch {
    return config.url ?? ''
  }
}

/**
 * Maps whatever a call threw to ApiError / ApiTimeoutError / ApiNetworkError, so that callers only
 * ever see the domain's StoreApiFailure. A throw that is not axios' (a bug in an interceptor) and a
 * cancelled request (nothing cancels today) become 'unexpected' failures that keep the original as
 * their cause.
 */
export function toApiError(error: unknown, timeoutMs: number | undefined): StoreApiFailure {
  if (!axios.isAxiosError(error) || error.code === AxiosError.ERR_CANCELED) return asFailure(error)
  const url = requestUrl(error.config)
  if (error.response) {
    return new ApiError(
      {
        status: error.response.status,
        statusText: error.response.statusText ?? '',
        url,
        headers: plainHeaders(error.response.headers),
        details: errorDetails(error.response.data),
      },
      { cause: error },
    )
  }
  if (isTimeout(error)) return new ApiTimeoutError(url, timeoutMs, { cause: error })
  return new ApiNetworkError(url, error.message, { cause: error })
}

/** Puts the token into the JSON body of a protected POST; any other request passes untouched. */
function withCaptchaToken(captchaToken: (path: string) => Promise<string | undefined>) {
  return async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    const path = config.url ?? ''
    if (config.method?.toLowerCase() !== 'post' || !CAPTCHA_PATHS.has(path) || !isRecord(config.data)) {
      return config
    }
    const token = await captchaToken(path)
    if (token) config.data = { ...config.data, [CAPTCHA_PARAMETER]: token }
    return config
  }
}

/** The fetch option that carries a client's own fetch to `throughClientFetch`. */
const CLIENT_FETCH = 'storefrontClientFetch'

type ClientFetchInit = RequestInit & { [CLIENT_FETCH]?: typeof fetch }

/**
 * The one fetch every client hands axios. axios builds its fetch adapter once per fetch function
 * it is given (feature probes that construct Requests and a stream) and keeps each in a
 * module-level map for good: a fetch per client, one per server render, paid that on every render
 * and kept every render's fetch (and what it holds) alive. The client's own fetch rides along in
 * `fetchOptions`, which axios hands to fetch as its second argument.
 */
const throughClientFetch: typeof fetch = (input, init) => {
  const { [CLIENT_FETCH]: own, ...rest } = (init ?? {}) as ClientFetchInit
  // Never the global fetch instead: on the server that would skip the back end the client was made for.
  if (!own) return Promise.reject(new Error('Store API request without its client fetch'))
  return own(input, Object.keys(rest).length > 0 ? rest : undefined)
}

/** The latest context token a client sent or received; shared by its axios instance and `answer`. */
interface TokenState {
  last: string | undefined
}

export function createHttp(options: StoreApiClientOptions): AxiosInstance {
  return buildHttp(options, { last: options.headers?.[CONTEXT_TOKEN_HEADER] })
}

function buildHttp(options: StoreApiClientOptions, token: TokenState): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 0,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
    // 400-599 reject; 3xx from a Store API is unexpected but not an error of the request itself.
    validateStatus: (status) => status < 400,
    transitional: { clarifyTimeoutError: true },
    ...(options.fetch
      ? {
          adapter: 'fetch' as const,
          env: { fetch: throughClientFetch },
          fetchOptions: { [CLIENT_FETCH]: options.fetch },
        }
      : {}),
  })

  // The latest token wins for every later request of this client: on the server the first Store API
  // answer of a visit creates the context, and the rest of the render must use that same context.
  // (In the browser the proxy keeps the token in an HttpOnly cookie and never exposes it.)
  http.interceptors.request.use((config) => {
    if (token.last) config.headers.set(CONTEXT_TOKEN_HEADER, token.last)
    const languageId = options.languageId?.()
    // A per-request language (e.g. SEO URLs of every language) wins over the client's one.
    if (languageId && !config.headers.has('sw-language-id')) config.headers.set('sw-language-id', languageId)
    // Multipart uploads need the runtime-generated boundary. `false` (not delete) also stops axios
    // from putting its url-encoded default back in, so fetch/XHR set multipart with the boundary.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData)
      config.headers.set('Content-Type', false)
    if (UNSAFE_METHODS.has(config.method?.toLowerCase() ?? 'get')) {
      config.headers.set(STOREFRONT_REQUEST_HEADER, STOREFRONT_REQUEST_HEADER_VALUE)
    }
    return config
  })
  if (options.captchaToken) http.interceptors.request.use(withCaptchaToken(options.captchaToken))

  const noteToken = (headers: unknown) =>
    noteContextToken(plainHeaders(headers)[CONTEXT_TOKEN_HEADER], token, options)

  axiosRetry(http, { retries: 1, retryCondition: shouldRetry, retryDelay: () => 0 })

  // Registered after axios-retry so it sees the final outcome (retries happen first).
  http.interceptors.response.use(
    (response) => {
      noteToken(response.headers)
      return response
    },
    (error: unknown) => {
      // Error responses may carry a new token too (Shopware creates a context before failing).
      if (axios.isAxiosError(error) && error.response) noteToken(error.response.headers)
      return Promise.reject(toApiError(error, options.timeoutMs))
    },
  )
  return http
}

function noteContextToken(
  received: string | undefined,
  token: TokenState,
  options: StoreApiClientOptions,
): void {
  if (received && received !== token.last) {
    token.last = received
    options.onContextToken?.(received)
  }
}

/** A body axios sends as JSON.stringify of it (FormData, strings and the like are never asked). */
function isJsonBody(body: unknown): boolean {
  if (body === undefined || Array.isArray(body)) return true
  return typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype
}

function lowerCased(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (typeof headers === 'object' && headers !== null) {
    for (const [name, value] of Object.entries(headers)) {
      if (typeof value === 'string') result[name.toLowerCase()] = value
    }
  }
  return result
}

/**
 * The client's HTTP layer. With `answer` (the server's renders), a GET or POST read is first asked
 * there with the headers the request interceptor would send; a kept answer resolves without axios
 * (its config merging, interceptors, the fetch adapter's Request/Response and JSON.parse would cost
 * more than the render around them), and its context token is noted as the response interceptor
 * would. Anything not answered, and every call in the browser, goes through axios unchanged.
 */
export function createStoreApiHttp(options: StoreApiClientOptions): StoreApiHttp {
  const token: TokenState = { last: options.headers?.[CONTEXT_TOKEN_HEADER] }
  const http = buildHttp(options, token)
  const { answer } = options
  if (!answer) return http
  const base = options.baseURL.replace(/\/+$/, '')
  const defaults = {
    accept: 'application/json',
    'content-type': 'application/json',
    ...lowerCased(options.headers),
  }
  const answered = <T>(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    config: CallConfig | undefined,
  ): Promise<{ data: T }> | undefined => {
    if (config?.params !== undefined || !url.startsWith('/') || !isJsonBody(body)) return undefined
    const headers: Record<string, string> = { ...defaults, ...lowerCased(config?.headers) }
    if (token.last) headers[CONTEXT_TOKEN_HEADER] = token.last
    const languageId = options.languageId?.()
    if (languageId && !headers['sw-language-id']) headers['sw-language-id'] = languageId
    const kept = answer({
      method,
      url: `${base}${url}`,
      headers,
      // As axios serializes a JSON body; a call without one sends none.
      body: body === undefined ? '' : JSON.stringify(body),
    })
    if (!kept) return undefined
    const received = kept.headers.find(([name]) => name.toLowerCase() === CONTEXT_TOKEN_HEADER)?.[1]
    noteContextToken(received, token, options)
    return Promise.resolve({ data: kept.data as T })
  }
  return {
    get: <T>(url: string, config?: CallConfig) =>
      answered<T>('GET', url, undefined, config) ?? http.get<T>(url, config),
    post: <T>(url: string, body?: unknown, config?: CallConfig) =>
      answered<T>('POST', url, body, config) ?? http.post<T>(url, body, config),
    patch: (url, body, config) => http.patch(url, body, config),
    delete: (url, config) => http.delete(url, config),
  }
}
