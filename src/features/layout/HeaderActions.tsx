import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../components/ui/icons/Icon'
import { Link } from '../../components/ui/Link'
import type { IconName } from '../../components/ui/icons/paths'

interface Action {
  href: string
  label: string
  icon: IconName
}

/** Account, wishlist and cart entries: icon links with accessible names (counts come later). */
export function HeaderActions() {
  const { t } = useLingui()
  const actions: Action[] = [
    { href: '/account', label: t`Account`, icon: 'user' },
    { href: '/wishlist', label: t`Wishlist`, icon: 'heart' },
    { href: '/checkout/cart', label: t`Cart`, icon: 'cart' },
  ]
  return (
    <ul className="header-actions">
      {actions.map((action) => (
        <li key={action.href}>
          <Link
            href={action.href}
            variant="plain"
            className="header-actions__link"
            aria-label={action.label}
            // Per-visitor pages: nothing worth fetching before the click.
            preload={false}
          >
            <Icon name={action.icon} size={22} />
            <span className="header-actions__text" aria-hidden="true">
              {action.label}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
