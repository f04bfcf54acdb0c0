import { HeaderAccountEntry } from './HeaderAccountEntry'
import { HeaderCartEntry } from './HeaderCartEntry'
import { HeaderIconLink } from './HeaderIconLink'
import { useLingui } from '@lingui/react/macro'

/**
 * Account, wishlist and cart entries. The account entry belongs to the accounts feature (greeting,
 * menu, logout), the cart entry to the cart feature (live count, mini cart); each lives in its own file.
 */
export function HeaderActions() {
  const { t } = useLingui()
  return (
    <ul className="header-actions">
      <li>
        <HeaderAccountEntry />
      </li>
      <li>
        <HeaderIconLink href="/wishlist" label={t`Wishlist`} icon="heart" />
      </li>
      <li>
        <HeaderCartEntry />
      </li>
    </ul>
  )
}
