// A short-lived cache of the catalogue reads a token-less page render makes (menus, the anonymous
// context, categories, products, CMS pages, listings). Every visitor without a token sees the same
// answers, so one Store API call serves every render within the TTL; concurrent identical calls wait
// for the first. Only for renders without a token: a shopper's own reads never pass through here,
// except the few reads that no context changes (CONTEXT_FREE_READS, see `acrossContexts`).

import type { StoreApiAnswer, StoreApiCall } from '../src/api/http.ts'
import { CONTEXT_TOKEN_HEADER } from '../src/domain/constants.ts'
import type { CacheEvent } from './observability/metrics.ts'
import { priceContextKey } from './price-context.ts'

/**
 * Reads that depend on nothing but the URL, the language/currency headers and the body. The cart
 * (but for nobody's, NOBODYS_CART), the account, orders, the wishlist and every write are missing
 * on purpose.
 */
const CATALOGUE_READS =
  /^\/(?:context|navigation\/|category(?:\/|$)|product(?:\/|$)|product-listing\/|search(?:-suggest)?$|cms\/|seo-url$|language$|currency$|country$|salutation$|sitemap$|breadcrumb\/|landing-page\/)/

/**
 * Reads whose answer is the same for every context of a sales channel once the language is named:
 * the menus (categories are not shown per customer group, in Shopware nor in the embedded back
 * end) and the list of languages. A shopper's render (with a token) may take these from a render
 * of another shopper; prices, the cart, products and everything else stay per context.
 */
export const CONTEXT_FREE_READS = /^\/(?:navigation\/|language$)/

/**
 * The basket of a token-less render. Such a render starts without a token and reads its context
 * through this cache; the basket it then reads is that context's, which no visitor ever holds (a
 * page for nobody hands out no token, server/pages.ts), so it is empty and the same for every render
 * within the TTL. Reading it afresh would make the back end load and calculate a cart on every page.
 * Only GET (the read); the token is part of the key, so a basket of any other context is never
 * served for this one.
 */
const NOBODYS_CART = /^\/checkout\/cart$/

/**
 * A shopper's catalogue reads that are the same for every shopper of the same price context
 * (./price-context.ts): all catalogue reads but the context itself, which is the shopper's own. A
 * review being written (`POST /product/{id}/review`) is never a read.
 */
const PRICE_CONTEXT_READS =
  /^\/(?:navigation\/|category(?:\/|$)|product(?:\/(?!.*\/review$)|$)|product-listing\/|search(?:-suggest)?$|cms\/|seo-url$|language$|currency$|country$|salutation$|sitemap$|breadcrumb\/|landing-page\/)/

/**
 * One shopper's render, as the price-context cache knows it: the key of the context its token has
 * (read from the render's own `GET /context` answer) and that token. Until the context was read, and
 * for calls with another token (a render that got a new one), nothing is shared.
 */
export interface RenderScope {
  key: string | undefined
  token: string | undefined
}

interface Stored {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: ArrayBuffer
  storedAt: number
  /**
   * The body parsed once and deep-frozen, for renders in this process that ask `answer` first:
   * every such render reads the same objects, so none may change them (a frozen object throws).
   * Undefined until the first `answer` hit; null when the body is not JSON.
   */
  parsed?: StoreApiAnswer | null
}

type Loaded = { own: Response } | { stored: Stored }

export interface StoreApiCacheOptions {
  /** Upstream `…/store-api` base URL: the part of a request URL before the route. */
  baseURL: string
  ttlMs: number
  maxEntries?: number
  now?: () => number
  /**
   * Renders with a context token pass through this cache too: only CONTEXT_FREE_READS are kept,
   * only calls that name their language (sw-language-id; without it the context's own language
   * applies), and a kept answer carries no sw-context-token, so no render ever picks up another
   * shopper's context from it.
   */
  acrossContexts?: boolean
  /**
   * Renders of shoppers pass through this cache with a RenderScope each (`forRender`): the catalogue
   * reads (PRICE_CONTEXT_READS) are kept per price context, so every shopper with the same prices
   * and situation shares them; a kept answer carries no sw-context-token.
   */
  perPriceContext?: boolean
  /** Each lookup's outcome and each answer dropped for room (the metrics). */
  events?: (event: CacheEvent) => void
}

