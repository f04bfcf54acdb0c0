import type { Server } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { answerClientErrors, createDrain, exitOnShutdownSignals } from '../../server/node-server.ts'
import { createRecordingUpstream, LOCAL_ORIGINS } from '../../server/test-support.ts'
import { DEFAULT_DOMAINS } from '../../src/domain/locale.ts'

// The storefront server wired as server/main.ts wires it (createApp, the drain, the signal
// handling), with a page render that takes `?ms=` milliseconds and streams, so that the test
// (graceful-shutdown.test.ts) has requests in flight when it sends SIGTERM. Prints its port.

const { upstream } = createRecordingUpstream()
const app = createApp({
  config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
  upstream,
  assets: async () => ({ scripts: [], css: [], preloads: [] }),
  render: async () => async (options) => {
    const ms = Number(new URL(options.request.url).searchParams.get('ms') ?? '0')
    console.log(`render ${ms}`)
    await delay(ms)
    return {
      response: new Response(
        `<!doctype html><html lang="${options.locale}"><p>rendered after ${ms} ms</p></html>`,
        {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      ),
    }
  },
})
const drain = createDrain(Number(process.env.SHUTDOWN_GRACE_MS))
const server = serve({ fetch: drain.guard(app.fetch), port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(`listening ${info.port}`),
) as Server
answerClientErrors(server)
drain.attach(server)
exitOnShutdownSignals(drain, () => console.log('closed'))
