import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_CACHE_CONTROL, mediaRoutes, resolveMediaPath } from './serve.ts'

let root: string
let mediaDir: string
let app: Hono
const IMAGE = Buffer.from(
  'RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00',
  'latin1',
)

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gw-media-'))
  mediaDir = join(root, 'media')
  mkdirSync(join(mediaDir, 'ab', 'cdef'), { recursive: true })
  mkdirSync(join(mediaDir, 'private', 'ab'), { recursive: true })
  writeFileSync(join(mediaDir, 'ab', 'cdef', 'chair.webp'), IMAGE)
  writeFileSync(join(mediaDir, 'ab', 'cdef', 'notes.txt'), 'not media')
  writeFileSync(join(mediaDir, 'private', 'ab', 'guide.webp'), IMAGE)
  writeFileSync(join(root, 'secret.webp'), 'outside the media folder')
  app = new Hono()
  app.route('/media', mediaRoutes(mediaDir))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('media serving', () => {
  it('serves a file with its content type and an immutable one-year cache', async () => {
    const res = await app.request('/media/ab/cdef/chair.webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(IMAGE)
  })

  it('answers HEAD without a body and 304 for a matching ETag', async () => {
    const head = await app.request('/media/ab/cdef/chair.webp', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const etag = head.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await app.request('/media/ab/cdef/chair.webp', { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('answers 404 in the Shopware error shape for missing files and non-media types', async () => {
    const missing = await app.request('/media/ab/cdef/table.webp')
    expect(missing.status).toBe(404)
    expect((await missing.json()).errors[0].code).toBe('CONTENT__MEDIA_NOT_FOUND')
    expect((await app.request('/media/ab/cdef/notes.txt')).status).toBe(404)
  })

  it.each([
    '/media/..%2fsecret.webp',
    '/media/ab/..%2f..%2fsecret.webp',
    '/media/%2e%2e%2fsecret.webp',
    '/media/ab%5c..%5c..%5csecret.webp',
    '/media/ab/cdef/chair.webp%00.txt',
    '/media/.%2e/secret.webp',
    '/media/private/ab/guide.webp',
    '/media/%E0%A4%A',
  ])('refuses %s', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await res.text()).not.toContain('outside the media folder')
  })

  it('resolves only paths inside the media folder', () => {
    expect(resolveMediaPath(mediaDir, 'ab/cdef/chair.webp')).toBe(join(mediaDir, 'ab', 'cdef', 'chair.webp'))
    expect(resolveMediaPath(mediaDir, '../secret.webp')).toBeNull()
    expect(resolveMediaPath(mediaDir, 'ab//chair.webp')).toBeNull()
    expect(resolveMediaPath(mediaDir, '/etc/passwd')).toBeNull()
    expect(resolveMediaPath(mediaDir, 'private/ab/guide.webp')).toBeNull()
    expect(resolveMediaPath(mediaDir, '')).toBeNull()
  })
})
