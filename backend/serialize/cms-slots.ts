/**
 * The `data` of one CMS slot, resolved as Shopware's element resolvers do (TextCmsElementResolver,
 * ImageCmsElementResolver, ImageSliderTypeDataResolver, ProductBox/ProductSlider resolvers): static
 * values as configured, mapped values against the entity the page is shown for. A mapping that
 * leads nowhere resolves to nothing (empty text, no image, no product), never to the raw key.
 */
import {
  type CmsEntity,
  resolveEntityValue,
  resolveEntityValueToString,
  resolvePlaceholders,
} from './cms-mapped.ts'
import type { LinkRewriter } from './seo-links.ts'
import { compact, str } from './translate.ts'

type Json = Record<string, unknown>
export type SlotConfig = Record<string, { source?: string; value?: unknown }>

/** Resolves slot data that needs products (listing, box, slider); supplied by the route layer. */
export interface CmsResolver {
  listing: (slot: Json) => Json | null
  products: (ids: string[]) => Json[]
  /** the category, landing page or product the page is shown for; mapped values read from it */
  entity?: CmsEntity | null
  /** technical links in the given texts → SEO paths (one lookup for the whole page) */
  links?: (texts: string[]) => LinkRewriter
}

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function ids(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

const isMapped = (entry: { source?: string } | undefined) => entry?.source === 'mapped'

/** A media entity, or the media of a product media / an entity with `media` (`product.cover`). */
function asMedia(value: unknown): Json | null {
  if (!isRecord(value)) return null
  if (value.apiAlias === 'media' || (typeof value.url === 'string' && typeof value.mimeType === 'string')) {
    return value
  }
  return isRecord(value.media) ? asMedia(value.media) : null
}

/** The product of the page, when the page is a product's. */
function pageProduct(r: CmsResolver): Json | null {
  return r.entity?.name === 'product' ? r.entity.value : null
}

function textData(config: SlotConfig, r: CmsResolver): Json {
  const entity = r.entity ?? null
  const entry = config.content
  const content = isMapped(entry)
    ? resolveEntityValueToString(entity, String(entry?.value ?? ''))
    : resolvePlaceholders(entity, str(entry?.value) ?? '')
  return { content, apiAlias: 'cms_text' }
}

function imageData(config: SlotConfig, media: Map<string, Json>, r: CmsResolver): Json {
  const entry = config.media
  const resolved = isMapped(entry)
    ? asMedia(resolveEntityValue(r.entity ?? null, String(entry?.value ?? '')))
    : typeof entry?.value === 'string'
      ? (media.get(entry.value) ?? null)
      : null
  const url = isMapped(config.url)
    ? resolveEntityValueToString(r.entity ?? null, String(config.url?.value ?? '')) || null
    : str(config.url?.value)
  return compact({
    media: resolved,
    url,
    newTab: config.newTab?.value === true,
    apiAlias: 'cms_image',
  })
}

function sliderData(type: string, config: SlotConfig, media: Map<string, Json>, r: CmsResolver): Json {
  const alias = type === 'image-slider' ? 'cms_image_slider' : 'cms_image_gallery'
  const entry = config.sliderItems
  if (isMapped(entry)) {
    // a media list (`product.media`, product media with their media) or a single media
    const value = resolveEntityValue(r.entity ?? null, String(entry?.value ?? ''))
    const list = Array.isArray(value) ? value : value ? [value] : []
    return {
      sliderItems: list
        .map(asMedia)
        .filter((m): m is Json => m !== null)
        .map((m) => ({ media: m, apiAlias: 'cms_image_slider_item' })),
      apiAlias: alias,
    }
  }
  const items = Array.isArray(entry?.value) ? (entry.value as Json[]) : []
  return {
    sliderItems: items.map((it) =>
      compact({
        media: media.get(String(it.mediaId)) ?? null,
        url: str(it.url),
        newTab: it.newTab === true,
        apiAlias: 'cms_image_slider_item',
      }),
    ),
    apiAlias: alias,
  }
}

/** Products of a mapped value: a product, a list of products, or product ids (loaded). */
function mappedProducts(value: unknown, r: CmsResolver): Json[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  const objects = list.filter((p): p is Json => isRecord(p) && typeof p.id === 'string')
  return objects.length > 0 ? r.products(objects.map((p) => String(p.id))) : r.products(ids(list))
}

export function resolveSlotData(
  type: string,
  config: SlotConfig,
  media: Map<string, Json>,
  r: CmsResolver,
): Json | null {
  const product = pageProduct(r)
  switch (type) {
    case 'product-listing':
      return { listing: r.listing(config as Json), apiAlias: 'cms_product_listing' }
    case 'product-box': {
      const entry = config.product
      const [found] = isMapped(entry)
        ? mappedProducts(resolveEntityValue(r.entity ?? null, String(entry?.value ?? '')), r)
        : r.products(ids(entry?.value))
      return { product: found ?? null, apiAlias: 'cms_product_box' }
    }
    case 'product-slider': {
      const entry = config.products
      const products = isMapped(entry)
        ? mappedProducts(resolveEntityValue(r.entity ?? null, String(entry?.value ?? '')), r)
        : r.products(ids(entry?.value))
      return { products, apiAlias: 'cms_product_slider' }
    }
    case 'image':
      return imageData(config, media, r)
    case 'image-slider':
    case 'image-gallery':
      return sliderData(type, config, media, r)
    case 'manufacturer-logo': {
      const manufacturer = isRecord(product?.manufacturer) ? product.manufacturer : null
      return compact({ media: asMedia(manufacturer?.media), apiAlias: 'cms_manufacturer_logo' })
    }
    case 'text':
    case 'product-name':
      return textData(config, r)
    case 'html':
      // static markup; the storefront sanitises it like every CMS HTML
      return { content: str(config.content?.value) ?? '', apiAlias: 'cms_html' }
    case 'buy-box':
    case 'product-description-reviews':
    case 'cross-selling':
      return product ? { product, productId: product.id, apiAlias: `cms_${type.replaceAll('-', '_')}` } : null
    default:
      return null
  }
}
