import { CATALOGUE_DATE, REGULATION_PRICE_DAYS } from '../core/config.ts'
import { IDS, idFor } from '../lib/ids.ts'
import { categoryId, manufacturerId, optionId } from './catalogue.ts'
import { type SeedContext, dayOffset } from './context.ts'
import { drawProduct } from './drawings.ts'
import { COLOURS, colourHex } from './data/properties.ts'
import { mapL } from './data/types.ts'
import { PRODUCT_IMAGE_WIDTH } from './images.ts'
import { guidePdf } from './pdf.ts'
import { indexProduct } from './product-index.ts'
import { type ProductSpec, nicePrice } from './product-spec.ts'
import { deliveryTimeId } from './reference.ts'
import { json } from './writer.ts'

const TAX_RATE = 19
const net = (gross: number): number => Math.round((gross / (1 + TAX_RATE / 100)) * 10000) / 10000
const TIERS = {
  chairs: [
    { start: 1, end: 3, off: 0 },
    { start: 4, end: 7, off: 0.05 },
    { start: 8, end: null, off: 0.1 },
  ],
  consumables: [
    { start: 1, end: 2, off: 0 },
    { start: 3, end: 5, off: 0.08 },
    { start: 6, end: null, off: 0.15 },
  ],
} as const

interface Variant {
  number: string
  options: Array<[string, string]>
  price: number
  colour: string
}

function variantsOf(spec: ProductSpec): Variant[] {
  let combos: Variant[] = [{ number: spec.number, options: [], price: spec.price, colour: spec.colour }]
  for (const axis of spec.axes) {
    combos = combos.flatMap((combo) =>
      axis.options.map((option, i) => {
        const step = axis.priceSteps?.[i] ?? 0
        return {
          number: combo.number,
          options: [...combo.options, [axis.group, option] as [string, string]],
          price: step ? nicePrice(combo.price * (1 + step)) : combo.price,
          colour: axis.group === 'colour' ? option : combo.colour,
        }
      }),
    )
  }
  return combos.map((combo, i) => ({ ...combo, number: `${spec.number}.${i + 1}` }))
}

function writePrices(ctx: SeedContext, productId: string, spec: ProductSpec, price: number): void {
  const { w } = ctx
  const sale = spec.sale
  const list = sale ? nicePrice(price / (1 - sale.discount)) : null
  let regulation: number | null = null
  const history: Array<{ gross: number; from: number; to: number | null }> = []
  if (sale && list !== null) {
    // Omnibus: lowest price in the 30 days before the reduction began. An earlier short promotion
    // inside that window makes the regulation price lower than the list price.
    const start = sale.startDaysAgo
    const promo = sale.earlierPromo ? nicePrice(list * 0.88) : null
    history.push({ gross: list, from: spec.releaseDaysAgo, to: promo ? start + 25 : start })
    if (promo !== null) {
      history.push({ gross: promo, from: start + 25, to: start + 18 })
      history.push({ gross: list, from: start + 18, to: start })
    }
    history.push({ gross: price, from: start, to: null })
    const windowStart = start + REGULATION_PRICE_DAYS
    regulation = Math.min(
      ...history.filter((h) => h.to !== null && h.to < windowStart && h.gross !== price).map((h) => h.gross),
    )
  } else {
    history.push({ gross: price, from: spec.releaseDaysAgo, to: null })
  }
  w.insert('product_price', {
    product_id: productId,
    currency_id: IDS.currencyEur,
    gross: price,
    net: net(price),
    linked: 1,
    list_gross: list,
    list_net: list === null ? null : net(list),
    regulation_gross: regulation,
    regulation_net: regulation === null ? null : net(regulation),
  })
  history.forEach((h, i) => {
    w.insert('product_price_history', {
      id: idFor('product_price_history', `${productId}:${i}`),
      product_id: productId,
      currency_id: IDS.currencyEur,
      gross: h.gross,
      net: net(h.gross),
      valid_from: dayOffset(CATALOGUE_DATE, -h.from),
      valid_to: h.to === null ? null : dayOffset(CATALOGUE_DATE, -h.to),
    })
  })
  if (spec.tiers) {
    for (const tier of TIERS[spec.tiers]) {
      const gross = Math.round(price * (1 - tier.off) * 100) / 100
      const listGross = list === null ? null : Math.round(list * (1 - tier.off) * 100) / 100
      w.insert('product_price_tier', {
        id: idFor('product_price_tier', `${productId}:${tier.start}`),
        product_id: productId,
        currency_id: IDS.currencyEur,
        quantity_start: tier.start,
        quantity_end: tier.end,
        gross,
        net: net(gross),
        list_gross: listGross,
        list_net: listGross === null ? null : net(listGross),
      })
    }
  }
}

