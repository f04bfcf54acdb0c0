import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/locale.ts'

/** Path of the same page in each locale (without domain or locale prefix); routes' loaders return it. */
export type Alternates = Partial<Record<Locale, string>>

/** Absolute base URL (origin plus locale prefix) of every locale, as seen from the current host. */
export type LocaleOrigins = Record<Locale, string>

interface MatchLike {
  loaderData?: unknown
}

function alternatesOf(loaderData: unknown): Alternates | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('alternates' in loaderData)) return undefined
  const value = (loaderData as { alternates: unknown }).alternates
  if (typeof value !== 'object' || value === null) return undefined
  const result: Alternates = {}
  for (const locale of LOCALES) {
    const path = (value as Record<string, unknown>)[locale]
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) result[locale] = path
  }
  return result
}

/**
 * The alternates of the deepest match that declares them. Pages without any fall back to
 * `fallbackPath` in every locale (static routes have the same path everywhere).
 */
export function resolveAlternates(matches: readonly MatchLike[], fallbackPath: string): Alternates {
  for (let index = matches.length - 1; index >= 0; index--) {
    const alternates = alternatesOf(matches[index]?.loaderData)
    if (alternates) return alternates
  }
  return Object.fromEntries(LOCALES.map((locale) => [locale, fallbackPath]))
}

/** Absolute URL of a path in a locale: `origins[locale]` + path (`/` stays the bare base). */
export function localizedUrl(origins: LocaleOrigins, locale: Locale, path: string): string {
  const base = origins[locale]
  return path === '/' ? `${base}/` : `${base}${path}`
}

export interface HreflangLink {
  rel: 'alternate'
  hrefLang: string
  href: string
}

/** `<link rel=alternate hreflang>` entries, plus x-default pointing at the default locale's page. */
export function hreflangLinks(alternates: Alternates, origins: LocaleOrigins): HreflangLink[] {
  const links: HreflangLink[] = []
  for (const locale of LOCALES) {
    const path = alternates[locale]
    if (path) links.push({ rel: 'alternate', hrefLang: locale, href: localizedUrl(origins, locale, path) })
  }
  const fallback = alternates[DEFAULT_LOCALE]
  if (fallback)
    links.push({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: localizedUrl(origins, DEFAULT_LOCALE, fallback),
    })
  return links
}
