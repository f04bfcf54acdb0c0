import { mapped, t, writeCmsPage } from './cms-writer.ts'
import type { SeedContext } from './context.ts'

/** Shared layouts: the category listing page (sidebar + listing) and the product detail page. */
export function seedLayouts(ctx: SeedContext): void {
  writeCmsPage(
    ctx,
    'default-listing',
    'product_list',
    t('Kategorie-Listing', 'Category listing', 'Listing de catégorie'),
    [
      {
        type: 'sidebar',
        blocks: [
          {
            type: 'category-navigation',
            sectionPosition: 'sidebar',
            slots: [{ slot: 'content', type: 'category-navigation', config: () => ({}) }],
          },
          {
            type: 'sidebar-filter',
            sectionPosition: 'sidebar',
            slots: [{ slot: 'content', type: 'sidebar-filter', config: () => ({}) }],
          },
          {
            type: 'text',
            slots: [
              {
                slot: 'content',
                type: 'text',
                config: () => ({
                  content: mapped('category.description'),
                  verticalAlign: { source: 'static', value: null },
                }),
              },
            ],
          },
          {
            type: 'product-listing',
            slots: [
              {
                slot: 'content',
                type: 'product-listing',
                config: () => ({
                  boxLayout: { source: 'static', value: 'standard' },
                  showSorting: { source: 'static', value: true },
                  useCustomSorting: { source: 'static', value: false },
                  availableSortings: { source: 'static', value: [] },
                  defaultSorting: { source: 'static', value: '' },
                  filters: {
                    source: 'static',
                    value:
                      'manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter',
                  },
                  propertyWhitelist: { source: 'static', value: [] },
                }),
              },
            ],
          },
        ],
      },
    ],
  )
  const productMapped = (field: string) => () => ({ [field]: mapped(`product.${field}`) })
  writeCmsPage(
    ctx,
    'default-product-detail',
    'product_detail',
    t('Produktseite', 'Product page', 'Fiche produit'),
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
                  displayMode: { source: 'static', value: 'standard' },
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
                  navigationArrows: { source: 'static', value: 'inside' },
                  navigationDots: { source: 'static', value: null },
                  galleryPosition: { source: 'static', value: 'left' },
                  displayMode: { source: 'static', value: 'standard' },
                  minHeight: { source: 'static', value: '340px' },
                }),
              },
              { slot: 'right', type: 'buy-box', config: productMapped('id') },
            ],
          },
          {
            type: 'product-description-reviews',
            slots: [{ slot: 'content', type: 'product-description-reviews', config: productMapped('id') }],
          },
          {
            type: 'cross-selling',
            slots: [{ slot: 'content', type: 'cross-selling', config: productMapped('id') }],
          },
        ],
      },
    ],
  )
}
