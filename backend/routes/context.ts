import type { Context, Hono } from 'hono'
import { checkoutSettings, salesChannelCustomFields } from '../core/checkout-config.ts'
import { isRecord } from '../lib/plain-data.ts'
import { applyContextAddresses } from '../customer/context-addresses.ts'
import { type AppEnv, buildContext, type ContextPayload, saveContext } from '../core/context.ts'
import { ApiProblem, errorEntry } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import type { LanguageCache } from '../core/shop.ts'
import { contextJson } from '../serialize/context.ts'

const SWITCHABLE: [keyof ContextPayload & string, keyof LanguageCache][] = [
  ['languageId', 'languages'],
  ['currencyId', 'currencies'],
  ['countryId', 'countries'],
  ['shippingMethodId', 'shippingMethods'],
  ['paymentMethodId', 'paymentMethods'],
]

async function patchContext(c: Context<AppEnv>) {
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const next: ContextPayload = { ...ctx.payload }
  const errors = []
  for (const [field, list] of SWITCHABLE) {
    if (!(field in body)) continue
    const value = body[field]
    const entries = cache[list]
    if (typeof value !== 'string' || !/^[0-9a-f]{32}$/.test(value)) {
      errors.push(
        errorEntry(
          400,
          'FRAMEWORK__INVALID_UUID',
          `Value is not a valid UUID: ${String(value).slice(0, 64)}`,
          { pointer: `/${field}` },
        ),
      )
    } else if (!Array.isArray(entries) || !entries.some((e) => isRecord(e) && e.id === value)) {
      errors.push(
        errorEntry(400, 'VIOLATION::ENTITY_DOES_NOT_EXIST', `The ${field} "${value}" does not exist.`, {
          pointer: `/${field}`,
          parameters: { '{{ id }}': value },
        }),
      )
    } else next[field] = value
  }
  if (body.countryId !== undefined && next.countryId !== ctx.payload.countryId) next.countryStateId = null
  applyContextAddresses(c, body, next, errors)
  if (errors.length > 0) throw ApiProblem.many(400, errors)
  saveContext(shop, ctx, next, now())
  // the response header carries the (unchanged) token; later requests read the saved payload
  c.set('ctx', buildContext(shop, ctx.salesChannel, ctx.token, next))
  return c.json({ contextToken: ctx.token })
}

export function registerContextRoutes(app: Hono<AppEnv>): void {
  app.get('/context', (c) => {
    const services = c.get('services')
    const custom = salesChannelCustomFields(services.shop, checkoutSettings(services))
    return c.json(contextJson(services.shop, c.get('ctx'), custom))
  })
  app.patch('/context', patchContext)
}
