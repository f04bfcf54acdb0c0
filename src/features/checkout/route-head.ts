import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FeatureCatalog } from '../../i18n/i18n.ts'
import { SHOP_INFO } from '../layout/shop-info.ts'

/** Catalogs of the success pages: the checkout's own and the account's (addresses, order table). */
export const SUCCESS_CATALOGS: readonly FeatureCatalog[] = ['account', 'checkout']

const ORDER_TITLE = msg({ message: 'Your order' })

/** Head of a success page: one shopper's order, never indexed or followed. */
export function successHead(i18n: I18n) {
  return {
    meta: [
      { title: `${i18n._(ORDER_TITLE)} | ${SHOP_INFO.name}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }
}
