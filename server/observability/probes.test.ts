import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { NO_TRUSTED_PROXIES, parseTrustedProxies } from '../client-address.ts'
import { createDrain } from '../node-server.ts'
import type { NonceEnv } from '../security.ts'
import { createRecordingUpstream, createTestApp } from '../test-support.ts'
import type { Upstream } from '../upstream.ts'
import { mountProbes } from './probes.ts'

const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

/** An upstream whose /context never answers (the readiness check must give up on its own). */
function hangingUpstream(): Upstream & { calls: number } {
  const upstream = {
    calls: 0,
    mode: 'external' as const,
    accessKey: 'SWSCTESTKEY',
    baseURL: 'http://upstream.test/store-api',
    fetch: (_input: string | URL | Request, init?: RequestInit) => {
      upstream.calls += 1
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    },
    close() {},
  }
  return upstream
}

describe('probes', () => {
  it('/healthz answers without calling the Store API, never cached', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(received).toHaveLength(0)
    expect(renders).toHaveLength(0)
  })

  it('/readyz asks the Store API once per couple of seconds, however many probes come', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const answers = await Promise.all([1, 2, 3].map(() => app.request('http://localhost:3000/readyz')))
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200])
    expect(answers[0]?.headers.get('cache-control')).toBe('no-store')
    expect((await app.request('http://localhost:3000/readyz')).status).toBe(200)
    const contextCalls = received.filter((request) => request.url.endsWith('/store-api/context'))
    expect(contextCalls).toHaveLength(1)
    expect(contextCalls[0]?.headers['sw-access-key']).toBe('SWSCTESTKEY')
  })

  it('/readyz is 503 when the Store API does not answer within the deadline', async () => {
    const upstream = hangingUpstream()
    const { app } = createTestApp(upstream, { observability: { readyTimeoutMs: 30 } })
    const response = await app.request('http://localhost:3000/readyz')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      status: 'unavailable',
      reason: 'store-api: no answer within 30 ms',
    })
    expect(upstream.calls).toBe(1)
  })

  it('reports a change of readiness once, not every probe, and asks again after the cache time', async () => {
    let status = 502
    const { upstream, received } = createRecordingUpstream({
      answer: (path) => (path === '/store-api/context' ? new Response('{}', { status }) : undefined),
    })
    let now = 0
    const changes: string[] = []
    const app = new Hono<NonceEnv>()
    mountProbes(app, {
      upstream,
      build: async () => undefined,
      trustedProxies: NO_TRUSTED_PROXIES,
      cacheMs: 2_000,
      now: () => now,
      onChange: (ready, reason) => changes.push(`${ready} ${reason}`),
    })
    const probe = async () => (await app.request('http://localhost:3000/readyz')).status
    expect([await probe(), await probe()]).toEqual([503, 503])
    status = 200
    expect(await probe()).toBe(503)
    now = 2_000
    expect([await probe(), await probe()]).toEqual([200, 200])
    expect(changes).toEqual(['false store-api: unreachable (HTTP 502)', 'true ready'])
    expect(received.filter((request) => request.url.endsWith('/context'))).toHaveLength(2)
  })

  it('/readyz is 503 when the Store API refuses the access key', async () => {
    const { upstream } = createRecordingUpstream({
      answer: (path) => (path === '/store-api/context' ? new Response('{}', { status: 412 }) : undefined),
    })
    const { app } = createTestApp(upstream)
    const response = await app.request('http://localhost:3000/readyz')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ reason: 'store-api: invalidKey (HTTP 412)' })
  })

  it('/readyz is 503 once SIGTERM started the drain, /healthz too through the drain guard', async () => {
    const { upstream } = createRecordingUpstream()
    const drain = createDrain(1_000)
    const { app } = createTestApp(upstream, { observability: { draining: () => drain.draining } })
    const fetch = drain.guard((request: Request) => app.fetch(request))
    expect((await fetch(new Request('http://localhost:3000/readyz'))).status).toBe(200)
    drain.start(() => {})
    expect((await app.request('http://localhost:3000/readyz')).status).toBe(503)
    expect(await (await app.request('http://localhost:3000/readyz')).json()).toMatchObject({
      reason: 'draining',
    })
    expect((await fetch(new Request('http://localhost:3000/readyz'))).status).toBe(503)
  })

  it('with PROBE_ALLOW, a client outside it gets the page any unknown path gets', async () => {
    const { upstream, received } = createRecordingUpstream()
    const probeAllow = parseTrustedProxies('10.0.0.0/8,127.0.0.1', 'PROBE_ALLOW')
    const trustedProxies = parseTrustedProxies('10.9.9.9')
    const { app, renders } = createTestApp(upstream, { observability: { probeAllow }, trustedProxies })
    const inside = await app.request('http://localhost:3000/healthz', {}, peer('10.1.2.3'))
    expect(await inside.json()).toEqual({ status: 'ok' })
    const loopback = await app.request('http://localhost:3000/readyz', {}, peer('127.0.0.1'))
    expect(loopback.status).toBe(200)

    const outside = await app.request('http://localhost:3000/healthz', {}, peer('203.0.113.7'))
    expect(outside.headers.get('content-type')).toContain('text/html')
    expect(renders.map((render) => new URL(render.request.url).pathname)).toEqual(['/healthz'])
    // Through the trusted proxy, the client it names decides, not the proxy's own address.
    const forwarded = await app.request(
      'http://localhost:3000/readyz',
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      peer('10.9.9.9'),
    )
    expect(forwarded.headers.get('content-type')).toContain('text/html')
    expect(received.filter((request) => request.url.endsWith('/store-api/context'))).toHaveLength(1)
  })
})
