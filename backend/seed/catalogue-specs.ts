import { createRng, seedFrom } from './prng.ts'
import { ACCESSORIES, type AccessoryDef } from './data/accessories.ts'
import { DESIGNER_BIOS, MANUFACTURERS } from './data/brands.ts'
import { MAIN_CATEGORIES } from './data/categories.ts'
import { COLLECTIONS, type CollectionDef } from './data/collections.ts'
import { PIECES, type PieceDef } from './data/pieces.ts'
import { MATERIALS, WEATHER } from './data/properties.ts'
import { type L, type Lang, mapL } from './data/types.ts'
import { type Axis, type ProductSpec, nicePrice } from './product-spec.ts'

const LABELS: Record<
  Lang,
  { material: string; dims: string; weight: string; weather: string; designer: string }
> = {
  de: {
    material: 'Material',
    dims: 'Maße (B × T × H)',
    weight: 'Gewicht',
    weather: 'Wetterbeständigkeit',
    designer: 'Design',
  },
  en: {
    material: 'Material',
    dims: 'Dimensions (W × D × H)',
    weight: 'Weight',
    weather: 'Weather resistance',
    designer: 'Design',
  },
  fr: {
    material: 'Matière',
    dims: 'Dimensions (l × p × h)',
    weight: 'Poids',
    weather: 'Résistance aux intempéries',
    designer: 'Design',
  },
}

/** French sets a (narrow no-break) space before a colon. */
const COLON: Record<Lang, string> = { de: ':', en: ':', fr: '\u202f:' }

const COLOUR_VARIANT_PIECES = new Set([
  'stacking-chair',
  'dining-armchair',
  'bar-stool',
  'sun-lounger',
  'sofa-3',
  'sofa-2',
  'lounge-chair',
  'corner-sofa',
  'bench-backless',
  'hanging-chair',
  'side-table',
])
const CHAIR_PIECES = new Set(['stacking-chair', 'dining-armchair', 'bar-stool'])
const SIZE_STEPS = [0, 0.18, 0.35]

const materialName = (key: string): L => {
  const option = MATERIALS.find((m) => m.key === key)
  if (!option) throw new Error(`Unknown material ${key}`)
  return option.name
}
const weatherName = (key: string): L =>
  WEATHER.find((w) => w.key === key)?.name ?? { de: key, en: key, fr: key }
const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s/)[0] ?? text
const kg = (lang: Lang, weight: number): string =>
  `${lang === 'en' ? weight : String(weight).replace('.', ',')} kg`

function describeProduct(
  intro: L | undefined,
  text: L,
  materials: string[],
  weather: string | undefined,
  designer: string | undefined,
  dims: string | undefined,
  weight: number,
): L {
  return mapL((lang) => {
    const items = [
      materials.length
        ? `<li><strong>${LABELS[lang].material}${COLON[lang]}</strong> ${materials.map((m) => materialName(m)[lang]).join(', ')}</li>`
        : '',
      dims ? `<li><strong>${LABELS[lang].dims}${COLON[lang]}</strong> ${dims}</li>` : '',
      weight > 0 ? `<li><strong>${LABELS[lang].weight}${COLON[lang]}</strong> ${kg(lang, weight)}</li>` : '',
      weather
        ? `<li><strong>${LABELS[lang].weather}${COLON[lang]}</strong> ${weatherName(weather)[lang]}</li>`
        : '',
      designer ? `<li><strong>${LABELS[lang].designer}${COLON[lang]}</strong> ${designer}</li>` : '',
    ].join('')
    return `${intro ? `<p>${intro[lang]}</p>` : ''}<p>${text[lang]}</p>${items ? `<ul>${items}</ul>` : ''}`
  })
}

function collectionSpec(
  collection: CollectionDef,
  piece: PieceDef,
  index: number,
  collectionIndex: number,
): ProductSpec {
  const rng = createRng(seedFrom(`product:${collection.key}:${piece.key}`))
  const name = mapL((lang) =>
    lang === 'fr' ? `${piece.name.fr} ${collection.name}` : `${collection.name} ${piece.name[lang]}`,
  )
  const axes: Axis[] = []
  const isTable = piece.key === 'dining-table' || piece.key === 'extending-table'
  if (isTable && collection.tableSizes && piece.key === 'dining-table')
    axes.push({ group: 'size', options: collection.tableSizes, priceSteps: SIZE_STEPS })
  if (isTable && collection.tops)
    axes.push({ group: 'top', options: collection.tops, priceSteps: collection.tops.map((_, i) => i * 0.08) })
  if (COLOUR_VARIANT_PIECES.has(piece.key) && collection.colours.length > 1)
    axes.push({ group: 'colour', options: collection.colours })
  const designer = DESIGNER_BIOS.find((d) => d.key === collection.designer)
  const price = nicePrice(piece.basePrice * collection.priceFactor)
  const properties: Array<[string, string]> = [
    ...collection.materials.map((m): [string, string] => ['material', m]),
    ['weather', collection.weather],
    ['designer', collection.designer],
  ]
  if (piece.seats) properties.push(['seats', piece.seats])
  if (!axes.some((a) => a.group === 'colour')) properties.push(['colour', collection.colours[0]!])
  const pairSale = collection.key === 'provence' && piece.key === 'stacking-chair'
  return {
    number: `GW-${collection.code}-${101 + index}`,
    name,
    description: describeProduct(
      collection.story,
      piece.text,
      collection.materials,
      collection.weather,
      designer?.name,
      piece.dims,
      piece.weight,
    ),
    metaDescription: mapL((lang) =>
      `${name[lang]}${COLON[lang]} ${firstSentence(piece.text[lang])}`.slice(0, 160),
    ),
    keywords: mapL((lang) =>
      [collection.name, piece.name[lang], ...collection.materials.map((m) => materialName(m)[lang])].join(
        ', ',
      ),
    ),
    category: piece.category,
    manufacturer: collection.manufacturer,
    designer: collection.designer,
    collection: collection.key,
    kind: piece.kind,
    style: collectionIndex % 3,
    colour: collection.colours[0]!,
    price,
    weight: piece.weight,
    dims: piece.dims,
    freight: piece.freight,
    properties,
    axes,
    tiers: CHAIR_PIECES.has(piece.key) ? 'chairs' : null,
    digital: false,
    deliveryTime: piece.freight ? '2-4-weeks' : collection.key === 'norderney' ? '1-2-weeks' : '3-5-days',
    releaseDaysAgo: rng.chance(0.1) ? rng.int(2, 25) : rng.int(45, 900),
    topseller: rng.chance(0.12) || (collection.key === 'amrum' && piece.key === 'stacking-chair'),
    sale: rng.chance(0.2)
      ? {
          discount: rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]),
          startDaysAgo: rng.int(3, 20),
          earlierPromo: rng.chance(0.5),
        }
      : null,
    sales: rng.int(0, 400),
    stock: rng.chance(0.04) ? 0 : rng.int(3, 180),
    closeout: false,
    minPurchase: pairSale ? 2 : 1,
    purchaseSteps: pairSale ? 2 : 1,
    maxPurchase: CHAIR_PIECES.has(piece.key) ? 24 : piece.freight ? 4 : 10,
    scene: true,
  }
}

