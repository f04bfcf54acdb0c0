import type { Db } from '../db/database.ts'
import type { RequestContext } from '../core/context.ts'
import type { LanguageCache, Shop } from '../core/shop.ts'
import { json, type Row } from '../db/rows.ts'

type Json = Record<string, unknown>

export interface VariantRow {
  id: string
  options: string[]
  available: boolean
}

export function loadVariants(db: Db, parentId: string): VariantRow[] {
  return db
    .prepare<[string], Row>(
      'SELECT id, option_ids, available, active FROM product WHERE parent_id = ? AND active = 1',
    )
    .all(parentId)
    .map((r) => ({
      id: String(r.id),
      options: json<string[]>(r.option_ids, []),
      available: r.available === 1,
    }))
}

/**
 * The configurator of a parent: its configurator settings grouped by property group, each option
 * flagged `combinable` when some variant has it together with the selected options of the other
 * groups (Shopware's ProductCombinationFinder/AvailableCombinationLoader).
 */
export function buildConfigurator(
  db: Db,
  cache: LanguageCache,
  parentId: string,
  selected: string[],
  variants: VariantRow[],
): Json[] {
  const settings = db
    .prepare<[string], Row>(
      'SELECT * FROM product_configurator_setting WHERE product_id = ? ORDER BY position',
    )
    .all(parentId)
  const groups = new Map<string, Json[]>()
  for (const s of settings) {
    const option = cache.options.options.get(String(s.property_group_option_id))
    if (!option) continue
    const groupId = String(option.groupId)
    const others = selected.filter((o) => cache.options.options.get(o)?.groupId !== groupId)
    const combinable = variants.some(
      (v) => v.options.includes(String(option.id)) && others.every((o) => v.options.includes(o)),
    )
    groups.set(groupId, [
      ...(groups.get(groupId) ?? []),
      {
        ...option,
        combinable,
        configuratorSetting: {
          id: s.id,
          position: s.position,
          optionId: option.id,
          productId: parentId,
          apiAlias: 'product_configurator_setting',
        },
      },
    ])
  }
  return [...groups.entries()]
    .map(([gid, options]): Json => ({ ...cache.options.groups.get(gid), options }))
    .sort((a, b) => Number(a.position) - Number(b.position))
}

/**
 * Shopware's FindProductVariantRoute: the variant having all requested options; when none has
 * all of them, the one matching the switched group's option and most of the others.
 */
export function findVariant(
  variants: VariantRow[],
  options: string[],
  switchedOption: string | null,
): VariantRow | null {
  const exact = variants.find((v) => options.every((o) => v.options.includes(o)))
  if (exact) return exact
  if (!switchedOption) return null
  const candidates = variants.filter((v) => v.options.includes(switchedOption))
  let best: VariantRow | null = null
  let score = -1
  for (const v of candidates) {
    const s = options.filter((o) => v.options.includes(o)).length + (v.available ? 0.5 : 0)
    if (s > score) {
      best = v
      score = s
    }
  }
  return best
}

/**
 * Shopware's ProductConfiguratorLoader for a loaded product: its family's configurator with the
 * product's options as the selection; a product without variants has none.
 */
export function productConfigurator(shop: Shop, ctx: RequestContext, product: Json): Json[] {
  if (typeof product.parentId !== 'string') return []
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const selected = Array.isArray(product.optionIds)
    ? product.optionIds.filter((o): o is string => typeof o === 'string')
    : []
  return buildConfigurator(
    shop.db,
    cache,
    product.parentId,
    selected,
    loadVariants(shop.db, product.parentId),
  )
}
