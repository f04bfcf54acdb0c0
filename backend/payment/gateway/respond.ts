import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'

/** How the demo provider answers: its HTML with its own headers, redirects, its static files. */
const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets')
export const ASSETS: Record<string, { body: string; type: string }> = {
  'gateway.css': {
    body: readFileSync(join(ASSETS_DIR, 'gateway.css'), 'utf8'),
    type: 'text/css; charset=utf-8',
  },
  'apple-pay.js': {
    body: readFileSync(join(ASSETS_DIR, 'apple-pay.js'), 'utf8'),
    type: 'text/javascript; charset=utf-8',
  },
}

/** Own, strict policy: nothing but this origin's stylesheet and script, forms only to this origin. */
export const GATEWAY_CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const MAX_FORM_BYTES = 16 * 1024

export function html(c: Context, body: string, status: 200 | 400 | 404 | 413 | 422 = 200): Response {
  return c.body(body, status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': GATEWAY_CSP,
    'cache-control': 'no-store',
    // the URL carries the session id: it must not leak to other sites
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  })
}

export function seeOther(c: Context, location: string): Response {
  return c.body(null, 303, { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
}

/** The posted form fields; null when the body is too large to be a form of these pages. */
export async function formOf(c: Context): Promise<Record<string, string> | null> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_FORM_BYTES) return null
  const type = c.req.header('content-type') ?? ''
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return {}
  const parsed = await c.req.parseBody()
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') out[key] = value
  return out
}