function writeRow(
  ctx: SeedContext,
  spec: ProductSpec,
  id: string,
  parentId: string | null,
  variant: Variant,
  childCount: number,
  mediaIds: string[],
): void {
  const { w, createdAt } = ctx
  const mediaRows = mediaIds.map((mediaId, position) => ({
    id: idFor('product_media', `${id}:${mediaId}`),
    mediaId,
    position,
  }))
  const optionIds = variant.options.map(([group, key]) => optionId(group, key))
  const propertyIds = spec.properties.map(([group, key]) => optionId(group, key))
  const stock = spec.stock
  w.insert('product', {
    id,
    parent_id: parentId,
    product_number: parentId ? variant.number : spec.number,
    active: 1,
    stock,
    available_stock: stock,
    available: stock > 0 || !spec.closeout ? 1 : 0,
    is_closeout: spec.closeout ? 1 : 0,
    min_purchase: spec.minPurchase,
    max_purchase: spec.maxPurchase,
    purchase_steps: spec.purchaseSteps,
    delivery_time_id: deliveryTimeId(spec.deliveryTime),
    manufacturer_id: manufacturerId(spec.manufacturer),
    manufacturer_number: `${spec.manufacturer.slice(0, 3).toUpperCase()}-${variant.number.replace(/[^0-9A-Z]/g, '')}`,
    tax_id: IDS.taxStandard,
    release_date: ctx.releaseDate(spec),
    mark_as_topseller: spec.topseller ? 1 : 0,
    cover_id: mediaRows[0]?.id ?? null,
    shipping_free: spec.digital ? 1 : 0,
    weight: spec.weight || null,
    sales: spec.sales,
    child_count: childCount,
    option_ids: optionIds.length ? json(optionIds) : null,
    property_ids: json(propertyIds),
    category_ids: json([categoryId(spec.category)]),
    states: spec.digital ? '["is-download"]' : '[]',
    variant_listing_config: childCount
      ? json({ displayParent: true, mainVariantId: null, configuratorGroupConfig: null })
      : null,
    display_group: parentId ?? id,
    created_at: createdAt,
  })
  w.translate('product_translation', {
    product_id: id,
    name: spec.name,
    description: spec.description,
    meta_title: mapL((lang) => `${spec.name[lang]} | Gartenwerk`),
    meta_description: spec.metaDescription,
    keywords: spec.keywords,
  })
  writePrices(ctx, id, spec, variant.price)
  for (const row of mediaRows)
    w.insert('product_media', { id: row.id, product_id: id, media_id: row.mediaId, position: row.position })
  w.insert('product_category', { product_id: id, category_id: categoryId(spec.category) })
  for (const propertyId of propertyIds)
    w.insert('product_property', { product_id: id, property_group_option_id: propertyId })
  for (const option of optionIds)
    w.insert('product_option', { product_id: id, property_group_option_id: option })
}

/** Writes a listed product with its variants, prices, media, properties and configurator. */
export function writeProduct(ctx: SeedContext, spec: ProductSpec): { id: string; variantIds: string[] } {
  const id = idFor('product', spec.number)
  const image = (colour: string): string =>
    ctx.media.image(
      drawProduct(spec.kind, colourHex(colour), spec.style, false),
      `${spec.kind}-${colour}-${spec.style}`,
      spec.name,
      PRODUCT_IMAGE_WIDTH,
    )
  const scene = spec.scene
    ? [
        ctx.media.image(
          drawProduct(spec.kind, colourHex(spec.colour), 0, true),
          `${spec.kind}-${spec.colour}-garden`,
          spec.name,
          PRODUCT_IMAGE_WIDTH,
        ),
      ]
    : []
  const variants = spec.axes.length ? variantsOf(spec) : []
  const parentMedia = [image(variants[0]?.colour ?? spec.colour), ...scene]
  writeRow(
    ctx,
    spec,
    id,
    null,
    { number: spec.number, options: [], price: spec.price, colour: spec.colour },
    variants.length,
    parentMedia,
  )
  const variantIds = variants.map((variant) => {
    const variantId = idFor('product', variant.number)
    writeRow(ctx, spec, variantId, id, variant, 0, [image(variant.colour), ...scene])
    return variantId
  })
  const indexed = variants.map((variant, i) => ({
    id: variantIds[i]!,
    number: variant.number,
    optionIds: variant.options.map(([group, key]) => optionId(group, key)),
  }))
  const listingPrice = variants.length ? Math.min(...variants.map((v) => v.price)) : spec.price
  indexProduct(ctx, spec, id, listingPrice, indexed)
  spec.axes.forEach((axis) => {
    axis.options.forEach((option, position) => {
      const isColour = axis.group === 'colour' && COLOURS.some((c) => c.key === option)
      ctx.w.insert('product_configurator_setting', {
        id: idFor('product_configurator_setting', `${id}:${axis.group}:${option}`),
        product_id: id,
        property_group_option_id: optionId(axis.group, option),
        position,
        media_id: isColour ? image(option) : null,
      })
    })
  })
  if (spec.digital) {
    const mediaId = ctx.media.file(
      `download:${spec.number}`,
      spec.number.toLowerCase(),
      'pdf',
      'application/pdf',
      guidePdf(spec.name.en, spec.description.en),
      spec.name,
    )
    ctx.w.insert('product_download', {
      id: idFor('product_download', spec.number),
      product_id: id,
      media_id: mediaId,
      position: 0,
    })
  }
  return { id, variantIds }
}
