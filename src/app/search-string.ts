import type { SearchValues } from './app-context.ts'

/**
 * The router's query format, for the page that runs without the router (./document-navigation.tsx):
 * TanStack Router's default `parseSearch` and `stringifySearch` (plain `key=value`, values that look
 * like JSON parsed, objects and JSON-looking strings written as JSON). A link or a navigation on a
 * document page thus writes the same URL the router would, the one the router's pages link to and
 * the shared page cache keys on. ./search-string.test.ts holds the two to the router's own.
 * The router's own functions are not imported here: they come in the router's chunk (about 27 KB
 * gzip), which a document page never loads; splitting them out of it moved 6 KB of other code into
 * the shared chunk (measured on the build).
 */

/** What JSON.parse may make something of: the router leaves other values strings without trying. */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/

/** A value as the router's decoder types it before the JSON step (`qss` toValue). */
function toValue(text: string): unknown {
  if (!text) return ''
  if (text === 'false') return false
  if (text === 'true') return true
  const number = Number(text)
  return number * 0 === 0 && String(number) === text ? number : text
}

function parseValue(value: unknown): unknown {
  if (typeof value !== 'string' || !JSON_START.test(value)) return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/**
 * A query string (with or without `?`) as the router parses it. A repeated key gives a list of its
 * values, which, as the router does, are not parsed as JSON.
 */
export function parseSearchString(query: string): SearchValues {
  // Without a prototype, as the router's: `__proto__=…` is a key like any other.
  const values: SearchValues = Object.create(null)
  for (const [key, text] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    const value = toValue(text)
    const before = values[key]
    if (!(key in values)) values[key] = value
    else if (Array.isArray(before)) before.push(value)
    else values[key] = [before, value]
  }
  for (const [key, value] of Object.entries(values)) values[key] = parseValue(value)
  return values
}

function stringifyValue(value: unknown): string {
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value)
    } catch {
      return String(value)
    }
  }
  if (typeof value === 'string' && JSON_START.test(value)) {
    try {
      JSON.parse(value)
      // A string the parser would turn into something else stays a string only in JSON.
      return JSON.stringify(value)
    } catch {
      return value
    }
  }
  return String(value)
}

/** `values` as the router writes a query: `?key=value&…`, undefined values left out; '' when empty. */
export function stringifySearch(values: SearchValues): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.set(key, stringifyValue(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
