import { DEMO_ACCESS_KEY } from '../config.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'

export interface Requester {
  request(path: string, init?: RequestInit): Promise<Response>
}

export interface Call {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked against the schema, then read freely
  body: any
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
  const body = text === '' ? '' : res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  const template = opts.template ?? path.split('?')[0] ?? path
  if (res.status >= 400) expectErrorResponse(res.status, body)
  else if (!opts.partial && res.headers.get('content-type')?.includes('json'))
    expectValidResponse(method, template, res.status, body)
  return { status: res.status, headers: res.headers, body }
}

export { DEMO_ACCESS_KEY }
