import { CATALOGUE_DATE } from '../core/config.ts'
import { IDS, idFor } from '../lib/ids.ts'
import { categoryId } from './catalogue.ts'
import { type SeedContext, dayOffset } from './context.ts'
import { PENDING_REVIEW, REVIEWERS, REVIEW_TEXTS } from './data/reviews.ts'
import { LANGS, type L } from './data/types.ts'
import type { ProductSpec } from './product-spec.ts'
import type { Rng } from './prng.ts'
import { LANGUAGE_ID, json } from './writer.ts'

export interface WrittenProduct {
  id: string
  spec: ProductSpec
}

/** Approved reviews for most products, plus the one review awaiting moderation. */
export function seedReviews(ctx: SeedContext, products: WrittenProduct[], rng: Rng, maxPerProduct = 6): void {
  for (const { id, spec } of products) {
    if (spec.digital && spec.price < 5) continue
    const count = rng.chance(0.25) ? 0 : rng.int(1, maxPerProduct)
    for (let i = 0; i < count; i++) {
      const lang = rng.pick(LANGS)
      const points = rng.pick([5, 5, 5, 4, 4, 4, 3, 2] as const)
      const [title, content] = rng.pick(REVIEW_TEXTS[lang][points])
      ctx.w.insert('product_review', {
        id: idFor('product_review', `${id}:${i}`),
        product_id: id,
        customer_id: null,
        sales_channel_id: IDS.salesChannel,
        language_id: LANGUAGE_ID[lang],
        external_user: rng.pick(REVIEWERS[lang]),
        title,
        content,
        points,
        status: 1,
        comment: null,
        created_at: dayOffset(CATALOGUE_DATE, -rng.int(1, Math.max(2, spec.releaseDaysAgo))),
      })
    }
  }
}

export function seedPendingReview(ctx: SeedContext, productId: string): void {
  ctx.w.insert('product_review', {
    id: idFor('product_review', `${productId}:pending`),
    product_id: productId,
    customer_id: null,
    sales_channel_id: IDS.salesChannel,
    language_id: LANGUAGE_ID[PENDING_REVIEW.lang],
    external_user: PENDING_REVIEW.author,
    title: PENDING_REVIEW.title,
    content: PENDING_REVIEW.content,
    points: PENDING_REVIEW.points,
    status: 0,
    comment: null,
    created_at: dayOffset(CATALOGUE_DATE, -2),
  })
}

const STREAMS: Array<{ key: string; category: string; name: L }> = [
  {
    key: 'wood-care',
    category: 'wood-care',
    name: { de: 'Passende Holzpflege', en: 'Matching wood care', fr: 'Entretien du bois assorti' },
  },
  {
    key: 'fabric-metal-care',
    category: 'fabric-metal-care',
    name: { de: 'Passende Pflege', en: 'Matching care', fr: 'Entretien assorti' },
  },
  {
    key: 'parasol-bases',
    category: 'parasol-bases',
    name: { de: 'Passende Schirmständer', en: 'Matching parasol bases', fr: 'Pieds de parasol assortis' },
  },
  {
    key: 'protective-covers',
    category: 'protective-covers',
    name: { de: 'Schutzhüllen', en: 'Protective covers', fr: 'Housses de protection' },
  },
]
const SAME_COLLECTION: L = {
  de: 'Aus derselben Kollektion',
  en: 'From the same collection',
  fr: 'De la même collection',
}

/** Cross-selling: same-collection lists and category streams (care, bases, covers). */
export function seedCrossSelling(ctx: SeedContext, products: WrittenProduct[]): void {
  const { w, createdAt } = ctx
  for (const stream of STREAMS) {
    const id = idFor('product_stream', stream.key)
    w.insert('product_stream', {
      id,
      api_filter: json([{ type: 'equals', field: 'categoryTree', value: categoryId(stream.category) }]),
      created_at: createdAt,
    })
    w.translate('product_stream_translation', { product_stream_id: id, name: stream.name, description: null })
  }
  const byCollection = new Map<string, WrittenProduct[]>()
  for (const product of products) {
    const key = product.spec.collection
    if (key) byCollection.set(key, [...(byCollection.get(key) ?? []), product])
  }
  for (const { id, spec } of products) {
    let position = 0
    const siblings = spec.collection
      ? (byCollection.get(spec.collection) ?? []).filter((p) => p.id !== id)
      : []
    if (siblings.length) {
      const crossId = idFor('product_cross_selling', `${id}:collection`)
      w.insert('product_cross_selling', {
        id: crossId,
        product_id: id,
        type: 'productList',
        position: position++,
        created_at: createdAt,
      })
      w.translate('product_cross_selling_translation', {
        product_cross_selling_id: crossId,
        name: SAME_COLLECTION,
      })
      siblings.slice(0, 8).forEach((sibling, i) => {
        w.insert('product_cross_selling_assigned_products', {
          id: idFor('pcsap', `${crossId}:${sibling.id}`),
          cross_selling_id: crossId,
          product_id: sibling.id,
          position: i,
        })
      })
    }
    const streams: string[] = []
    const materials = spec.properties.filter(([g]) => g === 'material').map(([, m]) => m)
    if (materials.includes('teak') || materials.includes('acacia')) streams.push('wood-care')
    else if (spec.collection) streams.push('fabric-metal-care')
    if (spec.kind === 'parasol' || spec.kind === 'cantilever-parasol')
      streams.push('parasol-bases', 'protective-covers')
    for (const stream of streams) {
      const crossId = idFor('product_cross_selling', `${id}:${stream}`)
      w.insert('product_cross_selling', {
        id: crossId,
        product_id: id,
        type: 'productStream',
        position: position++,
        sorting_by: 'cheapestPrice',
        sorting_direction: 'ASC',
        limit: 12,
        product_stream_id: idFor('product_stream', stream),
        created_at: createdAt,
      })
      const def = STREAMS.find((s) => s.key === stream)
      if (def)
        w.translate('product_cross_selling_translation', {
          product_cross_selling_id: crossId,
          name: def.name,
        })
    }
  }
}
