/**
 * A local HTTP receiver on an ephemeral port for the webhook tests: records every request it got
 * (headers, exact body bytes, arrival time), answers 503 to the first `failFirst` of them (a
 * receiver that is down for a moment), and lets a test wait for a request that matches.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: string
  receivedAt: number
  status: number
}

export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** answer 503 to the next `n` requests */
  failNext(n: number): void
  /**
   * The first request from the `from`-th received on (default: all) whose parsed body matches and
   * that was answered 2xx, already received or to come.
   */
  waitFor(match: (body: WebhookJson) => boolean, from?: number, timeoutMs?: number): Promise<ReceivedWebhook>
  close(): Promise<void>
}

export interface WebhookJson {
  data: {
    event: string
    payload: {
      entity: string
      operation: string
      primaryKey: string
      updatedFields: string[]
      versionId: string
    }[]
  }
  source: { url: string; eventId: string; shopId: string; appVersion: string }
  timestamp: number
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = []
  let failing = 0
  let waiters: (() => void)[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const status = failing > 0 ? 503 : 200
      if (failing > 0) failing--
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
        status,
      })
      res.writeHead(status).end()
      const pending = waiters
      waiters = []
      for (const wake of pending) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const find = (match: (body: WebhookJson) => boolean, from: number) =>
    received.slice(from).find((r) => r.status < 300 && match(JSON.parse(r.body) as WebhookJson))
  return {
    url: `http://127.0.0.1:${port}/hooks?token=not-for-logs`,
    received,
    failNext(n) {
      failing = n
    },
    async waitFor(match, from = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const hit = find(match, from)
        if (hit) return hit
        const left = deadline - Date.now()
        if (left <= 0)
          throw new Error(`no matching webhook within ${timeoutMs} ms (${received.length} received)`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiters.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
