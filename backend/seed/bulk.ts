import { mapL } from './data/types.ts'
import type { ProductSpec } from './product-spec.ts'
import type { Rng } from './prng.ts'

const SERIES = { de: 'Serie', en: 'series', fr: 'série' } as const

/**
 * Extra products for the benchmark catalogue: copies of the demo products as numbered series with
 * their own numbers, prices and dates. Only every fifth keeps its variants so 100k listed products
 * stay around 160k rows; drawings repeat, so no new images are rendered.
 */
export function bulkSpecs(base: ProductSpec[], count: number, rng: Rng): ProductSpec[] {
  const specs: ProductSpec[] = []
  for (let i = 0; i < count; i++) {
    const template = base[i % base.length]!
    const series = Math.floor(i / base.length) + 2
    const number = `GW-B${String(i + 1).padStart(6, '0')}`
    specs.push({
      ...template,
      number,
      name: mapL((lang) => `${template.name[lang]} ${SERIES[lang]} ${series}`),
      // Without the collection story paragraph: the copies stay searchable at half the text volume.
      description: template.collection
        ? mapL((lang) => template.description[lang].replace(/^<p>.*?<\/p>/, ''))
        : template.description,
      price: Math.max(4.9, Math.round(template.price * (0.7 + rng.next() * 0.6)) - 0.1),
      axes: i % 5 === 0 ? template.axes : [],
      digital: false,
      releaseDaysAgo: rng.int(1, 1500),
      topseller: rng.chance(0.05),
      sale: rng.chance(0.15)
        ? { discount: rng.pick([0.1, 0.2, 0.3]), startDaysAgo: rng.int(3, 20), earlierPromo: rng.chance(0.5) }
        : null,
      sales: rng.int(0, 1000),
      stock: rng.int(0, 300),
      scene: false,
    })
  }
  for (const spec of specs) if (spec.sale) spec.releaseDaysAgo = Math.max(spec.releaseDaysAgo, 90)
  return specs
}
