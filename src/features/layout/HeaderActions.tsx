import { island } from '../../components/island.tsx'
import { HeaderCartEntry } from './HeaderCartEntry.tsx'
import { HeaderWishlistEntry } from '../wishlist/HeaderWishlistEntry.tsx'

// The greeting menu hydrates on first intent or when the actor system starts, to follow the
// session (src/components/island.tsx); the cart entry is not an island, since it listens for adds
// from anywhere on the page.
const HeaderAccountEntry = island(
  'account',
  () => import('./HeaderAccountEntry.tsx').then((m) => m.HeaderAccountEntry),
  { live: true },
)

/**
 * Account, wishlist and cart entries. The account entry belongs to the accounts feature (greeting,
 * menu, logout), the cart entry to the cart feature (live count, mini cart); each lives in its own file.
 */
export function HeaderActions() {
  return (
    <ul className="header-actions">
      <li>
        <HeaderAccountEntry />
      </li>
      <li>
        <HeaderWishlistEntry />
      </li>
      <li>
        <HeaderCartEntry />
      </li>
    </ul>
  )
}
