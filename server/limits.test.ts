import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerClientErrors, keepConnectionsForReuse } from './node-server.ts'
import { createRecordingUpstream, createTestApp } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

// Limits the server itself enforces, each answered in Shopware's error shape.

const MIB = 1024 * 1024
const POST = { 'x-storefront': '1', 'content-type': 'application/json' }

const shopwareError = (status: number, code?: string) => ({
  errors: [
    {
      status: String(status),
      code: code ?? expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
    },
  ],
})

/** A body of `total` bytes in 64 KiB chunks that counts what was pulled and whether it was cancelled. */
function countingStream(total: number) {
  const state = { pulled: 0, cancelled: false }
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) {
        controller.close()
        return
      }
      state.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

describe('request body limit of the /store-api proxy', () => {
  it('stops reading a body without Content-Length at 1 MiB and answers 413', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { stream, state } = countingStream(64 * MIB)
    const response = await app.request('http://localhost:3000/store-api/search', {
      method: 'POST',
      headers: POST,
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(shopwareError(413, 'STOREFRONT__BODY_TOO_LARGE'))
    expect(response.headers.get('connection')).toBe('close')
    // Read up to the limit (plus the chunk that crossed it), not the 64 MiB on offer.
    expect(state.pulled).toBeLessThanOrEqual(MIB + 2 * 64 * 1024)
    expect(state.cancelled).toBe(true)
    expect(received).toHaveLength(0)
  })

  it('answers 413 from the declared Content-Length without reading', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/store-api/search', {
      method: 'POST',
      headers: { ...POST, 'content-length': String(MIB + 1) },
      body: 'x'.repeat(MIB + 1),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(shopwareError(413, 'STOREFRONT__BODY_TOO_LARGE'))
    expect(received).toHaveLength(0)
  })

  it('passes a streamed body of exactly 1 MiB on', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { stream } = countingStream(MIB)
    const response = await app.request('http://localhost:3000/store-api/search', {
      method: 'POST',
      headers: POST,
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(200)
    expect(received[0]?.body.length).toBe(MIB)
  })
})

describe('Store API answers through the proxy', () => {
  it('keep Retry-After on 429', async () => {
    const shop = new Hono()
    shop.post('/store-api/account/login', (c) =>
      c.json(
        {
          errors: [{ status: '429', code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', title: 'Too Many Requests' }],
        },
        429,
        { 'retry-after': '30' },
      ),
    )
    const upstream: Upstream = {
      mode: 'external',
      accessKey: 'K',
      baseURL: 'http://upstream.test/store-api',
      fetch: guardedFetch((request) => Promise.resolve(shop.fetch(request)), 1_000),
      close() {},
    }
    const { app } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/store-api/account/login', {
      method: 'POST',
      headers: POST,
      body: '{}',
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toMatchObject({ errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED' }] })
  })
})

describe("the server's own 4xx answers", () => {
  it('a missing hashed asset is a 404 in Shopware shape', async () => {
    const { mkdtempSync, mkdirSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const { createApp } = await import('./app.ts')
    const { DEFAULT_DOMAINS } = await import('../src/domain/locale.ts')
    const { LOCAL_ORIGINS } = await import('./test-support.ts')
    const dir = mkdtempSync(join(tmpdir(), 'storefront-limits-'))
    mkdirSync(join(dir, 'assets'))
    try {
      const app = createApp({
        config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
        upstream: createRecordingUpstream().upstream,
        clientDir: dir,
        render: async () => {
          throw new Error('no page is rendered here')
        },
        assets: async () => ({ scripts: [], css: [], preloads: [] }),
      })
      const response = await app.request('http://localhost:3000/assets/gone-9z.js')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual(shopwareError(404))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  // POST is a form sent without JavaScript (native-forms.test.ts).
  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    '%s to a page is a 405 in Shopware shape with Allow',
    async (method) => {
      const { upstream } = createRecordingUpstream()
      const { app, renders } = createTestApp(upstream)
      const response = await app.request('http://localhost:3000/Lounge', {
        method,
        headers: POST,
        body: null,
      })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
      expect(await response.json()).toEqual(shopwareError(405))
      expect(renders).toHaveLength(0)
    },
  )
})

/** Writes a raw request and reads the whole answer (the server closes the connection). */
function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      data += chunk
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const split = data.indexOf('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0),
        headers: data.slice(0, split),
        body: data.slice(split + 4),
      })
    })
  })
}

describe('answers Node gives before the app sees a request', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    const { app } = createTestApp(createRecordingUpstream().upstream)
    server = createServer(getRequestListener(app.fetch))
    answerClientErrors(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('431 for headers too large, in Shopware shape', async () => {
    const response = await raw(
      port,
      `GET / HTTP/1.1\r\nHost: localhost\r\nx-big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    )
    expect(response.status).toBe(431)
    expect(response.headers).toMatch(/content-type: application\/json/i)
    expect(JSON.parse(response.body)).toEqual(shopwareError(431, 'STOREFRONT__HEADERS_TOO_LARGE'))
  })

  it('400 for a request Node cannot parse, in Shopware shape', async () => {
    const response = await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nbad header\r\n\r\n')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toEqual(shopwareError(400, 'STOREFRONT__MALFORMED_REQUEST'))
  })

  it('413 for a chunked body over 1 MiB, and the connection is closed', async () => {
    const chunk = 'x'.repeat(256 * 1024)
    const chunks = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')
    const response = await raw(
      port,
      'POST /store-api/search HTTP/1.1\r\nHost: localhost\r\nx-storefront: 1\r\n' +
        `content-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`,
    )
    expect(response.status).toBe(413)
    expect(response.headers).toMatch(/connection: close/i)
    expect(JSON.parse(response.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''))).toEqual(
      shopwareError(413, 'STOREFRONT__BODY_TOO_LARGE'),
    )
  })
})

describe('kept-alive connections', () => {
  it('stay open longer than Varnish or a load balancer keeps one idle for reuse (60 s)', () => {
    const server = createServer()
    expect(server.keepAliveTimeout).toBeLessThan(60_000)
    keepConnectionsForReuse(server)
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000)
  })
})
