import { randomBytes } from 'node:crypto'

/** A fresh CSP nonce per response (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

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

/**
 * Content-Security-Policy: scripts only from this origin or carrying the per-response nonce (the
 * router's SSR data scripts); no inline script otherwise. Styles allow 'unsafe-inline' because
 * react-aria positions overlays with inline style attributes.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const script = ["'self'"]
  if (options.nonce) script.push(`'nonce-${options.nonce}'`)
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
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', 'https:', ...(options.imgSrc ?? [])].join(' ')}`,
    `font-src ${font.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  }
  // HSTS over plain http is ignored by browsers and would pin localhost: only when https.
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/** https when the public URL says so, or the request came over https (directly or via a proxy). */
export function isHttpsRequest(request: Request, publicUrl: URL | undefined): boolean {
  if (publicUrl) return publicUrl.protocol === 'https:'
  if (new URL(request.url).protocol === 'https:') return true
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}
