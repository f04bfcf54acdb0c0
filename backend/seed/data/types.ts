/** A text in the three shop languages, each written for its readers (not translated word for word). */
export interface L {
  de: string
  en: string
  fr: string
}

export const LANGS = ['de', 'en', 'fr'] as const
export type Lang = (typeof LANGS)[number]

/** Maps each language through `fn`, keeping the shape of `L`. */
export function mapL(fn: (lang: Lang) => string): L {
  return { de: fn('de'), en: fn('en'), fr: fn('fr') }
}
