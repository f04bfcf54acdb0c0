import { createContext, use, useMemo } from 'react'
import { localePrefix, type Locale } from '../domain/locale.ts'
import type { Alternates } from '../i18n/alternates.ts'
import type { AppNavigation, InternalLinkProps, NavigationTarget, PageLocation } from './app-context.ts'
import { parseSearchString, stringifySearch } from './search-string.ts'

/** The path as the router writes it: percent-encoded, without a trailing slash (but `/`). */
function routerPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/** A path as written or percent-encoded, in one form to compare (the router's params are decoded). */
function comparablePath(path: string): string {
  try {
    return decodeURI(routerPath(path))
  } catch {
    return routerPath(path)
  }
}

/** The parts of an internal href that decide where it goes and whether it is the current page. */
interface DocumentTarget {
  path: string
  search: URLSearchParams
  hash: string
}

function documentTarget(href: string): DocumentTarget {
  const url = new URL(href, 'http://storefront.invalid')
  return { path: routerPath(url.pathname), search: url.searchParams, hash: url.hash }
}

/**
 * The router's rule for an active link (TanStack Router's default `activeOptions`): the current
 * path is the link's or below it, at a segment boundary, and the link's query is part of the
 * current one. Kept the same, so a document page marks the same links (`aria-current="page"`).
 */
function isActive(
  current: { path: string; search: URLSearchParams },
  target: DocumentTarget,
  exact: boolean,
): boolean {
  const currentPath = current.path === '/' ? '' : current.path
  const nextPath = target.path === '/' ? '' : target.path
  const below =
    currentPath.startsWith(nextPath) &&
    (currentPath.length === nextPath.length || (!exact && currentPath[nextPath.length] === '/'))
  if (!below) return false
  for (const [key, value] of target.search) if (current.search.get(key) !== value) return false
  return true
}

/**
 * Where a document page is now, when it changed in place: provided by `DocumentQuery`
 * (./document-query.tsx), read by `useLocation` and `useAlternates` of the page's navigation, by
 * every link (`aria-current`) and by the page's content. It changes only in the transition that shows
 * the new place; whether that is still loading is DocumentPendingContext's.
 */
export interface DocumentQueryState {
  /** The path inside the locale, percent-encoded as in the address bar. */
  path: string
  /** With its `?`, or '' (as `location.search`). */
  search: string
  /** The history state the page was shown with (a catalogue link's page hint). */
  state: unknown
  /** The language menu's links for the page shown, when it is not the one loaded. */
  alternates: Alternates | null
}

export const DocumentQueryContext = createContext<DocumentQueryState | null>(null)

/**
 * Whether the data for a newer place is still loading (`usePending`: the listing marked busy). Apart
 * from the place: it turns true in the shopper's own event, at once, and every link of the page reads
 * the place. In one context that update re-rendered every link in the page's press, and reached the
 * islands still waiting for their code (header menus, footer), which React then had to hydrate or
 * render afresh in that same task before the press could paint.
 */
export const DocumentPendingContext = createContext(false)

/** A place in a document page: path inside the locale, query with its `?` (or ''), history state. */
export interface DocumentPlace {
  path: string
  search: string
  state: unknown
}

/** What changes a document page in place (./document-query.tsx). */
export interface DocumentQueryControl {
  /** The query asked for last (a change still loading included), with its `?`, or ''. */
  latest: () => string
  /** The path asked for last. */
  latestPath: () => string
  /** Whether the page shows another path in place (a product's variant, found by its page hint). */
  takes: (path: string, state: unknown) => boolean
  /** Shows `place`; settles once it is shown. */
  go: (place: DocumentPlace, options: { replace: boolean; resetScroll: boolean }) => Promise<void>
}

export interface DocumentNavigation extends AppNavigation {
  kind: 'document'
  /** Lets `control` take navigations it can show in place; returns the detach. */
  attachQuery: (control: DocumentQueryControl) => () => void
}

