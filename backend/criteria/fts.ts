/**
 * Turns a user's search term into a safe FTS5 query: split into letter/digit tokens, each quoted as
 * an FTS5 string with a prefix star, joined with AND. Quotes inside tokens are doubled, so no
 * input can reach FTS5 as syntax (NEAR, column filters, parentheses, a lone quote …).
 * Returns null when nothing searchable is left.
 */
export function ftsQuery(term: string): string | null {
  const tokens = searchTokens(term)
  if (tokens.length === 0) return null
  return tokens.map(prefixPhrase).join(' AND ')
}

/** The letter/digit tokens of a term (at most 10, each at most 64 characters). */
export function searchTokens(term: string): string[] {
  return term
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 10)
    .map((t) => t.slice(0, 64))
}

function prefixPhrase(token: string): string {
  return `"${token.replaceAll('"', '""')}"*`
}

/** An FTS5 query matching the token as a word prefix in the product number or name only. */
export function nameTokenQuery(token: string): string {
  return `{product_number name} : ${prefixPhrase(token)}`
}

/** Lower case without diacritics ("Stühle" → "stuhle"), as the FTS5 index folds its words. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}
