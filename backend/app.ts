import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import { DEMO_ACCESS_KEY } from './config.ts'
import { resolveStorefrontUrls, type StorefrontUrls } from './customer/links.ts'
import { type Db, openDatabase } from './db/database.ts'
import type { AppServices } from './http/context.ts'
import { createErrorHandler, createNotFoundHandler, type ErrorLogger } from './http/errors.ts'
import { Shop } from './http/shop.ts'
import { listOutbox, type OutboxMail } from './mail/outbox.ts'
import { createStoreApi } from './http/store-api.ts'
import { mediaRoutes } from './media/serve.ts'
import { ensureSeeded } from './seed/index.ts'

export interface BackendOptions {
  /** SQLite file; created, migrated and seeded when empty */
  databasePath: string
  /** default: <dirname(databasePath)>/media */
  mediaDir?: string
  /** MAINTENANCE_MODE=1 */
  maintenance?: boolean
  /** injectable clock for tests */
  now?: () => Date
  /** where internal errors go (default console.error) */
  log?: ErrorLogger
  /**
   * The storefront's public URL per locale (e.g. `{ 'de-DE': 'https://shop.example', 'en-GB':
   * 'https://shop.example/en-GB' }`): links in mails (registration, welcome, password recovery and
   * change) point there. A locale without one keeps the sales channel domain (the seeded
   * `localhost:3000` domains); a storefront URL a request names may be any of both.
   */
  storefrontUrls?: StorefrontUrls
}

export interface Backend {
  /** routes under /store-api/* and /media/* */
  app: Hono
  fetch: (request: Request) => Promise<Response>
  /** the seeded sales channel's sw-access-key */
  accessKey: string
  /** the newest mails of the outbox, newest first (development mailbox) */
  listOutbox(limit?: number): OutboxMail[]
  close(): void
}

/** The embedded Store API: database, seed, middleware and routes in one Hono app. */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  const storefrontUrls = resolveStorefrontUrls(options.storefrontUrls)
  const mediaDir = options.mediaDir ?? join(dirname(options.databasePath), 'media')
  const db: Db = openDatabase(options.databasePath)
  await ensureSeeded(db, { mediaDir })
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error))
  const services: AppServices = {
    shop: new Shop(db),
    now: options.now ?? (() => new Date()),
    maintenance: options.maintenance ?? false,
    mediaDir,
    storefrontUrls,
  }
  const app = new Hono()
  app.route('/store-api', createStoreApi(services, log))
  app.route('/media', mediaRoutes(mediaDir))
  app.notFound(createNotFoundHandler(() => app.routes))
  app.onError(createErrorHandler(log))
  return {
    app,
    fetch: async (request) => app.fetch(request),
    accessKey: services.shop.salesChannels.has(DEMO_ACCESS_KEY)
      ? DEMO_ACCESS_KEY
      : ([...services.shop.salesChannels.keys()][0] ?? ''),
    listOutbox: (limit) => listOutbox(db, limit),
    close: () => db.close(),
  }
}
