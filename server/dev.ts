// Development entry: Vite in middleware mode (HMR, on-the-fly transforms) in front of the Hono app.
import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createServer as createViteServer } from 'vite'
import { createApp, type Render } from './app.ts'
import { DEV_ASSETS } from './assets.ts'
import { ConfigError, loadConfig } from './config.ts'
import { devMailboxDecision, devMailboxStatusLine } from './dev-mailbox.ts'
import { answerStatechartBook, STATECHARTS_PATH, type StatechartBook } from './dev-statecharts.ts'
import { answerClientErrors } from './node-server.ts'
import { loadObservabilityConfig } from './observability/config.ts'
import { createLogger } from './observability/logger.ts'
import { createSetupGate, probeStoreApi } from './setup-check.ts'
import { createUpstream } from './upstream.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const upstream = await createUpstream(config.upstream, config.upstreamTimeoutMs)
  // A Store API that cannot be reached or refuses the key: pages show what to set instead.
  const problem = await probeStoreApi(upstream)
  if (problem) console.warn(`Store API check failed (HTTP ${problem.status}): pages show the setup page`)
  const setupGate = createSetupGate(upstream, config.upstream, problem)
  const server = createServer()
  answerClientErrors(server)
  // HMR shares the app's port: no second fixed port (24678) to collide with other dev servers,
  // and the websocket works on every host the app serves (localhost, en.localhost).
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  })
  const mailbox = devMailboxDecision({
    mode: upstream.mode,
    setting: config.devMailbox,
    development: true,
    requested: false,
    nodeEnv: process.env.NODE_ENV,
  })
  const app = createApp({
    config,
    upstream,
    devMailbox: mailbox.on,
    // Loaded per request so that edits to routes and components show without a restart.
    render: async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render,
    assets: async () => DEV_ASSETS,
    development: true,
    // Request lines in colour through pino-pretty; LOG_LEVEL as in production (observability/).
    observability: {
      logger: createLogger({ pretty: true, level: loadObservabilityConfig(process.env).logLevel }),
    },
  })
  const listener = getRequestListener(app.fetch)
  server.on('request', async (req, res) => {
    const book = await answerStatechartBook(
      req.method ?? 'GET',
      req.url ?? '/',
      async () => (await vite.ssrLoadModule('/scripts/statecharts/book.ts')) as StatechartBook,
    )
    if (book) {
      res.writeHead(book.status, book.headers)
      res.end(book.body)
      return
    }
    const setup = await setupGate(req.method ?? 'GET', req.url ?? '/', req.headers.accept)
    if (setup) {
      res.writeHead(setup.status, Object.fromEntries(setup.headers))
      res.end(await setup.text())
      return
    }
    vite.middlewares(req, res, () => {
      listener(req, res).catch((error: unknown) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        console.error(error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
    })
  })
  server.listen(config.port, () => {
    console.log(`Storefront (dev) on http://localhost:${config.port}`)
    console.log(devMailboxStatusLine(mailbox, `http://localhost:${config.port}`))
    console.log(`Statechart book: http://localhost:${config.port}${STATECHARTS_PATH}/`)
  })
  const shutdown = () => {
    server.close()
    void vite.close().then(() => {
      upstream.close()
      process.exit(0)
    })
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
