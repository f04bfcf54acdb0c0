// Locales of the shop and the pure rules that pick one. Imports nothing (domain layer).

export const LOCALES = ['de-DE', 'en-GB', 'fr-FR'] as const
export type Locale = (typeof LOCALES)[number]

/** Fallback for everything (formatting, detection, unknown hosts). */
export const DEFAULT_LOCALE: Locale = 'de-DE'

/** Locales that live under a path prefix on every domain (the others use plain paths on their domain). */
export const PREFIXED_LOCALES: readonly Locale[] = ['fr-FR']

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** `'/fr-FR'` for prefixed locales, `''` otherwise. */
export function localePrefix(locale: Locale): string {
  return PREFIXED_LOCALES.includes(locale) ? `/${locale}` : ''
}

/**
 * Splits a leading locale prefix off a pathname. Only prefixed locales are recognised, so `/de-DE/x`
 * stays a normal path (it is simply not a route).
 */
export function splitLocaleFromPath(pathname: string): { locale: Locale | undefined; path: string } {
  for (const locale of PREFIXED_LOCALES) {
    const prefix = `/${locale}`
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' }
    }
  }
  return { locale: undefined, path: pathname || '/' }
}

interface LanguageRange {
  language: string
  region: string | undefined
  q: number
  order: number
}

// One Accept-Language entry: two letters, optional region (`de`, `de-AT`, `en_GB`), optional q.
const RANGE = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}|\d{3}))?$/

function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = []
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().split(';')
    const match = RANGE.exec(tag.trim())
    if (!match) return
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key?.trim() === 'q') {
        const parsed = Number(value)
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0
      }
    }
    if (q <= 0) return
    ranges.push({ language: match[1]!.toLowerCase(), region: match[2]?.toUpperCase(), q, order })
  })
  // Stable: equal q keeps the header's order.
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order)
}

/**
 * Picks the best supported locale from an Accept-Language header, or undefined when none fits.
 * Matching is by language (two letters); an exact region match wins among the shop's locales,
 * otherwise the shop's locale for that language is used (`de-AT` → de-DE, `en-US` → en-GB).
 */
export function detectLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined
  for (const range of parseAcceptLanguage(acceptLanguage)) {
    const candidates = LOCALES.filter((locale) => locale.slice(0, 2).toLowerCase() === range.language)
    if (candidates.length === 0) continue
    const exact = candidates.find((locale) => locale.slice(3) === range.region)
    return exact ?? candidates[0]
  }
  return undefined
}

/** Host → default locale (de-DE and en-GB have their own domains). */
export type DomainTable = Readonly<Record<string, Locale>>

export const DEFAULT_DOMAINS: DomainTable = { localhost: 'de-DE', 'en.localhost': 'en-GB' }

/** Strips the port and lower-cases: `EN.localhost:3000` → `en.localhost`. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase()
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1)
  return lower.split(':')[0] ?? lower
}

/** The locale a request is in: the path prefix wins, else the host's default, else DEFAULT_LOCALE. */
export function resolveLocale(host: string, pathname: string, domains: DomainTable): Locale {
  return splitLocaleFromPath(pathname).locale ?? domains[hostName(host)] ?? DEFAULT_LOCALE
}

/**
 * Where a locale lives, seen from a request on `host`: the host itself when it serves that locale
 * (or for prefixed locales, which live on any domain), else the first domain whose default it is.
 * Returns the host (with the original port) and the path prefix.
 */
export function locateLocale(
  locale: Locale,
  host: string,
  domains: DomainTable,
): { host: string; prefix: string } {
  const prefix = localePrefix(locale)
  if (prefix) return { host, prefix }
  const current = hostName(host)
  if ((domains[current] ?? DEFAULT_LOCALE) === locale) return { host, prefix }
  const port = host.slice(hostName(host).length)
  const target = Object.keys(domains).find((name) => domains[name] === locale)
  // No domain serves the locale: stay on this host (its default wins); better than a dead link.
  return { host: target ? `${target}${port}` : host, prefix }
}
