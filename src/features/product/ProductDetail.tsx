import { Trans, useLingui } from '@lingui/react/macro'
import { isProductPage, type ProductPage } from '../../domain/product.ts'
import type { ProductSummary } from '../../domain/types.ts'
import { CmsPage } from '../cms/CmsPage.tsx'
import { MediaImage } from '../media/MediaImage.tsx'
import { CardBadges } from './card/CardBadges.tsx'
import { ProductPageProvider } from './context.tsx'
import { ProductBreadcrumb } from './ProductBreadcrumb.tsx'
import { ProductBuyBox } from './ProductBuyBox.tsx'
import { ProductCrossSelling } from './ProductCrossSelling.tsx'
import { ProductDescription } from './ProductDescription.tsx'
import { ProductGallery } from './ProductGallery.tsx'
import { ProductPrice } from './ProductPrice.tsx'
import { ProductProperties } from './ProductProperties.tsx'
import { ProductReviews } from './ProductReviews.tsx'

/**
 * The product detail page: breadcrumb, then the product's layout (`product.cmsPage`: gallery, name
 * with badges, buy box with manufacturer, price with tax note and tiers, delivery, configurator,
 * quantity and add to cart; description, properties, reviews; cross-selling; and whatever else an
 * editor placed). Everything is server-rendered; without JavaScript names, prices and links work.
 *
 * Takes the route's product: `api.product.get` answers a `ProductPage`. A bare summary (another
 * data source) renders the essentials only.
 */
export function ProductDetail({ product }: { product: ProductSummary }) {
  return isProductPage(product) ? (
    <FullProductDetail product={product} />
  ) : (
    <ProductEssentials product={product} />
  )
}

function FullProductDetail({ product }: { product: ProductPage }) {
  const layout = product.cmsPage && product.cmsPage.sections.length > 0 ? product.cmsPage : null
  return (
    <ProductPageProvider product={product}>
      <article
        className="page product-detail"
        data-product-id={product.id}
        data-layout={layout ? layout.id : undefined}
      >
        <ProductBreadcrumb trail={product.breadcrumb} current={product.name} />
        {layout ? (
          // the product's layout (its own or the shop's default product page): its product elements
          // render this product from ProductPageProvider, other elements as on any CMS page
          <CmsPage page={layout} />
        ) : (
          <FixedLayout product={product} />
        )}
      </article>
    </ProductPageProvider>
  )
}

/** The page without a layout (a back end that answers no cmsPage): the default product page's parts. */
function FixedLayout({ product }: { product: ProductPage }) {
  return (
    <>
      <div className="product-detail__top">
        <ProductGallery key={product.id} media={product.media} name={product.name} />
        <div className="product-detail__info">
          <CardBadges badges={product.badges} placement="page" />
          <h1 className="product-detail__name">{product.name}</h1>
          <ProductBuyBox product={product} />
        </div>
      </div>
      <div className="product-detail__details">
        <ProductDescription html={product.description} />
        <ProductProperties properties={product.properties} />
      </div>
      <ProductReviews
        productId={product.parentId ?? product.id}
        initial={product.reviews}
        ratingAverage={product.ratingAverage}
      />
      <ProductCrossSelling groups={product.crossSellings} />
    </>
  )
}

function ProductEssentials({ product }: { product: ProductSummary }) {
  const { t } = useLingui()
  const { productNumber } = product
  return (
    <article className="page product-detail">
      <div className="product-detail__top">
        {product.cover ? (
          <MediaImage
            media={product.cover}
            sizes="(min-width: 48rem) 50vw, 100vw"
            priority
            fallbackAlt={product.name}
          />
        ) : null}
        <div className="product-detail__info">
          <h1 className="product-detail__name">{product.name}</h1>
          <ProductPrice price={product.price} tiers={product.tiers} />
          <p>{product.available ? t`In stock` : t`Currently not available`}</p>
          <p className="product-number">
            <Trans>Product number: {productNumber}</Trans>
          </p>
        </div>
      </div>
      <ProductDescription html={product.description} />
    </article>
  )
}
