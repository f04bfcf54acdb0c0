import { useLingui } from '@lingui/react'
import { useNotify } from '../notifications/notify.ts'
import { useEmitted } from '../../system/hooks.ts'
import { ADDED_TO_WISHLIST, REMOVED_FROM_WISHLIST, translate, wishlistFailureText } from './messages.ts'

/**
 * Turns the wishlist's events into toasts: success when an add or removal was confirmed, danger when
 * one was refused (the list already fell back). Mounted once, by the header's wishlist entry.
 */
export function useWishlistFeedback(): void {
  const { i18n } = useLingui()
  const notify = useNotify()
  useEmitted('wishlist', 'wishlist.added', (event) =>
    notify({ type: 'success', message: translate(i18n, ADDED_TO_WISHLIST, { name: event.productName }) }),
  )
  useEmitted('wishlist', 'wishlist.removed', (event) =>
    notify({ type: 'success', message: translate(i18n, REMOVED_FROM_WISHLIST, { name: event.productName }) }),
  )
  useEmitted('wishlist', 'wishlist.failed', (event) =>
    notify({ type: 'danger', message: wishlistFailureText(i18n, event.failure) }),
  )
}
