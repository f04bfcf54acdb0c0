import { Plural, useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '../../domain/types.ts'
import { MediaImage } from '../media/MediaImage.tsx'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'
import type { SuggestState } from './useSuggestions.ts'

export interface SuggestionListProps {
  id: string
  /** The popup is shown (notes while loading or when nothing was found, else the listbox). */
  expanded: boolean
  state: SuggestState
  /** Index of the active entry (products, then "show all"); -1 for none. */
  active: number
  optionId: (index: number) => string
  onProduct: (product: ProductSummary) => void
  onShowAll: () => void
  onHover: (index: number) => void
}

/**
 * The header search's listbox: product options (image, name, price) and "show all N results".
 * Focus stays in the input (aria-activedescendant); a pointer press must not blur it first.
 */
export function SuggestionList({
  id,
  expanded,
  state,
  active,
  optionId,
  onProduct,
  onShowAll,
  onHover,
}: SuggestionListProps) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const products = state.status === 'done' ? state.products : []
  const total = state.status === 'done' ? state.total : 0
  const count = products.length
  const term = state.status === 'idle' ? '' : state.term
  return (
    <div className="header-search__popup" hidden={!expanded}>
      <p className="visually-hidden" role="status">
        {expanded && state.status === 'done' ? (
          <Plural value={count} one="# suggestion" other="# suggestions" />
        ) : null}
      </p>
      {state.status === 'loading' ? <p className="header-search__note">{t`Searching …`}</p> : null}
      {state.status === 'failed' ? (
        <p className="header-search__note">{t`Suggestions are not available right now. Press Enter to search.`}</p>
      ) : null}
      {state.status === 'done' && products.length === 0 ? (
        <p className="header-search__note">{t`No products found for “${term}”.`}</p>
      ) : null}
      {products.length === 0 ? null : (
        <div id={id} role="listbox" aria-label={t`Suggestions`} className="header-search__list">
          {products.map((product, index) => {
            const amount = format(
              product.hasPriceRange && product.cheapestPrice !== null
                ? product.cheapestPrice
                : product.price.unitPrice,
            )
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with Enter in the combobox input
              <div
                key={product.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={active === index}
                className="header-search__option"
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onHover(index)}
                onClick={() => onProduct(product)}
              >
                <span className="header-search__thumb" aria-hidden="true">
                  {product.cover ? <MediaImage media={product.cover} sizes="3rem" fallbackAlt="" /> : null}
                </span>
                <span className="header-search__name">{product.name}</span>
                <span className="header-search__price">
                  {product.hasPriceRange ? t`from ${amount}` : amount}
                </span>
              </div>
            )
          })}
          {products.length > 0 ? (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with Enter in the combobox input
            <div
              id={optionId(products.length)}
              role="option"
              tabIndex={-1}
              aria-selected={active === products.length}
              className="header-search__option header-search__all"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onHover(products.length)}
              onClick={onShowAll}
            >
              <Plural value={total} one="Show # result" other="Show all # results" />
            </div>
          ) : null}
        </div>
      )}
    </div>
  )
}
