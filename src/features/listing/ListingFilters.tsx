import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { changeListing, idsOf, type ListingSearch } from '../../domain/listing.ts'
import type { ListingFacets } from '../../domain/listing-facets.ts'
import type { CmsSlotOf } from '../../domain/cms.ts'
import { ActiveFilters } from './ActiveFilters.tsx'
import { ManufacturerFilter, PriceFilter, PropertyFilter } from './ListingFilterGroups.tsx'
import { type ListingView, useListingView } from './ListingContext.tsx'
import { useKeptFocus } from './kept-focus.ts'

export interface ListingFiltersProps {
  /** The CMS `sidebar-filter` slot; optional elsewhere. */
  slot?: CmsSlotOf<'sidebar-filter'>
  sizes?: string
}

/**
 * Filters of the current listing: manufacturer, one group per filterable property, price range,
 * plus the active filters as removable chips. One native GET form, so filtering works without
 * JavaScript ("Apply" submits everything); once hydrated, a checkbox applies at once and the price
 * range on "Apply" (client-side, back to page 1). Renders nothing outside a listing page.
 */
export function ListingFilters(_props: ListingFiltersProps) {
  const view = useListingView()
  const { t } = useLingui()
  const headingId = useId()
  const { root, keep, keepLink } = useKeptFocus<HTMLElement>(view ? formKey(view.search) : '')
  if (!view) return null
  const { facets, search } = view
  const nothingToFilter =
    facets.manufacturers.length === 0 && facets.properties.length === 0 && facets.price === null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: notes the place of a link clicked inside; Enter on a link is a click too
    <section
      className="listing-filters"
      aria-labelledby={headingId}
      ref={root}
      onChange={keep}
      onSubmit={keep}
      onClick={keepLink}
    >
      {/* tabIndex: where the focus goes when the last active filter's chip is gone (useKeptFocus). */}
      <h2 id={headingId} className="listing-filters__title" tabIndex={-1}>
        {t`Filter`}
      </h2>
      <ActiveFilters view={view} />
      {nothingToFilter ? null : <FilterForm key={formKey(search)} view={view} facets={facets} />}
    </section>
  )
}

/** Remount the form when the URL changes (back button, chip removal): its fields show the URL's state. */
function formKey(search: ListingSearch): string {
  return [search.manufacturer, search.properties, search['min-price'], search['max-price']].join(';')
}

/** A price field's value: empty is no limit; anything but a non-negative number is invalid. */
function readPrice(data: FormData, name: string): number | null | 'invalid' {
  const raw = String(data.get(name) ?? '')
    .trim()
    .replace(',', '.')
  if (raw === '') return null
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : 'invalid'
}

function FilterForm({ view, facets }: { view: ListingView; facets: ListingFacets }) {
  const { t } = useLingui()
  const { search } = view
  const manufacturers = idsOf(search.manufacturer)
  const properties = idsOf(search.properties)
  // The ids stay here, not in PriceFilter: their values depend on which component calls useId.
  const minId = useId()
  const maxId = useId()
  const errorId = useId()
  const [priceError, setPriceError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const min = readPrice(data, 'min-price')
    const max = readPrice(data, 'max-price')
    if (min === 'invalid' || max === 'invalid') {
      setPriceError(t`Please enter prices as positive numbers, for example 250.`)
      return
    }
    if (min !== null && max !== null && min > max) {
      setPriceError(t`The minimum price must not be higher than the maximum price.`)
      return
    }
    setPriceError(null)
    view.go((latest) => changeListing(latest, { minPrice: min || null, maxPrice: max || null }))
  }

  return (
    <form
      className="listing-filters__form"
      action={view.formAction}
      method="get"
      onSubmit={onSubmit}
      noValidate
    >
      {Object.entries(view.formFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {search.order ? <input type="hidden" name="order" value={search.order} /> : null}
      {search.limit ? <input type="hidden" name="limit" value={search.limit} /> : null}
      {facets.manufacturers.length > 0 ? (
        <ManufacturerFilter options={facets.manufacturers} selectedIds={manufacturers} view={view} />
      ) : null}
      {facets.properties.map((group) => (
        <PropertyFilter key={group.id} group={group} selectedIds={properties} view={view} />
      ))}
      {facets.price ? (
        <PriceFilter
          price={facets.price}
          search={search}
          ids={{ min: minId, max: maxId, error: errorId }}
          error={priceError}
        />
      ) : null}
      <button type="submit" className="ui-button listing-filters__apply" data-variant="secondary">
        {t`Apply filters`}
      </button>
    </form>
  )
}
