import {
  type AnyRoute,
  type AnyRouter,
  defaultParseSearch,
  Link as RouterLink,
  useMatches,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type RefObject, useEffect, useRef } from 'react'
import { localePrefix, type Locale } from '../domain/locale.ts'
import { type Alternates, resolveAlternates } from '../i18n/alternates.ts'
import type {
  AppNavigation,
  InternalLinkProps,
  NavigationTarget,
  PageLocation,
  SearchValues,
} from './app-context.ts'

/**
 * Navigation on a page driven by the client-side router: internal links are TanStack Router links
 * (client-side navigation, preloading), `navigate` stays in the page, `invalidate` runs the page's
 * loaders again, `usePending` follows the router's status. With the route files (src/routes), the
 * router's construction and the entries, the only importer of the router at run time: a document
 * page (./document-page.tsx) never loads it.
 */
export function routerNavigation(router: AnyRouter, locale: Locale): AppNavigation {
  const prefix = localePrefix(locale)
  return {
    kind: 'router',
    navigate: (target) => navigateTo(router, prefix, target),
    href: (path, search = {}) => router.buildLocation({ ...routeOf(router, path), search }).publicHref,
    invalidate: () => router.invalidate(),
    usePending: () => useRouterState({ select: (state) => state.status === 'pending' }),
    Link: RouterInternalLink,
    useAlternates: useRouterAlternates,
    useLocation: () => useRouterLocation(prefix),
  }
}

/** The router serves paths without a trailing slash (and redirects the others): link there directly. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

function navigateTo(router: AnyRouter, prefix: string, target: NavigationTarget): Promise<void> {
  const { state, replace, resetScroll } = target
  const options = {
    ...(state ? { state: state as never } : {}),
    ...(replace ? { replace } : {}),
    ...(resetScroll === undefined ? {} : { resetScroll }),
  }
  if ('href' in target) {
    const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(target.href) ?? []
    return router.navigate({ href: `${prefix}${withoutTrailingSlash(path || '/')}${rest}`, ...options })
  }
  // The router hands the search of the location it is going to (a navigation still loading
  // included), not the rendered page's.
  const search = (latest: SearchValues) => target.search(latest)
  return router.navigate({ ...routeOf(router, target.path), search, ...options })
}

/**
 * The route a path inside the locale goes to: its own (`/search`), or the catch-all pattern with
 * the path as splat (`/$`, SEO paths exactly as Shopware wrote them); the router still matches the
 * most specific route for the resulting pathname.
 */
function routeOf(router: AnyRouter, path: string): { to: string; params?: { _splat: string } } {
  const target = routeTarget(router.routesByPath, path)
  return target.splat === undefined ? { to: target.to } : { to: target.to, params: { _splat: target.splat } }
}

function routeTarget(
  routesByPath: Readonly<Record<string, unknown>>,
  encodedPath: string,
  ownRouteAllowed = true,
): { to: string; splat: string | undefined } {
  let path = encodedPath
  try {
    // The router encodes params itself; hand it the decoded path so umlauts are not encoded twice.
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape sequence: keep the encoded path rather than failing the whole page.
  }
  path = withoutTrailingSlash(path)
  return ownRouteAllowed && path in routesByPath
    ? { to: path, splat: undefined }
    : { to: '/$', splat: path.replace(/^\/+/, '') }
}

