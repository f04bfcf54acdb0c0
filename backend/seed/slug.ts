const REPLACEMENTS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
}

/**
 * Shopware-like SEO slug: German umlauts transliterated, other accents stripped, anything else that
 * is not a letter or digit becomes a single hyphen. Case is kept (Shopware keeps it by default).
 */
export function slugify(text: string): string {
  // Apostrophes and ampersands separate words like spaces do ("Table d’appoint" → "Table-d-appoint").
  const replaced = text.replace(/[äöüÄÖÜß]/g, (c) => REPLACEMENTS[c] ?? '')
  return replaced
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/Ø/g, 'O')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
