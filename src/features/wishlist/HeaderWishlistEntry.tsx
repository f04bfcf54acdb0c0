import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { HeaderIconLink } from '../layout/HeaderIconLink.tsx'
import { translate } from '../cart/translate.ts'
import { useActor } from '../../system/hooks.ts'
import { useWishlistAutoLoad } from './useWishlistAutoLoad.ts'
import { useWishlistFeedback } from './useWishlistFeedback.ts'

const WISHLIST_WITH_COUNT = msg({ message: 'Wishlist, {count, plural, one {# product} other {# products}}' })
const WISHLIST = msg({ message: 'Wishlist' })

/**
 * The header's wishlist entry: a link to /wishlist with the live number of products (0 on the server,
 * which cannot know a guest's list; the count appears once the actor system runs) and the wishlist's
 * toasts. It reads the list as soon as the system runs, so the hearts on the page show their state.
 */
export function HeaderWishlistEntry() {
  const { i18n } = useLingui()
  // No view before the system runs: the server's count, 0.
  const count = useActor('wishlist', (view) => view?.context.productIds.length ?? 0)
  useWishlistAutoLoad()
  useWishlistFeedback()
  const label = count > 0 ? translate(i18n, WISHLIST_WITH_COUNT, { count }) : translate(i18n, WISHLIST)
  return (
    <HeaderIconLink
      href="/wishlist"
      label={label}
      icon="heart"
      count={{
        value: count,
        className: 'header-cart__count header-wishlist__count',
        testId: 'header-wishlist-count',
      }}
    />
  )
}
