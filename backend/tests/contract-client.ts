import { createTestBackend } from '../test-support/backend.ts'
import { expectErrorResponse, expectValidResponse } from '../test-support/contract.ts'

/**
 * A Store API client for contract tests: every answer it receives is validated against the
 * official schema before the test sees it, so a test cannot forget to check the contract.
 */

export interface CallOptions {
  params?: Record<string, string>
  body?: unknown
  query?: Record<string, string>
  headers?: Record<string, string>
  /** Send without sw-access-key (401 checks). */
  anonymous?: boolean
}

export interface CallResult<T = Record<string, unknown>> {
  status: number
  headers: Headers
  json: T
}

export type Json = Record<string, unknown>

export interface ContractClient {
  call<T = Json>(method: string, template: string, options?: CallOptions): Promise<CallResult<T>>
  /** Calls and requires `status` (default 200). */
  ok<T = Json>(method: string, template: string, options?: CallOptions, status?: number): Promise<T>
  token: () => string
  /** the back end's private SQLite copy, for tests that read what the seed wrote */
  databasePath: string
  close: () => void
}

function fill(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`)
    return encodeURIComponent(value)
  })
}

export async function createContractClient(
  options: Parameters<typeof createTestBackend>[0] = {},
): Promise<ContractClient> {
  const { backend, databasePath } = await createTestBackend(options)
  let contextToken = ''

  async function call<T = Json>(
    method: string,
    template: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers = new Headers(options.headers)
    if (!options.anonymous) headers.set('sw-access-key', backend.accessKey)
    if (contextToken && !headers.has('sw-context-token')) headers.set('sw-context-token', contextToken)
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) {
      headers.set('content-type', 'application/json')
      init.body = JSON.stringify(options.body)
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : ''
    const response = await backend.fetch(
      new Request(`http://localhost/store-api${fill(template, options.params)}${query}`, init),
    )
    const text = await response.text()
    let json: unknown
    try {
      json = text === '' ? undefined : JSON.parse(text)
    } catch {
      throw new Error(`${method} ${template} → ${response.status}: body is not JSON: ${text.slice(0, 200)}`)
    }
    if (response.status >= 400) expectErrorResponse(response.status, json)
    expectValidResponse(method, template, response.status, json)
    const returned = response.headers.get('sw-context-token')
    if (returned && !options.anonymous && !options.headers?.['sw-context-token']) contextToken = returned
    return { status: response.status, headers: response.headers, json: json as T }
  }

  async function ok<T = Json>(
    method: string,
    template: string,
    options?: CallOptions,
    status = 200,
  ): Promise<T> {
    const result = await call<T>(method, template, options)
    if (result.status !== status) {
      throw new Error(
        `${method} ${template}: expected ${status}, got ${result.status}: ${JSON.stringify(result.json)}`,
      )
    }
    return result.json
  }

  return { call, ok, token: () => contextToken, databasePath, close: () => backend.close() }
}

/** Elements of an entity search result or a plain array answer. */
export function elementsOf(value: unknown): Json[] {
  if (Array.isArray(value)) return value as Json[]
  if (typeof value === 'object' && value !== null && Array.isArray((value as Json).elements)) {
    return (value as { elements: Json[] }).elements
  }
  return []
}
