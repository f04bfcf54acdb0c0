// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { ApiError, ApiNetworkError, ApiTimeoutError } from './errors.ts'
import { createHttp, RETRY_STATUSES } from './http.ts'
import { jsonResponse, scriptedFetch } from './test-support.ts'

const BASE = 'http://api.test/store-api'
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
const failure = (status: number) => jsonResponse(status, { errors: [{ status: String(status), title: 'X' }] })

function client(
  script: ReturnType<typeof scriptedFetch>,
  extra: Parameters<typeof createHttp>[0] = { baseURL: BASE },
) {
  return createHttp({ ...extra, baseURL: BASE, fetch: script.fetch })
}

describe('retry matrix', () => {
  const retried = [...RETRY_STATUSES]
  it('lists exactly the statuses of the spec', () => {
    expect(retried.sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  for (const status of retried) {
    for (const method of METHODS) {
      const expected = method === 'get' ? 2 : 1
      it(`${method.toUpperCase()} ${status}: ${expected} request(s), then ApiError ${status}`, async () => {
        const script = scriptedFetch(failure(status))
        const error = await client(script)
          .request({ method, url: '/x' })
          .catch((e: unknown) => e)
        expect(error).toBeInstanceOf(ApiError)
        expect((error as ApiError).status).toBe(status)
        expect(script.requests).toHaveLength(expected)
      })
    }
  }

  for (const status of [400, 401, 403, 404, 412, 501, 505]) {
    for (const method of METHODS) {
      it(`${method.toUpperCase()} ${status}: not retried`, async () => {
        const script = scriptedFetch(failure(status))
        const error = await client(script)
          .request({ method, url: '/x' })
          .catch((e: unknown) => e)
        expect((error as ApiError).status).toBe(status)
        expect(script.requests).toHaveLength(1)
      })
    }
  }

  for (const method of METHODS) {
    const expected = method === 'get' ? 2 : 1
    it(`${method.toUpperCase()} network error: ${expected} request(s), then ApiNetworkError (502)`, async () => {
      const script = scriptedFetch(new TypeError('fetch failed'))
      const error = await client(script)
        .request({ method, url: '/x' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiNetworkError)
      expect((error as ApiNetworkError).status).toBe(502)
      expect((error as ApiNetworkError).kind).toBe('network')
      expect(script.requests).toHaveLength(expected)
    })
  }

  it('retries only once and returns the second answer when it succeeds', async () => {
    const script = scriptedFetch(failure(503), jsonResponse(200, { ok: true }))
    const response = await client(script).get('/x')
    expect(response.data).toEqual({ ok: true })
    expect(script.requests).toHaveLength(2)
  })
})

describe('timeouts', () => {
  it('maps a timeout to ApiTimeoutError with status 408 and does not retry it', async () => {
    const script = scriptedFetch(
      // Never answers; like a real fetch it rejects when the request is aborted.
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason))
        }),
    )
    const http = createHttp({ baseURL: BASE, fetch: script.fetch, timeoutMs: 20 })
    const error = await http.get('/slow').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect((error as ApiTimeoutError).status).toBe(408)
    expect((error as ApiTimeoutError).kind).toBe('timeout')
    expect(script.requests).toHaveLength(1)
  })
})

