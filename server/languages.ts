import type { Locale } from '../src/domain/locale.ts'
import { isLocale } from '../src/domain/locale.ts'
import type { Upstream } from './upstream.ts'

interface LanguageElement {
  id?: unknown
  translationCode?: { code?: unknown } | null
}

/** Parses a `POST /language` answer into locale → language id; ignores languages the shop has no locale for. */
export function languageIdsFromResponse(body: unknown): Partial<Record<Locale, string>> {
  const elements = (body as { elements?: unknown } | null)?.elements
  const map: Partial<Record<Locale, string>> = {}
  if (!Array.isArray(elements)) return map
  for (const element of elements as LanguageElement[]) {
    const code = element.translationCode?.code
    if (typeof element.id === 'string' && isLocale(code)) map[code] = element.id
  }
  return map
}

/**
 * Locale → Store API language id, fetched once per process. A failed lookup is not cached (the
 * next request tries again) and yields undefined, so the Store API falls back to its default
 * language and the page's own calls report the real error.
 */
export function createLanguageResolver(upstream: Upstream) {
  let cached: Partial<Record<Locale, string>> | undefined
  let inflight: Promise<Partial<Record<Locale, string>> | undefined> | undefined

  async function load(): Promise<Partial<Record<Locale, string>> | undefined> {
    const response = await upstream.fetch(`${upstream.baseURL}/language`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'sw-access-key': upstream.accessKey,
      },
      body: JSON.stringify({ associations: { translationCode: {} } }),
    })
    if (!response.ok) return undefined
    const map = languageIdsFromResponse(await response.json())
    return Object.keys(map).length > 0 ? map : undefined
  }

  return async (locale: Locale): Promise<string | undefined> => {
    if (!cached) {
      inflight ??= load()
        .catch(() => undefined)
        .finally(() => {
          inflight = undefined
        })
      cached = await inflight
    }
    return cached?.[locale]
  }
}
