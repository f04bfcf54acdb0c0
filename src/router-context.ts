import type { AppServices } from './app/app-context.ts'
import type { EntryLoaderScript } from './entry-loader.ts'
import type { NativeFormResult } from './domain/native-form.ts'
import type { StoreApiMode } from './domain/types.ts'
import type { LocaleOrigins } from './i18n/alternates.ts'
import type { FeatureCatalog } from './i18n/i18n.ts'
import type { PageViews } from './system/page-views.ts'

/**
 * What every route gets from the router (never by importing): the page's services, the same the
 * components read from the app context (src/app/app-context.ts: the Store API client, the root
 * actor system, the locale with its I18n, the locales' base URLs …), and what only the server's
 * render needs.
 */
export interface RouterContext extends AppServices {
  /** Server only, built client: the script that starts the entry after the LCP image (src/entry-loader.ts). */
  entryLoader?: EntryLoaderScript | undefined
}

/** Data the server dehydrates into the page for the browser's router and actor system. */
export interface DehydratedAppState {
  /**
   * `{ value, context }` of the long-lived actors the server rendered with (no tokens; the cart's
   * `display` once, see system/page-views.ts: read it through `viewsFromPage`).
   */
  views: PageViews
  languageId: string | undefined
  origins: LocaleOrigins
  storeApiMode: StoreApiMode
  mapsApiKey: string | null
  captchaSiteKey: string | null
  formResult: NativeFormResult | null
  /** Feature catalogs the page's routes merged in (the browser loads them before hydrating). */
  catalogs: FeatureCatalog[]
  /** The page is a document page (src/app/document-page.tsx): the route it shows. */
  documentRoute?: string
  /**
   * Rendered without a visitor's context (a page kept for everyone, or a visitor without one yet):
   * the islands load their data the same way when they hydrate (`AppServices.pageApi`).
   */
  renderedForNobody: boolean
}
