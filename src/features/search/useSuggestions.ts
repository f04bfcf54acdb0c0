import { useEffect, useState } from 'react'
import type { ProductSummary } from '../../domain/types.ts'
import { isSearchableTerm } from './search-params.ts'
import { useApp } from '../../app/app-context.ts'

/** Typing pauses this long before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250
/** Products shown in the suggestion list. */
export const SUGGEST_LIMIT = 5

export type SuggestState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; products: ProductSummary[]; total: number }
  | { status: 'failed'; term: string }

/**
 * Suggestions for a term from the Store API's `/search-suggest` (debounced; from three characters;
 * a newer term discards the answer for an older one). The Store API comes from the router context
 * (the lazy browser client), as route loaders get it. A failure is shown as such, never thrown:
 * the search form still submits to the results page.
 */
export function useSuggestions(term: string): SuggestState {
  const { api } = useApp()
  const [state, setState] = useState<SuggestState>({ status: 'idle' })
  const trimmed = term.trim()
  useEffect(() => {
    if (!isSearchableTerm(trimmed)) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading', term: trimmed }))
    const timer = setTimeout(() => {
      api.product.suggest(trimmed, { limit: SUGGEST_LIMIT }).then(
        (listing) => {
          if (current)
            setState({ status: 'done', term: trimmed, products: listing.elements, total: listing.total })
        },
        () => {
          if (current) setState({ status: 'failed', term: trimmed })
        },
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, trimmed])
  return state
}
