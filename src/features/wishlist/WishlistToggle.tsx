import { useLingui } from '@lingui/react/macro'
import { useActor, useSend } from '../../system/hooks.ts'
import { useWishlistAutoLoad } from './useWishlistAutoLoad.ts'

export interface WishlistToggleProps {
  productId: string
  productName: string
  /** `small` on product cards, `large` in the product page's buy box. */
  size?: 'small' | 'large'
}

/**
 * The heart: adds the product to the wishlist or removes it (optimistic; toasts come from the
 * header's wishlist entry). A toggle button (aria-pressed) whose name says what a press does; the
 * server renders it unpressed (it cannot know a guest's list), the live state follows once the
 * actor system runs. A plain button: cards are on pages whose initial JavaScript must stay small.
 */
export function WishlistToggle({ productId, productName, size = 'small' }: WishlistToggleProps) {
  const { t } = useLingui()
  // Unpressed before the system runs, as the server rendered it.
  const inWishlist = useActor('wishlist', (view) => view?.context.productIds.includes(productId) ?? false)
  const send = useSend('wishlist')
  useWishlistAutoLoad()
  const name = productName
  return (
    // A button of its own look (src/styles/wishlist.css), not the design system's icon button: it is
    // on every product card, up to 20 per page, so its markup is only what it needs (the heart is
    // drawn by the stylesheet, the name says what a press does).
    <button
      type="button"
      className="wishlist-toggle"
      // Only the large toggle is styled apart; the small one (on every product card) is unmarked.
      data-size={size === 'large' ? size : undefined}
      aria-pressed={inWishlist}
      aria-label={inWishlist ? t`Remove ${name} from wishlist` : t`Add ${name} to wishlist`}
      onClick={() => send({ type: inWishlist ? 'wishlist.remove' : 'wishlist.add', productId, productName })}
    />
  )
}
