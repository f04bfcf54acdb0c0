import { stat, readFile } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { Hono } from 'hono'

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

/** Media files are content-addressed (the folder is a hash of the content): cache them forever. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const problem = (status: 400 | 404, code: string, detail: string): Response =>
  Response.json(
    {
      errors: [{ status: String(status), code, title: status === 400 ? 'Bad Request' : 'Not Found', detail }],
    },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * Resolves the part of the URL after `/media/` to a file inside `mediaDir`, or null when the path
 * could escape it: encoded slashes/backslashes, dot segments, NUL bytes, hidden files and the
 * `private/` folder (downloads are only handed out through the account API).
 */
export function resolveMediaPath(mediaDir: string, relative: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(relative)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/')
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null
  if (segments[0] === 'private') return null
  const root = resolve(mediaDir)
  const target = resolve(root, ...segments)
  return target.startsWith(root + sep) ? target : null
}

/** Hono sub-app to mount at `/media`: GET/HEAD of generated images with long-lived cache headers. */
export function mediaRoutes(mediaDir: string): Hono {
  const app = new Hono()
  app.on(['GET', 'HEAD'], '/*', async (c) => {
    const pathname = new URL(c.req.url).pathname
    const index = pathname.indexOf('/media/')
    const relative = index === -1 ? '' : pathname.slice(index + '/media/'.length)
    const file = resolveMediaPath(mediaDir, relative)
    if (!file) return problem(400, 'CONTENT__MEDIA_INVALID_PATH', 'The media path is not valid.')
    const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase()
    const contentType = CONTENT_TYPES[extension]
    if (!contentType)
      return problem(404, 'CONTENT__MEDIA_NOT_FOUND', `Media file "${relative}" was not found.`)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile())
      return problem(404, 'CONTENT__MEDIA_NOT_FOUND', `Media file "${relative}" was not found.`)
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    }
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers })
    const body = c.req.method === 'HEAD' ? null : await readFile(file)
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(info.size) } })
  })
  return app
}
