import type { I18n } from '@lingui/core'
import type { StoreApi } from './api/index.ts'
import type { Locale } from './domain/locale.ts'
import type { SessionContext, StoreApiMode } from './domain/types.ts'
import type { LocaleOrigins } from './i18n/alternates.ts'
import type { RootSystem } from './system/index.ts'

/**
 * What every route gets from the router (never by importing): the Store API client, the root actor
 * system, the page's locale with its I18n, and the absolute base URL of each locale (hreflang,
 * language switcher).
 */
export interface RouterContext {
  api: StoreApi
  system: RootSystem
  locale: Locale
  i18n: I18n
  origins: LocaleOrigins
  /** Which Store API this server talks to (only the server knows; the /shopware page shows it). */
  storeApiMode: StoreApiMode
}

/** Data the server dehydrates into the page for the browser's router and actor system. */
export interface DehydratedAppState {
  /** The session context the server rendered with (null when it could not be loaded). */
  sessionSnapshot: SessionContext | null
  languageId: string | undefined
  origins: LocaleOrigins
  storeApiMode: StoreApiMode
}
