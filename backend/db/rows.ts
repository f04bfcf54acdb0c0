/**
 * What a row of `SELECT *` is, and how a JSON text column reads back. Every layer reads rows (the
 * request context its stored payload, the Shop its lookups, the outbox its mails, the serialisers
 * their entities), so these sit with the database rather than with any one of them.
 */
export type Row = Record<string, unknown>

/** A JSON text column parsed, or `fallback` when it is empty, not text or not JSON. */
export function json<T>(v: unknown, fallback: T): T {
  if (typeof v !== 'string' || v === '') return fallback
  try {
    return JSON.parse(v) as T
  } catch {
    return fallback
  }
}
