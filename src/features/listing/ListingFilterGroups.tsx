import { useLingui } from '@lingui/react/macro'
import { afterNextPaint } from '../../components/after-paint.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { changeListing, idsOf, type ListingSearch, toggleId } from '../../domain/listing.ts'
import type { FacetOption, ListingFacets, PropertyFacet } from '../../domain/listing-facets.ts'
import type { ListingUpdate, ListingView } from './ListingContext.tsx'

/*
 * The groups of the listing's filter form (ListingFilters.tsx): manufacturer, one per property,
 * price range. Split out of the form to keep it readable; they hold no state. The form owns the
 * price error and the field ids (its useId calls), so the server-rendered markup stays the same.
 * Once hydrated, a checkbox applies at once; before that, the form's "Apply" submits it.
 */

/**
 * A checkbox's change goes to the listing after the browser has painted the box's own tick: the
 * navigation marks the listing busy (a render of the listing's frame and a restyle of every card's
 * picture) and starts the islands' code, which held the tick's frame back in the press itself
 * (docs/performance.md, "A filter's tick before the listing's work").
 */
function applyAfterPaint(view: ListingView, change: ListingUpdate): void {
  afterNextPaint(window, () => view.go(change))
}

/** The manufacturer checkboxes; open when one of them is selected. */
export function ManufacturerFilter({
  options,
  selectedIds,
  view,
}: {
  options: readonly FacetOption[]
  /** The manufacturers the URL selects. */
  selectedIds: readonly string[]
  view: ListingView
}) {
  const { t } = useLingui()
  return (
    <details className="listing-filters__group" open={selectedIds.length > 0 || undefined}>
      <summary>{t`Manufacturer`}</summary>
      <fieldset className="listing-filters__options">
        <legend className="visually-hidden">{t`Manufacturer`}</legend>
        {options.map((option) => (
          <label key={option.id} className="listing-filters__option">
            <input
              type="checkbox"
              name="manufacturer"
              value={option.id}
              defaultChecked={selectedIds.includes(option.id)}
              onChange={() =>
                applyAfterPaint(view, (latest) =>
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
  )
}

/** One property group's checkboxes (with colour swatches); open when one of them is selected. */
export function PropertyFilter({
  group,
  selectedIds,
  view,
}: {
  group: PropertyFacet
  /** The property options the URL selects (of all groups). */
  selectedIds: readonly string[]
  view: ListingView
}) {
  const selected = group.options.some((option) => selectedIds.includes(option.id))
  return (
    <details className="listing-filters__group" open={selected || undefined}>
      <summary>{group.name}</summary>
      <fieldset className="listing-filters__options" data-display={group.displayType}>
        <legend className="visually-hidden">{group.name}</legend>
        {group.options.map((option) => (
          <label key={option.id} className="listing-filters__option">
            <input
              type="checkbox"
              name="properties"
              value={option.id}
              defaultChecked={selectedIds.includes(option.id)}
              onChange={() =>
                applyAfterPaint(view, (latest) =>
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
}

/** The ids the filter form created for the price fields (useId stays in the form). */
export interface PriceFieldIds {
  min: string
  max: string
  error: string
}

/**
 * Minimum and maximum price, applied by the form's "Apply". Placeholders show the unfiltered
 * range; the fields start with the URL's values.
 */
export function PriceFilter({
  price,
  search,
  ids,
  error,
}: {
  price: NonNullable<ListingFacets['price']>
  search: ListingSearch
  ids: PriceFieldIds
  /** The form's validation message for the range, or null. */
  error: string | null
}) {
  const { t } = useLingui()
  return (
    <fieldset className="listing-filters__price" aria-describedby={error ? ids.error : undefined}>
      <legend>{t`Price`}</legend>
      <div className="listing-filters__price-fields">
        <label htmlFor={ids.min}>{t`Minimum price`}</label>
        <input
          id={ids.min}
          name="min-price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          className="ui-input"
          placeholder={String(Math.floor(price.min))}
          defaultValue={search['min-price'] ?? ''}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={ids.max}>{t`Maximum price`}</label>
        <input
          id={ids.max}
          name="max-price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          className="ui-input"
          placeholder={String(Math.ceil(price.max))}
          defaultValue={search['max-price'] ?? ''}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? (
        <Alert id={ids.error} className="listing-filters__error">
          {error}
        </Alert>
      ) : null}
    </fieldset>
  )
}
