import { Hono } from 'hono'
import type { RenderOptions } from '../src/entry-server.tsx'
import { createApp, type ObservabilityOptions } from './app.ts'
import { DEFAULT_DOMAINS, type DomainTable } from '../src/domain/locale.ts'
import type { TrustedProxies } from './client-address.ts'
import type { PublicOrigins } from './config.ts'
import { guardedFetch, type Upstream } from './upstream.ts'

export interface RecordedRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string
}

/**
 * A small Store-API-like upstream for server tests: records what reached it, answers `/context`
 * with a token header, `/language` with the shop's languages and echoes everything else.
 */
export function createRecordingUpstream(
  options: {
    issueToken?: string
    timeoutMs?: number
    /** An answer of its own for a path (e.g. `/store-api/newsletter/subscribe`); else the default. */
    answer?: (path: string) => Response | undefined
  } = {},
) {
  const received: RecordedRequest[] = []
  const app = new Hono()
  app.all('/store-api/*', async (c) => {
    received.push({
      method: c.req.method,
      url: c.req.url,
      headers: Object.fromEntries(c.req.raw.headers),
      body: await c.req.text(),
    })
    if (c.req.path === '/store-api/language') {
      return c.json({
        elements: [
          { id: 'de0000000000000000000000000000de', translationCode: { code: 'de-DE' } },
          { id: 'en0000000000000000000000000000en', translationCode: { code: 'en-GB' } },
          { id: 'fr0000000000000000000000000000fr', translationCode: { code: 'fr-FR' } },
        ],
      })
    }
    const own = options.answer?.(c.req.path)
    if (own) return own
    if (options.issueToken) c.header('sw-context-token', options.issueToken)
    c.header('set-cookie', 'upstream=secret')
    c.header('x-upstream', 'yes')
    return c.json({ ok: true, path: c.req.path })
  })
  const upstream: Upstream = {
    mode: 'external',
    accessKey: 'SWSCTESTKEY',
    baseURL: 'http://upstream.test/store-api',
    fetch: guardedFetch((request) => Promise.resolve(app.fetch(request)), options.timeoutMs ?? 5_000),
    close() {},
  }
  return { upstream, received }
}

/** The public origins of the default domains when the server runs on port 3000 without PUBLIC_URL. */
export const LOCAL_ORIGINS: PublicOrigins = {
  byHost: { localhost: 'http://localhost:3000', 'en.localhost': 'http://en.localhost:3000' },
  defaultHost: 'localhost',
}

/** The storefront app with a render function that reports what it was given (no Vite build needed). */
export function createTestApp(
  upstream: Upstream,
  opts: {
    publicUrl?: URL
    domains?: DomainTable
    origins?: PublicOrigins
    trustedProxies?: TrustedProxies
    observability?: ObservabilityOptions
  } = {},
) {
  const renders: RenderOptions[] = []
  const app = createApp({
    config: {
      domains: opts.domains ?? DEFAULT_DOMAINS,
      publicUrl: opts.publicUrl,
      origins: opts.origins ?? LOCAL_ORIGINS,
      ...(opts.trustedProxies ? { trustedProxies: opts.trustedProxies } : {}),
    },
    upstream,
    ...(opts.observability ? { observability: opts.observability } : {}),
    assets: async () => ({ scripts: [{ src: '/assets/entry.js' }], css: [], preloads: [] }),
    render: async () => async (options) => {
      renders.push(options)
      options.storeApi.onContextToken('newtoken123')
      return {
        response: new Response(`<!doctype html><html lang="${options.locale}"></html>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      }
    },
  })
  return { app, renders }
}
