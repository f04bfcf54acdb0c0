import type { Context, Env, MiddlewareHandler } from 'hono'
import { clientIpOf } from './client-ip.ts'
import { ApiProblem } from './errors.ts'
import { readPayload } from './payload.ts'

/**
 * Google reCAPTCHA v3 on the public forms, as Shopware's GoogleReCaptchaV3 captcha: the storefront
 * sends the token as `_grecaptcha_v3` in the body, the back end asks Google's siteverify endpoint
 * and accepts a success with a score of at least the threshold (Shopware's default 0.5).
 */
export const CAPTCHA_PARAMETER = '_grecaptcha_v3'
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const DEFAULT_MIN_SCORE = 0.5
const DEFAULT_TIMEOUT_MS = 3_000

/**
 * The routes whose Shopware storefront controllers carry `_captcha` (contact form, newsletter
 * sign-up, registration, password recovery), here at their Store API paths.
 */
export const CAPTCHA_ROUTES: ReadonlySet<string> = new Set([
  '/contact-form',
  '/newsletter/subscribe',
  '/account/register',
  '/account/recovery-password',
])

export interface CaptchaSettings {
  secretKey: string
  /** default: Google's siteverify; tests point it at a local fake */
  verifyUrl?: string
  /** default 3 s; a slower answer counts as the endpoint being unreachable */
  timeoutMs?: number
  minScore?: number
  /** where an unreachable verify endpoint is reported (default console.warn) */
  warn?: (message: string) => void
}

/** RECAPTCHA_SECRET_KEY (and RECAPTCHA_MIN_SCORE); null without a secret: no route is guarded. */
export function captchaSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaSettings | null {
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim()
  if (!secretKey) return null
  const score = env.RECAPTCHA_MIN_SCORE?.trim()
  const minScore = score ? Number(score) : DEFAULT_MIN_SCORE
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) {
    throw new Error(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, got '${score}'`)
  }
  return { secretKey, minScore }
}

export type Verdict = 'human' | 'rejected' | 'unavailable'

/** Asks the verify endpoint about one token. Never throws: a failed call is 'unavailable'. */
export async function verifyCaptchaToken(
  settings: CaptchaSettings,
  token: string,
  remoteIp: string | null,
): Promise<Verdict> {
  const form = new URLSearchParams({ secret: settings.secretKey, response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  let answer: unknown
  try {
    const response = await fetch(settings.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
    if (!response.ok) return 'unavailable'
    answer = await response.json()
  } catch {
    return 'unavailable'
  }
  if (typeof answer !== 'object' || answer === null) return 'unavailable'
  const { success, score } = answer as { success?: unknown; score?: unknown }
  if (success !== true) return 'rejected'
  return typeof score === 'number' && score >= (settings.minScore ?? DEFAULT_MIN_SCORE) ? 'human' : 'rejected'
}

/** Shopware's CaptchaException::invalid: 403 FRAMEWORK__INVALID_CAPTCHA_VALUE. */
export function invalidCaptcha(): ApiProblem {
  return new ApiProblem(
    403,
    'FRAMEWORK__INVALID_CAPTCHA_VALUE',
    'The provided value for captcha "googleReCaptchaV3" is not valid.',
    { parameters: { captcha: 'googleReCaptchaV3' } },
  )
}

/**
 * What the guard reads of a request, from the app that mounts it (store-api.ts, from its services
 * and the request context, which core/ defines above http/).
 */
export interface CaptchaRequest<E extends Env> {
  /** the back end's settings; absent or null: no route is guarded */
  settings(c: Context<E>): CaptchaSettings | null | undefined
  /** a customer is logged in to the request's context */
  loggedIn(c: Context<E>): boolean
}

/**
 * Guards CAPTCHA_ROUTES when a secret is configured (after the access-key check, which loads the
 * context). A logged-in customer is not asked: Shopware's account pages (the newsletter switch)
 * call these routes without a captcha, and the account itself already passed one.
 *
 * A missing token or one Google refuses is a 403. When Google cannot be asked (timeout, network,
 * 5xx) the request passes (fail-open) and a warning is logged: the shopper did nothing wrong, an
 * outage of a third party must not stop registration and password recovery, and these routes keep
 * Shopware's per-client rate limits, which bound what a bot gets through in that window. A bot
 * cannot cause the outage: the verify call goes from this server to Google.
 */
export function captchaGuard<E extends Env>(request: CaptchaRequest<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    const settings = request.settings(c)
    if (!settings || c.req.method !== 'POST' || !CAPTCHA_ROUTES.has(routePath(c.req.path))) return next()
    if (request.loggedIn(c)) return next()
    const token = (await readPayload(c))[CAPTCHA_PARAMETER]
    if (typeof token !== 'string' || token === '') throw invalidCaptcha()
    const verdict = await verifyCaptchaToken(settings, token, clientIpOf(c))
    if (verdict === 'rejected') throw invalidCaptcha()
    if (verdict === 'unavailable') {
      const warn = settings.warn ?? ((message: string) => console.warn(message))
      warn('reCAPTCHA verify endpoint unreachable: request let through (rate limits still apply)')
    }
    return next()
  }
}

/** `/store-api/contact-form` (full mount) or `/contact-form` (sub-app in tests) → `/contact-form`. */
function routePath(path: string): string {
  return path.replace(/^\/store-api(?=\/)/, '').replace(/\/+$/, '')
}
