import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '../domain/locale.ts'

/**
 * The catalogs of a locale (lingui.config.ts says which source files feed which): `messages` holds
 * everything every page may show (layout, catalogue, add to cart, errors); feature catalogs hold the
 * texts of pages that need them (the account area, the cart page, the checkout) and load with those pages, so the
 * home page does not download them. Each catalog is its own chunk, compiled from the .po file by
 * @lingui/vite-plugin at build (and on the fly in development and tests).
 */
export type CatalogName = 'messages' | 'chrome' | 'page' | FeatureCatalog
export type FeatureCatalog = 'account' | 'cart' | 'checkout'

export const FEATURE_CATALOGS: readonly FeatureCatalog[] = ['account', 'cart', 'checkout']

type CatalogModule = () => Promise<{ messages: Messages }>

const catalogs: Record<Locale, Record<CatalogName, CatalogModule>> = {
  'de-DE': {
    messages: () => import('../../locales/de-DE/messages.po'),
    chrome: () => import('../../locales/de-DE/messages.po?chrome'),
    page: () => import('../../locales/de-DE/messages.po?page'),
    account: () => import('../../locales/de-DE/account.po'),
    cart: () => import('../../locales/de-DE/cart.po'),
    checkout: () => import('../../locales/de-DE/checkout.po'),
  },
  'en-GB': {
    messages: () => import('../../locales/en-GB/messages.po'),
    chrome: () => import('../../locales/en-GB/messages.po?chrome'),
    page: () => import('../../locales/en-GB/messages.po?page'),
    account: () => import('../../locales/en-GB/account.po'),
    cart: () => import('../../locales/en-GB/cart.po'),
    checkout: () => import('../../locales/en-GB/checkout.po'),
  },
  'fr-FR': {
    messages: () => import('../../locales/fr-FR/messages.po'),
    chrome: () => import('../../locales/fr-FR/messages.po?chrome'),
    page: () => import('../../locales/fr-FR/messages.po?page'),
    account: () => import('../../locales/fr-FR/account.po'),
    cart: () => import('../../locales/fr-FR/cart.po'),
    checkout: () => import('../../locales/fr-FR/checkout.po'),
  },
}

const loaded = new Map<string, Promise<Messages>>()

/** Loads (once per process or page) the compiled messages of one catalog of a locale. */
export function loadMessages(locale: Locale, name: CatalogName = 'messages'): Promise<Messages> {
  const key = `${locale}/${name}`
  let messages = loaded.get(key)
  if (!messages) {
    messages = catalogs[locale][name]().then((module) => module.messages)
    // A failed chunk load must not poison the cache: the next call tries again.
    messages.catch(() => loaded.delete(key))
    loaded.set(key, messages)
  }
  return messages
}

/** Instances whose messages are a catalog of the process, shared and frozen (`createI18n`). */
const sharedCatalog = new WeakSet<I18n>()

/**
 * Catalogs of the process merged with feature catalogs, by locale and features in the order they
 * were merged (at most a few per locale: the feature catalogs' orders that routes ask for).
 */
const mergedCatalogsOf = new Map<string, Messages>()

/** Feature catalogs already merged into an I18n instance. */
const merged = new WeakMap<I18n, Set<FeatureCatalog>>()

/**
 * Merges feature catalogs into `i18n` (a route's `beforeLoad` awaits this before its page renders;
 * the server records them so the browser loads them before hydrating).
 */
export async function ensureCatalogs(i18n: I18n, names: readonly FeatureCatalog[]): Promise<void> {
  let done = merged.get(i18n)
  if (!done) {
    done = new Set()
    merged.set(i18n, done)
  }
  const missing = names.filter((name) => !done.has(name))
  if (missing.length === 0) return
  const locale = i18n.locale as Locale
  const loadedMessages = await Promise.all(missing.map((name) => loadMessages(locale, name)))
  const added = Object.assign({}, ...loadedMessages) as Messages
  if (sharedCatalog.has(i18n)) {
    // The instance reads a catalog of the process: Lingui's `load` would merge into that shared
    // object (every later render would see these texts). It is handed the process's merged catalog
    // of the same features instead, merged once per locale and features (copying a thousand-odd
    // entries on every server render of an account or basket page cost more than rendering most of
    // its components), frozen like the base catalog.
    const key = `${locale}:${[...done, ...missing].join(',')}`
    let messages = mergedCatalogsOf.get(key)
    if (!messages) {
      messages = Object.freeze({ ...i18n.messages, ...added })
      mergedCatalogsOf.set(key, messages)
    }
    i18n.loadAndActivate({ locale, locales: i18n.locales, messages })
  } else {
    // One load call for all of them: Lingui merges into the locale's messages and re-renders once.
    i18n.load(locale, added)
  }
  for (const name of missing) done.add(name)
}

/** The feature catalogs merged into `i18n`, for the page's dehydrated state. */
export function mergedCatalogs(i18n: I18n): FeatureCatalog[] {
  return [...(merged.get(i18n) ?? [])]
}

/** Browser I18n instances that hold only the chrome's part of `messages` so far. */
const chromeOnly = new WeakMap<I18n, Promise<void> | null>()

/**
 * The browser's I18n for a page whose content is an island: only the page chrome's texts
 * (scripts/lib/chrome-catalog.ts says which), about a fifth of `messages`. The rest comes with
 * `ensurePageMessages` before anything else renders.
 */
export async function createChromeI18n(locale: Locale): Promise<I18n> {
  const messages = { ...(await loadMessages(locale, 'chrome')) }
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  chromeOnly.set(i18n, null)
  return i18n
}

/**
 * Completes a chrome-only I18n with the rest of `messages` (islands, pages, the actor system's
 * notices await it before they render); resolves at once for any other instance (the server's).
 * A failed load is retried by the next call.
 */
export function ensurePageMessages(i18n: I18n): Promise<void> {
  if (!chromeOnly.has(i18n)) return Promise.resolve()
  let pending = chromeOnly.get(i18n)
  if (!pending) {
    const locale = i18n.locale as Locale
    pending = loadMessages(locale, 'page').then(
      (messages) => {
        i18n.load(locale, messages)
        chromeOnly.delete(i18n)
      },
      (error: unknown) => {
        chromeOnly.set(i18n, null)
        throw error
      },
    )
    chromeOnly.set(i18n, pending)
  }
  return pending
}

/**
 * A fresh I18n per request on the server (locales differ between concurrent requests) and one per
 * page in the browser; never the global `i18n` singleton. `features` are merged in as well.
 */
export async function createI18n(locale: Locale, features: readonly FeatureCatalog[] = []): Promise<I18n> {
  // The loaded catalog is shared by every request of this process and read as it is: copying its
  // thousand-odd entries on every server render would cost more than rendering any one component.
  // Lingui merges later catalogs into the object it was given (Object.assign), so `ensureCatalogs`
  // swaps in a copy first; frozen, so a `load` that bypassed it throws instead of leaking into
  // other renders.
  const messages = Object.freeze(await loadMessages(locale))
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  sharedCatalog.add(i18n)
  await ensureCatalogs(i18n, features)
  return i18n
}
