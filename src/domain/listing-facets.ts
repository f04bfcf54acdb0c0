import { changeListing, idsOf, isEntityId, type ListingSearch } from './listing.ts'

// A listing's filter options, read from its aggregations, and its active filters. Shopware answers
// an object keyed by aggregation name (`manufacturer`, `price`, `properties`); shapes are checked
// here, so a back end sending something else shows fewer filters instead of breaking the page.

export interface FacetOption {
  id: string
  name: string
  /** Colour swatch for `color` groups. */
  colorHexCode: string | null
}

export interface PropertyFacet {
  id: string
  name: string
  displayType: string
  options: FacetOption[]
}

export interface ListingFacets {
  manufacturers: FacetOption[]
  properties: PropertyFacet[]
  /** Price range of the unfiltered result; null when the back end sent none (or min = max = 0). */
  price: { min: number; max: number } | null
}

type Rec = Record<string, unknown>

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function translatedName(entity: Rec): string | null {
  const translated = isRecord(entity.translated) ? entity.translated : {}
  const name = typeof translated.name === 'string' && translated.name ? translated.name : entity.name
  return typeof name === 'string' && name.trim() ? name : null
}

function entitiesOf(aggregation: unknown): Rec[] {
  if (!isRecord(aggregation)) return []
  const list = Array.isArray(aggregation.entities)
    ? aggregation.entities
    : isRecord(aggregation.entities) && Array.isArray(aggregation.entities.elements)
      ? aggregation.entities.elements
      : []
  return list.filter(isRecord)
}

function optionOf(entity: Rec): FacetOption | null {
  const name = translatedName(entity)
  if (!isEntityId(entity.id) || !name) return null
  const hex = typeof entity.colorHexCode === 'string' && /^#[0-9a-f]{3,8}$/i.test(entity.colorHexCode)
  return { id: entity.id, name, colorHexCode: hex ? (entity.colorHexCode as string) : null }
}

function byPosition(a: Rec, b: Rec): number {
  const pa = typeof a.position === 'number' ? a.position : 0
  const pb = typeof b.position === 'number' ? b.position : 0
  return pa - pb
}

export function listingFacets(aggregations: Record<string, unknown>): ListingFacets {
  const manufacturers = entitiesOf(aggregations.manufacturer)
    .map(optionOf)
    .filter((option): option is FacetOption => option !== null)
  const properties = entitiesOf(aggregations.properties)
    .sort(byPosition)
    .map((group): PropertyFacet | null => {
      const base = optionOf(group)
      if (!base) return null
      const options = (Array.isArray(group.options) ? group.options : [])
        .filter(isRecord)
        .sort(byPosition)
        .map(optionOf)
        .filter((option): option is FacetOption => option !== null)
      const displayType = typeof group.displayType === 'string' ? group.displayType : 'text'
      return options.length > 0 ? { id: base.id, name: base.name, displayType, options } : null
    })
    .filter((group): group is PropertyFacet => group !== null)
  const price = isRecord(aggregations.price) ? aggregations.price : null
  const min = price && typeof price.min === 'number' && Number.isFinite(price.min) ? price.min : null
  const max = price && typeof price.max === 'number' && Number.isFinite(price.max) ? price.max : null
  return {
    manufacturers,
    properties,
    price: min !== null && max !== null && max > 0 ? { min, max } : null,
  }
}

export type ActiveFilter =
  | { kind: 'manufacturer'; id: string; label: string; without: ListingSearch }
  | { kind: 'property'; id: string; label: string; group: string; without: ListingSearch }
  | { kind: 'min-price'; value: number; without: ListingSearch }
  | { kind: 'max-price'; value: number; without: ListingSearch }

/**
 * One entry per active filter with the search that removes it (the chips). Ids the facets do not
 * name (an option no product in this listing has) are still listed, labelled by nothing better
 * than "unknown", so that a shopper can remove them.
 */
export function activeFilters(search: ListingSearch, facets: ListingFacets): ActiveFilter[] {
  const manufacturers = idsOf(search.manufacturer)
  const properties = idsOf(search.properties)
  const manufacturerName = new Map(facets.manufacturers.map((option) => [option.id, option.name]))
  const optionName = new Map<string, { name: string; group: string }>()
  for (const group of facets.properties)
    for (const option of group.options) optionName.set(option.id, { name: option.name, group: group.name })
  const chips: ActiveFilter[] = []
  for (const id of manufacturers) {
    chips.push({
      kind: 'manufacturer',
      id,
      label: manufacturerName.get(id) ?? '',
      without: changeListing(search, { manufacturer: manufacturers.filter((other) => other !== id) }),
    })
  }
  for (const id of properties) {
    const known = optionName.get(id)
    chips.push({
      kind: 'property',
      id,
      label: known?.name ?? '',
      group: known?.group ?? '',
      without: changeListing(search, { properties: properties.filter((other) => other !== id) }),
    })
  }
  const min = search['min-price']
  const max = search['max-price']
  if (min !== undefined)
    chips.push({ kind: 'min-price', value: min, without: changeListing(search, { minPrice: null }) })
  if (max !== undefined)
    chips.push({ kind: 'max-price', value: max, without: changeListing(search, { maxPrice: null }) })
  return chips
}
