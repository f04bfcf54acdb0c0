import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useApp } from '../../app/app-context.ts'
import { cx } from './cx.ts'

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
  /** History state for the next page (a product card's hint), kept by client-side navigation. */
  state?: Record<string, unknown>
  /**
   * Marked current (`aria-current="page"`) on this very path only. By default a link is current on
   * its path and every path below it (a section's link on the section's pages).
   */
  exact?: boolean
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

/**
 * A link to a path that is only known at run time (SEO paths, navigation entries) or to a route.
 * Internal paths are rendered by the page's navigation (src/app/app-context.ts): client-side
 * navigation with preloading where the router drives the page, a page load on a document page.
 * External URLs are plain anchors that leave the app. javascript: and data: URLs are never rendered
 * as links. A real `<a>`, so keyboard, focus ring (:focus-visible) and accessible name are the
 * browser's (React Aria's Link cost ~11 KB gzip on every page for no user-visible gain).
 */
export function Link({
  href,
  variant = 'inline',
  className,
  preload,
  state,
  exact,
  children,
  ...props
}: LinkProps) {
  const { navigation } = useApp()
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
    <navigation.Link
      {...props}
      href={href}
      data-variant={variantAttribute(variant)}
      preload={preload}
      {...(state ? { state } : {})}
      {...(exact ? { exact } : {})}
      className={cls}
    >
      {children}
    </navigation.Link>
  )
}
