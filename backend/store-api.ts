/**
 * The Store API as one Hono sub-app: the middleware every route runs behind (services, access key
 * and request context, the body limit, the captcha) and the routes of routes/index.ts. Part of the
 * app's assembly, so it sits at the back end's root beside app.ts, above every folder it wires.
 */
import { Hono } from 'hono'
import { accessKey, type AppEnv, type AppServices } from './core/context.ts'
import { captchaGuard } from './http/captcha.ts'
import { createErrorHandler, createNotFoundHandler, type ErrorLogger } from './http/errors.ts'
import { readBody } from './http/payload.ts'
import { registerStoreApiRoutes } from './routes/index.ts'

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
  storeApi.use(
    '*',
    captchaGuard<AppEnv>({
      settings: (c) => c.get('services').captcha,
      loggedIn: (c) => Boolean(c.get('ctx').payload.customerId),
    }),
  )
  registerStoreApiRoutes(storeApi)
  storeApi.notFound(createNotFoundHandler(() => storeApi.routes))
  storeApi.onError(createErrorHandler(log))
  return storeApi
}
