import type { Context, Hono } from 'hono'
import { serialize } from 'hono/utils/cookie'
import { CONTEXT_TOKEN_COOKIE, CONTEXT_TOKEN_HEADER, STORE_API_PATH } from '../src/domain/constants.ts'
import { type Locale, localePrefix, resolveLocale } from '../src/domain/locale.ts'
import {
  NATIVE_FORM_FIELD,
  QUANTITY_STEP_FIELD,
  NATIVE_FORM_RESULT_COOKIE,
  type NativeFormResult,
  parseNativeFormResult,
} from '../src/domain/native-form.ts'
import { purchaseLimits, stepQuantity } from '../src/domain/product.ts'
import { sanitizeReturnPath } from '../src/features/account/return-path.ts'
import { clientAddressOf, type TrustedProxies } from './client-address.ts'
import type { ServerConfig } from './config.ts'
import { longLivedCookie, readCookie } from './cookies.ts'
import { localeOrigins, siteHost } from './locale-redirect.ts'
import { isValidContextToken, readLimited, upstreamHeaders } from './proxy.ts'
import { errorResponse, type Upstream } from './upstream.ts'
import { sameOriginPath } from './uri.ts'
import { noteError } from './observability/request-context.ts'

/**
 * Forms without JavaScript (a blocked or failed script, a deploy between page and chunk). Every form
 * posts to its own page (`method="post"`, no action) with a hidden `_form` field naming it. Here the
 * server does what the page's code would have done, through the Store API with the visitor's context
 * cookie, as the proxy does: login, the cart's add, quantity and remove, and the footer's newsletter
 * sign-up. Every other form answers that it needs the page's code (the page then says so). The answer is always a 303 back to a page
 * (post/redirect/get: reloading never posts twice), the outcome riding along in a short-lived HttpOnly
 * cookie the next page render reads once; typed values go there, never into a URL, and a password
 * never anywhere.
 *
 * Cross-site requests: a native form cannot send the proxy's `x-storefront` header, so a post must
 * come from one of the shop's own origins (`Origin`, which browsers send with every form post; when
 * absent, `Sec-Fetch-Site: same-origin`). Anything else is refused with 403 before the body is read.
 * The context cookie is SameSite=Lax as well, so another site's post would not carry it anyway.
 */

export interface NativeFormOptions {
  config: Pick<ServerConfig, 'domains' | 'origins'>
  upstream: Upstream
  /** The Store API language of a locale (languages.ts): the newsletter's mail is written in it. */
  languageId: (locale: Locale) => Promise<string | undefined>
  isHttps: (request: Request) => boolean
  trustedProxies: TrustedProxies
}

const MAX_FORM_BYTES = 64 * 1024
/** Long enough for the redirect to be followed on a slow connection; read once, then cleared. */
const RESULT_MAX_AGE_SECONDS = 120
const LINE_ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/
const MAX_QUANTITY = 10_000

/** Whether a form post comes from the shop's own page on `site` (see the module comment). */
export function isSameOriginPost(request: Request, expectedOrigin: string): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === expectedOrigin
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/** What the result cookie keeps of one typed value: an e-mail address's longest form (RFC 5321). */
const MAX_RESULT_VALUE_LENGTH = 320
/**
 * The longest result cookie value written. A cut value can still be long once encoded (four UTF-8
 * bytes per character, six for an escaped control character, a third more for base64); above this
 * the typed values are left out (the shopper types again) and the outcome alone is sent. Browsers
 * take about 4 KB per cookie; without this bound a long typed value (a pasted 60 KB user name) would
 * come back as a Set-Cookie larger than any browser keeps.
 */
export const MAX_RESULT_COOKIE_VALUE = 2048

/** The first `max` UTF-16 units of `value`, never half of a surrogate pair. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const code = value.charCodeAt(max - 1)
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
}

/**
 * The result cookie's value: base64url JSON (cookie-safe without quoting), bounded whatever was
 * typed: each value is cut to what parseNativeFormResult accepts, and the whole stays within
 * MAX_RESULT_COOKIE_VALUE.
 */
