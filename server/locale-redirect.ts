import { LOCALE_COOKIE } from '../src/domain/constants.ts'
import {
  type DomainTable,
  detectLocale,
  hostName,
  LOCALES,
  type Locale,
  localePrefix,
  resolveLocale,
} from '../src/domain/locale.ts'
import type { PublicOrigins } from './config.ts'
import { readCookie } from './cookies.ts'

/**
 * The configured domain a request is for: its Host when that is one of the domains, else the
 * default domain. Everything the server writes for the request (locale, absolute URLs) follows from
 * this, so an unknown or forged Host never appears in a response.
 */
export function siteHost(origins: PublicOrigins, host: string | null | undefined): string {
  const name = host ? hostName(host) : ''
  return name in origins.byHost ? name : origins.defaultHost
}

/**
 * Absolute base URL (origin plus prefix) of every locale, seen from the site: for hreflang,
 * canonical URLs and the language switcher. A locale lives on the site itself when it is the site's
 * own or a prefixed one, else on the first domain whose locale it is; a locale no domain serves
 * stays on the site (its default wins there; better than a dead link).
 */
export function localeOrigins(
  origins: PublicOrigins,
  domains: DomainTable,
  site: string,
  locales: readonly Locale[] = LOCALES,
): Record<Locale, string> {
  const own = origins.byHost[site] ?? origins.byHost[origins.defaultHost] ?? ''
  const result = {} as Record<Locale, string>
  for (const locale of locales) {
    const prefix = localePrefix(locale)
    const onSite = prefix !== '' || resolveLocale(site, '/', domains) === locale
    const home = onSite ? undefined : Object.keys(domains).find((name) => domains[name] === locale)
    result[locale] = `${(home && origins.byHost[home]) || own}${prefix}`
  }
  return result
}

/**
 * First visit to `/` without a locale cookie: where the visitor's browser languages say they belong.
 * Returns the absolute URL (built from the configured origins) to redirect to, or undefined to stay
 * (cookie present, nothing detected, or the detected locale is already the site's default).
 */
export function firstVisitRedirect(
  request: Request,
  domains: DomainTable,
  site: string,
  origins: Record<Locale, string>,
): { location: string; locale: Locale } | undefined {
  const url = new URL(request.url)
  if (url.pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  if (readCookie(request.headers.get('cookie'), LOCALE_COOKIE) !== undefined) return undefined
  const detected = detectLocale(request.headers.get('accept-language'))
  if (!detected || detected === resolveLocale(site, '/', domains)) return undefined
  return { location: `${origins[detected]}/${url.search}`, locale: detected }
}
