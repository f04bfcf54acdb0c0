/**
 * Turns a user's search term into a safe FTS5 query: split into letter/digit tokens, each quoted as
 * an FTS5 string with a prefix star, joined with AND. Quotes inside tokens are doubled, so no
 * input can reach FTS5 as syntax (NEAR, column filters, parentheses, a lone quote …).
 * Returns null when nothing searchable is left.
 */
export function ftsQuery(term: string): string | null {
  const tokens = term
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 10)
    .map((t) => t.slice(0, 64))
  if (tokens.length === 0) return null
  return tokens.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' AND ')
}
