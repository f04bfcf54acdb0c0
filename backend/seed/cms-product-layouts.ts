import { categoryId } from './catalogue.ts'
import { mapped, staticValue, t, writeCmsPage } from './cms-writer.ts'
import type { SeedContext } from './context.ts'
import { mapL } from './data/types.ts'

// How Shopware's administration stores an internal link in CMS text: the Store API answers it as
// the target's SEO URL.
const internalLink = (segment: 'navigation' | 'detail' | 'landingPage', id: string): string =>
  `124c71d524604ccbad6042edce3ac799/${segment}/${id}#`

const CARE_TABLE = t(
  '<table><caption>Pflege übers Jahr</caption><thead><tr><th>Wann</th><th>Was zu tun ist</th></tr></thead><tbody><tr><td>Frühjahr</td><td>Mit milder Seifenlauge abwaschen und gut trocknen lassen.</td></tr><tr><td>Sommer</td><td>Sonnencreme und Vogelkot gleich abwischen, bevor sie einziehen.</td></tr><tr><td>Winter</td><td>Trocken und luftig lagern oder mit einer atmungsaktiven Hülle abdecken.</td></tr></tbody></table>',
  '<table><caption>Care through the year</caption><thead><tr><th>When</th><th>What to do</th></tr></thead><tbody><tr><td>Spring</td><td>Wash with mild soapy water and let it dry well.</td></tr><tr><td>Summer</td><td>Wipe off sun cream and bird droppings straight away, before they soak in.</td></tr><tr><td>Winter</td><td>Store somewhere dry and airy, or cover with a breathable cover.</td></tr></tbody></table>',
  '<table><caption>L’entretien au fil des saisons</caption><thead><tr><th>Quand</th><th>Que faire</th></tr></thead><tbody><tr><td>Printemps</td><td>Laver à l’eau savonneuse douce et bien laisser sécher.</td></tr><tr><td>Été</td><td>Essuyer tout de suite la crème solaire et les fientes d’oiseaux, avant qu’elles ne pénètrent.</td></tr><tr><td>Hiver</td><td>Ranger au sec dans un endroit aéré, ou couvrir d’une housse respirante.</td></tr></tbody></table>',
)

/**
 * A product layout of its own (Shopware's product_detail type) for the Amrum collection's best
 * seller: the default page's elements plus a workshop story whose text names the product through
 * `{{ product.name }}` placeholders, the cover image mapped to `product.cover.media`, a link to
 * the showroom as the administration stores it, and an `html` element (a care table).
 */
export function seedProductLayouts(ctx: SeedContext): void {
  const showroom = internalLink('navigation', categoryId('showroom'))
  const story = mapL((lang) => {
    const text = {
      de: `<h2>Aus der Werkstatt: {{ product.name }}</h2><p>Dieses Stück entsteht in unserer Hamburger Werkstatt – gebogen, geschweißt und pulverbeschichtet von denselben Händen. Im <a href="${showroom}">Showroom Hamburg</a> können Sie {{ product.name }} Probe sitzen.</p>`,
      en: `<h2>From the workshop: {{ product.name }}</h2><p>This piece is made in our Hamburg workshop – bent, welded and powder-coated by the same pair of hands. Come and try the {{ product.name }} at our <a href="${showroom}">Hamburg showroom</a>.</p>`,
      fr: `<h2>Sorti de l’atelier : {{ product.name }}</h2><p>Cette pièce naît dans notre atelier de Hambourg : cintrée, soudée et thermolaquée par les mêmes mains. Venez essayer {{ product.name }} dans notre <a href="${showroom}">showroom de Hambourg</a>.</p>`,
    }
    return text[lang]
  })
  const pageId = writeCmsPage(
    ctx,
    'signature-product-detail',
    'product_detail',
    t('Produktseite Werkstück', 'Product page signature piece', 'Fiche produit pièce signature'),
    [
      {
        blocks: [
          {
            type: 'product-heading',
            margins: ['0', '0', '20px', '0'],
            slots: [
              { slot: 'left', type: 'product-name', config: () => ({ content: mapped('product.name') }) },
              {
                slot: 'right',
                type: 'manufacturer-logo',
                config: () => ({
                  media: mapped('product.manufacturer.media'),
                  displayMode: staticValue('standard'),
                }),
              },
            ],
          },
          {
            type: 'gallery-buybox',
            slots: [
              {
                slot: 'left',
                type: 'image-gallery',
                config: () => ({
                  sliderItems: mapped('product.media'),
                  navigationArrows: staticValue('inside'),
                  navigationDots: staticValue(null),
                  galleryPosition: staticValue('left'),
                  displayMode: staticValue('standard'),
                  minHeight: staticValue('340px'),
                }),
              },
              { slot: 'right', type: 'buy-box', config: () => ({ product: mapped('product.id') }) },
            ],
          },
          {
            type: 'image-text',
            cssClass: 'product-story',
            slots: [
              {
                slot: 'left',
                type: 'image',
                config: () => ({
                  media: mapped('product.cover.media'),
                  displayMode: staticValue('cover'),
                  url: staticValue(null),
                  newTab: staticValue(false),
                }),
              },
              {
                slot: 'right',
                type: 'text',
                config: (lang) => ({
                  content: staticValue(story[lang]),
                  verticalAlign: staticValue('center'),
                }),
              },
            ],
          },
          {
            type: 'product-description-reviews',
            slots: [
              {
                slot: 'content',
                type: 'product-description-reviews',
                config: () => ({ product: mapped('product.id') }),
              },
            ],
          },
          {
            type: 'html',
            slots: [
              {
                slot: 'content',
                type: 'html',
                config: (lang) => ({ content: staticValue(CARE_TABLE[lang]) }),
              },
            ],
          },
          {
            type: 'cross-selling',
            slots: [
              { slot: 'content', type: 'cross-selling', config: () => ({ product: mapped('product.id') }) },
            ],
          },
        ],
      },
    ],
  )
  // the collection's first best seller and its variants (variants carry the parent's layout)
  const parent = ctx.db
    .prepare<[], { id: string }>(
      `SELECT id FROM product WHERE parent_id IS NULL AND mark_as_topseller = 1
       AND product_number LIKE 'GW-AMR-%' ORDER BY product_number LIMIT 1`,
    )
    .get()
  if (!parent) throw new Error('seed: no Amrum best seller for the signature product layout')
  ctx.db
    .prepare('UPDATE product SET cms_page_id = ? WHERE id = ? OR parent_id = ?')
    .run(pageId, parent.id, parent.id)
}
