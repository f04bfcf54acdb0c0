import { LOCALES, type Locale } from '../../domain/locale.ts'
import { type Alternates, type LocaleOrigins, localizedUrl } from '../../i18n/alternates.ts'

/** Each language's name in its own language (shown to people who may not read the current one). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'de-DE': 'Deutsch',
  'en-GB': 'English',
  'fr-FR': 'Français',
}

export interface LanguageLink {
  locale: Locale
  name: string
  /** Absolute URL of the same page in that locale (its home page when the page has no alternate). */
  href: string
}

/**
 * One link per locale, pointing at the current entity's URL in that locale. `query` is the page's
 * own (without `?`): a listing's filters, sorting and page, a login's way back. Its values are the
 * same in every locale (ids, keys, paths inside the locale), so the other language shows what the
 * shopper was looking at, not the unfiltered category. An alternate with a query of its own (the
 * search page's term) already says where to go; the home page a locale falls back to takes none.
 */
export function languageLinks(alternates: Alternates, origins: LocaleOrigins, query = ''): LanguageLink[] {
  return LOCALES.map((locale) => {
    const path = alternates[locale]
    const keepQuery = path !== undefined && query !== '' && !path.includes('?')
    return {
      locale,
      name: LANGUAGE_NAMES[locale],
      href: `${localizedUrl(origins, locale, path ?? '/')}${keepQuery ? `?${query}` : ''}`,
    }
  })
}