export interface StoreApiCache {
  /** `fetch` for one token-less render: catalogue reads from the cache, everything else upstream. */
  wrap(fetch: typeof globalThis.fetch): typeof globalThis.fetch
  /**
   * A fresh kept answer to a call of a render in this process, already parsed, or undefined (not
   * kept, expired, not JSON, not a read this cache keeps: the caller then makes the call through
   * `wrap`ped fetch, which loads and keeps it). Saves the client's HTTP machinery, a Request, a
   * Response and a JSON.parse per hit; what is kept, for how long and under which key is the same
   * as for `wrap`, so both find each other's entries.
   */
  answer(call: StoreApiCall): StoreApiAnswer | undefined
  /**
   * Forgets every kept answer (a change was announced, ./webhooks.ts). Calls already on their way may
   * carry data from before it: they answer their callers, but are neither kept nor waited for.
   */
  clear(): void
  stats(): { upstreamCalls: number; hits: number }
  /**
   * `wrap` and `answer` for one shopper's render (a cache made with `perPriceContext`): its
   * `GET /context` answer sets the render's scope, later reads share what renders of the same price
   * context kept. Without `perPriceContext`, the cache's own `wrap` and `answer`.
   */
  forRender(): Pick<StoreApiCache, 'wrap' | 'answer'>
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const field of Object.values(value)) deepFreeze(field)
  }
  return value
}

function parsedOf(stored: Stored): StoreApiAnswer | null {
  if (stored.parsed !== undefined) return stored.parsed
  let parsed: StoreApiAnswer | null = null
  const type = stored.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
  if (type.includes('json')) {
    try {
      const data: unknown = JSON.parse(new TextDecoder().decode(stored.body))
      parsed = Object.freeze({ headers: stored.headers, data: deepFreeze(data) })
    } catch {
      parsed = null
    }
  }
  stored.parsed = parsed
  return parsed
}

function responseOf(stored: Stored): Response {
  return new Response(stored.body.slice(0), {
    status: stored.status,
    statusText: stored.statusText,
    headers: stored.headers,
  })
}

/** One cache: its settings, what it keeps, what is loading, and how often each happened. */
interface CacheState {
  baseURL: string
  /** The path part of `baseURL`, cut off a request's path to get its route. */
  basePath: string
  ttlMs: number
  maxEntries: number
  now: () => number
  acrossContexts: boolean
  perPriceContext: boolean
  reads: RegExp
  entries: Map<string, Stored>
  inFlight: Map<string, Promise<Stored | undefined>>
  counts: { upstreamCalls: number; hits: number }
  events: (event: CacheEvent) => void
  /** Counts `clear()`s: an answer whose call started before the latest one is not kept. */
  clears: number
}

/** Whether a call is one this cache keeps ('cart': nobody's basket), from its route and headers. */
function keptAs(
  cache: CacheState,
  method: string,
  path: string,
  header: (name: string) => string | null,
  scope: RenderScope | undefined,
): 'read' | 'cart' | undefined {
  if (cache.perPriceContext) {
    // Only once the render's context is known, and only for calls made with that context's token.
    if (!scope?.key || !scope.token || header(CONTEXT_TOKEN_HEADER) !== scope.token) return undefined
  } else if (!cache.acrossContexts && method === 'GET' && NOBODYS_CART.test(path)) return 'cart'
  if ((method !== 'GET' && method !== 'POST') || !cache.reads.test(path)) return undefined
  if (cache.acrossContexts && !header('sw-language-id')) return undefined
  return 'read'
}

