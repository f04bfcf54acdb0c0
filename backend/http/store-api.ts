import { Hono } from 'hono'
import { registerStoreApiRoutes } from '../routes/index.ts'
import { captchaGuard } from './captcha.ts'
import { accessKey, type AppEnv, type AppServices } from './context.ts'
import { createErrorHandler, createNotFoundHandler, type ErrorLogger } from './errors.ts'
import { readBody } from './payload.ts'

/** The /store-api sub-app over an opened, seeded database (createBackend, tests, benchmarks). */
export function createStoreApi(
  services: AppServices,
  log: ErrorLogger = (message, error) => console.error(message, error),
): Hono<AppEnv> {
  const storeApi = new Hono<AppEnv>()
  storeApi.use('*', async (c, next) => {
    c.set('services', services)
    await next()
  })
  storeApi.use('*', accessKey())
  // Every body goes through the one streaming limit before any route runs, also on routes that
  // take none (logout, DELETE /checkout/cart …): a chunked body is cut off at MAX_BODY_BYTES with a
  // 413 instead of being left unread behind a 2xx. Routes read the same bytes again (cached).
  storeApi.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await readBody(c.req.raw)
    await next()
  })
  storeApi.use('*', captchaGuard())
  registerStoreApiRoutes(storeApi)
  storeApi.notFound(createNotFoundHandler(() => storeApi.routes))
  storeApi.onError(createErrorHandler(log))
  return storeApi
}
