/**
 * The bench's pages in every locale, found the way a crawler finds them: the hreflang alternates of
 * the de-DE page (de-DE and en-GB have their own domains, en.localhost by default; fr-FR lives
 * under /fr-FR on every domain, and product and category paths are translated).
 */
import { httpGet } from './http.ts'

export const BENCH_LOCALES = ['de-DE', 'en-GB', 'fr-FR'] as const
export type BenchLocale = (typeof BENCH_LOCALES)[number]

export function isBenchLocale(value: string): value is BenchLocale {
  return (BENCH_LOCALES as readonly string[]).includes(value)
}

export interface LocalizedPage {
  /** Name of the bench page (home, category, product, search). */
  name: string
  locale: BenchLocale
  /** Absolute URL as a browser asks for it (http://en.localhost:PORT/… for en-GB). */
  url: string
  /** What a browser of that locale sends; the Host header is implied by `url`. */
  headers: Record<string, string>
}

function alternates(html: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="alternate"/i.test(tag)) continue
    const lang = /\bhreflang="([^"]+)"/i.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
    if (lang && href) found.set(lang, href.replaceAll('&amp;', '&'))
  }
  return found
}

/** A search that finds products in each language (the catalogue's names are translated). */
const SEARCH_TERM: Record<BenchLocale, string> = { 'de-DE': 'Stuhl', 'en-GB': 'chair', 'fr-FR': 'chaise' }

/**
 * Localized URLs of `pages` (de-DE paths on `origin`) in `locales`, plus a search page per locale.
 * Throws when a page has no alternate for a locale: the page would not be reachable in it.
 */
export async function localizedPages(
  origin: string,
  pages: Array<{ name: string; path: string }>,
  locales: readonly BenchLocale[],
): Promise<LocalizedPage[]> {
  const result: LocalizedPage[] = []
  let homes: Map<string, string> | undefined
  for (const page of pages) {
    const answer = await httpGet(`${origin}${page.path}`, { 'accept-language': 'de-DE' })
    if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}, expected 200`)
    const links = alternates(answer.body)
    if (page.path === '/') homes = links
    for (const locale of locales) {
      const url = links.get(locale)
      if (!url) throw new Error(`${page.path} names no hreflang alternate for ${locale}`)
      result.push({ name: page.name, locale, url, headers: { 'accept-language': locale } })
    }
  }
  if (!homes) {
    const answer = await httpGet(`${origin}/`, { 'accept-language': 'de-DE' })
    homes = alternates(answer.body)
  }
  for (const locale of locales) {
    const home = homes.get(locale)
    if (!home) throw new Error(`the home page names no hreflang alternate for ${locale}`)
    const url = new URL(`search?search=${SEARCH_TERM[locale]}`, home.endsWith('/') ? home : `${home}/`)
    result.push({ name: 'search', locale, url: url.href, headers: { 'accept-language': locale } })
  }
  return result
}
