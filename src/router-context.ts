import type { I18n } from '@lingui/core'
import type { StoreApi } from './api/index.ts'
import type { EntryLoaderScript } from './entry-loader.ts'
import type { Locale } from './domain/locale.ts'
import type { NativeFormResult } from './domain/native-form.ts'
import type { StoreApiMode } from './domain/types.ts'
import type { LocaleOrigins } from './i18n/alternates.ts'
import type { FeatureCatalog } from './i18n/i18n.ts'
import type { DehydratedViews, SystemHost } from './system/index.ts'

/**
 * What every route gets from the router (never by importing): the Store API client, the root actor
 * system, the page's locale with its I18n, and the absolute base URL of each locale (hreflang,
 * language switcher).
 */
export interface RouterContext {
  api: StoreApi
  /** The root actor system behind its host (in the browser it starts after hydration). */
  system: SystemHost
  locale: Locale
  i18n: I18n
  origins: LocaleOrigins
  /** Which Store API this server talks to (only the server knows; the /shopware page shows it). */
  storeApiMode: StoreApiMode
  /** Google Maps key for the showroom map, from the server's configuration (null: static fallback). */
  mapsApiKey: string | null
  /** reCAPTCHA v3 site key for the public forms, from the server's configuration (null: none). */
  captchaSiteKey: string | null
  /** The outcome of a form posted without JavaScript (server/native-forms.ts), for this page to show. */
  formResult: NativeFormResult | null
  /** Server only, built client: the script that starts the entry after the LCP image (src/entry-loader.ts). */
  entryLoader?: EntryLoaderScript | undefined
}

/** Data the server dehydrates into the page for the browser's router and actor system. */
export interface DehydratedAppState {
  /** `{ value, context }` of the long-lived actors the server rendered with (no tokens). */
  views: DehydratedViews
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
}
