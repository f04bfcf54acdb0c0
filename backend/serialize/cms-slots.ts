/**
 * The `data` of one CMS slot, resolved as Shopware's element resolvers do, in their structs' shapes
 * (every property present, null when not resolved): TextCmsElementResolver, HtmlCmsElementResolver,
 * ImageCmsElementResolver, ImageSliderTypeDataResolver / ImageGalleryTypeDataResolver,
 * YoutubeVideoCmsElementResolver / VimeoVideoCmsElementResolver, ProductBox, ProductSlider and
 * ProductListing resolvers, and the product-bound ones (cms-product-slots.ts). Static values as
 * configured, mapped values against the entity the page is shown for. A mapping that leads nowhere
 * resolves to nothing (empty text, no image, no product), never to the raw key. Types without a
 * resolver in Shopware (category-navigation, sidebar-filter, our own elements) carry no data; so
 * does `form`, whose salutation list the schema's object-typed slot data cannot hold.
 */
import { resolveEntityValue, resolveEntityValueToString, resolvePlaceholders } from './cms-mapped.ts'
import { buyBoxData, crossSellingData, manufacturerLogoData, reviewsData } from './cms-product-slots.ts'
import {
  asMedia,
  type CmsResolver,
  ids,
  isMapped,
  isRecord,
  isStatic,
  type Json,
  pageProduct,
  type SlotConfig,
} from './cms-slot-values.ts'
import { str } from './translate.ts'

export type { CmsResolver, ProductElementSources, SlotConfig } from './cms-slot-values.ts'

function textData(config: SlotConfig, r: CmsResolver): Json {
  const entity = r.entity ?? null
  const entry = config.content
  const content = isMapped(entry)
    ? resolveEntityValueToString(entity, String(entry?.value ?? ''))
    : resolvePlaceholders(entity, str(entry?.value) ?? '')
  return { content, apiAlias: 'cms_text' }
}

/**
 * ImageStruct (ImageCmsElementResolver; the video resolvers fill it from `previewMedia`): a mapped
 * media resolves against the entity, a static one is the configured id (kept even when that media
 * is gone); link and new-tab flag only when a link is configured.
 */
function imageData(config: SlotConfig, media: Map<string, Json>, r: CmsResolver, mediaKey = 'media'): Json {
  const entity = r.entity ?? null
  const entry = config[mediaKey]
  const configured = typeof entry?.value === 'string' && entry.value !== '' ? entry.value : null
  const resolved = isMapped(entry)
    ? asMedia(resolveEntityValue(entity, String(entry?.value ?? '')))
    : configured
      ? (media.get(configured) ?? null)
      : null
  const urlEntry = mediaKey === 'media' ? config.url : undefined
  const url = isMapped(urlEntry)
    ? resolveEntityValueToString(entity, String(urlEntry?.value ?? '')) || null
    : str(urlEntry?.value)
  return {
    mediaId: resolved ? String(resolved.id) : isStatic(entry) ? configured : null,
    url,
    newTab: urlEntry && config.newTab ? config.newTab.value === true : null,
    media: resolved,
    apiAlias: 'cms_image',
  }
}

/** Product media in gallery order: by position, the cover first (ImageSliderTypeDataResolver). */
function galleryOrder(list: unknown[], product: Json | null): unknown[] {
  const sorted = [...list].sort(
    (a, b) => Number(isRecord(a) ? a.position : 0) - Number(isRecord(b) ? b.position : 0),
  )
  const coverId = product?.coverId
  const cover = sorted.find((m) => isRecord(m) && m.id === coverId)
  return cover ? [cover, ...sorted.filter((m) => m !== cover)] : sorted
}

/**
 * ImageSliderStruct, for image sliders and galleries alike (ImageGalleryTypeDataResolver is the
 * slider's resolver under another type, so its alias is `cms_image_slider` too).
 */
function sliderData(config: SlotConfig, media: Map<string, Json>, r: CmsResolver): Json {
  const entry = config.sliderItems
  const navigation =
    isStatic(config.navigation) && isRecord(config.navigation?.value) ? config.navigation.value : null
  if (isMapped(entry)) {
    // a media list (`product.media`, product media with their media) or a single media
    const path = String(entry?.value ?? '')
    const value = resolveEntityValue(r.entity ?? null, path)
    const list = Array.isArray(value) ? value : value ? [value] : []
    const ordered = path === 'product.media' ? galleryOrder(list, pageProduct(r)) : list
    return {
      navigation,
      sliderItems: ordered
        .map(asMedia)
        .filter((m): m is Json => m !== null)
        .map((m) => ({ url: null, newTab: null, media: m, apiAlias: 'cms_image_slider_item' })),
      apiAlias: 'cms_image_slider',
    }
  }
  const items = Array.isArray(entry?.value) ? (entry.value as Json[]) : []
  return {
    navigation,
    // an item whose media is gone is left out, as Shopware does
    sliderItems: items.flatMap((it) => {
      const found = media.get(String(it.mediaId))
      if (!found) return []
      const url = str(it.url)
      return [
        { url, newTab: url ? it.newTab === true : null, media: found, apiAlias: 'cms_image_slider_item' },
      ]
    }),
    apiAlias: 'cms_image_slider',
  }
}

/** Products of a mapped value: a product, a list of products, or product ids (loaded). */
function mappedProducts(value: unknown, r: CmsResolver): Json[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  const objects = list.filter((p): p is Json => isRecord(p) && typeof p.id === 'string')
  return objects.length > 0 ? r.products(objects.map((p) => String(p.id))) : r.products(ids(list))
}

/** Products a box or slider names: mapped against the entity, or static ids. */
function configuredProducts(entry: SlotConfig[string] | undefined, r: CmsResolver): Json[] {
  return isMapped(entry)
    ? mappedProducts(resolveEntityValue(r.entity ?? null, String(entry?.value ?? '')), r)
    : r.products(ids(entry?.value))
}

export function resolveSlotData(
  type: string,
  config: SlotConfig,
  media: Map<string, Json>,
  r: CmsResolver,
): Json | null {
  switch (type) {
    case 'product-listing':
      return { listing: r.listing(config as Json), apiAlias: 'cms_product_listing' }
    case 'product-box': {
      const [found] = configuredProducts(config.product, r)
      return {
        productId: found ? String(found.id) : null,
        product: found ?? null,
        apiAlias: 'cms_product_box',
      }
    }
    case 'product-slider':
      // streamId: set for a product stream source, which the seed's sliders do not use
      return {
        products: configuredProducts(config.products, r),
        streamId: null,
        apiAlias: 'cms_product_slider',
      }
    case 'image':
      return imageData(config, media, r)
    case 'youtube-video':
    case 'vimeo-video':
      return imageData(config, media, r, 'previewMedia')
    case 'image-slider':
    case 'image-gallery':
      return sliderData(config, media, r)
    case 'manufacturer-logo':
      return manufacturerLogoData(config, media, r)
    case 'text':
    case 'product-name':
      return textData(config, r)
    case 'html':
      // static markup; the storefront sanitises it like every CMS HTML
      return { content: str(config.content?.value) ?? '', apiAlias: 'cms_html' }
    case 'buy-box':
      return buyBoxData(config, r)
    case 'product-description-reviews':
      return reviewsData(config, r)
    case 'cross-selling':
      return crossSellingData(config, r)
    default:
      return null
  }
}
