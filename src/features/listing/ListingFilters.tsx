import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { changeListing, idsOf, type ListingSearch, toggleId } from '../../domain/listing.ts'
import type { ListingFacets } from '../../domain/listing-facets.ts'
import type { CmsSlotOf } from '../../domain/cms.ts'
import { ActiveFilters } from './ActiveFilters.tsx'
import { type ListingView, useListingView } from './ListingContext.tsx'

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
  if (!view) return null
  const { facets, search } = view
  const nothingToFilter =
    facets.manufacturers.length === 0 && facets.properties.length === 0 && facets.price === null
  return (
    <section className="listing-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="listing-filters__title">
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

function FilterForm({ view, facets }: { view: ListingView; facets: ListingFacets }) {
  const { t } = useLingui()
  const { search } = view
  const manufacturers = idsOf(search.manufacturer)
  const properties = idsOf(search.properties)
  const minId = useId()
  const maxId = useId()
  const errorId = useId()
  const [priceError, setPriceError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const read = (name: string): number | null | 'invalid' => {
      const raw = String(data.get(name) ?? '')
        .trim()
        .replace(',', '.')
      if (raw === '') return null
      const value = Number(raw)
      return Number.isFinite(value) && value >= 0 ? value : 'invalid'
    }
    const min = read('min-price')
    const max = read('max-price')
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
        <details className="listing-filters__group" open={manufacturers.length > 0 || undefined}>
          <summary>{t`Manufacturer`}</summary>
          <fieldset className="listing-filters__options">
            <legend className="visually-hidden">{t`Manufacturer`}</legend>
            {facets.manufacturers.map((option) => (
              <label key={option.id} className="listing-filters__option">
                <input
                  type="checkbox"
                  name="manufacturer"
                  value={option.id}
                  defaultChecked={manufacturers.includes(option.id)}
                  onChange={() =>
                    view.go((latest) =>
                      changeListing(latest, {
                        manufacturer: toggleId(idsOf(latest.manufacturer), option.id),
                      }),
                    )
                  }
                />
                <span>{option.name}</span>
              </label>
            ))}
          </fieldset>
        </details>
      ) : null}
      {facets.properties.map((group) => {
        const selected = group.options.some((option) => properties.includes(option.id))
        return (
          <details key={group.id} className="listing-filters__group" open={selected || undefined}>
            <summary>{group.name}</summary>
            <fieldset className="listing-filters__options" data-display={group.displayType}>
              <legend className="visually-hidden">{group.name}</legend>
              {group.options.map((option) => (
                <label key={option.id} className="listing-filters__option">
                  <input
                    type="checkbox"
                    name="properties"
                    value={option.id}
                    defaultChecked={properties.includes(option.id)}
                    onChange={() =>
                      view.go((latest) =>
                        changeListing(latest, { properties: toggleId(idsOf(latest.properties), option.id) }),
                      )
                    }
                  />
                  {option.colorHexCode ? (
                    <span
                      className="listing-filters__swatch"
                      aria-hidden="true"
                      style={{ backgroundColor: option.colorHexCode }}
                    />
                  ) : null}
                  <span>{option.name}</span>
                </label>
              ))}
            </fieldset>
          </details>
        )
      })}
      {facets.price ? (
        <fieldset className="listing-filters__price" aria-describedby={priceError ? errorId : undefined}>
          <legend>{t`Price`}</legend>
          <div className="listing-filters__price-fields">
            <label htmlFor={minId}>{t`Minimum price`}</label>
            <input
              id={minId}
              name="min-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="ui-input"
              placeholder={String(Math.floor(facets.price.min))}
              defaultValue={search['min-price'] ?? ''}
              aria-invalid={priceError ? true : undefined}
            />
            <label htmlFor={maxId}>{t`Maximum price`}</label>
            <input
              id={maxId}
              name="max-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="ui-input"
              placeholder={String(Math.ceil(facets.price.max))}
              defaultValue={search['max-price'] ?? ''}
              aria-invalid={priceError ? true : undefined}
            />
          </div>
          {priceError ? (
            <p id={errorId} className="listing-filters__error" role="alert">
              {priceError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <button type="submit" className="ui-button listing-filters__apply" data-variant="secondary">
        {t`Apply filters`}
      </button>
    </form>
  )
}
