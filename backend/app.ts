import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import { checkoutSettingsFromEnv } from './core/checkout-config.ts'
import {
  type AdminCredentials,
  adminCredentialsFromEnv,
  DEMO_ACCESS_KEY,
  SHOP_LANGUAGES,
  SHOPWARE_VERSION,
  WEBHOOK_APP_VERSION,
  type WebhookConfig,
  webhookConfigFromEnv,
} from './core/config.ts'
import { createAdminApi } from './admin/routes.ts'
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks/dispatcher.ts'
import { attachWebhooks, detachWebhooks, ensureShopId } from './webhooks/emit.ts'
import { resolveStorefrontUrls, type StorefrontUrls } from './customer/links.ts'
import { type Db, openDatabase } from './db/database.ts'
import type { AppServices } from './core/context.ts'
import { type CorsOrigins, storeApiCors } from './http/cors.ts'
import { createErrorHandler, createNotFoundHandler, type ErrorLogger } from './http/errors.ts'
import { Shop } from './core/shop.ts'
import { buildLanguageCache } from './serialize/language-cache.ts'
import { listOutbox, type OutboxMail } from './mail/outbox.ts'
import { type BackendMetrics, observeBackend } from './metrics.ts'
import { createStoreApi } from './store-api.ts'
import { type CaptchaSettings, captchaSettingsFromEnv } from './http/captcha.ts'
import type { ClientBinding } from './http/client-ip.ts'
import { mediaRoutes } from './media/serve.ts'
import { setMediaOrigin } from './serialize/media.ts'
import { createPaymentGateway, PAYMENT_GATEWAY_PATHS } from './payment/gateway/routes.ts'
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
  /** guest orders allowed (default: on unless GUEST_CHECKOUT=0) */
  guestCheckout?: boolean
  /** origins whose browser pages may call the Store API (STORE_API_CORS_ORIGINS; default any) */
  corsOrigins?: CorsOrigins
  /**
   * The public origin that serves this back end's /media (e.g. `https://api.shop.example`): media
   * and thumbnail URLs are answered absolute from it, as Shopware does. Without it they stay
   * root-relative, for a mount behind the storefront, which serves /media on each of its domains.
   */
  mediaOrigin?: string
  /** reCAPTCHA check of the public form routes (default: RECAPTCHA_SECRET_KEY; null: off) */
  captcha?: CaptchaSettings | null
  /** order placement times and SQLite busy errors, for the host's metrics (metrics.ts); absent: none */
  metrics?: BackendMetrics
  /**
   * App-system webhooks (`product.written` … after orders, cancellations and Admin API writes);
   * absent: from WEBHOOK_URLS, WEBHOOK_SECRET, SHOP_ID and APP_URL; null: none.
   */
  webhooks?: WebhookConfig | null
  /** test seam: retry pauses, timeout and the warning of a delivery given up */
  webhookDelivery?: Pick<WebhookDispatcherOptions, 'retryDelaysMs' | 'timeoutMs' | 'warn'>
  /** the Admin API's client credentials; absent: ADMIN_CLIENT_ID/ADMIN_CLIENT_SECRET; null: no /api */
  admin?: AdminCredentials | null
  /**
   * test seam: bcrypt cost of the password hashes it writes (default 10, Shopware's); the test back
   * ends use bcrypt's lowest (BCRYPT_TEST_COST) for their throwaway accounts.
   */
  passwordHashCost?: number
}

export interface Backend {
  /** routes under /store-api/* and /media/* */
  app: Hono
  /** `client`: the client the caller established (standalone.ts); else X-Forwarded-For names it. */
  fetch: (request: Request, client?: ClientBinding) => Promise<Response>
  /** the seeded sales channel's sw-access-key */
  accessKey: string
  /** the newest mails of the outbox, newest first (development mailbox) */
  listOutbox(limit?: number): OutboxMail[]
  /**
   * The demo payment provider's pages and the shop's payment return route, outside /store-api. The
   * storefront server mounts each of `paths` (Hono patterns) on its own origin and passes the
   * requests to `fetch`.
   */
  paymentGateway: { paths: readonly string[]; fetch: (request: Request) => Promise<Response> }
  /** the webhook sender when webhooks are configured (tests wait for `idle()`); absent or null: none */
  webhooks?: WebhookDispatcher | null
  close(): void
}

