import type { ReactNode } from 'react'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import type { IconName } from '../../components/ui/icons/paths.ts'
import { Link } from '../../components/ui/Link.tsx'

interface HeaderIconLinkProps {
  href: string
  /** Accessible name (also shown as text on wide screens). */
  label: string
  icon: IconName
  /** Extra content inside the link. */
  children?: ReactNode
  /** A number badge (cart items, wishlist products), shown when above 0. */
  count?: { value: number; className: string; testId: string }
}

/**
 * The number is drawn from data-count by CSS: the link's name ("Cart, 3 items") says it, and axe's
 * label-in-name check would otherwise see the visible text "Cart3".
 */
function CountBadge({ value, className, testId }: NonNullable<HeaderIconLinkProps['count']>) {
  if (value <= 0) return null
  return <span className={className} aria-hidden="true" data-testid={testId} data-count={value} />
}

/** An icon link in the header's action list. */
export function HeaderIconLink({ href, label, icon, children, count }: HeaderIconLinkProps) {
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
      {count ? <CountBadge {...count} /> : null}
      {children}
    </Link>
  )
}