export function encodeResult(result: NativeFormResult): string {
  const values: NativeFormResult['values'] = {}
  for (const name of ['username', 'email'] as const) {
    const value = result.values[name]
    if (value !== undefined) values[name] = cut(value, MAX_RESULT_VALUE_LENGTH)
  }
  if (result.values.quantity !== undefined) values.quantity = cut(result.values.quantity, 5)
  const encode = (bounded: NativeFormResult) => Buffer.from(JSON.stringify(bounded)).toString('base64url')
  const encoded = encode({ ...result, values })
  return encoded.length <= MAX_RESULT_COOKIE_VALUE ? encoded : encode({ ...result, values: {} })
}

/** The result a request carries, if any and well-formed. */
export function readNativeFormResult(cookieHeader: string | null | undefined): NativeFormResult | undefined {
  const raw = readCookie(cookieHeader, NATIVE_FORM_RESULT_COOKIE)
  if (!raw) return undefined
  try {
    return parseNativeFormResult(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
  } catch {
    return undefined
  }
}

/** Sets (or, with no result, clears) the result cookie. */
export function resultCookie(result: NativeFormResult | undefined, https: boolean): string {
  return serialize(NATIVE_FORM_RESULT_COOKIE, result ? encodeResult(result) : '', {
    path: '/',
    maxAge: result ? RESULT_MAX_AGE_SECONDS : 0,
    sameSite: 'Lax',
    httpOnly: true,
    secure: https,
  })
}

/** A whole positive quantity, or undefined. */
export function parseQuantity(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d{1,5}\s*$/.test(raw)) return undefined
  const quantity = Number(raw)
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : undefined
}

interface Outcome {
  /** Path (with the locale's prefix and the query) the shopper is sent to. */
  location: string
  result?: NativeFormResult
}

type StoreApiCall = (path: string, method: string, body: unknown) => Promise<Response>

