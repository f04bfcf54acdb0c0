// POST /_storefront/webhooks: Shopware's app-system webhooks (`product.written`, `category.written`,
// `cms_page.written`), as a real Shopware sends them to an app and as the embedded back end sends
// them (backend/webhooks). The body is signed with the shop secret (`shopware-shop-signature`, hex
// HMAC-SHA256 of the raw body); a signed announcement of a change purges the pages that show the
// changed entities (their cache tags, ./cache-tags.ts): from this process's page cache and Store API
// read cache, and from every Varnish in front (an `xkey` purge, deploy/varnish/default.vcl). So a
// sold-out product or a new price shows on the next request, not when the cached page expires.
//
// What can fail: a bad signature (401, nothing purged), a body that is not a webhook (400), a
// Varnish that does not confirm its purge (502, so the sender retries: purging twice is harmless).

import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Env, Hono } from 'hono'
import { NAVIGATION_TAG, tagOfEntity } from './cache-tags.ts'
import type { PurgePages } from './pages.ts'
import { readLimited } from './proxy.ts'
import { errorResponse } from './upstream.ts'

export const WEBHOOK_PATH = '/_storefront/webhooks'
export const SIGNATURE_HEADER = 'shopware-shop-signature'
/** The request header deploy/varnish/default.vcl reads the tags to purge from. */
export const XKEY_PURGE_HEADER = 'xkey-purge'

const MAX_BODY_BYTES = 256 * 1024
const VARNISH_TIMEOUT_MS = 2_000
/** Entities a written event names that change the menus every page shows. */
const MENU_ENTITIES = new Set(['category'])

export interface WebhookOptions {
  /** The shop secret the webhooks are signed with. */
  secret: string
  purgePages: PurgePages
  /** Varnish instances to purge by xkey (the URL they take PURGE requests on). */
  varnish: readonly URL[]
  fetch?: typeof globalThis.fetch
  /** Told about a Varnish that did not confirm a purge (the request log has the 502). */
  warn?: (message: string) => void
}

/** Whether `signature` is the hex HMAC-SHA256 of `body` with `secret` (constant time). */
export function validSignature(body: Uint8Array, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/**
 * The cache tags a webhook's entity writes touch: `<entity>.written` events carry
 * `data.payload[]` entries with `entity` and `primaryKey`. Anything else touches nothing; a body
 * that is not a webhook at all is undefined.
 */
export function tagsOfWebhook(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const data = (body as { data?: unknown }).data
  if (typeof data !== 'object' || data === null) return undefined
  const { payload, event } = data as { payload?: unknown; event?: unknown }
  if (typeof event !== 'string' || !Array.isArray(payload)) return undefined
  const tags = new Set<string>()
  for (const entry of payload) {
    if (typeof entry !== 'object' || entry === null) continue
    const { entity, primaryKey } = entry as { entity?: unknown; primaryKey?: unknown }
    if (typeof entity !== 'string' || typeof primaryKey !== 'string') continue
    const tag = tagOfEntity(entity, primaryKey)
    if (!tag) continue
    tags.add(tag)
    if (MENU_ENTITIES.has(entity)) tags.add(NAVIGATION_TAG)
  }
  return [...tags].sort()
}

/** Asks each Varnish to drop the objects tagged with `tags`; the ones that did not confirm it. */
async function purgeVarnish(
  varnish: readonly URL[],
  tags: readonly string[],
  fetch: typeof globalThis.fetch,
): Promise<string[]> {
  const failed: string[] = []
  await Promise.all(
    varnish.map(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { [XKEY_PURGE_HEADER]: tags.join(' ') },
          signal: AbortSignal.timeout(VARNISH_TIMEOUT_MS),
        })
        await response.arrayBuffer()
        if (!response.ok) failed.push(`${url.origin} answered ${response.status}`)
      } catch (error) {
        failed.push(`${url.origin}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }),
  )
  return failed
}

export function mountWebhooks<E extends Env>(app: Hono<E>, options: WebhookOptions): void {
  const fetch: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  app.post(WEBHOOK_PATH, async (c) => {
    const body = await readLimited(c.req.raw.body, MAX_BODY_BYTES)
    if (!body)
      return errorResponse(413, 'WEBHOOK__BODY_TOO_LARGE', 'Payload Too Large', 'The webhook is too large')
    if (!validSignature(body, c.req.header(SIGNATURE_HEADER) ?? null, options.secret)) {
      return errorResponse(
        401,
        'WEBHOOK__INVALID_SIGNATURE',
        'Unauthorized',
        'The webhook signature is not valid',
      )
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(new TextDecoder().decode(body))
    } catch {
      parsed = undefined
    }
    const tags = tagsOfWebhook(parsed)
    if (!tags)
      return errorResponse(400, 'WEBHOOK__INVALID_PAYLOAD', 'Bad Request', 'The body is not a webhook')
    if (tags.length === 0) return c.body(null, 204)
    options.purgePages(tags)
    const failed = await purgeVarnish(options.varnish, tags, fetch)
    if (failed.length > 0) {
      options.warn?.(`Varnish purge not confirmed: ${failed.join('; ')}`)
      return errorResponse(
        502,
        'WEBHOOK__PURGE_FAILED',
        'Bad Gateway',
        'A cache in front did not confirm the purge',
      )
    }
    return c.body(null, 204)
  })
}
