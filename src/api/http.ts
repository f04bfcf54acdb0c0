// The HTTP layer: one axios instance per client with the spec's headers, retry and error rules.
// Resources (./resources/*) call it; nothing outside src/api sees axios.

import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
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

export function createHttp(options: StoreApiClientOptions): AxiosInstance {
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
  let lastToken = options.headers?.[CONTEXT_TOKEN_HEADER]

  http.interceptors.request.use((config) => {
    if (lastToken) config.headers.set(CONTEXT_TOKEN_HEADER, lastToken)
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

  const noteToken = (headers: unknown) => {
    const token = plainHeaders(headers)[CONTEXT_TOKEN_HEADER]
    if (token && token !== lastToken) {
      lastToken = token
      options.onContextToken?.(token)
    }
  }

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
