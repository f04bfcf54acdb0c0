import { DEMO_ACCESS_KEY } from '../core/config.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'

export interface Requester {
  request(path: string, init?: RequestInit): Promise<Response>
}

export interface Call {
  status: number
  headers: Headers
  /** parsed JSON (checked against the schema), the raw text for other types, '' when empty */
  body: JsonValue
}

/** A parsed JSON document. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }
type Key = string | number

function describePath(path: readonly Key[]): string {
  return path.length === 0 ? '(root)' : path.join('.')
}

/**
 * Reads `path` (object keys, array indices; negative indices count from the end) inside a JSON value.
 * Like property access, a missing last step is `undefined`, but stepping into anything that is not an
 * object or array throws.
 */
export function get(value: JsonValue | undefined, ...path: Key[]): JsonValue | undefined {
  let current = value
  for (const [i, key] of path.entries()) {
    if (Array.isArray(current)) {
      if (typeof key !== 'number')
        throw new TypeError(`${describePath(path.slice(0, i))} is an array, not indexable by ${key}`)
      current = current.at(key)
    } else if (current !== null && typeof current === 'object') {
      const name = String(key)
      current = Object.hasOwn(current, name) ? current[name] : undefined
    } else {
      throw new TypeError(
        `cannot read ${key}: ${describePath(path.slice(0, i))} is ${JSON.stringify(current)}`,
      )
    }
  }
  return current
}

function fail(expected: string, path: readonly Key[], found: JsonValue | undefined): never {
  throw new TypeError(`expected ${expected} at ${describePath(path)}, got ${JSON.stringify(found)}`)
}

/** The array at `path`; throws when it is anything else. */
export function arr(value: JsonValue | undefined, ...path: Key[]): JsonValue[] {
  const found = get(value, ...path)
  return Array.isArray(found) ? found : fail('an array', path, found)
}

/** The object at `path`; throws when it is anything else. */
export function obj(value: JsonValue | undefined, ...path: Key[]): JsonObject {
  const found = get(value, ...path)
  return found !== null && typeof found === 'object' && !Array.isArray(found)
    ? found
    : fail('an object', path, found)
}

/** The number at `path`; throws when it is anything else. */
export function num(value: JsonValue | undefined, ...path: Key[]): number {
  const found = get(value, ...path)
  return typeof found === 'number' ? found : fail('a number', path, found)
}

/** The string at `path`; throws when it is anything else. */
export function str(value: JsonValue | undefined, ...path: Key[]): string {
  const found = get(value, ...path)
  return typeof found === 'string' ? found : fail('a string', path, found)
}

export interface CallOptions {
  body?: unknown
  headers?: Record<string, string>
  /** path template for contract validation, when it differs from the path */
  template?: string
  /** the caller asked for a partial document (includes): the schema's required fields may be missing */
  partial?: boolean
}

/**
 * One Store API call through the in-process app; every JSON response is validated against the
 * official schema (errors against Shopware's error document), so a contract break fails the test.
 */
export async function call(
  t: Requester,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Call> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const init: RequestInit = {
    method,
    headers,
    ...(opts.body !== undefined
      ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) }
      : {}),
  }
  const url = `/store-api${path}`
  const res = await t.request(url, init)
  const text = await res.text()
  const body: JsonValue =
    text === '' ? '' : res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  const template = opts.template ?? path.split('?')[0] ?? path
  if (res.status >= 400) expectErrorResponse(res.status, body)
  else if (!opts.partial && res.headers.get('content-type')?.includes('json'))
    expectValidResponse(method, template, res.status, body)
  return { status: res.status, headers: res.headers, body }
}

export { DEMO_ACCESS_KEY }
