// Builders for schema.org JSON-LD (Organization, WebSite, BreadcrumbList, Product). Pure: the
// route's head() passes them to `{ 'script:ld+json': … }` meta entries, which the router renders
// as escaped <script type="application/ld+json"> data blocks (never executed, so CSP is unaffected).

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>

export interface PostalAddressInput {
  street: string
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
}

export interface OrganizationInput {
  name: string
  /** Absolute URL of the shop's home page in the page's locale. */
  url: string
  telephone?: string
  email?: string
  foundingYear?: number
  logo?: string
  address?: PostalAddressInput
}

function postalAddress(address: PostalAddressInput) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: address.country,
  }
}

/** The shop as an Organization (home page). Optional fields are left out, never sent empty. */
export function organizationJsonLd(input: OrganizationInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.foundingYear ? { foundingDate: String(input.foundingYear) } : {}),
    ...(input.address ? { address: postalAddress(input.address) } : {}),
  }
}

/** The site with its search (sitelinks search box): `{search_term_string}` is schema.org's placeholder. */
export function websiteJsonLd(input: { name: string; url: string; searchUrl: string }): JsonLd {
  const separator = input.searchUrl.includes('?') ? '&' : '?'
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${input.searchUrl}${separator}search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

export interface BreadcrumbItem {
  name: string
  /** Absolute URL; may be left out only for the last item (the current page). */
  url?: string
}

/**
 * BreadcrumbList, or null when it would be invalid: no items, or an item before the last without
 * a URL (search engines reject such lists, so none is better than a broken one).
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd | null {
  const named = items.filter((item) => item.name.trim() !== '')
  if (named.length === 0) return null
  if (named.slice(0, -1).some((item) => !item.url)) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: named.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name.trim(),
      ...(item.url ? { item: item.url } : {}),
    })),
  }
}

export type Availability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'BackOrder'

export interface ProductJsonLdInput {
  name: string
  /** Absolute canonical URL of the product page. */
  url: string
  sku: string
  /** Plain text (no HTML). */
  description?: string | null
  /** Absolute image URLs, cover first. */
  images?: readonly string[]
  brand?: string | null
  /** The price the Store API calculated for one unit (never computed here). */
  price: number
  currency: string
  /** Lowest tier or variant price; makes the offer an AggregateOffer when below `price`. */
  lowPrice?: number | null
  availability: Availability
  /** Average rating 0–5 and number of approved reviews; the rating is left out without reviews. */
  ratingAverage?: number | null
  reviewCount?: number | null
}

/** schema.org prices are decimal strings with a dot: 1299 → "1299.00". */
export function jsonLdPrice(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2)
}

/** Product with offers (price, currency, availability) and aggregateRating when it has reviews. */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const availability = `https://schema.org/${input.availability}`
  const ranged = typeof input.lowPrice === 'number' && input.lowPrice < input.price
  const offers = ranged
    ? {
        '@type': 'AggregateOffer',
        url: input.url,
        priceCurrency: input.currency,
        lowPrice: jsonLdPrice(input.lowPrice as number),
        highPrice: jsonLdPrice(input.price),
        availability,
      }
    : {
        '@type': 'Offer',
        url: input.url,
        priceCurrency: input.currency,
        price: jsonLdPrice(input.price),
        availability,
        itemCondition: 'https://schema.org/NewCondition',
      }
  const rated =
    typeof input.ratingAverage === 'number' &&
    input.ratingAverage > 0 &&
    typeof input.reviewCount === 'number' &&
    input.reviewCount > 0
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images && input.images.length > 0 ? { image: [...input.images] } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    offers,
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (Math.round((input.ratingAverage as number) * 10) / 10).toFixed(1),
            reviewCount: input.reviewCount,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  }
}

export interface OpeningHoursInput {
  /** ISO weekdays, 1 = Monday. */
  days: readonly number[]
  opens: string
  closes: string
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** A shop location (the showroom) with address, geo position and weekly opening hours. */
export function storeJsonLd(input: {
  name: string
  url: string
  telephone: string
  address: PostalAddressInput
  geo: { lat: number; lng: number }
  hours: readonly OpeningHoursInput[]
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FurnitureStore',
    name: input.name,
    url: input.url,
    telephone: input.telephone,
    address: postalAddress(input.address),
    geo: { '@type': 'GeoCoordinates', latitude: input.geo.lat, longitude: input.geo.lng },
    openingHoursSpecification: input.hours.map((group) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: group.days.map((day) => `https://schema.org/${SCHEMA_DAYS[(day - 1) % 7]}`),
      opens: group.opens,
      closes: group.closes,
    })),
  }
}

/** JSON for an inline <script type="application/ld+json">: `<` escaped so no tag can close it. */
export function inlineJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
