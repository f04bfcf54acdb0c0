import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { changeListing, idsOf, type ListingSearch, withoutFilters } from '../../domain/listing.ts'
import { type ActiveFilter, activeFilters } from '../../domain/listing-facets.ts'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'
import type { ListingView } from './ListingContext.tsx'
import { ListingLink } from './ListingLink.tsx'

/** Removes the chip's filter from the latest URL state (a filter chosen since is kept). */
function removing(chip: ActiveFilter): (latest: ListingSearch) => ListingSearch {
  switch (chip.kind) {
    case 'manufacturer':
      return (latest) =>
        changeListing(latest, { manufacturer: idsOf(latest.manufacturer).filter((id) => id !== chip.id) })
    case 'property':
      return (latest) =>
        changeListing(latest, { properties: idsOf(latest.properties).filter((id) => id !== chip.id) })
    case 'min-price':
      return (latest) => changeListing(latest, { minPrice: null })
    case 'max-price':
      return (latest) => changeListing(latest, { maxPrice: null })
  }
}

/** The active filters as chips (each a link that removes it) and "Reset all". */
export function ActiveFilters({ view }: { view: ListingView }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const chips = useMemo(() => activeFilters(view.search, view.facets), [view.search, view.facets])
  if (chips.length === 0) return null
  const label = (chip: ActiveFilter): string => {
    switch (chip.kind) {
      case 'manufacturer':
        return chip.label || t`Unknown manufacturer`
      case 'property': {
        const option = chip.label || t`Unknown option`
        return chip.group ? `${chip.group}: ${option}` : option
      }
      case 'min-price': {
        const amount = format(chip.value)
        return t`Price from ${amount}`
      }
      case 'max-price': {
        const amount = format(chip.value)
        return t`Price up to ${amount}`
      }
    }
  }
  return (
    <div className="active-filters">
      <h3 className="visually-hidden">{t`Active filters`}</h3>
      <ul className="active-filters__list">
        {chips.map((chip) => {
          const text = label(chip)
          return (
            <li key={`${chip.kind}-${'id' in chip ? chip.id : chip.value}`}>
              <ListingLink
                view={view}
                change={removing(chip)}
                className="active-filters__chip"
                aria-label={t`Remove filter: ${text}`}
              >
                <span>{text}</span>
                <Icon name="close" size={14} />
              </ListingLink>
            </li>
          )
        })}
      </ul>
      <ListingLink
        view={view}
        change={withoutFilters}
        className="ui-link active-filters__reset"
        data-variant="inline"
      >
        {t`Reset all filters`}
      </ListingLink>
    </div>
  )
}
