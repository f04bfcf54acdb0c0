import { LOCALE_COOKIE } from '../src/domain/constants.ts'
import { type DomainTable, detectLocale, hostName, type Locale, locateLocale } from '../src/domain/locale.ts'
import { DEFAULT_LOCALE } from '../src/domain/locale.ts'
import { readCookie } from './cookies.ts'

/**
 * First visit to `/` without a locale cookie: where the visitor's browser languages say they belong.
 * Returns the absolute URL to redirect to, or undefined to stay (cookie present, nothing detected,
 * or the detected locale is already this host's default).
 */
export function firstVisitRedirect(
  request: Request,
  domains: DomainTable,
  protocol: 'http' | 'https',
): { location: string; locale: Locale } | undefined {
  const url = new URL(request.url)
  if (url.pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  if (readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== undefined) return undefined
  const detected = detectLocale(request.headers.get('accept-language'))
  const host = request.headers.get('host') ?? url.host
  const hostDefault = domains[hostName(host)] ?? DEFAULT_LOCALE
  if (!detected || detected === hostDefault) return undefined
  const target = locateLocale(detected, host, domains)
  return { location: `${protocol}://${target.host}${target.prefix}/${url.search}`, locale: detected }
}

/** Absolute base URL (origin plus prefix) of every locale, seen from this host: for hreflang. */
export function localeOrigins(
  host: string,
  domains: DomainTable,
  protocol: 'http' | 'https',
  locales: readonly Locale[],
): Record<Locale, string> {
  const origins = {} as Record<Locale, string>
  for (const locale of locales) {
    const target = locateLocale(locale, host, domains)
    origins[locale] = `${protocol}://${target.host}${target.prefix}`
  }
  return origins
}
