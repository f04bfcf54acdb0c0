// Navigation guard: script-bearing URLs are refused, leaving the site needs an explicit flag.

export class UnsafeNavigationError extends Error {
  override name = 'UnsafeNavigationError'
}

const BLOCKED_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:'])

export interface SafeNavigateOptions {
  /** Must be true to leave the current origin. */
  external?: boolean
  /** Replace the history entry instead of pushing one. */
  replace?: boolean
}

export interface NavigationTarget {
  kind: 'internal' | 'external'
  /** Internal: path + search + hash; external: the absolute URL. */
  href: string
}

/**
 * Decides where a URL leads. Throws UnsafeNavigationError for javascript:/data:/vbscript: URLs
 * (after the same normalisation a browser does: whitespace and control characters are stripped)
 * and for other origins unless `external` is set.
 */
export function resolveNavigation(
  target: string,
  currentOrigin: string,
  options: SafeNavigateOptions = {},
): NavigationTarget {
  // The WHATWG URL parser strips what browsers strip (C0 controls, spaces, tabs, newlines), so the
  // protocol seen here is the one a browser would act on.
  let url: URL
  try {
    url = new URL(target, currentOrigin)
  } catch {
    throw new UnsafeNavigationError(`Invalid navigation target: ${target}`)
  }
  if (BLOCKED_PROTOCOLS.has(url.protocol)) {
    throw new UnsafeNavigationError(`Navigation to ${url.protocol} URLs is not allowed`)
  }
  if (url.origin === currentOrigin)
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  if (
    url.protocol !== 'http:' &&
    url.protocol !== 'https:' &&
    url.protocol !== 'mailto:' &&
    url.protocol !== 'tel:'
  ) {
    throw new UnsafeNavigationError(`Navigation to ${url.protocol} URLs is not allowed`)
  }
  if (!options.external) {
    throw new UnsafeNavigationError(`External navigation to ${url.href} needs the external option`)
  }
  return { kind: 'external', href: url.href }
}

export interface NavigationDriver {
  origin: string
  /** In-app navigation (the router). */
  navigate: (href: string, replace: boolean) => void | Promise<void>
  /** Leaves the app (window.location). */
  assign: (href: string, replace: boolean) => void
}

/** Navigates through the router for internal targets and the browser for external ones. */
export async function safeNavigate(
  driver: NavigationDriver,
  target: string,
  options: SafeNavigateOptions = {},
) {
  const resolved = resolveNavigation(target, driver.origin, options)
  const replace = options.replace ?? false
  if (resolved.kind === 'internal') await driver.navigate(resolved.href, replace)
  else driver.assign(resolved.href, replace)
}
