import type { I18n, MessageDescriptor } from '@lingui/core'
import { SHOP_INFO } from '../layout/shop-info.ts'

/** Title and robots of a per-visitor page: never indexed, links still followed. */
export function accountHead(i18n: I18n, title: MessageDescriptor) {
  return {
    meta: [{ title: `${i18n._(title)} | ${SHOP_INFO.name}` }, { name: 'robots', content: 'noindex, follow' }],
  }
}
