/**
 * The shop's data every request reads: its sales channels, taxes, customer groups, currencies,
 * countries and system_config, loaded once, and the serialised lookups of each language (the
 * LanguageCache). Those are built by the serialisers (serialize/language-cache.ts), which sit above
 * core/, so whoever opens a Shop hands their builder in.
 */
import type { Db } from '../db/database.ts'
import type { Row } from '../db/rows.ts'

type Json = Record<string, unknown>

/** Property groups and options of one language, by id. */
export interface OptionCache {
  groups: Map<string, Json>
  options: Map<string, Json>
}

/** The Store API documents of the small, rarely changing entities of one language, by sales channel. */
export interface LanguageCache {
  languages: Json[]
  currencies: Json[]
  countries: Json[]
  salutations: Json[]
  paymentMethods: Json[]
  shippingMethods: Json[]
  deliveryTimes: Map<string, Json>
  categories: Map<string, Json>
  options: OptionCache
  manufacturers: Map<string, Json>
}

/** Builds the lookups of one sales channel and language chain (serialize/language-cache.ts). */
export type LanguageCacheBuilder = (db: Db, salesChannelId: string, chain: string[]) => LanguageCache

export interface SalesChannelRow {
  id: string
  access_key: string
  maintenance: number
  language_id: string
  currency_id: string
  country_id: string
  payment_method_id: string
  shipping_method_id: string
  customer_group_id: string
  navigation_category_id: string
  navigation_category_depth: number
  footer_category_id: string | null
  service_category_id: string | null
  home_cms_page_id: string | null
  tax_calculation_type: string
}

/**
 * Lookups of the one sales channel, per language chain, built on first use. The seed writes these
 * tables; the Admin API's category and CMS page writes call forgetLanguageCaches, so the next
 * request builds them again from what is stored.
 */
export class Shop {
  readonly salesChannels: Map<string, SalesChannelRow>
  readonly defaultLanguageId: string
  readonly taxes: Map<string, { id: string; rate: number; name: string }>
  readonly customerGroups: Map<string, Row>
  readonly currencyRows: Map<string, Row>
  readonly countryRows: Map<string, Row>
  private readonly perLanguage = new Map<string, LanguageCache>()
  /**
   * rowid range of each language in the FTS table when the languages occupy disjoint ranges (the
   * seed writes them language by language): `rowid BETWEEN` lets FTS5 skip other languages without
   * reading each row's language_id. Empty when ranges overlap; the API then filters by language_id.
   */
  readonly searchRanges: Map<string, [number, number]>
  /** system_config (global values; the one sales channel has no overrides in this seed) */
  private readonly config: Map<string, unknown>

  constructor(
    readonly db: Db,
    private readonly buildLanguageCache: LanguageCacheBuilder,
  ) {
    const channels = db.prepare<[], SalesChannelRow>('SELECT * FROM sales_channel WHERE active = 1').all()
    this.salesChannels = new Map(channels.map((c) => [c.access_key, c]))
    const root = db
      .prepare<[], { id: string }>('SELECT id FROM language WHERE parent_id IS NULL ORDER BY position')
      .get()
    this.defaultLanguageId = root?.id ?? '2fbb5fe2e29a4d70aa5854ce7ce3e20b'
    this.taxes = new Map(
      db
        .prepare<[], { id: string; tax_rate: number; name: string }>('SELECT * FROM tax')
        .all()
        .map((t) => [t.id, { id: t.id, rate: t.tax_rate, name: t.name }]),
    )
    this.customerGroups = byId(db.prepare<[], Row>('SELECT * FROM customer_group').all())
    this.currencyRows = byId(db.prepare<[], Row>('SELECT * FROM currency').all())
    this.countryRows = byId(db.prepare<[], Row>('SELECT * FROM country').all())
    this.config = new Map(
      db
        .prepare<[], { config_key: string; value: string }>(
          "SELECT config_key, value FROM system_config WHERE sales_channel_id = ''",
        )
        .all()
        .map((r) => [r.config_key, parseJson(r.value)]),
    )
    this.searchRanges = disjointRanges(
      db
        .prepare<[], { language_id: string; lo: number; hi: number }>(
          'SELECT language_id, MIN(rowid) AS lo, MAX(rowid) AS hi FROM product_search GROUP BY language_id ORDER BY lo',
        )
        .all(),
    )
  }

  configString(key: string): string | null {
    const v = this.config.get(key)
    return typeof v === 'string' && v !== '' ? v : null
  }

  /** Any system_config value as stored (JSON), or undefined when the key is not set. */
  configValue(key: string): unknown {
    return this.config.get(key)
  }

  configNumber(key: string): number | null {
    const v = this.config.get(key)
    return typeof v === 'number' && Number.isFinite(v) ? v : null
  }

  chain(languageId: string): string[] {
    return languageId === this.defaultLanguageId ? [languageId] : [languageId, this.defaultLanguageId]
  }

  /** Drops the per-language lookups (categories, methods …): a category or page was written. */
  forgetLanguageCaches(): void {
    this.perLanguage.clear()
  }

  forLanguage(salesChannelId: string, languageId: string): LanguageCache {
    const key = `${salesChannelId}:${languageId}`
    const hit = this.perLanguage.get(key)
    if (hit) return hit
    const built = this.buildLanguageCache(this.db, salesChannelId, this.chain(languageId))
    this.perLanguage.set(key, built)
    return built
  }
}

function byId(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((r) => [String(r.id), r]))
}

export function disjointRanges(
  rows: { language_id: string; lo: number; hi: number }[],
): Map<string, [number, number]> {
  const overlap = rows.some((r, i) => i > 0 && r.lo <= (rows[i - 1]?.hi ?? 0))
  return overlap ? new Map() : new Map(rows.map((r) => [r.language_id, [r.lo, r.hi]]))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
