import { Plural, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId } from 'react'
import { changeListing, LISTING_PAGE_SIZES, limitOf } from '../../domain/listing.ts'
import type { ListingView } from './ListingContext.tsx'
import { useKeptFocus } from './kept-focus.ts'

export interface ListingToolbarProps {
  view: ListingView
  showSorting: boolean
}

/**
 * Result count, sorting (from the listing's `availableSortings`) and page size. A native GET form:
 * without JavaScript, or when the page's code failed to load, the button submits it; once hydrated,
 * changing a select navigates client-side (back to page 1, since the order or the page boundaries
 * change).
 */
export function ListingToolbar({ view, showSorting }: ListingToolbarProps) {
  const { t } = useLingui()
  const sortId = useId()
  const limitId = useId()
  const { listing, search } = view
  const total = listing.total
  const sortings = listing.availableSortings
  const currentOrder = listing.sorting ?? search.order ?? sortings[0]?.key ?? ''
  const currentLimit = limitOf(search)
  // The selects are remounted with these keys: see useKeptFocus.
  const { root, keep } = useKeptFocus<HTMLFormElement>(`${currentOrder};${currentLimit}`)
  const sizes: number[] = LISTING_PAGE_SIZES.includes(currentLimit as (typeof LISTING_PAGE_SIZES)[number])
    ? [...LISTING_PAGE_SIZES]
    : [...LISTING_PAGE_SIZES, currentLimit].sort((a, b) => a - b)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    keep(event)
    const data = new FormData(event.currentTarget)
    const order = String(data.get('order') ?? currentOrder)
    const limit = Number(data.get('limit'))
    view.go((latest) => changeListing(latest, { order, limit }))
  }
  const filterFields = (['manufacturer', 'properties', 'min-price', 'max-price'] as const).flatMap((name) =>
    search[name] === undefined ? [] : [[name, String(search[name])] as const],
  )
  return (
    <form
      className="listing-toolbar"
      action={view.formAction}
      method="get"
      onSubmit={onSubmit}
      onChange={keep}
      ref={root}
    >
      <p className="listing-toolbar__count">
        <Plural value={total} one="# product" other="# products" />
      </p>
      {Object.entries(view.formFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {filterFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="listing-toolbar__controls">
        {showSorting && sortings.length > 1 ? (
          <div className="listing-toolbar__field">
            <label htmlFor={sortId}>{t`Sort by`}</label>
            <select
              id={sortId}
              name="order"
              className="ui-input"
              key={currentOrder}
              defaultValue={currentOrder}
              onChange={(event) => {
                const order = event.currentTarget.value
                view.go((latest) => changeListing(latest, { order }))
              }}
            >
              {sortings.map((sorting) => (
                <option key={sorting.key} value={sorting.key}>
                  {sorting.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="listing-toolbar__field">
          <label htmlFor={limitId}>{t`Products per page`}</label>
          <select
            id={limitId}
            name="limit"
            className="ui-input"
            key={currentLimit}
            defaultValue={currentLimit}
            onChange={(event) => {
              const limit = Number(event.currentTarget.value)
              view.go((latest) => changeListing(latest, { limit }))
            }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="ui-button" data-variant="secondary">
            {t`Apply`}
          </button>
        </noscript>
        {/* The same when JavaScript is on but the page's code failed to load (src/entry-loader.ts). */}
        <button type="submit" className="ui-button shown-without-code" data-variant="secondary">
          {t`Apply`}
        </button>
      </div>
    </form>
  )
}
