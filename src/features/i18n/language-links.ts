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

/** One link per locale, pointing at the current entity's URL in that locale. */
export function languageLinks(alternates: Alternates, origins: LocaleOrigins): LanguageLink[] {
  return LOCALES.map((locale) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
    href: localizedUrl(origins, locale, alternates[locale] ?? '/'),
  }))
}
