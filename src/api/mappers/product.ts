// Products as summaries (listings, sliders, search) and listing results. The detail shape
// (variants, properties, reviews) is mapped in ./product-detail.ts.

import type { PriceTier, ProductListing, ProductPrice, ProductSummary } from '../../domain/types.ts'
import type { Schemas } from '../wire.ts'
import { mapMedia, pick, seoPathOf, text } from './common.ts'

function mapPrice(wire: Schemas['CalculatedPrice']): ProductPrice {
  const reference = wire.referencePrice
  return {
    unitPrice: wire.unitPrice,
    totalPrice: wire.totalPrice,
    listPrice: wire.listPrice?.price ?? null,
    regulationPrice: wire.regulationPrice?.price ?? null,
    referencePrice:
      reference && typeof reference.price === 'number'
        ? {
            price: reference.price,
            purchaseUnit: reference.purchaseUnit ?? 1,
            referenceUnit: reference.referenceUnit ?? 1,
            unitName: reference.unitName,
          }
        : null,
  }
}

function tiers(prices: Schemas['CalculatedPrice'][] | undefined): PriceTier[] {
  if (!prices || prices.length < 2) return []
  return prices.map((price) => ({ quantity: price.quantity, unitPrice: price.unitPrice }))
}

export function mapProductSummary(wire: Schemas['Product'], languageId?: string): ProductSummary {
  const translated = wire.translated as { name?: string; description?: string } | undefined
  const priceTiers = tiers(wire.calculatedPrices)
  const price = mapPrice(wire.calculatedPrice)
  const cheapest = wire.calculatedCheapestPrice
  return {
    id: wire.id,
    apiAlias: 'product',
    parentId: wire.parentId ?? null,
    name: pick(translated?.name, wire.name) ?? '',
    productNumber: wire.productNumber,
    description: text(pick(translated?.description, wire.description)),
    seoPathInfo: seoPathOf(wire.seoUrls, languageId),
    cover: mapMedia(wire.cover?.media ?? wire.media?.[0]?.media),
    price,
    tiers: priceTiers,
    hasPriceRange: priceTiers.length > 0 || cheapest?.hasRange === true,
    cheapestPrice: cheapest?.unitPrice ?? null,
    badges: {
      topseller: wire.markAsTopseller ?? false,
      sale: price.listPrice !== null && price.listPrice > price.unitPrice,
      isNew: wire.isNew ?? false,
    },
    available: wire.available ?? wire.stock > 0,
    ratingAverage: wire.ratingAverage ?? null,
    deliveryTime: pick(wire.deliveryTime?.translated?.name, wire.deliveryTime?.name),
    download: wire.states?.includes('is-download') ?? false,
  }
}

export function mapProductListing(
  wire: Schemas['ProductListingResult'],
  languageId?: string,
  /** How each product becomes a summary (listings add what their cards need). */
  mapElement: (product: Schemas['Product'], languageId?: string) => ProductSummary = mapProductSummary,
): ProductListing {
  const filters = wire.currentFilters
  return {
    elements: (wire.elements ?? []).map((product) => mapElement(product, languageId)),
    total: wire.total ?? wire.elements?.length ?? 0,
    page: wire.page ?? 1,
    limit: wire.limit ?? wire.elements?.length ?? 0,
    sorting: wire.sorting ?? null,
    availableSortings: (wire.availableSortings ?? []).map((sorting) => ({
      key: sorting.key,
      label: pick(sorting.translated?.label, sorting.label) ?? sorting.key,
    })),
    currentFilters: {
      manufacturer: filters?.manufacturer ?? [],
      properties: filters?.properties ?? [],
      price: { min: filters?.price?.min ?? 0, max: filters?.price?.max ?? 0 },
      search: filters?.search ?? null,
    },
    aggregations: Object.fromEntries(Object.entries(wire.aggregations ?? {})),
  }
}
