import { isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * The client's IP address as the front of this back end established it. Whoever calls the back end
 * owns `X-Forwarded-For`: the storefront server sets it to the socket address of the visitor for the
 * in-process mount, and the standalone entry (main.ts) replaces it with the address it trusts. So the
 * first entry is the client; null when none was passed (then per-IP limits cannot apply, as in
 * Shopware when Request::getClientIp() is null).
 */
export function clientIpOf(c: Context): string | null {
  const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? ''
  return isIP(first) === 0 ? null : first
}
