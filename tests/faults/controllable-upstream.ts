import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Backend } from '../../backend/app.ts'

/**
 * A Store API the fault tests control: a real HTTP server on a fixed loopback port in front of an
 * embedded back end, which a test stops (connection refused), slows down past the storefront's
 * timeout, makes stall halfway through a body, puts into maintenance, breaks for some paths only,
 * and starts again on the same port, while the storefront under test keeps running in external
 * mode as it would against a real Shopware.
 */
export type Behaviour =
  | { kind: 'up' }
  /** every answer starts after `delayMs` */
  | { kind: 'slow'; delayMs: number }
  /** headers and half a body, then nothing */
  | { kind: 'stall-body' }
  /** Shopware's 503 for a sales channel in maintenance */
  | { kind: 'maintenance' }
  /** paths matching `paths` lose their connection; everything else answers normally */
  | { kind: 'broken'; paths: RegExp }

export class ControllableUpstream {
  behaviour: Behaviour = { kind: 'up' }
  /** requests that reached the server (any behaviour) */
  received = 0
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  private port = 0

  constructor(private readonly backend: Backend) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** Picks a free port on the first call and keeps it, so a restart is found at the same address. */
  async reservePort(): Promise<void> {
    await this.start()
    await this.stop()
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.received++
      this.answer(req, res).catch(() => res.destroy())
    })
    server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.once('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  /** Closes the listener and cuts every open connection (a process that died). */
  async stop(): Promise<void> {
    const server = this.server
    if (!server) return
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const behaviour = this.behaviour
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (behaviour.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
    if (behaviour.kind === 'broken' && behaviour.paths.test(req.url ?? '')) {
      res.destroy()
      return
    }
    if (behaviour.kind === 'maintenance') {
      res.writeHead(503, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          errors: [
            {
              status: '503',
              code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
              title: 'Service Unavailable',
              detail: 'The sales channel is in maintenance mode.',
            },
          ],
        }),
      )
      return
    }
    if (behaviour.kind === 'stall-body') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"elements":[')
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const response = await this.backend.fetch(
      new Request(`http://127.0.0.1${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
      }),
    )
    const out: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      out[name] = value
    })
    res.writeHead(response.status, out)
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}
