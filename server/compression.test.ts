import { constants, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressResponses, gzipStream } from './compression.ts'

const BIG = 'x'.repeat(4096)

function appAnswering(response: () => Response) {
  const app = new Hono()
  app.use('*', compressResponses())
  app.get('*', () => response())
  return app
}

describe('compressResponses', () => {
  it('gzips compressible bodies for browsers that accept gzip and varies on Accept-Encoding', async () => {
    const app = appAnswering(
      () => new Response(BIG, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    )
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString()).toBe(BIG)
  })

  it('drops the identity length and keeps an existing Vary (proxied Store API JSON)', async () => {
    const json = JSON.stringify({ data: BIG })
    const headers = {
      'content-type': 'application/json',
      'content-length': String(json.length),
      vary: 'Cookie',
    }
    const app = appAnswering(() => new Response(json, { headers }))
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString()).toBe(json)
  })

  it('leaves alone: no gzip accepted (q=0 or absent), small, encoded, images, no-transform', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ 'content-type': 'text/html' }, BIG, 'identity, gzip;q=0'],
      [{ 'content-type': 'text/html' }, BIG, ''],
      [{ 'content-type': 'application/json', 'content-length': '2' }, '{}', 'gzip'],
      [{ 'content-type': 'text/javascript', 'content-encoding': 'br' }, BIG, 'gzip'],
      [{ 'content-type': 'image/webp' }, BIG, 'gzip'],
      [{ 'content-type': 'text/html', 'cache-control': 'no-transform' }, BIG, 'gzip'],
    ]
    for (const [headers, body, accept] of cases) {
      const app = appAnswering(() => new Response(body, { headers }))
      const response = await app.request('/', { headers: accept ? { 'accept-encoding': accept } : {} })
      expect(response.headers.get('content-encoding')).toBe(headers['content-encoding'] ?? null)
      expect(await response.text()).toBe(body)
    }
  })

  it('flushes every chunk: a streamed shell is readable before the stream ends', async () => {
    let finish: () => void = () => {}
    const later = new Promise<void>((resolve) => {
      finish = resolve
    })
    const encoder = new TextEncoder()
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('<html><body>shell'))
        await later
        controller.enqueue(encoder.encode('deferred</body></html>'))
        controller.close()
      },
    })
    const reader = gzipStream(source).getReader()
    const first = await reader.read()
    const partial = gunzipSync(first.value ?? new Uint8Array(), { finishFlush: constants.Z_SYNC_FLUSH })
    expect(partial.toString()).toBe('<html><body>shell')
    finish()
    const rest: Uint8Array[] = [first.value ?? new Uint8Array()]
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest.push(chunk.value)
    expect(gunzipSync(Buffer.concat(rest)).toString()).toBe('<html><body>shelldeferred</body></html>')
  })
})

describe('gzipStream cancellation', () => {
  it('cancels the source when the reader goes away', async () => {
    let cancelled = false
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(BIG))
      },
      cancel() {
        cancelled = true
      },
    })
    const reader = gzipStream(source).getReader()
    await reader.read()
    await reader.cancel()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cancelled).toBe(true)
  })
})
