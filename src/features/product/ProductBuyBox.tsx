import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNativeFormResult } from '../../components/native-form.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { checkQuantity, type ProductPage } from '../../domain/product.ts'
import { AddToCartButton } from '../cart/AddToCartButton.tsx'
import { WishlistToggle } from '../wishlist/WishlistToggle.tsx'
import { DeliveryTimeNote } from './DeliveryTimeNote.tsx'
import { ProductPrice } from './ProductPrice.tsx'
import { QuantityInput } from './QuantityInput.tsx'
import { VariantConfigurator } from './VariantConfigurator.tsx'

function Delivery({ product }: { product: ProductPage }) {
  const { t } = useLingui()
  if (!product.available)
    return <p className="product-delivery" data-available="false">{t`Currently not available`}</p>
  return <DeliveryTimeNote product={product} className="product-delivery" data-available="true" />
}

/**
 * The buy box: manufacturer, product number, price with tax note and tiers, delivery time (or
 * download), variant configurator, quantity and add to cart (the cart actor's add event).
 */
export function ProductBuyBox({ product }: { product: ProductPage }) {
  // Without JavaScript − and + post the form: the page comes back with the quantity they led to.
  const chosen = useNativeFormResult('cart.add')?.values.quantity
  const [quantity, setQuantity] = useState(chosen ?? String(product.purchase.min))
  const check = checkQuantity(quantity, product.purchase)
  const { productNumber, manufacturer } = product
  return (
    <div className="product-buy-box">
      {manufacturer ? (
        <p className="product-manufacturer">
          {manufacturer.link ? (
            <Link href={manufacturer.link}>{manufacturer.name}</Link>
          ) : (
            <span>{manufacturer.name}</span>
          )}
        </p>
      ) : null}
      <ProductPrice price={product.price} tiers={product.tiers} />
      <Delivery product={product} />
      <VariantConfigurator
        productId={product.parentId ?? product.id}
        groups={product.configurator}
        selectedOptionIds={product.selectedOptionIds}
        targets={product.variantTargets}
      />
      {product.available ? (
        <div className="product-buy-box__order">
          {/* The quantity is a field of the add form: without JavaScript (or before it ran) the
              post carries what the shopper typed. */}
          <AddToCartButton
            productId={product.id}
            productName={product.name}
            quantity={check.ok ? check.quantity : product.purchase.min}
            isDisabled={!check.ok}
            size="large"
          >
            <QuantityInput
              name="quantity"
              value={quantity}
              onChange={setQuantity}
              limits={product.purchase}
            />
          </AddToCartButton>
        </div>
      ) : null}
      <div className="product-buy-box__wishlist">
        <WishlistToggle productId={product.id} productName={product.name} size="large" />
      </div>
      <p className="product-number">
        <Trans>Product number: {productNumber}</Trans>
      </p>
    </div>
  )
}
