import { CATALOGUE_DATE, NEW_BADGE_DAYS } from '../core/config.ts'
import { IDS } from '../lib/ids.ts'
import { categoryId, contentPageId, landingPageId } from './catalogue.ts'
import {
  type BlockDef,
  hero,
  imageSlot,
  productIds,
  sliderSlot,
  t,
  textSlot,
  writeCmsPage,
} from './cms-writer.ts'
import { type SeedContext, dayOffset } from './context.ts'
import { drawScene } from './drawings.ts'
import { DESIGNER_BIOS } from './data/brands.ts'
import { MAIN_CATEGORIES } from './data/categories.ts'
import { PAGES } from './data/pages.ts'
import { seedLandingPages } from './cms-landing.ts'
import { seedLayouts } from './cms-layouts.ts'
import { seedProductLayouts } from './cms-product-layouts.ts'
import { mapL } from './data/types.ts'

function seedHome(ctx: SeedContext): void {
  const heroMedia = ctx.media.image(
    drawScene('hero', '#8b7d6b', 'sofa'),
    'home-hero',
    t(
      'Lounge-Sofa auf einer Terrasse im Abendlicht',
      'Lounge sofa on a terrace in the evening light',
      'Canapé lounge sur une terrasse au soleil couchant',
    ),
  )
  const teasers = MAIN_CATEGORIES.slice(0, 6).map((c) => ({
    media: ctx.media.image(drawScene('teaser', c.colour, c.kind), `category-${c.key}`, c.name),
    // stored as Shopware's administration stores an internal link; the Store API answers the SEO URL
    url: `124c71d524604ccbad6042edce3ac799/navigation/${categoryId(c.key)}#`,
    name: c.name,
  }))
  const bubbleRow = (row: typeof teasers, hideOnMobile: boolean): BlockDef => ({
    type: 'image-text-bubble',
    cssClass: 'category-teasers',
    ...(hideOnMobile ? { visibility: { mobile: false, tablet: true, desktop: true } } : {}),
    slots: (['left', 'center', 'right'] as const).flatMap((pos, i) => {
      const teaser = row[i]!
      return [
        imageSlot(`${pos}-image`, teaser.media, teaser.url, 'cover'),
        textSlot(
          `${pos}-text`,
          mapL((lang) => `<h3 style="text-align:center">${teaser.name[lang]}</h3>`),
        ),
      ]
    }),
  })
  const aboutMedia = ctx.media.image(
    drawScene('showroom', '#4f6b46'),
    'showroom-hamburg',
    t(
      'Der Gartenwerk-Showroom in Hamburg',
      'The Gartenwerk showroom in Hamburg',
      'Le showroom Gartenwerk à Hambourg',
    ),
  )
  const newSince = dayOffset(CATALOGUE_DATE, -NEW_BADGE_DAYS)
  writeCmsPage(
    ctx,
    'home',
    'landingpage',
    t('Startseite', 'Home page', 'Page d’accueil'),
    [
      hero(
        heroMedia,
        t(
          '<h1>Draußen zu Hause</h1><p>Gartenmöbel, die bleiben – seit über 25 Jahren aus Hamburg.</p>',
          '<h1>At home outdoors</h1><p>Garden furniture made to last – from Hamburg for over 25 years.</p>',
          '<h1>Chez soi, dehors</h1><p>Des meubles de jardin faits pour durer – depuis plus de 25 ans, à Hambourg.</p>',
        ),
      ),
      {
        name: 'categories',
        backgroundColor: '#f5f1ea',
        blocks: [bubbleRow(teasers.slice(0, 3), false), bubbleRow(teasers.slice(3, 6), true)],
      },
      {
        name: 'products',
        blocks: [
          {
            type: 'product-slider',
            slots: [
              sliderSlot(
                productIds(ctx, 'p.mark_as_topseller = 1', 12),
                t('Unsere Bestseller', 'Our best sellers', 'Nos meilleures ventes'),
              ),
            ],
          },
          {
            type: 'product-slider',
            slots: [
              sliderSlot(
                productIds(ctx, 'p.release_date >= ?', 12, newSince),
                t('Neu eingetroffen', 'Just arrived', 'Nouveautés'),
              ),
            ],
          },
        ],
      },
      {
        name: 'about',
        backgroundColor: '#eef2ea',
        blocks: [
          {
            type: 'image-text',
            margins: ['40px', '20px', '40px', '20px'],
            slots: [
              imageSlot('left', aboutMedia, `/navigation/${categoryId('about')}`, 'cover'),
              textSlot(
                'right',
                t(
                  '<h2>Über 25 Jahre Gartenwerk</h2><p>Was 1998 in einem Hinterhof in Altona begann, ist heute eine Werkstatt, ein Showroom und vier Designer. Kommen Sie vorbei und setzen Sie sich – Montag bis Samstag in Hamburg.</p>',
                  '<h2>Over 25 years of Gartenwerk</h2><p>What began in a backyard in Altona in 1998 is now a workshop, a showroom and four designers. Come and take a seat – Monday to Saturday in Hamburg.</p>',
                  '<h2>Plus de 25 ans de Gartenwerk</h2><p>Ce qui a commencé en 1998 dans une arrière-cour d’Altona, c’est aujourd’hui un atelier, un showroom et quatre designers. Venez vous asseoir, du lundi au samedi à Hambourg.</p>',
                ),
              ),
            ],
          },
        ],
      },
    ],
    'cms-page-home',
  )
}

function seedContentPages(ctx: SeedContext): void {
  for (const page of PAGES) {
    const blocks: BlockDef[] = page.blocks.map((block, i) => {
      if (!block.image) return { type: 'text', slots: [textSlot('content', block.html)] }
      const media = ctx.media.image(
        drawScene(block.image.scene, block.image.colour),
        `${page.key}-${i}`,
        page.title,
      )
      return { type: 'image-text', slots: [imageSlot('left', media), textSlot('right', block.html)] }
    })
    if (page.key === 'designers') {
      for (const designer of DESIGNER_BIOS) {
        const media = ctx.media.image(drawScene('portrait', designer.colour), `designer-${designer.key}`, {
          de: designer.name,
          en: designer.name,
          fr: designer.name,
        })
        blocks.push({
          type: 'image-text',
          cssClass: 'designer-teaser',
          slots: [
            imageSlot('left', media, `/landingPage/${landingPageId(`designer-${designer.key}`)}`),
            textSlot(
              'right',
              mapL((lang) => `<h2>${designer.name}</h2><p>${designer.bio[lang]}</p>`),
            ),
          ],
        })
      }
    }
    const id = writeCmsPage(
      ctx,
      `content-${page.key}`,
      'page',
      page.title,
      [{ blocks }],
      `cms-page-${page.key}`,
    )
    if (id !== contentPageId(page.key)) throw new Error('content page id mismatch')
    for (const [lang, languageId] of [
      ['de', IDS.languageDe],
      ['en', IDS.languageEn],
      ['fr', IDS.languageFr],
    ] as const) {
      ctx.db
        .prepare(
          'UPDATE category_translation SET meta_title = ?, meta_description = ? WHERE category_id = ? AND language_id = ?',
        )
        .run(`${page.title[lang]} | Gartenwerk`, page.meta[lang], categoryId(page.key), languageId)
    }
  }
}

/** CMS layouts, content pages and landing pages. Runs after products (sliders list product ids). */
export function seedCms(ctx: SeedContext): void {
  seedHome(ctx)
  seedLayouts(ctx)
  seedProductLayouts(ctx)
  seedContentPages(ctx)
  seedLandingPages(ctx)
}
