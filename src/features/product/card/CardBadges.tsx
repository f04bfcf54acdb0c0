import { useLingui } from '@lingui/react/macro'
import type { ProductBadges } from '../../../domain/types.ts'

/**
 * Topseller, sale and new badges (text, not colour alone, carries the meaning): over the card's
 * image in listings, beside the name on the product page (`placement="page"`).
 */
export function CardBadges({
  badges,
  placement = 'card',
}: {
  badges: ProductBadges
  placement?: 'card' | 'page'
}) {
  const { t } = useLingui()
  const list = [
    badges.sale ? { key: 'sale', label: t`Sale` } : null,
    badges.topseller ? { key: 'topseller', label: t`Top seller` } : null,
    badges.isNew ? { key: 'new', label: t`New` } : null,
  ].filter((badge) => badge !== null)
  if (list.length === 0) return null
  return (
    // Only the product page's placement is styled apart: the card's default is left unmarked, as
    // it repeats on every card of a listing.
    <ul className="product-card__badges" data-placement={placement === 'page' ? placement : undefined}>
      {list.map((badge) => (
        <li key={badge.key} data-badge={badge.key}>
          {badge.label}
        </li>
      ))}
    </ul>
  )
}
