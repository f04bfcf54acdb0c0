import type { I18n } from '@lingui/core'
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  use,
} from 'react'
import type { StoreApi } from '../api/index.ts'
import type { Locale } from '../domain/locale.ts'
import type { NativeFormResult } from '../domain/native-form.ts'
import type { StoreApiMode } from '../domain/types.ts'
import type { Alternates, LocaleOrigins } from '../i18n/alternates.ts'
import type { PageHydration } from '../components/page-hydration.ts'
import type { SystemHost } from '../system/host.ts'

/**
 * What every component of a page may need from the app, whichever way the page runs: a document
 * driven by the client-side router (TanStack Router) or a document page (the catalogue's home page),
 * which hydrates without the router and where every navigation is a page load (./document-page.tsx).
 * Components read this instead of the router's context and hooks, so the code a document page
 * hydrates with never loads the router.
 *
 * This module is a layer below the features: it imports types of the services only, never the
 * router, a feature or a route. The router's context (src/router-context.ts) builds on `AppServices`.
 */

/** The page's services, the same whichever way it runs (the router's context carries them too). */
export interface AppServices {
  /** The Store API client (in the browser it loads axios and the mappers on its first call). */
  api: StoreApi
  /** The root actor system behind its host (in the browser it starts when first needed). */
  system: SystemHost
  locale: Locale
  i18n: I18n
  /** The absolute base URL of each locale (hreflang, language switcher, mail links). */
  origins: LocaleOrigins
  /** Which Store API this server talks to (only the server knows; the /shopware page shows it). */
  storeApiMode: StoreApiMode
  /** Google Maps key for the showroom map, from the server's configuration (null: static fallback). */
  mapsApiKey: string | null
  /** reCAPTCHA v3 site key for the public forms, from the server's configuration (null: none). */
  captchaSiteKey: string | null
  /** The outcome of a form posted without JavaScript (server/native-forms.ts), for this page to show. */
  formResult: NativeFormResult | null
  /**
   * The browser's hydration of this page (held input, islands waiting for their code); none on the
   * server, in component tests, and once a page is rendered in the browser from the start.
   */
  hydration?: PageHydration
  /**
   * The Store API as this page was rendered, for the islands' data they load when they hydrate: a
   * page kept for everyone was rendered for nobody, so its islands read without the visitor's
   * context (what the server rendered them from). Absent: `api` (the page was the visitor's own).
   */
  pageApi?: StoreApi
}

/**
 * The app context's value. It is stable for the life of a page (a new one would re-render every
 * reader, and islands not hydrated yet would be rendered afresh); what changes with navigation comes
 * from the hooks of `navigation`.
 */
export interface AppContextValue extends AppServices {
  navigation: AppNavigation
}

/** A query as the router reads it: one value per key, JSON-looking values parsed (`p=2` is 2). */
export type SearchValues = Record<string, unknown>

/** How to go there; the same for every kind of target. */
export interface NavigationOptions {
  /** History state for the next page (a product card's hint), kept by client-side navigation only. */
  state?: Record<string, unknown>
  replace?: boolean
  /** Scroll to the top of the next page (the default); false keeps the scroll position. */
  resetScroll?: boolean
}

/**
 * Where to go: a path inside the locale (no locale prefix) with its query and hash (`href`), or a
 * path with a query made from the latest one (`search`): the query of the navigation still loading,
 * if any, else the page's, so that two changes in quick succession (a sorting, then a filter) add
 * up instead of the second one dropping the first.
 */
export type NavigationTarget = NavigationOptions &
  ({ href: string } | { path: string; search: (latest: SearchValues) => SearchValues })

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

/** The current page's address; see `AppNavigation.useLocation`. */
export interface PageLocation {
  /** The path inside the locale (no locale prefix). */
  path: string
  /** The query string, without `?`. */
  search: string
  /** The path as the address bar shows it: locale prefix included, percent-encoded, no query. */
  publicPath: string
}

/**
 * Everything a component does with addresses: go somewhere, link, build an href, reload the page's
 * data, know whether a navigation is loading and where the page is. Two implementations: the
 * router's (./router-navigation.tsx) and the document page's (./document-navigation.tsx, where each
 * navigation is a page load).
 */
export interface AppNavigation {
  /** `router`: links and navigate() stay in the page; `document`: each is a page load. */
  kind: 'router' | 'document'
  /** Goes to `target`; settles once the next page is shown (a page load: once it has started). */
  navigate: (target: NavigationTarget) => Promise<void>
  /**
   * The href of a path inside the locale with a query: the locale's prefix, and the query written
   * as the router writes it (so the link and a client-side navigation land on the same URL).
   */
  href: (path: string, search?: SearchValues) => string
  /** Reads the current page's data again (its loaders); on a document page a reload. */
  invalidate: () => Promise<void>
  /** Hook: true while a navigation is loading the next page (never on a document page). */
  usePending: () => boolean
  /** Renders an internal link (an `<a>` with the locale's prefix, `aria-current` on the current page). */
  Link: ComponentType<InternalLinkProps>
  /** Hook: the current page's address in every locale (the alternates its loaders returned). */
  useAlternates: () => Alternates
  /** Hook: the current page's address (components of the page chrome and the error pages use it). */
  useLocation: () => PageLocation
}

export const AppContext = createContext<AppContextValue | null>(null)

/** The app's context; throws outside a page (a component rendered without AppContext). */
export function useApp(): AppContextValue {
  const value = use(AppContext)
  if (!value) throw new Error('useApp: no AppContext above this component')
  return value
}

/** The Store API the page was rendered with (`AppServices.pageApi`), for an island's own data. */
export function usePageApi(): StoreApi {
  const { api, pageApi } = useApp()
  return pageApi ?? api
}
