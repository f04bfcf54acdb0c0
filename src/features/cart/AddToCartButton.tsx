import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../components/ui/icons/Icon.tsx'
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
}: AddToCartButtonProps) {
  const { t } = useLingui()
  const send = useSend('cart')
  return (
    <NativeButton
      variant="primary"
      className="add-to-cart"
      data-size={size}
      disabled={isDisabled}
      // Shown at once (optimistic), the mini cart opens, a toast follows the server's answer.
      onClick={() => send({ type: 'cart.add', productId, productName, quantity })}
    >
      <Icon name="cart" size={size === 'large' ? 20 : 18} />
      <span>{t`Add to cart`}</span>
      {/* Many cards on one page: the name tells the buttons apart for screen readers. */}
      {size === 'small' ? <span className="visually-hidden">{productName}</span> : null}
    </NativeButton>
  )
}
