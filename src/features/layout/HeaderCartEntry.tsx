import { useLingui } from '@lingui/react/macro'
import { HeaderIconLink } from './HeaderIconLink'

/** The header's cart entry (owned by the cart feature). */
export function HeaderCartEntry() {
  const { t } = useLingui()
  return <HeaderIconLink href="/checkout/cart" label={t`Cart`} icon="cart" />
}