/** Seconds from a 429's Retry-After, when it names a whole number of them. */
function retryAfter(response: Response): { retryAfterSeconds?: number } {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isInteger(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {}
}

async function login(
  fields: URLSearchParams,
  call: StoreApiCall,
  back: string,
  home: string,
): Promise<Outcome> {
  const username = (fields.get('username') ?? '').trim()
  const password = fields.get('password') ?? ''
  const values = { username }
  if (!username || !password)
    return { location: back, result: { form: 'login', outcome: 'invalidCredentials', values } }
  const response = await call('/account/login', 'POST', { username, password })
  if (response.ok) return { location: home, result: { form: 'login', outcome: 'loggedIn', values: {} } }
  if (response.status === 429) {
    return {
      location: back,
      result: { form: 'login', outcome: 'throttled', values, ...retryAfter(response) },
    }
  }
  if (response.status === 401 || response.status === 400) {
    return { location: back, result: { form: 'login', outcome: 'invalidCredentials', values } }
  }
  return { location: back, result: { form: 'login', outcome: 'failed', values } }
}

/** Whether a Store API 400 names the e-mail field (Shopware's violations carry `source.pointer`). */
async function refusesEmail(response: Response): Promise<boolean> {
  const body: unknown = await response.json().catch(() => null)
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return false
  return errors.some((error: unknown) => {
    const pointer = (error as { source?: { pointer?: unknown } } | null)?.source?.pointer
    return typeof pointer === 'string' && pointer.startsWith('/email')
  })
}

/**
 * The footer's sign-up (double opt-in): the address the shopper typed, the confirmation link on
 * the page's locale. The answer leads back to the footer (`#footer-newsletter`), where the form
 * says what happened and keeps a refused address. With bot protection on, a post without the
 * page's code has no token and is refused: the form then says it needs the page's code.
 */
async function newsletter(
  fields: URLSearchParams,
  call: StoreApiCall,
  back: string,
  storefrontUrl: string,
): Promise<Outcome> {
  const form = 'footer-newsletter'
  const location = `${back}#${form}`
  const email = (fields.get('email') ?? '').trim()
  const values = { email: email.slice(0, 320) }
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
    return { location, result: { form, outcome: 'invalidEmail', values } }
  const response = await call('/newsletter/subscribe', 'POST', { email, option: 'subscribe', storefrontUrl })
  if (response.ok) {
    await response.body?.cancel()
    return { location, result: { form, outcome: 'subscribed', values: {} } }
  }
  if (response.status === 429) {
    await response.body?.cancel()
    return { location, result: { form, outcome: 'throttled', values, ...retryAfter(response) } }
  }
  // refusesEmail reads the body; a read body cannot be cancelled (its stream is locked), so every
  // branch below either reads it or cancels it, never both.
  if (response.status === 400) {
    const outcome = (await refusesEmail(response)) ? 'invalidEmail' : 'failed'
    return { location, result: { form, outcome, values } }
  }
  await response.body?.cancel()
  const outcome = response.status === 403 ? 'needsScript' : 'failed'
  return { location, result: { form, outcome, values } }
}

/**
 * The product page's − or + without JavaScript (they are the buy form's submit buttons): nothing is
 * added; the page comes back showing the next valid quantity from the one in the field, by the
 * product's purchase limits as the Store API has them (the page's own code steps the same way).
 */
async function chooseQuantity(
  productId: string,
  typed: string | null,
  step: 'up' | 'down',
  call: StoreApiCall,
  back: string,
): Promise<Outcome> {
  const form = 'cart.add'
  const response = await call(`/product/${productId}`, 'POST', {
    includes: { product: ['minPurchase', 'purchaseSteps', 'maxPurchase', 'calculatedMaxPurchase'] },
  })
  if (!response.ok) {
    await response.body?.cancel()
    return { location: back, result: { form, outcome: 'failed', values: {} } }
  }
  const body = (await response.json().catch(() => null)) as { product?: Record<string, unknown> } | null
  const wire = body?.product ?? {}
  const int = (value: unknown) => (typeof value === 'number' ? value : null)
  const limits = purchaseLimits(
    int(wire.minPurchase),
    int(wire.purchaseSteps),
    int(wire.calculatedMaxPurchase) ?? int(wire.maxPurchase),
  )
  const shown = parseQuantity(typed) ?? limits.min
  const quantity = stepQuantity(shown, step === 'up' ? 1 : -1, limits)
  return {
    location: back,
    result: { form, outcome: 'quantityChosen', values: { quantity: String(quantity) } },
  }
}

async function cart(
  form: string,
  fields: URLSearchParams,
  call: StoreApiCall,
  back: string,
): Promise<Outcome> {
  const failed: Outcome = { location: back, result: { form, outcome: 'failed', values: {} } }
  if (form === 'cart.add') {
    const productId = fields.get('productId') ?? ''
    if (!LINE_ITEM_ID.test(productId)) return failed
    const step = fields.get(QUANTITY_STEP_FIELD)
    if (step === 'up' || step === 'down')
      return chooseQuantity(productId, fields.get('quantity'), step, call, back)
    const quantity = parseQuantity(fields.get('quantity') ?? '1')
    if (quantity === undefined)
      return { location: back, result: { form, outcome: 'invalidQuantity', values: {} } }
    const response = await call('/checkout/cart/line-item', 'POST', {
      items: [{ id: productId, referencedId: productId, type: 'product', quantity }],
    })
    return response.ok ? { location: back, result: { form, outcome: 'added', values: {} } } : failed
  }
  const id = fields.get('lineItemId') ?? ''
  if (!LINE_ITEM_ID.test(id)) return failed
  if (form === 'cart.remove') {
    const response = await call('/checkout/cart/line-item/delete', 'POST', { ids: [id] })
    return response.ok ? { location: back } : failed
  }
  // The − and + buttons send the quantity they lead to (`step`); Enter in the field sends the field,
  // together with the first button's `step` (the browser clicks it): a field changed from `current`
  // is what the shopper meant.
  const typed = fields.get('quantity')
  const changed = typed !== null && typed.trim() !== (fields.get('current') ?? '')
  const quantity = parseQuantity(changed ? typed : (fields.get('step') ?? typed))
  if (quantity === undefined)
    return { location: back, result: { form, outcome: 'invalidQuantity', values: {} } }
  const response = await call('/checkout/cart/line-item', 'PATCH', { items: [{ id, quantity }] })
  return response.ok ? { location: back } : failed
}

async function readFields(request: Request): Promise<URLSearchParams | undefined> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined
  const body = await readLimited(request.body, MAX_FORM_BYTES)
  return body ? new URLSearchParams(new TextDecoder().decode(body)) : undefined
}

