import {
  type AnyRoute,
  type AnyRouter,
  Link as RouterLink,
  useMatches,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type RefObject, useEffect, useRef } from 'react'
import { localePrefix, type Locale } from '../domain/locale.ts'
import { type Alternates, resolveAlternates } from '../i18n/alternates.ts'
import type { AppNavigation, InternalLinkProps, NavigationTarget } from './app-context.ts'

/**
 * Navigation on a page driven by the client-side router: internal links are TanStack Router links
 * (client-side navigation, preloading), `navigate` stays in the page. The only module of the app
 * context that imports the router: a document page (./document-page.tsx) never loads it.
 */
export function routerNavigation(router: AnyRouter, locale: Locale): AppNavigation {
  const prefix = localePrefix(locale)
  return {
    kind: 'router',
    navigate: ({ href, state, replace }: NavigationTarget) => {
      // The router serves paths without a trailing slash (and redirects the others).
      const [path = '/', rest = ''] = href.split(/(?=[?#])/, 2)
      void router.navigate({
        href: `${prefix}${path.length > 1 ? path.replace(/\/+$/, '') : path}${rest}`,
        ...(state ? { state: state as never } : {}),
        ...(replace ? { replace } : {}),
      })
    },
    Link: RouterInternalLink,
    useAlternates: useRouterAlternates,
    useLocation: () => {
      const pathname = useRouterState({ select: (state) => state.location.pathname })
      const search = useRouterState({ select: (state) => state.location.searchStr })
      const inLocale = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname
      return { path: inLocale, search: search.replace(/^\?/, '') }
    },
  }
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
  search: ReadonlyArray<readonly [string, string]>
  hash: string | undefined
}

function linkTarget(routesByPath: Readonly<Record<string, unknown>>, href: string): LinkTarget {
  const url = new URL(href, 'http://storefront.invalid')
  let path = url.pathname
  try {
    // The router encodes params itself; hand it the decoded path so umlauts are not encoded twice.
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape sequence: keep the encoded path rather than failing the whole page.
  }
  // The router serves paths without a trailing slash and redirects the others; link there directly.
  if (path.length > 1) path = path.replace(/\/+$/, '')
  const search = [...url.searchParams]
  const ownRoute = path in routesByPath && search.length === 0
  return {
    to: ownRoute ? path : '/$',
    splat: ownRoute ? undefined : path.replace(/^\/+/, ''),
    search,
    hash: url.hash ? url.hash.slice(1) : undefined,
  }
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
  return (
    <RouterLink
      {...common}
      to="/$"
      params={{ _splat: target.splat }}
      search={Object.fromEntries(target.search)}
    />
  )
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
