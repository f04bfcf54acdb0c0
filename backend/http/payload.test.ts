import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { expectErrorResponse } from '../test-support/contract.ts'
import { MAX_BODY_BYTES } from './payload.ts'

/**
 * Request bodies are limited while they stream: reading stops at MAX_BODY_BYTES + 1 bytes (counted in
 * bytes, not characters), a chunked body without Content-Length included, and the answer is a 413 in
 * Shopware's error shape.
 */

let t: TestBackend
beforeAll(async () => {
  t = await createTestBackend({ log: () => {} })
})
afterAll(() => t.backend.close())

const CHUNK = 64 * 1024

/** A chunked body of `total` bytes of JSON whitespace that counts how much of it was pulled. */
function countingBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close()
        return
      }
      const size = Math.min(CHUNK, total - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, pulled: () => sent }
}

async function post(body: BodyInit, headers: Record<string, string> = {}) {
  const res = await t.request('/store-api/product', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  const text = await res.text()
  return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
}

describe('request body limit', () => {
  it('is 1 MiB', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024)
  })

  it('stops reading a chunked body past the limit and answers 413 in Shopware error shape', async () => {
    const body = countingBody(8 * MAX_BODY_BYTES)
    const res = await post(body.stream)
    expect(res.status).toBe(413)
    expectErrorResponse(413, res.body)
    expect(res.body).toMatchObject({ errors: [{ status: '413', code: 'FRAMEWORK__REQUEST_BODY_TOO_LARGE' }] })
    expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK)
  })

  it('accepts a body of exactly the limit, refuses one byte more', async () => {
    const exact = `{"limit":1${' '.repeat(MAX_BODY_BYTES - 11)}}`
    expect(Buffer.byteLength(exact)).toBe(MAX_BODY_BYTES)
    expect((await post(exact)).status).toBe(200)
    expect((await post(`${exact} `)).status).toBe(413)
  })

  it('counts bytes, not characters', async () => {
    const umlauts = JSON.stringify({ term: 'ä'.repeat(MAX_BODY_BYTES / 2 + 10) })
    expect(umlauts.length).toBeLessThan(MAX_BODY_BYTES)
    expect((await post(umlauts)).status).toBe(413)
  })

  it('reads a body with a declared Content-Length whole, and still refuses it past the limit', async () => {
    const small = '{"limit":1}'
    expect((await post(small, { 'content-length': String(small.length) })).status).toBe(200)
    // An in-process caller's header is not checked against its body by an HTTP parser.
    const large = `{"limit":1${' '.repeat(MAX_BODY_BYTES)}}`
    expect((await post(large, { 'content-length': '11' })).status).toBe(413)
  })

  it('refuses a declared Content-Length above the limit without reading', async () => {
    const body = countingBody(2 * MAX_BODY_BYTES)
    const res = await post(body.stream, { 'content-length': String(2 * MAX_BODY_BYTES) })
    expect(res.status).toBe(413)
    // nothing beyond what the stream itself buffers ahead of any reader
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK)
  })
})

describe('4xx answers in Shopware error shape', () => {
  it('an unknown route is a 404 naming it', async () => {
    const res = await t.request('/store-api/no-such-route')
    expect(res.status).toBe(404)
    expectErrorResponse(404, await res.json())
  })

  it('a known path with the wrong method is a 405 with Allow', async () => {
    const res = await t.request('/store-api/checkout/cart', { method: 'PUT' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('DELETE, GET')
    const body = await res.json()
    expectErrorResponse(405, body)
    expect(body).toMatchObject({ errors: [{ status: '405', code: '0', title: 'Method Not Allowed' }] })
  })
})