function accessorySpec(def: AccessoryDef, index: number): ProductSpec {
  const rng = createRng(seedFrom(`product:accessory:${def.key}`))
  const axes: Axis[] = []
  if (def.sizes)
    axes.push({
      group: 'size',
      options: def.sizes,
      priceSteps: def.sizes.map((_, i) => i * (def.sizeStep ?? 0)),
    })
  if (def.colours) axes.push({ group: 'colour', options: def.colours })
  const properties: Array<[string, string]> = def.materials.map((m): [string, string] => ['material', m])
  if (def.weather) properties.push(['weather', def.weather])
  if (!def.colours && def.materials.length) properties.push(['colour', def.colour])
  const consumable = def.category.endsWith('care')
  return {
    number: def.key === 'care-guide' ? 'GW-CARE-GUIDE' : `GW-${def.key.toUpperCase()}`,
    name: def.name,
    description: describeProduct(
      undefined,
      def.text,
      def.materials,
      def.weather,
      undefined,
      undefined,
      def.digital ? 0 : def.weight,
    ),
    metaDescription: mapL((lang) =>
      `${def.name[lang]}${COLON[lang]} ${firstSentence(def.text[lang])}`.slice(0, 160),
    ),
    keywords: mapL((lang) =>
      [
        def.name[lang],
        MANUFACTURERS.find((m) => m.key === def.manufacturer)?.name ?? '',
        ...def.materials.map((m) => materialName(m)[lang]),
      ]
        .filter(Boolean)
        .join(', '),
    ),
    category: def.category,
    manufacturer: def.manufacturer,
    kind: def.kind,
    style: index % 3,
    colour: def.colour,
    price: def.price,
    weight: def.weight,
    freight: def.weight > 30,
    properties,
    axes,
    tiers: def.tiers ? (consumable ? 'consumables' : 'chairs') : null,
    digital: def.digital ?? false,
    deliveryTime: def.digital
      ? 'download'
      : def.weight > 30
        ? '2-4-weeks'
        : consumable
          ? '1-3-days'
          : '3-5-days',
    releaseDaysAgo: rng.chance(0.1) ? rng.int(2, 25) : rng.int(45, 900),
    topseller: def.key === 'care-guide' || def.key === 'lago' || rng.chance(0.08),
    sale:
      !def.digital && rng.chance(0.2)
        ? {
            discount: rng.pick([0.1, 0.15, 0.2]),
            startDaysAgo: rng.int(3, 20),
            earlierPromo: rng.chance(0.5),
          }
        : null,
    sales: rng.int(0, 600),
    stock: def.digital ? 999999 : rng.chance(0.04) ? 0 : rng.int(5, 400),
    closeout: def.key === 'sirmione',
    minPurchase: 1,
    purchaseSteps: 1,
    maxPurchase: def.digital ? 1 : consumable ? 50 : 20,
    scene: false,
  }
}

/** All demo products in a fixed order (collections first, then accessories). */
export function catalogueSpecs(): ProductSpec[] {
  const specs: ProductSpec[] = []
  COLLECTIONS.forEach((collection, collectionIndex) => {
    collection.pieces.forEach((key, index) => {
      const piece = PIECES[key]
      if (!piece) throw new Error(`Unknown piece ${key} in ${collection.key}`)
      specs.push(collectionSpec(collection, piece, index, collectionIndex))
    })
  })
  ACCESSORIES.forEach((def, index) => {
    specs.push(accessorySpec(def, index))
  })
  // A reduced product needs a price history before the reduction: nothing on sale in its first 90 days.
  for (const spec of specs) if (spec.sale) spec.releaseDaysAgo = Math.max(spec.releaseDaysAgo, 90)
  const leaves = new Set(MAIN_CATEGORIES.flatMap((c) => c.children?.map((leaf) => leaf.key) ?? []))
  for (const spec of specs)
    if (!leaves.has(spec.category)) throw new Error(`${spec.number}: unknown category ${spec.category}`)
  return specs
}
