import type { ReactNode } from 'react'
import { Icon } from '../../components/ui/icons/Icon'
import type { IconName } from '../../components/ui/icons/paths'
import { Link } from '../../components/ui/Link'

interface HeaderIconLinkProps {
  href: string
  /** Accessible name (also shown as text on wide screens). */
  label: string
  icon: IconName
  /** Extra content inside the link, e.g. a count badge. */
  children?: ReactNode
}

/** An icon link in the header's action list. */
export function HeaderIconLink({ href, label, icon, children }: HeaderIconLinkProps) {
  return (
    <Link
      href={href}
      variant="plain"
      className="header-actions__link"
      aria-label={label}
      // Per-visitor pages: nothing worth fetching before the click.
      preload={false}
    >
      <Icon name={icon} size={22} />
      <span className="header-actions__text" aria-hidden="true">
        {label}
      </span>
      {children}
    </Link>
  )
}
