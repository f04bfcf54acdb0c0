import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'
import { readBody } from '../../http/payload.ts'

/** How the demo provider answers: its HTML with its own headers, redirects, its static files. */
const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets')
export const ASSETS: Record<string, { body: string; type: string }> = {
  'gateway.css': {
    body: readFileSync(join(ASSETS_DIR, 'gateway.css'), 'utf8'),
    type: 'text/css; charset=utf-8',
  },
  'favicon.svg': {
    body: readFileSync(join(ASSETS_DIR, 'favicon.svg'), 'utf8'),
    type: 'image/svg+xml',
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

/**
 * Largest form post the payment pages read (16 KiB): their forms hold a few short fields and, for
 * Apple Pay, a payment token of a few KiB. Far below the Store API's limit, through the same reader.
 */
export const MAX_FORM_BYTES = 16 * 1024

export function html(c: Context, body: string, status: 200 | 400 | 404 | 410 | 422 = 200): Response {
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

/**
 * The posted form fields, read through the one streaming body limit (http/payload.ts) with the
 * pages' own MAX_FORM_BYTES: a larger or endless body is cut off as it streams and answered 413
 * FRAMEWORK__REQUEST_BODY_TOO_LARGE in Shopware's error shape. Another content type has no fields
 * and its body is not read at all.
 */
export async function formOf(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? ''
  const urlencoded = type.includes('application/x-www-form-urlencoded')
  if (!urlencoded && !type.includes('multipart/form-data')) return {}
  const bytes = await readBody(c.req.raw, MAX_FORM_BYTES)
  // first value wins, as a form's single-valued fields are read; a Map, so no key meets a prototype
  const fields = new Map<string, string>()
  const keep = (key: string, value: unknown) => {
    if (typeof value === 'string' && !fields.has(key)) fields.set(key, value)
  }
  if (urlencoded) for (const [key, value] of new URLSearchParams(bytes.toString('utf8'))) keep(key, value)
  else {
    try {
      const parsed = await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': type },
      }).formData()
      for (const [key, value] of parsed) keep(key, value)
    } catch {
      // a malformed multipart body has no fields; the page answers as for an empty form
    }
  }
  return Object.fromEntries(fields)
}