describe('headers', () => {
  it('sends accept, JSON content type, sw-language-id and the caller headers', async () => {
    const script = scriptedFetch(jsonResponse(200, {}))
    const http = createHttp({
      baseURL: BASE,
      fetch: script.fetch,
      headers: { 'sw-access-key': 'KEY', 'sw-context-token': 'T1' },
      languageId: () => 'lang-1',
    })
    await http.post('/x', { a: 1 })
    const sent = script.requests[0]!
    expect(sent.url).toBe(`${BASE}/x`)
    expect(sent.headers.get('accept')).toBe('application/json')
    expect(sent.headers.get('content-type')).toContain('application/json')
    expect(sent.headers.get('sw-language-id')).toBe('lang-1')
    expect(sent.headers.get('sw-access-key')).toBe('KEY')
    expect(sent.headers.get('sw-context-token')).toBe('T1')
    expect(sent.body).toBe('{"a":1}')
  })

  it('omits sw-language-id when none is set', async () => {
    const script = scriptedFetch(jsonResponse(200, {}))
    await createHttp({ baseURL: BASE, fetch: script.fetch, languageId: () => undefined }).get('/x')
    expect(script.requests[0]!.headers.has('sw-language-id')).toBe(false)
  })

  it('adds x-storefront: 1 to unsafe methods only', async () => {
    const script = scriptedFetch(jsonResponse(200, {}))
    const http = client(script)
    for (const method of METHODS) await http.request({ method, url: '/x' })
    const flags = script.requests.map((r) => [r.method, r.headers.get('x-storefront')])
    expect(flags).toEqual([
      ['GET', null],
      ['POST', '1'],
      ['PUT', '1'],
      ['PATCH', '1'],
      ['DELETE', '1'],
    ])
  })

  it('drops the JSON content type for multipart FormData', async () => {
    const script = scriptedFetch(jsonResponse(200, {}))
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.txt')
    await client(script).post('/upload', form)
    expect(script.requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  })
})

describe('context token', () => {
  it('calls onContextToken only when the token changes', async () => {
    const onContextToken = vi.fn()
    const script = scriptedFetch(
      jsonResponse(200, {}, { 'sw-context-token': 'T1' }),
      jsonResponse(200, {}, { 'sw-context-token': 'T2' }),
      jsonResponse(200, {}, { 'sw-context-token': 'T2' }),
      jsonResponse(200, {}),
    )
    const http = createHttp({
      baseURL: BASE,
      fetch: script.fetch,
      headers: { 'sw-context-token': 'T1' },
      onContextToken,
    })
    for (let i = 0; i < 4; i++) await http.get('/x')
    expect(onContextToken.mock.calls).toEqual([['T2']])
  })

  it('sends the newest token on later requests', async () => {
    const script = scriptedFetch(
      jsonResponse(200, {}, { 'sw-context-token': 'FRESH' }),
      jsonResponse(200, {}),
    )
    const http = createHttp({ baseURL: BASE, fetch: script.fetch })
    await http.get('/context')
    await http.post('/x')
    expect(script.requests.map((r) => r.headers.get('sw-context-token'))).toEqual([null, 'FRESH'])
  })

  it('picks up a token from an error response as well', async () => {
    const onContextToken = vi.fn()
    const script = scriptedFetch(jsonResponse(404, { errors: [] }, { 'sw-context-token': 'NEW' }))
    await createHttp({ baseURL: BASE, fetch: script.fetch, onContextToken })
      .post('/x')
      .catch(() => undefined)
    expect(onContextToken).toHaveBeenCalledWith('NEW')
  })
})

describe('ApiError from a response', () => {
  it('carries status, statusText, url, headers and details', async () => {
    const errors = [
      {
        status: '400',
        code: 'VIOLATION::IS_BLANK_ERROR',
        title: 'Bad',
        detail: 'blank',
        source: { pointer: '/a' },
      },
    ]
    const script = scriptedFetch(
      new Response(JSON.stringify({ errors }), {
        status: 400,
        statusText: 'Bad Request',
        headers: { 'content-type': 'application/json', 'x-trace': 't' },
      }),
    )
    const error = (await client(script)
      .post('/account/x', {})
      .catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(error.statusText).toBe('Bad Request')
    expect(error.url).toBe(`${BASE}/account/x`)
    expect(error.headers['x-trace']).toBe('t')
    expect(error.details).toEqual(errors)
    expect(error.code).toBe('VIOLATION::IS_BLANK_ERROR')
    expect(error.message).toBe('Failed request\n - [Bad][/a] blank')
  })

  it('uses the unknown error line for a body without errors', async () => {
    const script = scriptedFetch(new Response('<html>gateway</html>', { status: 500 }))
    const error = (await client(script)
      .post('/x')
      .catch((e: unknown) => e)) as ApiError
    expect(error.details).toEqual([])
    expect(error.message).toBe(
      'Failed request\n - [Unknown error] API did not return errors, but request failed. Please check the network tab.',
    )
  })
})

describe('the fetch of each client', () => {
  it('sends every request of a client through its own fetch, also when many clients run at once', async () => {
    const first = scriptedFetch(jsonResponse(200, { from: 'first' }))
    const second = scriptedFetch(jsonResponse(200, { from: 'second' }))
    const [a, b] = [client(first), client(second)]
    const answers = await Promise.all([a.get('/one'), b.post('/two', { x: 1 }), a.get('/three')])
    expect(answers.map((answer) => answer.data)).toEqual([
      { from: 'first' },
      { from: 'second' },
      { from: 'first' },
    ])
    expect(first.requests.map((request) => request.url)).toEqual([`${BASE}/one`, `${BASE}/three`])
    expect(second.requests.map((request) => [request.method, request.body])).toEqual([['POST', '{"x":1}']])
  })
})