function keyOf(
  method: string,
  url: string,
  header: (name: string) => string | null,
  cart: boolean,
  body: string,
  scope: RenderScope | undefined,
): string {
  return [
    scope?.key ?? '',
    method,
    url,
    header('sw-access-key') ?? '',
    header('sw-language-id') ?? '',
    header('sw-currency-id') ?? '',
    header('sw-include-seo-urls') ?? '',
    cart ? (header(CONTEXT_TOKEN_HEADER) ?? '') : '',
    body,
  ].join('\n')
}

function keep(cache: CacheState, key: string, stored: Stored): void {
  const { entries } = cache
  entries.delete(key)
  entries.set(key, stored)
  while (entries.size > cache.maxEntries) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) break
    entries.delete(oldest)
    cache.events('eviction')
  }
}

function answerFrom(cache: CacheState, call: StoreApiCall, scope?: RenderScope): StoreApiAnswer | undefined {
  const { baseURL, ttlMs, now } = cache
  if (ttlMs <= 0 || !call.url.startsWith(`${baseURL}/`) || call.url.includes('?')) return undefined
  const header = (name: string) => call.headers[name] ?? null
  const kind = keptAs(cache, call.method, call.url.slice(baseURL.length), header, scope)
  if (!kind) return undefined
  const entry = cache.entries.get(keyOf(call.method, call.url, header, kind === 'cart', call.body, scope))
  if (!entry || now() - entry.storedAt >= ttlMs) return undefined
  const parsed = parsedOf(entry)
  if (!parsed) return undefined
  cache.counts.hits += 1
  cache.events('hit')
  return parsed
}

/** One call of a wrapped fetch: a kept answer, the answer of an identical call under way, or a load. */
async function fetchThrough(
  cache: CacheState,
  fetch: typeof globalThis.fetch,
  request: Request,
  scope?: RenderScope,
): Promise<Response> {
  const { now } = cache
  const route = request.url.startsWith(cache.baseURL) ? new URL(request.url).pathname : ''
  const path = route.slice(cache.basePath.length)
  const method = request.method.toUpperCase()
  const header = (name: string) => request.headers.get(name)
  if (scope && method === 'GET' && path === '/context') return readScope(fetch, request, scope)
  const kind = keptAs(cache, method, path, header, scope)
  if (!kind) return fetch(request)
  const body = method === 'POST' ? await request.clone().text() : ''
  const key = keyOf(method, request.url, header, kind === 'cart', body, scope)
  const entry = cache.entries.get(key)
  if (entry && now() - entry.storedAt < cache.ttlMs) {
    cache.counts.hits += 1
    cache.events('hit')
    return responseOf(entry)
  }
  const running = cache.inFlight.get(key)
  if (running) {
    cache.events('coalesced')
    const shared = await running.catch(() => undefined)
    if (shared) {
      cache.counts.hits += 1
      return responseOf(shared)
    }
    return fetch(request)
  }
  cache.events('miss')
  return load(cache, fetch, request, key)
}

/** Tokens whose last context answer and its key are remembered (the oldest is forgotten first). */
const REMEMBERED_CONTEXTS = 256
const contextKeys = new Map<string, { text: string; key: string | undefined }>()

/**
 * The price-context key of a context answer's text. A shopper's context answers the same bytes page
 * after page, and parsing it (11 KB for a guest, 40 KB for a customer with addresses) was a
 * percent of each render: the token's last answer, when this one is the same text, gives its key
 * without being parsed again. Throws when the text is not JSON (nothing is remembered then).
 */
function contextKeyOf(token: string | null, text: string): string | undefined {
  const last = token ? contextKeys.get(token) : undefined
  if (last && last.text === text) return last.key
  const key = priceContextKey(JSON.parse(text))
  if (!token) return key
  contextKeys.delete(token)
  if (contextKeys.size >= REMEMBERED_CONTEXTS) {
    const oldest = contextKeys.keys().next()
    if (!oldest.done) contextKeys.delete(oldest.value)
  }
  contextKeys.set(token, { text, key })
  return key
}

/**
 * The render's own context: passed on as it came, and its key (./price-context.ts) set as the
 * render's scope, for the token the answer is for. A failed or unreadable answer leaves the render
 * unscoped: it then shares nothing, as before this cache.
 */
