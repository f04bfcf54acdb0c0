// Browser boot: links prefetch their route when visible, except where the visitor pays for bytes or
// waits for them (the router's `defaultPreload`, set by src/entry-client.tsx).

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g'])

/** False with data-saver on or on a slow connection; true when the browser does not tell. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType && SLOW_TYPES.has(connection.effectiveType))
}

/**
 * Router `defaultPreload` for this browser: 'intent' (route data on hover/focus/touch; visible links
 * fetch their route's code, see components/ui/Link.tsx) or false. Server renders with false.
 */
export function preloadStrategy(nav: Navigator | undefined): 'intent' | false {
  if (!nav) return false
  return shouldPrefetch((nav as Navigator & { connection?: NetworkInformationLike }).connection)
    ? 'intent'
    : false
}
