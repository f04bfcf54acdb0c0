import { landingPageId, manufacturerId, optionId } from './catalogue.ts'
import {
  type SectionDef,
  hero,
  imageSlot,
  productIds,
  sliderSlot,
  t,
  textSlot,
  writeCmsPage,
} from './cms-writer.ts'
import type { SeedContext } from './context.ts'
import { drawScene } from './drawings.ts'
import { DESIGNER_BIOS, MANUFACTURERS } from './data/brands.ts'
import { type L, mapL } from './data/types.ts'

function landing(ctx: SeedContext, key: string, name: L, url: L, meta: L, sections: SectionDef[]): void {
  const cmsId = writeCmsPage(ctx, `landing-${key}`, 'landingpage', name, sections)
  const id = landingPageId(key)
  ctx.w.insert('landing_page', { id, cms_page_id: cmsId, active: 1, created_at: ctx.createdAt })
  ctx.w.translate('landing_page_translation', {
    landing_page_id: id,
    name,
    url,
    meta_title: mapL((lang) => `${name[lang]} | Gartenwerk`),
    meta_description: meta,
    keywords: null,
  })
}

/** Designer pages, brand pages and the sale page, each with a product slider of its products. */
export function seedLandingPages(ctx: SeedContext): void {
  for (const designer of DESIGNER_BIOS) {
    const media = ctx.media.image(drawScene('portrait', designer.colour), `designer-${designer.key}`, {
      de: designer.name,
      en: designer.name,
      fr: designer.name,
    })
    const products = productIds(
      ctx,
      'p.id IN (SELECT product_id FROM product_property WHERE property_group_option_id = ?)',
      24,
      optionId('designer', designer.key),
    )
    const slug = designer.key
    landing(
      ctx,
      `designer-${designer.key}`,
      t(`Design: ${designer.name}`, `Designer: ${designer.name}`, `Designer : ${designer.name}`),
      t(`designer/${slug}`, `designers/${slug}`, `designers/${slug}`),
      designer.bio,
      [
        {
          blocks: [
            {
              type: 'image-text',
              slots: [
                imageSlot('left', media),
                textSlot(
                  'right',
                  mapL((lang) => `<h1>${designer.name}</h1><p>${designer.bio[lang]}</p>`),
                ),
              ],
            },
          ],
        },
        {
          backgroundColor: '#f5f1ea',
          blocks: [
            {
              type: 'product-slider',
              slots: [
                sliderSlot(
                  products,
                  t(
                    `Entwürfe von ${designer.name}`,
                    `Designs by ${designer.name}`,
                    `Créations de ${designer.name}`,
                  ),
                ),
              ],
            },
          ],
        },
      ],
    )
  }
  for (const m of MANUFACTURERS) {
    const media = ctx.media.image(drawScene('brand', m.colour), `brand-${m.key}`, {
      de: `Logo ${m.name}`,
      en: `${m.name} logo`,
      fr: `Logo ${m.name}`,
    })
    const products = productIds(ctx, 'p.manufacturer_id = ?', 24, manufacturerId(m.key))
    const slug = m.name.toLowerCase().replace(/\s+/g, '-')
    landing(
      ctx,
      `brand-${m.key}`,
      t(`Marke: ${m.name}`, `Brand: ${m.name}`, `Marque : ${m.name}`),
      t(`marken/${slug}`, `brands/${slug}`, `marques/${slug}`),
      m.description,
      [
        {
          blocks: [
            {
              type: 'image-text',
              slots: [
                imageSlot('left', media, m.link),
                textSlot(
                  'right',
                  mapL((lang) => `<h1>${m.name}</h1><p>${m.description[lang]}</p>`),
                ),
              ],
            },
          ],
        },
        {
          blocks: [
            {
              type: 'product-slider',
              slots: [
                sliderSlot(
                  products,
                  t(`Produkte von ${m.name}`, `Products by ${m.name}`, `Produits ${m.name}`),
                ),
              ],
            },
          ],
        },
      ],
    )
  }
  const saleMedia = ctx.media.image(
    drawScene('hero', '#c0673f', 'lounger'),
    'sale-hero',
    t('Sonnenliege im Garten', 'Sun lounger in the garden', 'Bain de soleil au jardin'),
  )
  const saleProducts = productIds(
    ctx,
    'p.id IN (SELECT product_id FROM product_price WHERE list_gross IS NOT NULL)',
    30,
  )
  landing(
    ctx,
    'sale',
    t('Sale', 'Sale', 'Soldes'),
    t('sale', 'sale', 'soldes'),
    t(
      'Reduzierte Gartenmöbel und Sonnenschirme – solange der Vorrat reicht.',
      'Reduced garden furniture and parasols – while stocks last.',
      'Meubles de jardin et parasols à prix réduits, dans la limite des stocks.',
    ),
    [
      hero(
        saleMedia,
        t(
          '<h1>Sale</h1><p>Ausgewählte Stücke bis zu 30 % günstiger.</p>',
          '<h1>Sale</h1><p>Selected pieces up to 30% off.</p>',
          '<h1>Soldes</h1><p>Une sélection jusqu’à −30 %.</p>',
        ),
      ),
      {
        blocks: [
          {
            type: 'product-slider',
            slots: [sliderSlot(saleProducts, t('Jetzt reduziert', 'Reduced now', 'Prix réduits'))],
          },
        ],
      },
    ],
  )
}
