import {
  type ReactNode,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react'
import { HydrationContext } from '../components/island.tsx'
import type { Alternates } from '../i18n/alternates.ts'
import {
  type DocumentNavigation,
  DocumentPendingContext,
  type DocumentPlace,
  DocumentQueryContext,
  type DocumentQueryState,
} from './document-navigation.tsx'

/** What a document page shows in place besides another query of its path (see `DocumentQuery`). */
export interface InPagePaths {
  /** Whether the page's content can show `path` itself, given the navigation's history state. */
  takes: (path: string, state: unknown) => boolean
  /** The language menu's links for such a place. */
  alternates: (place: DocumentPlace) => Alternates | null
}

export interface DocumentQueryProps {
  navigation: DocumentNavigation
  /** Where the page was rendered: its path inside the locale, its query (with `?`, or ''). */
  initial: { path: string; search: string }
  /** Other paths the page's content shows in place; none by default. */
  paths?: InPagePaths
  children: ReactNode
}

/** The key of our own history entries' state: the place they show. */
const PLACE_KEY = 'documentPlace'

function placeOf(state: unknown): DocumentPlace | null {
  if (typeof state !== 'object' || state === null || !(PLACE_KEY in state)) return null
  const place = (state as Record<string, unknown>)[PLACE_KEY]
  if (typeof place !== 'object' || place === null) return null
  const { path, search } = place as Partial<DocumentPlace>
  return typeof path === 'string' && typeof search === 'string' ? (place as DocumentPlace) : null
}

/**
 * A document page that changes in place: a listing's filter, sorting or page (another query of its
 * path), a product's variant (another path the content shows itself, `paths`), and the browser's
 * back and forward between them. The address changes at once; the new place is shown in a
 * transition, so the content that loads its data (the page island) keeps showing the last one,
 * marked busy (`usePending`), until the data is there. Islands hydrate first, as on a client-side
 * navigation of the router's pages (their code loads once the press has painted). A history entry this page did not make is a page load.
 */
export function DocumentQuery({ navigation, initial, paths, children }: DocumentQueryProps) {
  const hydration = use(HydrationContext)
  const first = useRef<DocumentPlace>({ ...initial, state: null })
  const [place, setPlace] = useState<DocumentPlace>(first.current)
  const [pending, startTransition] = useTransition()
  const latest = useRef(first.current)
  const scrollToTop = useRef(false)
  const shown = useRef<Array<() => void>>([])

  useEffect(() => {
    const show = (next: DocumentPlace) => {
      latest.current = next
      startTransition(() => setPlace(next))
      // The islands' code after the press has painted its response (the listing marked busy): the
      // transition waits for them, and for the next place's data, which takes longer.
      hydration?.startAllAfterPaint()
    }
    const detach = navigation.attachQuery({
      latest: () => latest.current.search,
      latestPath: () => latest.current.path,
      takes: (path, state) => paths?.takes(path, state) === true,
      go: (next, { replace, resetScroll }) => {
        const url = `${navigation.href(next.path)}${next.search}`
        const entry = { [PLACE_KEY]: next }
        if (replace) window.history.replaceState(entry, '', url)
        else window.history.pushState(entry, '', url)
        scrollToTop.current ||= resetScroll
        return new Promise<void>((resolve) => {
          shown.current.push(resolve)
          show(next)
        })
      },
    })
    // Back and forward: to an entry this page made, or to the one it was loaded with.
    const onPopState = (event: PopStateEvent) => {
      const next = placeOf(event.state)
      if (next) show(next)
      else if (window.location.pathname === navigation.href(first.current.path)) {
        show({ ...first.current, search: window.location.search })
      } else window.location.reload()
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      detach()
      window.removeEventListener('popstate', onPopState)
    }
  }, [navigation, hydration, paths])

  // Once the transition is over (the place shown, or nothing new to show). Another page shown in
  // place (a product from the header's suggestions) starts at its top, and the keyboard and screen
  // reader with its content, as after a page load's skip link; a variant or a query keeps both.
  const shownPath = useRef(first.current.path)
  useLayoutEffect(() => {
    if (pending) return
    if (scrollToTop.current) {
      scrollToTop.current = false
      window.scrollTo(0, 0)
      if (shownPath.current !== place.path) document.querySelector<HTMLElement>('main[tabindex]')?.focus()
    }
    shownPath.current = place.path
    for (const resolve of shown.current.splice(0)) resolve()
  }, [pending, place.path])

  const value = useMemo<DocumentQueryState>(
    () => ({
      ...place,
      alternates: place.path === first.current.path ? null : (paths?.alternates(place) ?? null),
    }),
    [place, paths],
  )
  return (
    <DocumentQueryContext value={value}>
      <DocumentPendingContext value={pending}>{children}</DocumentPendingContext>
    </DocumentQueryContext>
  )
}
