// The client build's files (`dist/client`): the hashed assets, cached for a year, and the few public
// files outside them (favicon, robots.txt, build-info.json), cached for an hour but for the build
// marker. Everything else goes on to the pages.

import { readdirSync } from 'node:fs'
import { sep } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { NonceEnv } from './security.ts'
import { errorResponse } from './upstream.ts'
import { noteRoute } from './observability/request-context.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** URL paths of the client build's files outside the hashed assets (`/favicon.svg`, `/build-info.json`). */
function listPublicFiles(clientDir: string): ReadonlySet<string> {
  let names: string[]
  try {
    names = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  } catch {
    // No build there (yet): nothing to serve, every request goes on to the pages.
    return new Set()
  }
  return new Set(
    names
      .map((name) => `/${name.split(sep).join('/')}`)
      .filter((path) => !path.startsWith('/assets/') && !path.startsWith('/.')),
  )
}

/** Mounts `/assets/*` and the public files; a path that is neither goes on to the next route. */
export function mountStaticFiles(app: Hono<NonceEnv>, clientDir: string): void {
  // Set on the finished response: serveStatic's `onFound` runs after the body was created, and a
  // header set there does not reliably reach the response (precompressed files can go out without it).
  const assets = serveStatic({ root: clientDir, precompressed: true })
  app.use('/assets/*', async (c, next) => {
    const served = await assets(c, next)
    if (served?.ok) served.headers.set('Cache-Control', IMMUTABLE)
    return served
  })
  // A missing hashed asset is a 404, never an SSR page (the browser expects JS/CSS).
  app.get('/assets/*', (c) =>
    errorResponse(404, 'STOREFRONT__NOT_FOUND', 'Not Found', `No asset at ${c.req.path}`),
  )
  // Public files (favicon, robots.txt, build-info.json) have an extension. So do some page paths
  // (a product number like GW-RUE-102.2), which must not cost a file-system check on every view,
  // cached pages included: the build's files are listed once, and only a path among them (or one
  // with percent-escapes, which the file server decodes) reaches the file system. A directory is
  // never served.
  const publicFiles = serveStatic({ root: clientDir })
  const publicPaths = listPublicFiles(clientDir)
  app.use('*', async (c, next) => {
    const path = c.req.path
    if (!/\/[^/]+\.[A-Za-z0-9]+$/.test(path)) return next()
    if (!publicPaths.has(path) && !path.includes('%')) return next()
    const served = await publicFiles(c, next)
    if (served) noteRoute('static')
    // The build marker must be fresh; other public files may be cached for a while. A miss fell
    // through to the page handler, whose response keeps its own Cache-Control.
    const response = served ?? c.res
    if (response.ok && !response.headers.has('Cache-Control')) {
      const fresh = c.req.path.endsWith('/build-info.json')
      response.headers.set('Cache-Control', fresh ? 'no-cache' : 'public, max-age=3600')
    }
    return served
  })
}
