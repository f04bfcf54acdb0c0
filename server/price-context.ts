// What a shopper's catalogue reads depend on besides the URL, the headers and the body: their
// context's prices and who they are. Shopware's own Store API cache keys a route's answer the same
// way (EntityCacheKeyGenerator::getSalesChannelContextHash: sales channel, domain, language chain,
// currency, tax state, rounding, the context's rule ids), so two shoppers with the same such context
// get the same product, listing and CMS answers. Here the key is stricter than Shopware's: the
// delivery country and state (taxes follow the address the goods ship to), the customer group and
// the logged-in customer themself (the embedded back end adds a customer's own unapproved review to
// the reviews of a product) are part of it, so a key is shared only by guests in the same situation.

import { field, priceFingerprint } from './cache-hash.ts'

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** A list of ids, sorted (their order means nothing), or null when the context has none. */
function ids(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null
  return value.filter((id): id is string => typeof id === 'string').sort()
}

/** Shopware 6.7 names the rules per area ({ product: [ids], … }); each list sorted, areas sorted. */
function areaIds(value: unknown): Array<[string, string[] | null]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  return Object.entries(value)
    .map(([area, list]): [string, string[] | null] => [area, ids(list)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * The key of a Store API context (`GET /context` as JSON) under which its catalogue reads may be
 * shared; undefined when the body is not a context (an error, another shape): then nothing is shared.
 */
export function priceContextKey(context: unknown): string | undefined {
  const prices = priceFingerprint(context)
  const salesChannelId = text(field(context, 'salesChannel', 'id'))
  if (!prices || !salesChannelId) return undefined
  return JSON.stringify([
    prices,
    salesChannelId,
    text(field(context, 'domainId')),
    // In order: the first language wins, the others are fallbacks.
    JSON.stringify(field(context, 'context', 'languageIdChain') ?? null),
    text(field(context, 'context', 'versionId')),
    text(field(context, 'shippingLocation', 'country', 'id')),
    text(field(context, 'shippingLocation', 'state', 'id')),
    text(field(context, 'customer', 'id')),
    ids(field(context, 'ruleIds')) ?? ids(field(context, 'context', 'ruleIds')),
    areaIds(field(context, 'areaRuleIds')),
    JSON.stringify(field(context, 'itemRounding') ?? field(context, 'currency', 'itemRounding') ?? null),
  ])
}
