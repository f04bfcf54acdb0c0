import type { Db } from '../db/database.ts'
import type { Row } from '../db/rows.ts'
import { all, bool, compact, date, ids, loadTranslations, num, str } from './translate.ts'

/**
 * Serialisers of the small, rarely changing entities. Each returns the full list for one language
 * chain; the Shop cache keeps them per language, so a request never queries them again.
 */
type Json = Record<string, unknown>

export function serializeLanguages(db: Db, salesChannelId: string, chain: string[]): Json[] {
  const rows = all(
    db,
    `SELECT l.* FROM language l JOIN sales_channel_language s ON s.language_id = l.id
     WHERE s.sales_channel_id = ? ORDER BY l.position, l.name`,
    salesChannelId,
  )
  const locales = all(db, 'SELECT * FROM locale')
  const localeTr = loadTranslations(db, 'locale_translation', 'locale_id', ids(locales), chain)
  const locale = (id: unknown): Json | null => {
    const l = locales.find((x) => x.id === id)
    if (!l) return null
    const t = localeTr.get(String(l.id)) ?? {}
    return {
      id: l.id,
      code: l.code,
      name: str(t.name) ?? String(l.code),
      territory: str(t.territory) ?? String(l.code),
      translated: { name: str(t.name), territory: str(t.territory) },
      apiAlias: 'locale',
    }
  }
  return rows.map((r) =>
    compact({
      id: String(r.id),
      parentId: str(r.parent_id),
      localeId: String(r.locale_id),
      translationCodeId: String(r.translation_code_id),
      name: String(r.name),
      active: true,
      locale: locale(r.locale_id),
      translationCode: locale(r.translation_code_id),
      createdAt: date(r.created_at),
      apiAlias: 'language',
    }),
  )
}

const rounding = (r: Row, prefix: 'item' | 'total') => ({
  decimals: r[`${prefix}_rounding_decimals`],
  interval: r[`${prefix}_rounding_interval`],
  roundForNet: bool(r[`${prefix}_rounding_round_for_net`]),
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
})

export function serializeCurrencies(db: Db, salesChannelId: string, chain: string[]): Json[] {
  const rows = all(
    db,
    `SELECT c.* FROM currency c JOIN sales_channel_currency s ON s.currency_id = c.id
     WHERE s.sales_channel_id = ? ORDER BY c.position`,
    salesChannelId,
  )
  const tr = loadTranslations(db, 'currency_translation', 'currency_id', ids(rows), chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    return {
      id: String(r.id),
      factor: r.factor,
      symbol: r.symbol,
      isoCode: r.iso_code,
      shortName: str(t.short_name) ?? r.iso_code,
      name: str(t.name) ?? r.iso_code,
      position: r.position,
      isSystemDefault: bool(r.is_system_default),
      taxFreeFrom: r.tax_free_from,
      itemRounding: rounding(r, 'item'),
      totalRounding: rounding(r, 'total'),
      translated: { shortName: str(t.short_name), name: str(t.name) },
      createdAt: date(r.created_at),
      apiAlias: 'currency',
    }
  })
}

export function serializeCountries(db: Db, salesChannelId: string, chain: string[]): Json[] {
  const rows = all(
    db,
    `SELECT c.* FROM country c JOIN sales_channel_country s ON s.country_id = c.id
     WHERE s.sales_channel_id = ? AND c.active = 1 ORDER BY c.position`,
    salesChannelId,
  )
  const tr = loadTranslations(db, 'country_translation', 'country_id', ids(rows), chain)
  const states = serializeStates(db, ids(rows), chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    const tax = (p: 'customer' | 'company') => ({
      enabled: bool(r[`${p}_tax_enabled`]),
      currencyId: String(r[`${p}_tax_currency_id`]),
      amount: num(r[`${p}_tax_amount`]) ?? 0,
    })
    return compact({
      id: String(r.id),
      name: str(t.name) ?? String(r.iso),
      iso: r.iso,
      iso3: r.iso3,
      position: r.position,
      active: bool(r.active),
      shippingAvailable: bool(r.shipping_available),
      isEu: bool(r.is_eu),
      displayStateInRegistration: bool(r.display_state_in_registration),
      forceStateInRegistration: bool(r.force_state_in_registration),
      postalCodeRequired: bool(r.postal_code_required),
      checkPostalCodePattern: bool(r.check_postal_code_pattern),
      defaultPostalCodePattern: str(r.postal_code_pattern),
      vatIdRequired: bool(r.vat_id_required),
      vatIdPattern: str(r.vat_id_pattern),
      customerTax: tax('customer'),
      companyTax: tax('company'),
      addressFormat: parseFormat(t.address_format),
      states: states.filter((s) => s.countryId === r.id),
      translated: { name: str(t.name), addressFormat: parseFormat(t.address_format) },
      createdAt: date(r.created_at),
      apiAlias: 'country',
    })
  })
}

/**
 * Shopware stores the address format as a list of lines, but the schema types `addressFormat` as a
 * (required) object; the seed has none, so an unset format is `{}` and a stored object passes through.
 */
function parseFormat(v: unknown): unknown {
  if (typeof v !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(v)
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    return {}
  }
}

export function serializeStates(db: Db, countryIds: string[], chain: string[]): Json[] {
  const rows = all(
    db,
    `SELECT * FROM country_state WHERE country_id IN (SELECT value FROM json_each(?)) AND active = 1
     ORDER BY position, short_code`,
    JSON.stringify(countryIds),
  )
  const tr = loadTranslations(db, 'country_state_translation', 'country_state_id', ids(rows), chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    return {
      id: String(r.id),
      countryId: String(r.country_id),
      shortCode: r.short_code,
      name: str(t.name) ?? r.short_code,
      position: r.position,
      active: true,
      translated: { name: str(t.name) },
      createdAt: date(r.created_at),
      apiAlias: 'country_state',
    }
  })
}
