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

function splitHref(href: string): { path: string; search: Record<string, string>; hash: string | undefined } {
  const url = new URL(href, 'http://storefront.invalid')
  let path = url.pathname
  try {
    // The router encodes params itself; hand it the decoded path so umlauts are not encoded twice.
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape sequence: keep the encoded path rather than failing the whole page.
  }
  return {
    // The router serves paths without a trailing slash and redirects the others; link there directly.
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash ? url.hash.slice(1) : undefined,
  }
}

/**
 * A link to a path that is only known at run time (SEO paths, navigation entries). Internal paths
 * go through the router's catch-all pattern so they are client-side navigations with preloading;
 * the router still matches the most specific route for the resulting pathname. External URLs are
 * plain anchors that leave the app. javascript: and data: URLs are never rendered as links.
 */
export function Link({ href, variant = 'inline', className, preload, children, ...props }: LinkProps) {
  const cls = variant === 'menu' ? className : cx('ui-link', className)
  if (isExternalHref(href)) {
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
  return (
    <InternalLink {...props} path={href} variant={variant} preload={preload} className={cls}>
      {children}
    </InternalLink>
  )
}

interface InternalLinkProps extends Omit<LinkProps, 'href' | 'className'> {
  path: string
  className: string | undefined
}

/**
 * A path that is a route of its own (`/shopware`) links to that route; any other path goes through
 * the catch-all pattern `/$`, which keeps SEO paths exactly as Shopware wrote them (trailing slash
 * included); the router still matches the most specific route for the resulting pathname.
 */
function InternalLink({ path: href, variant, preload, className, ...props }: InternalLinkProps) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)
  const { path, search, hash } = splitHref(href)
  const ownRoute = path in router.routesByPath && Object.keys(search).length === 0
  useRouteCodeWhenVisible(
    ref,
    ownRoute ? path : '/$',
    ownRoute ? {} : { _splat: path.replace(/^\/+/, '') },
    preload,
  )
  const common = { ...props, ref, 'data-variant': variantAttribute(variant), preload, hash, className }
  if (ownRoute) {
    // `AnyRouter` widens `to` to string: the path is a real route, but only known at run time.
    return <RouterLink<AnyRouter> {...common} to={path} />
  }
  return <RouterLink {...common} to="/$" params={{ _splat: path.replace(/^\/+/, '') }} search={search} />
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
  to: string,
  params: Record<string, string>,
  preload: LinkProps['preload'],
): void {
  const router = useRouter()
  const splat = params._splat
  useEffect(() => {
    const element = ref.current
    if (!element || preload === false || router.options.defaultPreload === false) return
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
