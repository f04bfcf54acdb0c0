// The security headers of every response (CSP, framing, referrer, HSTS over https) and the
// per-response CSP nonce the router's SSR scripts carry.

import { randomBytes } from 'node:crypto'

/** A fresh CSP nonce per response (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The Hono environment of an app whose responses carry a CSP nonce (set per request, see app.ts). */
export type NonceEnv = { Variables: { nonce: string } }

export interface SecurityHeaderOptions {
  nonce?: string
  https: boolean
  /** Extra origins scripts may connect to (development: Vite's HMR websocket). */
  connectSrc?: string[]
  /** Development only: Vite injects inline styles and the React refresh preamble. */
  development?: boolean
  /** A maps key is configured: the showroom page may load Google's map script, tiles and fonts. */
  maps?: boolean
  /**
   * Extra image origins: an external Store API over plain http (a standalone back end) answers
   * absolute media URLs on its own origin, which `https:` does not cover.
   */
  imgSrc?: string[]
  /** A reCAPTCHA site key is configured: the public forms may load Google's reCAPTCHA v3. */
  captcha?: boolean
}

/** Players the CMS video elements embed after the shopper's click (privacy mode). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']
const MAPS_SCRIPTS = ['https://maps.googleapis.com']
/** reCAPTCHA's script, its code on gstatic and its hidden frames (Google's CSP guidance). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']

/** The origin images of an external Store API come from, when `https:` in img-src does not cover it. */
export function mediaImageOrigin(storeApiBaseUrl: string): string | undefined {
  const url = new URL(storeApiBaseUrl)
  return url.protocol === 'http:' ? url.origin : undefined
}

/** The options that are the same for every response of one app: all but the nonce and https. */
export type AppSecurityHeaderOptions = Omit<SecurityHeaderOptions, 'nonce' | 'https'>

/** The policy on either side of the nonce's place in script-src: the only part that differs per response. */
interface PolicyAroundNonce {
  head: string
  tail: string
}

function policyAroundNonce(options: AppSecurityHeaderOptions): PolicyAroundNonce {
  // Script sources after 'self' and the nonce.
  const script: string[] = []
  const connect = ["'self'", ...(options.connectSrc ?? [])]
  const style = ["'self'", "'unsafe-inline'"]
  const font = ["'self'", 'data:']
  const frame = [...VIDEO_FRAMES]
  if (options.maps) {
    script.push(...MAPS_SCRIPTS)
    connect.push(...MAPS_SCRIPTS)
    style.push('https://fonts.googleapis.com')
    font.push('https://fonts.gstatic.com')
  }
  if (options.captcha) {
    script.push(...RECAPTCHA_SCRIPTS)
    connect.push('https://www.google.com/recaptcha/')
    frame.push(...RECAPTCHA_FRAMES)
  }
  const rest = [
    `style-src ${style.join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', 'https:', ...(options.imgSrc ?? [])].join(' ')}`,
    `font-src ${font.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return {
    head: "default-src 'self'; script-src 'self'",
    tail: `${script.map((source) => ` ${source}`).join('')}; ${rest.join('; ')}`,
  }
}

function policyWithNonce({ head, tail }: PolicyAroundNonce, nonce: string | undefined): string {
  return nonce ? `${head} 'nonce-${nonce}'${tail}` : `${head}${tail}`
}

/**
 * Content-Security-Policy: scripts only from this origin or carrying the per-response nonce (the
 * router's SSR data scripts); no inline script otherwise. Styles allow 'unsafe-inline' because
 * react-aria positions overlays with inline style attributes.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  return policyWithNonce(policyAroundNonce(options), options.nonce)
}

/** The headers that never differ, in every response of every app. */
const FIXED_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)'],
]
// HSTS over plain http is ignored by browsers and would pin localhost: only when https.
const HSTS_HEADER = 'Strict-Transport-Security'
const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...Object.fromEntries(FIXED_HEADERS),
  }
  if (options.https) headers[HSTS_HEADER] = HSTS_VALUE
  return headers
}

/** Sets the security headers a response does not carry yet (a handler's own value wins). */
export type ApplySecurityHeaders = (headers: Headers, nonce: string | undefined, https: boolean) => void

/**
 * The same headers as `securityHeaders`, built once for an app: per response only the nonce is put
 * into the policy and HSTS added over https.
 */
export function createSecurityHeaders(options: AppSecurityHeaderOptions): ApplySecurityHeaders {
  const policy = policyAroundNonce(options)
  return (headers, nonce, https) => {
    setIfAbsent(headers, 'Content-Security-Policy', policyWithNonce(policy, nonce))
    for (const [name, value] of FIXED_HEADERS) setIfAbsent(headers, name, value)
    if (https) setIfAbsent(headers, HSTS_HEADER, HSTS_VALUE)
  }
}

function setIfAbsent(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value)
}

/** https when the public URL says so, or the request came over https (directly or via a proxy). */
export function isHttpsRequest(request: Request, publicUrl: URL | undefined): boolean {
  if (publicUrl) return publicUrl.protocol === 'https:'
  if (new URL(request.url).protocol === 'https:') return true
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}