function useRouterLocation(prefix: string): PageLocation {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const publicPath = useRouterState({ select: (state) => state.location.publicHref.split(/[?#]/)[0] ?? '/' })
  const inLocale = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname
  return { path: inLocale, search: search.replace(/^\?/, ''), publicPath }
}

function useRouterAlternates(): Alternates {
  const matches = useMatches()
  const pathname = matches[matches.length - 1]?.pathname ?? '/'
  return resolveAlternates(matches, pathname)
}

/** Where an internal href goes: its own route, or the catch-all pattern with the path as splat. */
interface LinkTarget {
  to: string
  /** The catch-all's `_splat`; undefined for a route of its own. */
  splat: string | undefined
  /** The query as the router parses one (`p=2` is the number 2, as on arrival). */
  search: Readonly<SearchValues>
  hash: string | undefined
}

function linkTarget(routesByPath: Readonly<Record<string, unknown>>, href: string): LinkTarget {
  const url = new URL(href, 'http://storefront.invalid')
  const search: SearchValues = defaultParseSearch(url.search)
  // A route of its own only without a query: the catch-all takes any query the page's route takes.
  const route = routeTarget(routesByPath, url.pathname, Object.keys(search).length === 0)
  return { ...route, search: Object.freeze(search), hash: url.hash ? url.hash.slice(1) : undefined }
}

/**
 * Parsed targets per route tree (the same for every router of the process), so the hundred-odd
 * links of a server render do not parse a URL each: the same href is the same target. Bounded, as
 * product hrefs are as many as products; emptied when full. Entries are frozen, and every render
 * gets its own `params` and `search` objects, so nothing the router might touch is shared.
 */
const targetsByTree = new WeakMap<object, Map<string, Readonly<LinkTarget>>>()
const MAX_TARGETS = 5000

function cachedLinkTarget(router: AnyRouter, href: string): Readonly<LinkTarget> {
  let targets = targetsByTree.get(router.routeTree)
  if (!targets) {
    targets = new Map()
    targetsByTree.set(router.routeTree, targets)
  }
  let target = targets.get(href)
  if (!target) {
    if (targets.size >= MAX_TARGETS) targets.clear()
    target = Object.freeze(linkTarget(router.routesByPath, href))
    targets.set(href, target)
  }
  return target
}

/**
 * Internal paths go through the router's catch-all pattern so they are client-side navigations
 * with preloading; the router still matches the most specific route for the resulting pathname; a
 * path that is a route of its own (`/shopware`) links to that route. The catch-all keeps SEO paths
 * exactly as Shopware wrote them.
 */
function RouterInternalLink({ href, preload, state, exact, ref: _ref, ...props }: InternalLinkProps) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)
  const target = cachedLinkTarget(router, href)
  useRouteCodeWhenVisible(ref, target, preload)
  const common = {
    ...props,
    ref,
    preload,
    hash: target.hash,
    ...(state ? { state: state as never } : {}),
    ...(exact ? { activeOptions: { exact: true } } : {}),
  }
  if (target.splat === undefined) {
    return <RouterLink<AnyRouter> {...common} to={target.to} />
  }
  return <RouterLink {...common} to="/$" params={{ _splat: target.splat }} search={{ ...target.search }} />
}

/** Route chunks already requested, per router: each is fetched once however many links point there. */
const requestedChunks = new WeakMap<AnyRouter, Set<string>>()

/**
 * Links prefetch their route's CODE when they become visible (data follows on intent: hover, focus,
 * touch — the router's `defaultPreload`). Loading every visible link's data would cost a Store API
 * call per product card and pull the API client into the first page load. Off where the router
 * does not preload (slow connection, data-saver, server) or the link says `preload={false}`.
 */
function useRouteCodeWhenVisible(
  ref: RefObject<HTMLAnchorElement | null>,
  target: Readonly<LinkTarget> | undefined,
  preload: InternalLinkProps['preload'],
): void {
  const router = useRouter({ warn: false })
  const to = target?.to
  const splat = target?.splat
  useEffect(() => {
    const element = ref.current
    if (!element || to === undefined || preload === false || router.options.defaultPreload === false) return
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const location = router.buildLocation({ to, params: splat === undefined ? {} : { _splat: splat } })
      let requested = requestedChunks.get(router)
      if (!requested) {
        requested = new Set()
        requestedChunks.set(router, requested)
      }
      for (const match of router.matchRoutes(location)) {
        if (requested.has(match.routeId)) continue
        requested.add(match.routeId)
        const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId]
        if (route) void router.loadRouteChunk(route)?.catch(() => requested.delete(match.routeId))
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, router, to, splat, preload])
}
