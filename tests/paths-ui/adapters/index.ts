// Every machine's UI adapter, for the reporter (which transitions a shopper causes, what is
// unreachable). A machine whose paths the UI replays is listed here once.

import type { UiAdapter } from '../adapter.ts'
import { cartAdapter } from './cart.ts'
import { checkoutAdapter } from './checkout.ts'
import { orderActionAdapter } from './order-action.ts'
import { reviewFormAdapter } from './review-form.ts'
import { sessionAdapter } from './session.ts'
import { wishlistAdapter } from './wishlist.ts'

export const UI_ADAPTERS: readonly UiAdapter[] = [
  reviewFormAdapter as UiAdapter,
  wishlistAdapter as UiAdapter,
  cartAdapter as UiAdapter,
  orderActionAdapter as UiAdapter,
  checkoutAdapter as UiAdapter,
  sessionAdapter as UiAdapter,
]
