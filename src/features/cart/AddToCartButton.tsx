import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { NativeFormField } from '../../components/native-form.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { useSend } from '../../system/hooks.ts'

export interface AddToCartButtonProps {
  productId: string
  productName: string
  /** Defaults to 1; the product page passes the chosen quantity (already validated there). */
  quantity?: number
  isDisabled?: boolean
  /** `small` on listing cards, `large` on the product page. */
  size?: 'small' | 'large'
  /**
   * Fields posted with the product, before the button: the product page's quantity field (named
   * `quantity`, so the form posts what the shopper typed, not a hidden 1). Without them the form
   * posts `quantity` itself.
   */
  children?: ReactNode
}

/**
 * Puts the product into the cart. Every click counts (the cart machine queues and merges them), so
 * the button stays enabled while earlier adds are on their way. A plain button: listing cards are on
 * pages whose initial JavaScript must stay small.
 */
export function AddToCartButton({
  productId,
  productName,
  quantity = 1,
  isDisabled = false,
  size = 'small',
  children,
}: AddToCartButtonProps) {
  const { t } = useLingui()
  const send = useSend('cart')
  const add = () => send({ type: 'cart.add', productId, productName, quantity })
  // A form (laid out as if it were not there) so that without JavaScript the server adds the product.
  // With fields of its own, Enter in them adds too: the browser clicks the form's first submit
  // button, an unseen one here (the fields' own buttons, − and +, come before the visible one).
  return (
    <form
      method="post"
      className="add-to-cart-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!isDisabled) add()
      }}
    >
      {children === undefined ? null : <button type="submit" hidden tabIndex={-1} />}
      <NativeFormField form="cart.add" />
      <input type="hidden" name="productId" value={productId} />
      {children ?? <input type="hidden" name="quantity" value={quantity} />}
      <NativeButton
        variant="primary"
        className="add-to-cart"
        data-size={size}
        disabled={isDisabled}
        submit
        // Shown at once (optimistic), the mini cart opens, a toast follows the server's answer.
        onClick={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <Icon name="cart" size={size === 'large' ? 20 : 18} />
        <span>{t`Add to cart`}</span>
        {/* Many cards on one page: the name tells the buttons apart for screen readers. */}
        {size === 'small' ? <span className="visually-hidden">{productName}</span> : null}
      </NativeButton>
    </form>
  )
}
