import type { FieldMap } from './sql.ts'

const UUID = /^[0-9a-f]{32}$/

/** A translated column in the request's language chain. Language ids are validated UUIDs from the context. */
function translated(column: string, chain: string[]): string {
  const langs = chain.filter((l) => UUID.test(l))
  const parts = langs.map(
    (l) =>
      `(SELECT x.${column} FROM product_translation x WHERE x.product_id = p.id AND x.language_id = '${l}')`,
  )
  return parts.length === 1 ? (parts[0] ?? 'NULL') : `COALESCE(${parts.join(', ')})`
}

/**
 * Product fields clients may filter and sort on (the Store API's product definition, reduced to
 * what this schema stores). Everything else is a 400 with the field named.
 */
export function productFields(chain: string[]): FieldMap {
  // Built twice per listing request otherwise; the map is only read, so one per language chain.
  const key = chain.join(',')
  let fields = byChain.get(key)
  if (!fields) {
    fields = buildProductFields(chain)
    byChain.set(key, fields)
  }
  return fields
}

/** Language chains are few (one per shop language), so the memo stays small. */
const byChain = new Map<string, FieldMap>()

function buildProductFields(chain: string[]): FieldMap {
  const existsIn = (from: string, where: string, column: string): FieldMap[string] => ({
    kind: 'exists',
    from,
    where,
    column,
    type: 'id',
  })
  const categories = existsIn(
    'product_category_tree pct',
    'pct.product_id = COALESCE(p.parent_id, p.id)',
    'pct.category_id',
  )
  const properties = existsIn('product_property pp', 'pp.product_id = p.id', 'pp.property_group_option_id')
  const options = existsIn('product_option po', 'po.product_id = p.id', 'po.property_group_option_id')
  return {
    id: { kind: 'column', sql: 'p.id', type: 'id' },
    parentId: { kind: 'column', sql: 'p.parent_id', type: 'id' },
    productNumber: { kind: 'column', sql: 'p.product_number', type: 'string' },
    active: { kind: 'column', sql: 'p.active', type: 'bool' },
    stock: { kind: 'column', sql: 'p.stock', type: 'number' },
    availableStock: { kind: 'column', sql: 'p.available_stock', type: 'number' },
    available: { kind: 'column', sql: 'p.available', type: 'bool' },
    isCloseout: { kind: 'column', sql: 'p.is_closeout', type: 'bool' },
    manufacturerId: { kind: 'column', sql: 'p.manufacturer_id', type: 'id' },
    'manufacturer.id': { kind: 'column', sql: 'p.manufacturer_id', type: 'id' },
    taxId: { kind: 'column', sql: 'p.tax_id', type: 'id' },
    deliveryTimeId: { kind: 'column', sql: 'p.delivery_time_id', type: 'id' },
    markAsTopseller: { kind: 'column', sql: 'p.mark_as_topseller', type: 'bool' },
    shippingFree: { kind: 'column', sql: 'p.shipping_free', type: 'bool' },
    releaseDate: { kind: 'column', sql: 'p.release_date', type: 'string' },
    createdAt: { kind: 'column', sql: 'p.created_at', type: 'string' },
    ratingAverage: { kind: 'column', sql: 'p.rating_average', type: 'number' },
    sales: { kind: 'column', sql: 'p.sales', type: 'number' },
    childCount: { kind: 'column', sql: 'p.child_count', type: 'number' },
    weight: { kind: 'column', sql: 'p.weight', type: 'number' },
    price: { kind: 'column', sql: 'p.listing_price', type: 'number' },
    cheapestPrice: { kind: 'column', sql: 'p.listing_price', type: 'number' },
    name: { kind: 'column', sql: translated('name', chain), type: 'string' },
    description: { kind: 'column', sql: translated('description', chain), type: 'string', sortable: false },
    categoryIds: categories,
    'categories.id': categories,
    categoryTree: categories,
    'categoriesRo.id': categories,
    propertyIds: properties,
    'properties.id': properties,
    'properties.groupId': existsIn(
      'product_property pp JOIN property_group_option pgo ON pgo.id = pp.property_group_option_id',
      'pp.product_id = p.id',
      'pgo.group_id',
    ),
    optionIds: options,
    'options.id': options,
  }
}