async function readScope(fetch: typeof globalThis.fetch, request: Request, scope: RenderScope) {
  const response = await fetch(request)
  scope.key = undefined
  if (response.status !== 200) return response
  const token = response.headers.get(CONTEXT_TOKEN_HEADER) ?? request.headers.get(CONTEXT_TOKEN_HEADER)
  // Read whole (a context is a few KB) and handed on as a new Response: cheaper than a clone's tee.
  const body = await response.arrayBuffer()
  try {
    const key = contextKeyOf(token, new TextDecoder().decode(body))
    if (key && token) {
      scope.key = key
      scope.token = token
    }
  } catch {
    // not JSON: the render reads everything itself
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/** Calls upstream once for every identical call meanwhile; keeps the answer when it is a 200. */
async function load(
  cache: CacheState,
  fetch: typeof globalThis.fetch,
  request: Request,
  key: string,
): Promise<Response> {
  const { now } = cache
  const startedAfter = cache.clears
  cache.counts.upstreamCalls += 1
  // Registered before the answer arrives, so identical calls meanwhile wait for this one.
  const loading = fetch(request).then(async (response): Promise<Loaded> => {
    // Only complete successful answers are shared; an error stays with the call that got it.
    if (response.status !== 200) return { own: response }
    const stored: Stored = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers].filter(
        ([name]) =>
          !(cache.acrossContexts || cache.perPriceContext) || name.toLowerCase() !== CONTEXT_TOKEN_HEADER,
      ),
      body: await response.arrayBuffer(),
      storedAt: now(),
    }
    return { stored }
  })
  const shared = loading.then((result) => ('stored' in result ? result.stored : undefined))
  // The caller gets a failed load from `loading`; calls that waited, from their own catch. Without a
  // handler here, a load nobody waited for (a shopper's render whose visitor left: its calls are
  // aborted) would be an unhandled rejection, which ends the process.
  shared.catch(() => {})
  cache.inFlight.set(key, shared)
  try {
    const result = await loading
    if (!('stored' in result)) return result.own
    if (startedAfter === cache.clears) keep(cache, key, result.stored)
    return responseOf(result.stored)
  } finally {
    if (cache.inFlight.get(key) === shared) cache.inFlight.delete(key)
  }
}

export function createStoreApiCache({
  baseURL,
  ttlMs,
  maxEntries = 1_000,
  now = Date.now,
  acrossContexts = false,
  perPriceContext = false,
  events = () => {},
}: StoreApiCacheOptions): StoreApiCache {
  const cache: CacheState = {
    baseURL,
    basePath: new URL(baseURL).pathname,
    ttlMs,
    maxEntries,
    now,
    acrossContexts,
    perPriceContext,
    reads: perPriceContext ? PRICE_CONTEXT_READS : acrossContexts ? CONTEXT_FREE_READS : CATALOGUE_READS,
    entries: new Map(),
    inFlight: new Map(),
    counts: { upstreamCalls: 0, hits: 0 },
    events,
    clears: 0,
  }
  const scoped = (scope?: RenderScope): Pick<StoreApiCache, 'wrap' | 'answer'> => ({
    answer(call) {
      return answerFrom(cache, call, scope)
    },
    wrap(fetch) {
      if (ttlMs <= 0) return fetch
      // The Request is made inside the async function: input it cannot take rejects, as with fetch.
      // A Request alone (what an outer cache's wrap passes on) is used as it is: nothing here
      // consumes its body (a POST's is read from a clone).
      return async (input, init) =>
        fetchThrough(
          cache,
          fetch,
          input instanceof Request && init === undefined ? input : new Request(input, init),
          scope,
        )
    },
  })
  const unscoped = scoped()
  return {
    ...unscoped,
    forRender: () => (perPriceContext ? scoped({ key: undefined, token: undefined }) : unscoped),
    clear() {
      cache.clears += 1
      cache.entries.clear()
      cache.inFlight.clear()
    },
    stats: () => ({ ...cache.counts }),
  }
}
