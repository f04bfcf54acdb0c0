// Production entry: serves the built storefront (dist/) on PORT (default 3000).
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { loadClientAssets } from './assets.ts'
import { ConfigError, loadConfig } from './config.ts'
import { loadPageCacheConfig } from './page-cache-config.ts'
import { devMailboxDecision, devMailboxStatusLine } from './dev-mailbox.ts'
import {
  answerClientErrors,
  createDrain,
  exitOnShutdownSignals,
  keepConnectionsForReuse,
} from './node-server.ts'
import { loadObservabilityConfig } from './observability/config.ts'
import { createLogger } from './observability/logger.ts'
import { backendMetricsOf, createMetrics, serveMetrics } from './observability/metrics.ts'
import { createUpstream } from './upstream.ts'
import { WEBHOOK_PATH } from './webhooks.ts'

type EntryServer = typeof import('../src/entry-server.tsx')

async function main(): Promise<void> {
  // What the operator declared, before the default below (the mailbox stays off under production).
  const nodeEnv = process.env.NODE_ENV
  // React and the router pick their production builds from this when the SSR bundle is imported.
  process.env.NODE_ENV ??= 'production'
  const config = loadConfig()
  const observability = loadObservabilityConfig(process.env)
  // One JSON line per request on stdout (observability/logger.ts); start-up lines stay plain text.
  const logger = createLogger({ level: observability.logLevel })
  const metrics = createMetrics({ processMetrics: true })
  // STOREFRONT_DIST: another build of the same sources (the replica test runs two builds side by side).
  const dist = resolve(process.env.STOREFRONT_DIST ?? 'dist')
  const clientDir = resolve(dist, 'client')
  const entry = (await import(pathToFileURL(resolve(dist, 'server/entry-server.js')).href)) as EntryServer
  const assets = await loadClientAssets(clientDir)
  // The embedded back end tells this server of its changes (stock after orders, Admin API writes)
  // as Shopware tells an app, so the pages kept here show them on the next request (webhooks.ts):
  // signed with WEBHOOK_SECRET, or a secret of this process, unless WEBHOOK_URLS names receivers.
  const ownWebhooks = config.upstream.kind === 'embedded' && !process.env.WEBHOOK_URLS?.trim()
  if (ownWebhooks) config.webhookSecret ??= randomBytes(32).toString('hex')
  const upstream = await createUpstream(config.upstream, config.upstreamTimeoutMs, {
    backend: {
      log: (message, error) => logger.error({ err: error }, message),
      metrics: backendMetricsOf(metrics),
      ...(ownWebhooks && config.webhookSecret
        ? {
            webhooks: {
              urls: [`http://127.0.0.1:${config.port}${WEBHOOK_PATH}`],
              secret: config.webhookSecret,
              shopId: null,
              appUrl: null,
            },
          }
        : {}),
    },
  })
  const mailbox = devMailboxDecision({
    mode: upstream.mode,
    setting: config.devMailbox,
    development: false,
    requested: process.argv.includes('--dev-mailbox'),
    nodeEnv,
  })
  const app = createApp({
    config,
    upstream,
    devMailbox: mailbox.on,
    render: async () => entry.render,
    assets: async () => assets,
    clientDir,
    pageCache: loadPageCacheConfig(process.env),
    observability: {
      logger,
      metrics,
      probeAllow: observability.probeAllow,
      readyTimeoutMs: observability.readyTimeoutMs,
      draining: () => drain.draining,
    },
  })
  const drain = createDrain(config.shutdownGraceMs)
  const server = serve({ fetch: drain.guard(app.fetch), port: config.port }, (info) => {
    const target = config.upstream.kind === 'external' ? config.upstream.endpoint : 'embedded back end'
    console.log(`Storefront on http://localhost:${info.port} (Store API: ${target})`)
    // The mailbox answers this machine only, so its address on this machine is the one to print.
    console.log(devMailboxStatusLine(mailbox, `http://localhost:${info.port}`))
  }) as Server
  // serve() creates an HTTP/1.1 server unless told otherwise.
  answerClientErrors(server)
  keepConnectionsForReuse(server)
  drain.attach(server)
  if (observability.metrics) {
    // Its own port, on loopback unless METRICS_HOST says otherwise: never the shop's port.
    serveMetrics(metrics, observability.metrics, (address) => console.log(`Metrics on ${address}`))
  }
  exitOnShutdownSignals(drain, () => upstream.close(), {
    info: (message) => logger.info(message),
    error: (message) => logger.error(message),
  })
}

main().catch((error: unknown) => {
  // A configuration problem is the operator's to fix: print the message, not a stack.
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