/**
 * Navigation on a document page (./document-page.tsx): internal links are plain anchors with the
 * locale's prefix, `navigate` is a page load and `invalidate` a reload, except where the page
 * changes in place (`attachQuery`): another query of the same path (a listing's filter, sorting or
 * page), and what the page's control takes (a product's variant): the address changes, the page's
 * content loads its data, and a keyboard user keeps the focus where it was. The shared page cache answers the next catalogue page in milliseconds, and
 * the browser's own navigation brings focus, scroll and the screen reader's announcement of the
 * new page. `location` is the page's path inside the locale (percent-encoded, as in the address
 * bar) and its query (the request's on the server, the address bar's in the browser: the same
 * page). Queries are written as the router writes them (./search-string.ts).
 */
export function documentNavigation(
  locale: Locale,
  location: { path: string; search: string },
  alternates: Alternates,
): DocumentNavigation {
  const prefix = localePrefix(locale)
  const current = { path: routerPath(location.path), search: new URLSearchParams(location.search) }
  const search = location.search.replace(/^\?/, '')
  const page = { path: location.path, search, publicPath: `${prefix}${inLocale(prefix, location.path)}` }
  function DocumentLink({ href, preload: _preload, state: _state, exact, ...props }: InternalLinkProps) {
    const target = documentTarget(href)
    const query = target.search.toString()
    // Where the page is now, when it changed in place (a product's variant, a listing's query).
    const shown = use(DocumentQueryContext)
    // Every link of the page renders this (the server too): a new place only once the page moved.
    const moved = shown !== null && (shown.path !== location.path || shown.search !== location.search)
    const here = moved ? { path: routerPath(shown.path), search: new URLSearchParams(shown.search) } : current
    const active = isActive(here, target, exact === true)
    return (
      <a
        {...props}
        className={active ? [props.className, 'active'].filter(Boolean).join(' ') : props.className}
        href={`${prefix}${inLocale(prefix, target.path)}${query ? `?${query}` : ''}${target.hash}`}
        {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
      />
    )
  }
  const href = (path: string, values: Record<string, unknown> = {}) =>
    `${prefix}${inLocale(prefix, routerPath(path))}${stringifySearch(values)}`
  let query: DocumentQueryControl | null = null
  /** Where `target` leads when the page shows it in place, else null. */
  function inPage(target: NavigationTarget): DocumentPlace | null {
    if (!query) return null
    const here = comparablePath(query.latestPath())
    if ('search' in target) {
      if (comparablePath(target.path) !== here) return null
      const next = stringifySearch(target.search(parseSearchString(query.latest())))
      return { path: query.latestPath(), search: next, state: target.state ?? null }
    }
    const next = documentTarget(target.href)
    if (next.hash) return null
    const text = next.search.toString()
    const place = { path: next.path, search: text ? `?${text}` : '', state: target.state ?? null }
    if (comparablePath(next.path) === here || query.takes(next.path, place.state)) return place
    return null
  }
  function useLocation(): PageLocation {
    const shown = use(DocumentQueryContext)
    const path = shown?.path
    const search = shown?.search
    return useMemo(
      () =>
        path === undefined || search === undefined
          ? page
          : { path, search: search.replace(/^\?/, ''), publicPath: `${prefix}${inLocale(prefix, path)}` },
      [path, search],
    )
  }
  return {
    kind: 'document',
    attachQuery: (control) => {
      query = control
      return () => {
        if (query === control) query = null
      }
    },
    navigate: (target: NavigationTarget) => {
      const place = inPage(target)
      if (place && query) {
        return query.go(place, {
          replace: target.replace === true,
          resetScroll: target.resetScroll !== false,
        })
      }
      const url =
        'href' in target
          ? `${prefix}${target.href}`
          : href(target.path, target.search(parseSearchString(search)))
      if (target.replace) window.location.replace(url)
      else window.location.assign(url)
      // The page is going away; nothing here waits for the next one.
      return Promise.resolve()
    },
    href,
    invalidate: () => {
      window.location.reload()
      return Promise.resolve()
    },
    usePending: () => use(DocumentPendingContext),
    Link: DocumentLink,
    useAlternates: () => use(DocumentQueryContext)?.alternates ?? alternates,
    useLocation,
  }
}

/** The locale's home is its prefix alone (`/fr-FR`, not `/fr-FR/`); other paths follow it. */
function inLocale(prefix: string, path: string): string {
  return path === '/' && prefix ? '' : path
}
