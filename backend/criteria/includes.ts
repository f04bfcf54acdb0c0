/**
 * Applies Shopware's `includes` (fields per apiAlias) to a response tree. Objects whose apiAlias
 * has an include list keep only those fields (plus apiAlias, as Shopware does); everything else
 * is walked unchanged.
 */
export function applyIncludes(value: unknown, includes: Record<string, string[]> | null): unknown {
  if (!includes || Object.keys(includes).length === 0) return value
  return walk(value, includes)
}

function walk(value: unknown, includes: Record<string, string[]>): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, includes))
  if (typeof value !== 'object' || value === null) return value
  const obj = value as Record<string, unknown>
  const alias = typeof obj.apiAlias === 'string' ? obj.apiAlias : null
  const keep = alias ? includes[alias] : undefined
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(obj)) {
    if (keep && key !== 'apiAlias' && !keep.includes(key)) continue
    out[key] = walk(v, includes)
  }
  return out
}

/**
 * Whether an answer keeps `field` of `alias` objects under the request's `includes` (Shopware's
 * ResponseFields::isAllowed). Lets a route skip computing what the answer would drop anyway.
 */
export function includesField(
  includes: Record<string, string[]> | null,
  alias: string,
  field: string,
): boolean {
  const keep = includes?.[alias]
  return !keep || field === 'apiAlias' || keep.includes(field)
}
