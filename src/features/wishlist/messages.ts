// Toast texts of the wishlist: a success toast per change; a failed change rolls back and says so.

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WishlistFailure } from '../../domain/wishlist.ts'
import { translate } from '../cart/translate.ts'

export const ADDED_TO_WISHLIST = msg({ message: '{name} has been added to your wishlist.' })
export const REMOVED_FROM_WISHLIST = msg({ message: '{name} has been removed from your wishlist.' })
const ADD_FAILED = msg({ message: '{name} could not be added to your wishlist. Please try again.' })
const REMOVE_FAILED = msg({ message: '{name} could not be removed from your wishlist. Please try again.' })
const SESSION_EXPIRED = msg({
  message: 'Your session has expired. Please reload the page and try again.',
})

export function wishlistFailureText(i18n: I18n, failure: WishlistFailure): string {
  // 403: the customer's session ended in the meantime (logged out in another tab).
  if (failure.status === 403) return translate(i18n, SESSION_EXPIRED)
  const descriptor = failure.operation === 'add' ? ADD_FAILED : REMOVE_FAILED
  return translate(i18n, descriptor, { name: failure.productName })
}

export { translate }
