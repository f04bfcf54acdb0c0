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
import type { SystemHost } from '../system/host.ts'

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
export interface AppContextValue {
  api: StoreApi
  system: SystemHost
  locale: Locale
  i18n: I18n
  origins: LocaleOrigins
  storeApiMode: StoreApiMode
  mapsApiKey: string | null
  captchaSiteKey: string | null
  formResult: NativeFormResult | null
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
}

export interface AppNavigation {
  /** `router`: links and navigate() stay in the page; `document`: each is a page load. */
  kind: 'router' | 'document'
  navigate: (target: NavigationTarget) => void
  /** Renders an internal link (an `<a>` with the locale's prefix, `aria-current` on the current page). */
  Link: ComponentType<InternalLinkProps>
  /** Hook: the current page's address in every locale (the alternates its loaders returned). */
  useAlternates: () => Alternates
}

export const AppContext = createContext<AppContextValue | null>(null)

/** The app's context; throws outside a page (a component rendered without AppContext). */
export function useApp(): AppContextValue {
  const value = use(AppContext)
  if (!value) throw new Error('useApp: no AppContext above this component')
  return value
}
