import { localePrefix, type Locale } from '../domain/locale.ts'
import type { Alternates } from '../i18n/alternates.ts'
import type { AppNavigation, InternalLinkProps, NavigationTarget } from './app-context.ts'
import { parseSearchString, stringifySearch } from './search-string.ts'

/** The path as the router writes it: percent-encoded, without a trailing slash (but `/`). */
function routerPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
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
 * Navigation on a document page (./document-page.tsx): internal links are plain anchors with the
 * locale's prefix, `navigate` is a page load and `invalidate` a reload; no navigation is ever
 * pending in the page. The shared page cache answers the next catalogue page in milliseconds, and
 * the browser's own navigation brings focus, scroll and the screen reader's announcement of the
 * new page. `location` is the page's path inside the locale (percent-encoded, as in the address
 * bar) and its query (the request's on the server, the address bar's in the browser: the same
 * page). Queries are written as the router writes them (./search-string.ts).
 */
export function documentNavigation(
  locale: Locale,
  location: { path: string; search: string },
  alternates: Alternates,
): AppNavigation {
  const prefix = localePrefix(locale)
  const current = { path: routerPath(location.path), search: new URLSearchParams(location.search) }
  const search = location.search.replace(/^\?/, '')
  const page = { path: location.path, search, publicPath: `${prefix}${inLocale(prefix, location.path)}` }
  function DocumentLink({ href, preload: _preload, state: _state, exact, ...props }: InternalLinkProps) {
    const target = documentTarget(href)
    const query = target.search.toString()
    const active = isActive(current, target, exact === true)
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
  return {
    kind: 'document',
    navigate: (target: NavigationTarget) => {
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
    usePending: () => false,
    Link: DocumentLink,
    useAlternates: () => alternates,
    useLocation: () => page,
  }
}

/** The locale's home is its prefix alone (`/fr-FR`, not `/fr-FR/`); other paths follow it. */
function inLocale(prefix: string, path: string): string {
  return path === '/' && prefix ? '' : path
}
