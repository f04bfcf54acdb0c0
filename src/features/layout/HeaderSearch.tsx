import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { productHref } from '../../domain/links.ts'
import { isLocale, localePrefix } from '../../domain/locale.ts'
import { productPageHint } from '../../domain/page-link.ts'
import type { ProductSummary } from '../../domain/types.ts'
import { type AppNavigation, useApp } from '../../app/app-context.ts'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { pageState } from '../listing/history-state.ts'
import { SuggestionList } from '../search/SuggestionList.tsx'
import { useSuggestions } from '../search/useSuggestions.ts'

/**
 * Header search: a real GET form to /search?search=… (works before hydration) and, once hydrated,
 * a combobox (WAI-ARIA 1.2 list autocomplete) with product suggestions from three characters:
 * ↓/↑ move through the products and the "show all results" entry, Enter opens the active one (or
 * submits the term), Escape closes the list, Tab leaves it. Native elements on purpose: React
 * Aria's ComboBox adds ~20 KB gzip to every page's initial JavaScript.
 */
export function HeaderSearch() {
  const { t, i18n } = useLingui()
  const { navigation } = useApp()
  const inputId = useId()
  const listId = useId()
  const prefix = isLocale(i18n.locale) ? localePrefix(i18n.locale) : ''
  const action = `${prefix}/search`
  const { term, setTerm, edited, setEdited } = useSearchedTerm(navigation)
  const {
    suggestions,
    active,
    setActive,
    popupShown,
    expanded,
    setOpen,
    close,
    showAll,
    openProduct,
    onKeyDown,
  } = useSuggestionCombobox(navigation, term, edited)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    if (!value) return
    showAll(value)
  }

  const optionId = (index: number) => `${listId}-option-${index}`

  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the landmark older screen readers know
    <form className="header-search" role="search" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t`Search products`}
      </label>
      <div className="header-search__box">
        <input
          id={inputId}
          className="ui-input header-search__input"
          type="search"
          name="search"
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search for lounge sets, tables, chairs …`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value)
            setEdited(true)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          // Options keep the focus here (they cancel mousedown), so a blur means leaving the search.
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="header-search__submit" aria-label={t`Search`}>
          <Icon name="search" />
        </button>
        <SuggestionList
          id={listId}
          expanded={popupShown}
          state={suggestions}
          active={active}
          optionId={optionId}
          onProduct={openProduct}
          onShowAll={() => showAll(term.trim())}
          onHover={setActive}
        />
      </div>
    </form>
  )
}

/**
 * The field's term. On the results page the field holds the term searched for (server-rendered
 * too), and follows it when another search is made; the shopper's edits win until then.
 * The app's navigation, not the router's hooks: the header is part of document pages too, which
 * render without a router (a router hook there threw and blanked the home page).
 */
function useSearchedTerm(navigation: AppNavigation) {
  const location = navigation.useLocation()
  const searched =
    location.path === '/search' ? (new URLSearchParams(location.search).get('search') ?? '') : ''
  const [term, setTerm] = useState(searched)
  const [shownSearch, setShownSearch] = useState(searched)
  // Suggestions only for what the shopper typed, not for the term the page was opened with.
  const [edited, setEdited] = useState(false)
  if (searched !== shownSearch) {
    setShownSearch(searched)
    setTerm(searched)
    setEdited(false)
  }
  return { term, setTerm, edited, setEdited }
}

/** The next active entry for ↓ (`down`) or ↑: wraps around at both ends. */
function stepActive(current: number, entryCount: number, down: boolean): number {
  if (down) return current < entryCount - 1 ? current + 1 : 0
  return current > 0 ? current - 1 : entryCount - 1
}

/**
 * The suggestion popup of the field: whether it is open, the active entry, and what the keys and
 * a chosen entry do. Suggestions are asked for only once the shopper edited the term.
 */
function useSuggestionCombobox(navigation: AppNavigation, term: string, edited: boolean) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(edited ? term : '')

  const products = suggestions.status === 'done' ? suggestions.products : []
  // The products, then "show all results" (when anything was found).
  const entryCount = products.length > 0 ? products.length + 1 : 0
  const popupShown = open && suggestions.status !== 'idle'
  // aria-expanded: the listbox itself is shown (the popup's notes are a live region, not options).
  const expanded = popupShown && entryCount > 0

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const showAll = (value: string) => {
    close()
    navigation.navigate({ href: `/search?${new URLSearchParams({ search: value })}` })
  }

  const openProduct = (product: ProductSummary) => {
    close()
    navigation.navigate({ href: productHref(product), state: pageState(productPageHint(product)) })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (entryCount === 0) return
        event.preventDefault()
        setOpen(true)
        const down = event.key === 'ArrowDown'
        setActive((current) => stepActive(current, entryCount, down))
        return
      }
      case 'Escape':
        if (popupShown) {
          event.preventDefault()
          close()
        }
        return
      case 'Enter': {
        if (!expanded || active < 0) return
        event.preventDefault()
        const product = products[active]
        if (product) openProduct(product)
        else showAll(term.trim())
        return
      }
    }
  }

  return {
    suggestions,
    active,
    setActive,
    popupShown,
    expanded,
    setOpen,
    close,
    showAll,
    openProduct,
    onKeyDown,
  }
}
