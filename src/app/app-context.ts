import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  use,
} from 'react'
import type { Alternates } from '../i18n/alternates.ts'
import type { RouterContext } from '../router-context.ts'

/**
 * What every component of a page may need from the app, whichever way the page runs: a document
 * driven by the client-side router (TanStack Router) or a document page (the catalogue's home page),
 * which hydrates without the router and where every navigation is a page load (./document-page.tsx).
 * Components read this instead of the router's context, so the code a document page hydrates with
 * never loads the router.
 *
 * The value is stable for the life of a page (a new one would re-render every reader, and islands
 * not hydrated yet would be rendered afresh); what changes with navigation comes from the hooks of
 * `navigation`.
 */
export interface AppContextValue extends Omit<RouterContext, 'entryLoader'> {
  navigation: AppNavigation
}

/** Where to go: a path inside the locale (no locale prefix), with its query and hash. */
export interface NavigationTarget {
  href: string
  /** History state for the next page (a product card's hint), kept by client-side navigation only. */
  state?: Record<string, unknown>
  replace?: boolean
}

export interface InternalLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** A path inside the locale (no locale prefix). */
  href: string
  children?: ReactNode
  ref?: Ref<HTMLAnchorElement>
  preload?: 'intent' | 'viewport' | 'render' | false
  state?: Record<string, unknown>
  /** Current (`aria-current="page"`) on this very path only, not on the pages below it. */
  exact?: boolean
}

export interface AppNavigation {
  /** `router`: links and navigate() stay in the page; `document`: each is a page load. */
  kind: 'router' | 'document'
  navigate: (target: NavigationTarget) => void
  /** Renders an internal link (an `<a>` with the locale's prefix, `aria-current` on the current page). */
  Link: ComponentType<InternalLinkProps>
  /** Hook: the current page's address in every locale (the alternates its loaders returned). */
  useAlternates: () => Alternates
  /**
   * Hook: the current page's path inside the locale (no locale prefix) and its query string
   * (without `?`). Components of the page chrome use it, not the router's hooks: a document page
   * renders them without a router.
   */
  useLocation: () => { path: string; search: string }
}

export const AppContext = createContext<AppContextValue | null>(null)

/** The app's context; throws outside a page (a component rendered without AppContext). */
export function useApp(): AppContextValue {
  const value = use(AppContext)
  if (!value) throw new Error('useApp: no AppContext above this component')
  return value
}
