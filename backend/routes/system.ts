import type { Context, Hono } from 'hono'
import type { AppEnv } from '../core/context.ts'
import { problems } from '../http/errors.ts'
import type { LanguageCache } from '../core/shop.ts'
import { onlyAvailable } from '../checkout/available-methods.ts'
import { parseCriteria } from '../criteria/parse.ts'
import { readPayload } from '../http/payload.ts'
import { readCriteria, searchList, send } from './respond.ts'

/** Cached per-language list routes: language, currency, country, states, salutation, methods. */
function cache(c: Context<AppEnv>): LanguageCache {
  const ctx = c.get('ctx')
  return c.get('services').shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
}

type ListKey = 'languages' | 'countries' | 'salutations' | 'paymentMethods' | 'shippingMethods'

const LISTS: [string, ListKey, string][] = [
  ['/language', 'languages', 'language'],
  ['/country', 'countries', 'country'],
  ['/salutation', 'salutations', 'salutation'],
  ['/payment-method', 'paymentMethods', 'payment_method'],
  ['/shipping-method', 'shippingMethods', 'shipping_method'],
]

export function registerSystemRoutes(app: Hono<AppEnv>): void {
  for (const [path, key, entity] of LISTS) {
    app.on(['GET', 'POST'], path, async (c) => {
      const payload = await readPayload(c)
      const criteria = parseCriteria(payload)
      const list =
        key === 'paymentMethods' || key === 'shippingMethods'
          ? onlyAvailable(c, key, cache(c)[key], payload)
          : cache(c)[key]
      return send(c, searchList(list, criteria, entity), criteria)
    })
  }

  // Shopware's currency route answers a plain array
  app.on(['GET', 'POST'], '/currency', async (c) => {
    const criteria = await readCriteria(c)
    const result = searchList(cache(c).currencies, criteria, 'currency')
    return send(c, result.elements, criteria)
  })

  app.on(['GET', 'POST'], '/country-state/:countryId', async (c) => {
    const countryId = c.req.param('countryId')
    if (!/^[0-9a-f]{32}$/.test(countryId)) throw problems.invalidUuid(countryId, '/countryId')
    const criteria = await readCriteria(c)
    const country = cache(c).countries.find((x) => x.id === countryId)
    const states = Array.isArray(country?.states) ? (country.states as Record<string, unknown>[]) : []
    return send(c, searchList(states, criteria, 'country_state'), criteria)
  })
}
