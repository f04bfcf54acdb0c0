import type { ServerType } from '@hono/node-server'
import { type AddressInfo, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../http/client-ip.ts'
import { serveStandalone } from '../standalone.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import { expectErrorResponse } from '../test-support/contract.ts'

/**
 * The standalone back end (`npm run backend`) listens on a socket: a client may send any
 * X-Forwarded-For, so it only counts when the direct peer is a configured trusted proxy. Otherwise
 * the peer's address is the client, and rate limits cannot be dodged by forging the header.
 */

let t: TestBackend
beforeAll(async () => {
  t = await createTestBackend()
})
afterAll(() => t.backend.close())

async function listen(trusted: string | undefined): Promise<{ base: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serveStandalone(
      { backend: t.backend, port: 0, hostname: '127.0.0.1', trustedProxies: parseTrustedProxies(trusted) },
      (info: AddressInfo) => resolve({ base: `http://127.0.0.1:${info.port}`, server }),
    )
  })
}

const close = (server: ServerType) => new Promise<void>((done) => server.close(() => done()))

let sent = 0
function contact(base: string, forwardedFor: string): Promise<Response> {
  sent += 1
  return fetch(`${base}/store-api/contact-form`, {
    method: 'POST',
    headers: {
      'sw-access-key': t.backend.accessKey,
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({
      email: `standalone.${sent}@example.org`,
      subject: 'Teak bench delivery',
      comment: 'Can you deliver the bench to Sylt in May?',
    }),
  })
}

describe('standalone back end: client IP', () => {
  it('ignores a forged X-Forwarded-For from an untrusted peer (default: none trusted)', async () => {
    const { base, server } = await listen(undefined)
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) statuses.push((await contact(base, `203.0.113.${i + 1}`)).status)
      // every request came from 127.0.0.1: three pass, the fourth waits
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
      expect(statuses[3]).toBe(429)
    } finally {
      await close(server)
    }
  })

  it('takes the client from X-Forwarded-For when the peer is a trusted proxy', async () => {
    const { base, server } = await listen('127.0.0.0/8, ::1')
    try {
      for (let i = 0; i < 5; i++) expect((await contact(base, `198.51.100.${i + 1}`)).status).toBe(200)
      // a client behind the proxy cannot prepend its own entry: the proxy's entry (the last) counts
      for (let i = 0; i < 3; i++) expect((await contact(base, `10.9.9.${i}, 192.0.2.9`)).status).toBe(200)
      expect((await contact(base, '10.9.9.99, 192.0.2.9')).status).toBe(429)
    } finally {
      await close(server)
    }
  })
})

describe('parseTrustedProxies', () => {
  it('accepts IPv4 and IPv6 addresses and CIDRs, rejects anything else', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.7 ,2001:db8::/32,::1')
    expect(trusted.has('10.1.2.3')).toBe(true)
    expect(trusted.has('::ffff:10.1.2.3')).toBe(true)
    expect(trusted.has('192.168.1.7')).toBe(true)
    expect(trusted.has('192.168.1.8')).toBe(false)
    expect(trusted.has('2001:db8::1')).toBe(true)
    expect(trusted.has('::1')).toBe(true)
    expect(trusted.has('127.0.0.1')).toBe(false)
    expect(parseTrustedProxies('').has('127.0.0.1')).toBe(false)
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/)
  })
})

/** Sends raw bytes and returns the whole raw answer (the server closes the connection). */
function raw(base: string, text: string): Promise<string> {
  const { port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
    })
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

function parseAnswer(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n')
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) }
}

describe('standalone back end: answers the HTTP parser gives', () => {
  it('header fields too large: 431 in Shopware error shape', async () => {
    const { base, server } = await listen(undefined)
    try {
      const answer = await raw(
        base,
        `GET /store-api/context HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      )
      const res = parseAnswer(answer)
      expect(res.status).toBe(431)
      expect(res.headers).toContain('content-type: application/json')
      expectErrorResponse(431, res.body)
    } finally {
      await close(server)
    }
  })

  it('a malformed request: 400 in Shopware error shape', async () => {
    const { base, server } = await listen(undefined)
    try {
      const res = parseAnswer(await raw(base, 'NOT-HTTP\r\n\r\n'))
      expect(res.status).toBe(400)
      expectErrorResponse(400, res.body)
    } finally {
      await close(server)
    }
  })
})

describe('standalone back end: kept-alive connections', () => {
  it('stay open longer than the proxy in front keeps one idle for reuse (60 s)', async () => {
    const { server } = await listen(undefined)
    try {
      expect('keepAliveTimeout' in server && server.keepAliveTimeout).toBeGreaterThan(60_000)
    } finally {
      await close(server)
    }
  })
})
