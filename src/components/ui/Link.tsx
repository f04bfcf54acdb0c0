import { type AnyRoute, type AnyRouter, Link as RouterLink, useRouter } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { cx } from './cx.ts'

/**
 * TanStack Router's own link (`to`, `params`, `search`, preloading when visible): a real `<a>`, so
 * keyboard, focus ring (:focus-visible) and accessible name are the browser's. It replaced React
 * Aria's Link, whose press/hover machinery cost ~11 KB gzip on every page for no user-visible gain.
 * Use it for routes known at build time: `<RouterLink to="/search" search={…}>`.
 */
export { RouterLink }

/**
 * `menu`: a link of a menu list (main navigation, footer) with neither class nor attribute of its
 * own: the menu's stylesheet styles its links, as a page has about forty of them.
 */
export type LinkVariant = 'inline' | 'plain' | 'button' | 'menu'

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'className'> {
  children?: ReactNode
  /**
   * A plain string: the router appends its active class to it, which a render-prop function would
   * not survive (style link states through data attributes instead).
   */
  className?: string
  /** A path inside the storefront (`/garden-chairs/`) or an absolute external URL. */
  href: string
  variant?: LinkVariant
  /** Router preloading (data on intent, code when visible); off for per-visitor pages. */
  preload?: 'intent' | 'viewport' | 'render' | false
}

/**
 * The most common variant (menus, footer, product cards: about a hundred links a page) is the
 * link without the attribute (`.ui-link:not([data-variant])` in src/styles/ui.css).
 */
function variantAttribute(variant: LinkVariant | undefined): LinkVariant | undefined {
  return variant === 'plain' || variant === 'menu' ? undefined : variant
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** True for URLs that leave the app (own scheme or protocol-relative). */
export function isExternalHref(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//')
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
 * A link to a path that is only known at run time (SEO paths, navigation entries). Internal paths
 * go through the router's catch-all pattern so they are client-side navigations with preloading;
 * the router still matches the most specific route for the resulting pathname; a path that is a
 * route of its own (`/shopware`) links to that route. The catch-all keeps SEO paths exactly as
 * Shopware wrote them. External URLs are plain anchors that leave the app. javascript: and data:
 * URLs are never rendered as links. One component, not an outer and an inner one: each layer
 * copied all props again, a measurable share of a server render with a hundred links.
 */
export function Link({ href, variant = 'inline', className, preload, children, ...props }: LinkProps) {
  const router = useRouter({ warn: false })
  const ref = useRef<HTMLAnchorElement>(null)
  const cls = variant === 'menu' ? className : cx('ui-link', className)
  const external = isExternalHref(href)
  const target = external ? undefined : cachedLinkTarget(router, href)
  useRouteCodeWhenVisible(ref, target, preload)
  if (!target) {
    const safe = /^(https?|mailto|tel):/i.test(href) || href.startsWith('//')
    return (
      <a
        {...props}
        data-variant={variantAttribute(variant)}
        href={safe ? href : undefined}
        rel="noopener noreferrer"
        className={cls}
      >
        {children}
      </a>
    )
  }
  const common = {
    ...props,
    ref,
    'data-variant': variantAttribute(variant),
    preload,
    hash: target.hash,
    className: cls,
    children,
  }
  if (target.splat === undefined) {
    // `AnyRouter` widens `to` to string: the path is a real route, but only known at run time.
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
  preload: LinkProps['preload'],
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
