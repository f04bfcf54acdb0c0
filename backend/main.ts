import { createBackend } from './app.ts'
import { parseTrustedProxies } from './http/client-ip.ts'
import { parseCorsOrigins } from './http/cors.ts'
import { parseMediaOrigin } from './media/origin.ts'
import { serveStandalone } from './standalone.ts'

/**
 * Standalone embedded Store API: `npm run backend` (PORT, DATABASE_PATH, MEDIA_DIR, MAINTENANCE_MODE,
 * TRUSTED_PROXIES: comma-separated IPs/CIDRs whose X-Forwarded-For is believed; default none;
 * STORE_API_CORS_ORIGINS: `*` (default) or comma-separated origins whose pages may call it;
 * PUBLIC_URL: the origin clients reach it at, for absolute media URLs; default http://localhost:PORT;
 * WEBHOOK_URLS, WEBHOOK_SECRET, SHOP_ID, APP_URL: app-system webhooks after orders, cancellations and
 * Admin API writes; ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET: the Admin API under /api). A setting that
 * cannot work stops it with its message and exit code 1.
 */
const port = Number(process.env.PORT ?? 8000)
const databasePath = process.env.DATABASE_PATH ?? 'data/shop.sqlite'
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)
const mediaDir = process.env.MEDIA_DIR?.trim()
const backend = await createBackend({
  databasePath,
  ...(mediaDir ? { mediaDir } : {}),
  maintenance: process.env.MAINTENANCE_MODE === '1',
  corsOrigins: parseCorsOrigins(process.env.STORE_API_CORS_ORIGINS),
  mediaOrigin: parseMediaOrigin(process.env.PUBLIC_URL, port),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
const server = serveStandalone({ backend, port, trustedProxies }, (info) => {
  console.log(`Store API on http://localhost:${info.port}/store-api (sw-access-key: ${backend.accessKey})`)
})

/** Webhooks still queued or in flight get up to 2 s: a purge lost at a deploy leaves a page stale. */
async function drainWebhooks(): Promise<void> {
  const idle = backend.webhooks?.idle()
  if (!idle) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([idle, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)))])
  clearTimeout(timer)
}

function shutdown(): void {
  server.close(() => {
    void drainWebhooks().then(() => {
      backend.close()
      process.exit(0)
    })
  })
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