/** Mounts `POST *` for page paths (the Store API proxy and other posts are mounted before it). */
export function mountNativeForms(
  app: Hono<{ Variables: { nonce: string } }>,
  options: NativeFormOptions,
): void {
  const { config, upstream } = options
  app.post('*', async (c: Context) => {
    const request = c.req.raw
    const url = new URL(request.url)
    if (url.pathname === STORE_API_PATH || url.pathname.startsWith(`${STORE_API_PATH}/`)) {
      return errorResponse(404, 'STOREFRONT__NOT_FOUND', 'Not Found', `Nothing at ${url.pathname}`)
    }
    const site = siteHost(config.origins, c.req.header('host') ?? url.host)
    const expectedOrigin = config.origins.byHost[site] ?? ''
    if (!isSameOriginPost(request, expectedOrigin)) {
      return errorResponse(
        403,
        'STOREFRONT__CROSS_SITE_FORM',
        'Forbidden',
        'Forms are accepted from the shop’s own pages only',
      )
    }
    const fields = await readFields(request)
    if (!fields) {
      return errorResponse(
        415,
        'STOREFRONT__UNSUPPORTED_FORM',
        'Unsupported Media Type',
        'Forms must be URL-encoded and at most 64 KB',
      )
    }
    const https = options.isHttps(request)
    const locale = resolveLocale(site, url.pathname, config.domains)
    // The page the form was on, as the redirect goes back to it: only ever a path on this shop. The
    // footer's form is on every page, a 404 too, so a post to `//evil.example/x` is a real one; its
    // path alone, used unchanged, would be a protocol-relative Location to another site.
    const home = `${localePrefix(locale)}/`
    const back = sameOriginPath(`${url.pathname}${url.search}`, home)
    const cookieToken = readCookie(request.headers.get('cookie'), CONTEXT_TOKEN_COOKIE)
    let token = isValidContextToken(cookieToken) ? cookieToken : undefined
    let tokenChanged = false
    const named = fields.get(NATIVE_FORM_FIELD) ?? ''
    const form = /^[a-z.-]{1,32}$/.test(named) ? named : 'unknown'
    // The page's language, as the page's own calls name it (the newsletter's mail is written in it).
    const language = form === 'footer-newsletter' ? await options.languageId(locale) : undefined
    const call: StoreApiCall = async (path, method, body) => {
      const headers = upstreamHeaders(
        new Headers(),
        upstream.accessKey,
        token,
        clientAddressOf(c, options.trustedProxies),
      )
      headers.set('content-type', 'application/json')
      if (language) headers.set('sw-language-id', language)
      const response = await upstream.fetch(`${upstream.baseURL}${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: request.signal,
      })
      const next = response.headers.get(CONTEXT_TOKEN_HEADER)
      if (isValidContextToken(next) && next !== token) {
        token = next
        tokenChanged = true
      }
      return response
    }

    let outcome: Outcome
    try {
      if (form === 'login') {
        // sanitizeReturnPath refuses what leaves the shop as written, but resolves dot segments
        // afterwards (`/.//evil.example` → `//evil.example`): checked again as the Location it becomes.
        const next = `${localePrefix(locale)}${sanitizeReturnPath(url.searchParams.get('redirect'))}`
        outcome = await login(fields, call, back, sameOriginPath(next, home))
      } else if (form === 'cart.add' || form === 'cart.quantity' || form === 'cart.remove') {
        outcome = await cart(form, fields, call, back)
      } else if (form === 'footer-newsletter') {
        const storefrontUrl = localeOrigins(config.origins, config.domains, site)[locale]
        outcome = await newsletter(fields, call, back, storefrontUrl)
      } else {
        outcome = { location: back, result: { form, outcome: 'needsScript', values: {} } }
      }
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 })
      // The request's log line carries it (with its cause chain); the form's name tells which form.
      noteError(new Error(`Native form '${form}' failed`, { cause: error }))
      outcome = { location: back, result: { form, outcome: 'failed', values: {} } }
    }

    const headers = new Headers({ location: outcome.location, 'cache-control': 'private, no-store' })
    if (tokenChanged && token) {
      headers.append('set-cookie', longLivedCookie(CONTEXT_TOKEN_COOKIE, token, { https, httpOnly: true }))
    }
    if (outcome.result) headers.append('set-cookie', resultCookie(outcome.result, https))
    return new Response(null, { status: 303, headers })
  })
}
