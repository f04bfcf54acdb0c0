import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './test-support.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

// The proxy keeps the context token out of page scripts' reach by nulling it in the bodies that echo
// it. It must decide on the path the Store API will route (decoded, normalised), or an encoded path
// such as /store-api/%63ontext gets the token through; paths that read differently depending on who
// decodes them are refused before they reach the Store API.

const TOKEN = 'tok1secret'

/** A Store API that echoes the token where Shopware does, and records the paths it was asked for. */
function tokenEchoingUpstream() {
  const paths: string[] = []
  const app = new Hono()
  app.use('*', async (c, next) => {
    paths.push(new URL(c.req.url).pathname)
    c.header('sw-context-token', TOKEN)
    await next()
  })
  app.get('/store-api/context', (c) => c.json({ token: TOKEN, apiAlias: 'sales_channel_context' }))
  app.post('/store-api/account/login', (c) => c.json({ contextToken: TOKEN }))
  app.post('/store-api/account/logout', (c) => c.json({ contextToken: TOKEN }))
  app.post('/store-api/account/register', (c) => c.json({ id: 'c1', contextToken: TOKEN }))
  app.get('/store-api/checkout/cart', (c) => c.json({ token: TOKEN, apiAlias: 'cart' }))
  app.post('/store-api/checkout/cart/line-item', (c) => c.json({ token: TOKEN, apiAlias: 'cart' }))
  app.all('*', (c) => c.json({ reached: c.req.path }))
  const upstream: Upstream = {
    mode: 'external',
    accessKey: 'K',
    baseURL: 'http://upstream.test/store-api',
    fetch: guardedFetch((request) => Promise.resolve(app.fetch(request)), 1_000),
    close() {},
  }
  return { upstream, paths }
}

const POST = {
  method: 'POST',
  headers: { 'x-storefront': '1', 'content-type': 'application/json' },
  body: '{}',
}

describe('/store-api proxy: decides on the decoded path', () => {
  it.each([
    ['GET', '/store-api/%63ontext', '/store-api/context'],
    ['GET', '/store-api/%63%6F%6E%74%65%78%74', '/store-api/context'],
    ['GET', '/store%2Dapi/context', '/store-api/context'],
    ['POST', '/store-api/account/%6Cogin', '/store-api/account/login'],
    ['POST', '/store-api/account/logou%74', '/store-api/account/logout'],
    ['POST', '/store-api/%61ccount/register', '/store-api/account/register'],
    ['GET', '/store-api/checkout/%63art', '/store-api/checkout/cart'],
    ['POST', '/store-api/checkout/cart/line%2Ditem', '/store-api/checkout/cart/line-item'],
  ])('%s %s: the token stays out of the body', async (method, path, canonical) => {
    const { upstream, paths } = tokenEchoingUpstream()
    const { app } = createTestApp(upstream)
    const response = await app.request(`http://localhost:3000${path}`, method === 'POST' ? POST : {})
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain(TOKEN)
    expect(response.headers.get('set-cookie')).toContain(`sw-context-token=${TOKEN}`)
    // The Store API gets the path in one canonical spelling: what it routes is what was decided on.
    // Login, logout and registration are followed by context reads only (the sw-cache-hash check).
    expect(paths[0]).toBe(canonical)
    expect(paths.slice(1).filter((read) => read !== '/store-api/context')).toEqual([])
  })

  it.each([
    ['an encoded slash', '/store-api/checkout%2Fcart'],
    ['an encoded slash (lower case)', '/store-api/account%2flogin'],
    ['an encoded backslash', '/store-api/checkout%5Ccart'],
    ['an encoded backslash (lower case)', '/store-api/x%5c..%5ccontext'],
    ['an encoded slash and dots', '/store-api/product/..%2Fcontext'],
    ['double encoding', '/store-api/%2563ontext'],
    ['double-encoded dots', '/store-api/%252e%252e/context'],
    ['an encoded NUL', '/store-api/con%00text'],
    ['an encoded control character', '/store-api/context%0A'],
    ['malformed percent-encoding', '/store-api/con%zztext'],
    ['invalid UTF-8', '/store-api/%C3context'],
    ['an empty segment', '/store-api//context'],
    ['a trailing slash', '/store-api/context/'],
    ['no path after the prefix', '/store-api/'],
  ])('refuses %s with 400 in Shopware shape, before the Store API', async (_name, path) => {
    const { upstream, paths } = tokenEchoingUpstream()
    const { app } = createTestApp(upstream)
    for (const init of [{}, POST]) {
      const response = await app.request(`http://localhost:3000${path}`, init)
      expect(response.status, path).toBe(400)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({
        errors: [
          {
            status: '400',
            code: 'STOREFRONT__INVALID_PATH',
            title: 'Bad Request',
            detail: expect.any(String),
          },
        ],
      })
    }
    expect(paths).toEqual([])
  })
})

/** Sends a request line as given: fetch and URL would resolve dot segments before sending. */
function rawRequest(port: number, target: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const body = method === 'POST' ? '{}' : ''
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nx-storefront: 1\r\n` +
          `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      )
    })
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      data += chunk
    })
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) })
    })
  })
}

describe('/store-api proxy over a real socket: dot segments in the request line', () => {
  let server: Server
  let port: number
  let paths: string[]
  beforeAll(async () => {
    const echo = tokenEchoingUpstream()
    paths = echo.paths
    server = createServer(getRequestListener(createTestApp(echo.upstream).app.fetch))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('still proxies the plain path', async () => {
    const response = await rawRequest(port, '/store-api/context')
    expect(response.status).toBe(200)
    expect(response.body).not.toContain(TOKEN)
  })

  it.each([
    '/store-api/./context',
    '/store-api/product/../context',
    '/store-api/product/%2e%2e/context',
    '/store-api/%2E/context',
    '/store-api/.%2e/store-api/context',
    '/store-api/%2e%2e/store-api/context',
  ])('refuses %s with 400 in Shopware shape', async (target) => {
    paths.length = 0
    for (const method of ['GET', 'POST']) {
      const response = await rawRequest(port, target, method)
      expect(response.status, `${method} ${target}`).toBe(400)
      expect(response.body).toContain('"code":"STOREFRONT__INVALID_PATH"')
      expect(response.body).not.toContain(TOKEN)
    }
    expect(paths).toEqual([])
  })
})
