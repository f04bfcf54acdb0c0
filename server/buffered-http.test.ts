import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bufferedHttp } from './buffered-http.ts'

let server: Server
let origin = ''
const seen: Array<{ method: string; url: string; body: string; token: string | undefined }> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      const token = request.headers['sw-context-token']
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        token: token as string | undefined,
      })
      if (request.url === '/gzip') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        response.end(gzipSync(JSON.stringify({ packed: true })))
      } else if (request.url === '/moved') {
        response.writeHead(307, { location: '/echo' })
        response.end()
      } else if (request.url === '/see-other') {
        response.writeHead(303, { location: '/echo' })
        response.end()
      } else if (request.url === '/stall') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write('{"partial":')
      } else if (request.url === '/empty') {
        response.writeHead(204)
        response.end()
      } else {
        response.writeHead(201, [
          ['content-type', 'application/json'],
          ['sw-context-token', 'new-token'],
          ['set-cookie', 'a=1'],
          ['set-cookie', 'b=2'],
        ])
        response.end(JSON.stringify({ method: request.method, body, token }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('bufferedHttp (server renders against an external Store API)', () => {
  it('sends method, headers and body, and answers status, every header and the body', async () => {
    const response = await bufferedHttp(
      new Request(`${origin}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sw-context-token': 'alice' },
        body: '{"limit":1}',
      }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('sw-context-token')).toBe('new-token')
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await response.json()).toEqual({ method: 'POST', body: '{"limit":1}', token: 'alice' })
  })

  it('inflates a compressed answer, as fetch does', async () => {
    const response = await bufferedHttp(new Request(`${origin}/gzip`))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.json()).toEqual({ packed: true })
  })

  it('follows redirects as fetch does: 307 keeps the method and body, 303 continues as a GET', async () => {
    const kept = await bufferedHttp(new Request(`${origin}/moved`, { method: 'POST', body: 'x' }))
    expect(await kept.json()).toMatchObject({ method: 'POST', body: 'x' })
    const other = await bufferedHttp(new Request(`${origin}/see-other`, { method: 'POST', body: 'x' }))
    expect(await other.json()).toMatchObject({ method: 'GET', body: '' })
  })

  it('answers a 204 without a body', async () => {
    const response = await bufferedHttp(new Request(`${origin}/empty`))
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
  })

  it('takes a call as fetch does: init over the Request (headers, signal), or a URL with init', async () => {
    const request = new Request(`${origin}/echo`, {
      method: 'POST',
      headers: { 'sw-context-token': 'alice' },
      body: '{"p":1}',
    })
    const tagged = await bufferedHttp(request, {
      headers: { 'sw-context-token': 'bob', 'x-request-id': 'r1' },
      signal: new AbortController().signal,
    })
    expect(await tagged.json()).toEqual({ method: 'POST', body: '{"p":1}', token: 'bob' })
    const byUrl = await bufferedHttp(`${origin}/echo`, { method: 'post', body: 'plain' })
    expect(await byUrl.json()).toEqual({ method: 'POST', body: 'plain' })
    const aborted = new AbortController()
    aborted.abort(new Error('visitor left'))
    await expect(bufferedHttp(new Request(`${origin}/echo`), { signal: aborted.signal })).rejects.toThrow()
  })

  it('fails when the caller aborts while the body is still arriving, and when the upstream is unreachable', async () => {
    const controller = new AbortController()
    const call = bufferedHttp(new Request(`${origin}/stall`, { signal: controller.signal }))
    setTimeout(() => controller.abort(new Error('visitor left')), 50)
    await expect(call).rejects.toThrow()
    await expect(bufferedHttp(new Request('http://127.0.0.1:1/'))).rejects.toThrow()
  })
})
