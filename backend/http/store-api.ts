import { Hono } from 'hono'
import { registerStoreApiRoutes } from '../routes/index.ts'
import { captchaGuard } from './captcha.ts'
import { accessKey, type AppEnv, type AppServices } from './context.ts'
import { createErrorHandler, createNotFoundHandler, type ErrorLogger } from './errors.ts'

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
  storeApi.use('*', captchaGuard())
  registerStoreApiRoutes(storeApi)
  storeApi.notFound(createNotFoundHandler(() => storeApi.routes))
  storeApi.onError(createErrorHandler(log))
  return storeApi
}
