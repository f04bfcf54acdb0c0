import { useLingui } from '@lingui/react/macro'
import type { CartLineItem } from '../../domain/cart.ts'
import { MediaImage } from '../media/MediaImage.tsx'

/**
 * Image, name and chosen options of a line item (mini cart and cart page). `priority`: the image is
 * the page's LCP (the cart page's first line), see MediaImage.
 */
export function LineItemDetails({
  item,
  headingLevel = 3,
  priority = false,
}: {
  item: CartLineItem
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const { t } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // One message with its colon: French sets a narrow no-break space before it.
  const productNumber = item.productNumber
  return (
    <>
      <div className="cart-item__media">
        {item.cover ? (
          <MediaImage
            media={item.cover}
            sizes="96px"
            fallbackAlt=""
            className="cart-item__img"
            priority={priority}
          />
        ) : (
          <div className="cart-item__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-item__details">
        <Heading className="cart-item__name">{item.label}</Heading>
        {item.productNumber ? (
          <p className="cart-item__number">{t`Product number: ${productNumber}`}</p>
        ) : null}
        {item.options.length > 0 ? (
          <dl className="cart-item__options">
            {item.options.map((option) => (
              <div key={`${option.group}:${option.option}`} className="cart-item__option">
                <dt>{option.group}</dt>
                <dd>{option.option}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {item.states.includes('is-download') ? <p className="cart-item__tag">{t`Download`}</p> : null}
        {item.good && item.price?.totalPrice === 0 && !item.removable ? (
          <p className="cart-item__tag">{t`Free gift`}</p>
        ) : null}
      </div>
    </>
  )
}
