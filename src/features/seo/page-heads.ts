// head() helpers for the shop's page kinds. Routes call these with their router context and loader
// data; everything that is not Store API data (shop name, address) comes from content/showroom.ts.
import type { Category, LandingPage, Media, ProductSummary } from '../../domain/types.ts'
import type { Alternates } from '../../i18n/alternates.ts'
import { SHOWROOM } from '../content/showroom.ts'
import {
  type SeoContext,
  type SeoHead,
  SITE_NAME,
  absoluteUrl,
  canonicalUrl,
  plainText,
  seoHead,
  withSiteName,
} from './head.ts'
import {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from './json-ld.ts'

/** The first image of a CMS page (hero or first image slot), for og:image. */
export function firstCmsImage(page: Category['cmsPage']): Media | null {
  if (!page) return null
  for (const section of [...page.sections].sort((a, b) => a.position - b.position)) {
    if (section.backgroundMedia) return section.backgroundMedia
    for (const block of [...section.blocks].sort((a, b) => a.position - b.position)) {
      if (block.backgroundMedia) return block.backgroundMedia
      for (const slot of block.slots) {
        if (slot.type === 'image' && slot.data?.media.url) return slot.data.media
      }
    }
  }
  return null
}

export interface HomeHeadInput {
  title: string
  description: string
  cmsPage: Category['cmsPage']
}

/** Home: Organization (with the showroom address) and WebSite with its search action. */
export function homeHead(context: SeoContext, input: HomeHeadInput): SeoHead {
  const home = canonicalUrl(context, '/')
  return seoHead(context, {
    title: input.title,
    description: input.description,
    path: '/',
    image: firstCmsImage(input.cmsPage),
    jsonLd: [
      organizationJsonLd({
        name: SITE_NAME,
        url: home,
        telephone: SHOWROOM.phoneDisplay,
        email: SHOWROOM.email,
        foundingYear: SHOWROOM.foundedYear,
        address: {
          street: SHOWROOM.street,
          postalCode: SHOWROOM.postalCode,
          city: SHOWROOM.city,
          country: SHOWROOM.country,
        },
      }),
      websiteJsonLd({ name: SITE_NAME, url: home, searchUrl: canonicalUrl(context, '/search') }),
    ],
  })
}

/**
 * Breadcrumb of a category: its names from the root (translated) with URLs where the caller knows
 * them (`urls[i]` for `category.breadcrumb[i]`); the current page always gets its canonical URL.
 * The first entry (the sales channel's root) is the home page.
 */
export function categoryBreadcrumb(
  context: SeoContext,
  names: readonly string[],
  alternates: Alternates,
  urls: readonly (string | undefined)[] = [],
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = names.map((name, index) => ({
    name,
    url: index === 0 ? canonicalUrl(context, '/') : urls[index],
  }))
  const last = items[items.length - 1]
  if (last) last.url = canonicalUrl(context, alternates)
  return items
}

export function categoryHead(
  context: SeoContext,
  category: Category,
  alternates: Alternates,
  breadcrumbUrls: readonly (string | undefined)[] = [],
): SeoHead {
  return seoHead(context, {
    title: category.metaTitle || withSiteName(category.name),
    description: category.metaDescription || plainText(category.description),
    path: alternates,
    image: category.media ?? firstCmsImage(category.cmsPage),
    jsonLd: [breadcrumbJsonLd(categoryBreadcrumb(context, category.breadcrumb, alternates, breadcrumbUrls))],
  })
}

/** Landing pages (designers, brands, sale): home (named as the shop) → page breadcrumb. */
export function landingHead(context: SeoContext, landingPage: LandingPage, alternates: Alternates): SeoHead {
  return seoHead(context, {
    title: landingPage.metaTitle || withSiteName(landingPage.name),
    description: landingPage.metaDescription,
    path: alternates,
    type: 'article',
    image: firstCmsImage(landingPage.cmsPage),
    jsonLd: [
      breadcrumbJsonLd([
        { name: SITE_NAME, url: canonicalUrl(context, '/') },
        { name: landingPage.name, url: canonicalUrl(context, alternates) },
      ]),
    ],
  })
}

export interface ProductHeadInput {
  product: ProductSummary
  alternates: Alternates
  /** ISO 4217 code of the context's currency (the prices are in it). */
  currency: string
  /** Number of approved reviews; the rating is only published with reviews behind it. */
  reviewCount?: number | null
  brand?: string | null
  /** Fallback description when the product has none. */
  fallbackDescription: string
  breadcrumb?: readonly BreadcrumbItem[]
  images?: readonly Media[]
}

/** Product page: Product JSON-LD with offers, availability and aggregateRating, and its breadcrumb. */
export function productHead(context: SeoContext, input: ProductHeadInput): SeoHead {
  const { product } = input
  const url = canonicalUrl(context, input.alternates)
  const description = plainText(product.description) ?? input.fallbackDescription
  const media = input.images && input.images.length > 0 ? input.images : product.cover ? [product.cover] : []
  return seoHead(context, {
    title: withSiteName(product.name),
    description,
    path: input.alternates,
    type: 'product',
    image: media[0] ?? null,
    jsonLd: [
      productJsonLd({
        name: product.name,
        url,
        sku: product.productNumber,
        description: plainText(product.description, 5000) ?? null,
        images: media.map((item) => absoluteUrl(context, item.url)),
        brand: input.brand ?? null,
        price: product.price.unitPrice,
        lowPrice: product.hasPriceRange ? product.cheapestPrice : null,
        currency: input.currency,
        availability: product.available ? 'InStock' : 'OutOfStock',
        ratingAverage: product.ratingAverage,
        reviewCount: input.reviewCount ?? null,
      }),
      input.breadcrumb ? breadcrumbJsonLd(input.breadcrumb) : null,
    ],
  })
}
