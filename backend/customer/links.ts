import type { RequestContext } from '../http/context.ts'
import type { Shop } from '../http/shop.ts'
import { text, type Violations } from './validate.ts'

type Json = Record<string, unknown>

function domainsOf(shop: Shop, salesChannelId: string): { url: string; language_id: string }[] {
  return shop.db
    .prepare<[string], { url: string; language_id: string }>(
      'SELECT url, language_id FROM sales_channel_domain WHERE sales_channel_id = ? ORDER BY url',
    )
    .all(salesChannelId)
}

/**
 * storefrontUrl must be one of the sales channel's domains (Shopware: Choice over the domain URLs).
 * Seeded development domains on `localhost` / `*.localhost` match on any port, because the storefront
 * runs on whatever port it was started with; every other domain must match exactly.
 */
export function storefrontUrlAllowed(shop: Shop, salesChannelId: string, value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const domains = domainsOf(shop, salesChannelId)
  const path = (u: URL) => u.pathname.replace(/\/+$/, '')
  return domains.some(({ url: domain }) => {
    let d: URL
    try {
      d = new URL(domain)
    } catch {
      return false
    }
    const loopback = d.hostname === 'localhost' || d.hostname.endsWith('.localhost')
    return (
      d.protocol === url.protocol &&
      d.hostname === url.hostname &&
      (d.port === url.port || loopback) &&
      path(d) === path(url) &&
      url.search === '' &&
      url.hash === ''
    )
  })
}

export function requireStorefrontUrl(
  shop: Shop,
  ctx: RequestContext,
  v: Violations,
  body: Json,
): string | null {
  const value = text(body, 'storefrontUrl')
  if (!value) {
    v.blank('/storefrontUrl')
    return null
  }
  if (!storefrontUrlAllowed(shop, ctx.salesChannel.id, value)) {
    v.add('NO_SUCH_CHOICE_ERROR', '/storefrontUrl', 'The value you selected is not a valid choice.', {
      '{{ value }}': JSON.stringify(value.slice(0, 200)),
    })
    return null
  }
  return value.replace(/\/+$/, '')
}

/** The storefront domain of the request language (for links in mails not triggered by a form). */
export function storefrontDomain(shop: Shop, ctx: RequestContext): string {
  const rows = domainsOf(shop, ctx.salesChannel.id)
  const row = rows.find((r) => r.language_id === ctx.languageId) ?? rows[0]
  return (row?.url ?? '').replace(/\/+$/, '')
}
