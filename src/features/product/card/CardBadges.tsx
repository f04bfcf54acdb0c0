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
    // Only the product page's list is marked: on a card it is the image frame's list
    // (`.product-card__media > ul`), as the card repeats up to 20 times a page.
    <ul
      className={placement === 'page' ? 'product-card__badges' : undefined}
      data-placement={placement === 'page' ? placement : undefined}
    >
      {list.map((badge) => (
        <li key={badge.key} data-badge={badge.key}>
          {badge.label}
        </li>
      ))}
    </ul>
  )
}
