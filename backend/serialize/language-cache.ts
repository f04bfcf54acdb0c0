/**
 * The per-language lookups the Shop keeps (core/shop.ts `LanguageCache`): languages, currencies,
 * countries, salutations, methods, delivery times, categories, options and manufacturers as Store
 * API documents. The Shop sits below the serialisers, so it is handed this builder when it is
 * opened (`new Shop(db, buildLanguageCache)`).
 */
import type { LanguageCache } from '../core/shop.ts'
import type { Db } from '../db/database.ts'
import { serializeCountries, serializeCurrencies, serializeLanguages } from './basics.ts'
import { serializeCategories, serializeManufacturers, serializeOptions } from './catalogue.ts'
import {
  serializeDeliveryTimes,
  serializePaymentMethods,
  serializeSalutations,
  serializeShippingMethods,
} from './methods.ts'

export function buildLanguageCache(db: Db, salesChannelId: string, chain: string[]): LanguageCache {
  return {
    languages: serializeLanguages(db, salesChannelId, chain),
    currencies: serializeCurrencies(db, salesChannelId, chain),
    countries: serializeCountries(db, salesChannelId, chain),
    salutations: serializeSalutations(db, chain),
    paymentMethods: serializePaymentMethods(db, salesChannelId, chain),
    shippingMethods: serializeShippingMethods(db, salesChannelId, chain),
    deliveryTimes: new Map(serializeDeliveryTimes(db, chain).map((d) => [String(d.id), d])),
    categories: serializeCategories(db, chain),
    options: serializeOptions(db, chain),
    manufacturers: serializeManufacturers(db, chain),
  }
}
