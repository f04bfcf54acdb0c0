import { SHOP_LANGUAGES, type ShopLanguageCode } from '../core/config.ts'
import type { AppServices, RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { text, type Violations } from './validate.ts'

type Json = Record<string, unknown>

/** The storefront's public URL per locale, as createBackend's `storefrontUrls` option takes it. */
export type StorefrontUrls = Partial<Record<ShopLanguageCode, string>>

/**
 * Checks the `storefrontUrls` option and keys it by language id (no trailing slash). Anything but an
 * absolute http(s) URL without query or fragment is a configuration error, thrown at start.
 */
export function resolveStorefrontUrls(option: StorefrontUrls | undefined): ReadonlyMap<string, string> {
  const resolved = new Map<string, string>()
  for (const [code, value] of Object.entries(option ?? {})) {
    const language = SHOP_LANGUAGES.find((l) => l.code === code)
    let url: URL | null = null
    try {
      url = typeof value === 'string' ? new URL(value) : null
    } catch {
      url = null
    }
    if (
      !language ||
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.search !== '' ||
      url.hash !== '' ||
      url.username !== '' ||
      url.password !== ''
    ) {
      throw new Error(
        `storefrontUrls.${code}: "${String(value)}" is not an absolute http(s) URL of a shop locale`,
      )
    }
    resolved.set(language.id, `${url.origin}${url.pathname}`.replace(/\/+$/, ''))
  }
  return resolved
}

function domainsOf(shop: Shop, salesChannelId: string): { url: string; language_id: string }[] {
  return shop.db
    .prepare<[string], { url: string; language_id: string }>(
      'SELECT url, language_id FROM sales_channel_domain WHERE sales_channel_id = ? ORDER BY url',
    )
    .all(salesChannelId)
}

const path = (u: URL) => u.pathname.replace(/\/+$/, '')

/**
 * storefrontUrl must be one of the sales channel's domains (Shopware: Choice over the domain URLs) or
 * one of the configured public storefront URLs. Seeded development domains on `localhost` /
 * `*.localhost` match on any port, because the storefront runs on whatever port it was started with;
 * every other URL must match exactly.
 */
export function storefrontUrlAllowed(services: AppServices, salesChannelId: string, value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.search !== '' || url.hash !== '') return false
  const candidates = [
    ...domainsOf(services.shop, salesChannelId).map((d) => d.url),
    ...(services.storefrontUrls?.values() ?? []),
  ]
  return candidates.some((candidate) => {
    let d: URL
    try {
      d = new URL(candidate)
    } catch {
      return false
    }
    const loopback = d.hostname === 'localhost' || d.hostname.endsWith('.localhost')
    return (
      d.protocol === url.protocol &&
      d.hostname === url.hostname &&
      (d.port === url.port || loopback) &&
      path(d) === path(url)
    )
  })
}

export function requireStorefrontUrl(
  services: AppServices,
  ctx: RequestContext,
  v: Violations,
  body: Json,
): string | null {
  const value = text(body, 'storefrontUrl')
  if (!value) {
    v.blank('/storefrontUrl')
    return null
  }
  if (!storefrontUrlAllowed(services, ctx.salesChannel.id, value)) {
    v.add('NO_SUCH_CHOICE_ERROR', '/storefrontUrl', 'The value you selected is not a valid choice.', {
      '{{ value }}': JSON.stringify(value.slice(0, 200)),
    })
    return null
  }
  return value.replace(/\/+$/, '')
}

/**
 * The base of every link in a mail to the request's shopper: the configured public storefront URL of
 * the request language; without one, the storefrontUrl the request named (already validated), else
 * the sales channel domain of the language, as Shopware does.
 */
export function mailBaseUrl(services: AppServices, ctx: RequestContext, requested?: string | null): string {
  const configured = services.storefrontUrls?.get(ctx.languageId)
  if (configured) return configured
  if (requested) return requested
  const rows = domainsOf(services.shop, ctx.salesChannel.id)
  const row = rows.find((r) => r.language_id === ctx.languageId) ?? rows[0]
  return (row?.url ?? '').replace(/\/+$/, '')
}