/**
 * The webhook sender of a back end: `source.url` is APP_URL, else the back end's public origin,
 * else the storefront's default-language URL; the headers name the default language.
 */
function createWebhooks(
  config: WebhookConfig | null,
  options: BackendOptions,
  db: Db,
  storefrontUrls: ReadonlyMap<string, string>,
) {
  if (config === null) return null
  const language = SHOP_LANGUAGES[0]
  const appUrl = config.appUrl ?? options.mediaOrigin ?? storefrontUrls.get(language.id) ?? language.domain
  const dispatcher = new WebhookDispatcher({
    urls: config.urls,
    secret: config.secret,
    source: { url: appUrl, shopId: ensureShopId(db, appUrl, config.shopId), appVersion: WEBHOOK_APP_VERSION },
    headers: { shopwareVersion: SHOPWARE_VERSION, languageId: language.id, userLocale: language.code },
    ...options.webhookDelivery,
  })
  attachWebhooks(db, dispatcher)
  return dispatcher
}

/** The embedded Store API: database, seed, middleware and routes in one Hono app. */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  // configuration first: a back end that cannot sign its webhooks or has half an integration stops here
  const webhookConfig = options.webhooks === undefined ? webhookConfigFromEnv() : options.webhooks
  const adminCredentials = options.admin === undefined ? adminCredentialsFromEnv() : options.admin
  const storefrontUrls = resolveStorefrontUrls(options.storefrontUrls)
  const mediaDir = options.mediaDir ?? join(dirname(options.databasePath), 'media')
  const db: Db = openDatabase(options.databasePath)
  setMediaOrigin(db, options.mediaOrigin ?? null)
  await ensureSeeded(db, { mediaDir })
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error))
  const webhooks = createWebhooks(webhookConfig, options, db, storefrontUrls)
  const services: AppServices = {
    shop: new Shop(db, buildLanguageCache),
    now: options.now ?? (() => new Date()),
    maintenance: options.maintenance ?? false,
    mediaDir,
    storefrontUrls,
    checkout: { guestCheckout: options.guestCheckout ?? checkoutSettingsFromEnv().guestCheckout },
    captcha: options.captcha === undefined ? captchaSettingsFromEnv() : options.captcha,
    passwordHashCost: options.passwordHashCost,
  }
  const app = new Hono()
  if (options.metrics) app.use('/store-api/*', observeBackend(options.metrics))
  // Before the access-key check: a browser's preflight never carries sw-access-key.
  app.use('/store-api/*', storeApiCors(options.corsOrigins))
  app.route('/store-api', createStoreApi(services, log))
  app.route('/media', mediaRoutes(mediaDir))
  if (adminCredentials) app.route('/api', createAdminApi(services, adminCredentials, log))
  const gateway = createPaymentGateway(services, log)
  app.route('/', gateway)
  app.notFound(createNotFoundHandler(() => app.routes))
  app.onError(createErrorHandler(log))
  return {
    app,
    fetch: async (request, client) => app.fetch(request, client),
    accessKey: services.shop.salesChannels.has(DEMO_ACCESS_KEY)
      ? DEMO_ACCESS_KEY
      : ([...services.shop.salesChannels.keys()][0] ?? ''),
    listOutbox: (limit) => listOutbox(db, limit),
    paymentGateway: { paths: PAYMENT_GATEWAY_PATHS, fetch: async (request) => gateway.fetch(request) },
    webhooks,
    close: () => {
      detachWebhooks(db)
      db.close()
    },
  }
}
