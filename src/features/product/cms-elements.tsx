// The product CMS elements of product layouts (Shopware's product detail page type). They render
// the detail page's product from ProductPageProvider: on a product page the layout's slots carry
// only the product id, and the page already holds everything (their slot data is not mapped, see
// CmsSlotDataMap). Outside a product page (a landing page placing a buy box) they render nothing,
// except the name, which the slot carries.
import { useLingui } from '@lingui/react/macro'
import type { CmsSlot, CmsSlotOf } from '../../domain/cms.ts'
import { Link } from '../../components/ui/Link.tsx'
import { MediaImage } from '../media/MediaImage.tsx'
import { CardBadges } from './card/CardBadges.tsx'
import { useProductPage } from './context.tsx'
import { ProductBuyBox } from './ProductBuyBox.tsx'
import { ProductCrossSelling } from './ProductCrossSelling.tsx'
import { ProductDescription } from './ProductDescription.tsx'
import { ProductGallery } from './ProductGallery.tsx'
import { ProductProperties } from './ProductProperties.tsx'
import { ProductReviews } from './ProductReviews.tsx'

/** True for an image gallery whose images are mapped to the product's media (the product gallery). */
export function isProductGallerySlot(slot: CmsSlot): boolean {
  const items = slot.config.sliderItems
  return slot.type === 'image-gallery' && items?.source === 'mapped' && items.value === 'product.media'
}

/** product-name: the product's badges and name as the page heading. */
export function CmsProductName({ slot }: { slot: CmsSlotOf<'product-name'> }) {
  const product = useProductPage()
  const name = product?.name ?? slot.data?.content
  if (!name) return null
  return (
    <>
      {product ? <CardBadges badges={product.badges} placement="page" /> : null}
      <h1 className="product-detail__name">{name}</h1>
    </>
  )
}

/** manufacturer-logo: the logo, linking to the manufacturer's (designer's) page when it has one. */
export function CmsManufacturerLogo() {
  const { t } = useLingui()
  const product = useProductPage()
  const manufacturer = product?.manufacturer ?? null
  const media = manufacturer?.media
  if (!media) return null
  const name = manufacturer?.name ?? ''
  const image = (
    <MediaImage
      media={media}
      sizes="12rem"
      fallbackAlt={name ? t`Logo of ${name}` : ''}
      className="manufacturer-logo"
    />
  )
  return manufacturer?.link ? <Link href={manufacturer.link}>{image}</Link> : image
}

/** image-gallery mapped to product.media: the product gallery. */
export function CmsProductGallery() {
  const product = useProductPage()
  return product ? <ProductGallery key={product.id} media={product.media} name={product.name} /> : null
}

/** buy-box: price, tiers, delivery, configurator, quantity and add to cart. */
export function CmsBuyBox() {
  const product = useProductPage()
  return product ? <ProductBuyBox product={product} /> : null
}

/** product-description-reviews: description, properties and reviews. */
export function CmsProductDescriptionReviews() {
  const product = useProductPage()
  if (!product) return null
  return (
    <div className="product-detail__details">
      <ProductDescription html={product.description} />
      <ProductProperties properties={product.properties} />
      <ProductReviews
        productId={product.parentId ?? product.id}
        initial={product.reviews}
        ratingAverage={product.ratingAverage}
      />
    </div>
  )
}

/** cross-selling: one slider per group. */
export function CmsCrossSelling() {
  const product = useProductPage()
  return product ? <ProductCrossSelling groups={product.crossSellings} /> : null
}
