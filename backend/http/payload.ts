import type { Context } from 'hono'
import { isRecord } from '../criteria/filters.ts'
import { parseQueryString } from '../criteria/query-string.ts'
import { ApiProblem, problems } from './errors.ts'

const MAX_BODY_BYTES = 1_000_000

/**
 * The request's parameters as Shopware reads them: query string for every method, the JSON body
 * on top for POST/PATCH. Malformed JSON or a non-object body is a 400, never a 500.
 */
export async function readPayload(c: Context): Promise<Record<string, unknown>> {
  const query = parseQueryString(new URL(c.req.url).searchParams)
  const base = isRecord(query) ? query : {}
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return base
  const text = await c.req.text()
  if (text.length > MAX_BODY_BYTES) {
    throw new ApiProblem(413, 'FRAMEWORK__REQUEST_BODY_TOO_LARGE', 'The request body is too large.')
  }
  if (text.trim() === '') return base
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw problems.malformedJson()
  }
  if (!isRecord(body)) {
    throw new ApiProblem(
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'The request body has to be a JSON object.',
    )
  }
  return { ...base, ...body }
}
