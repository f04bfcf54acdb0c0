import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { securityHeaders } from './security.ts'

/**
 * The security headers of every other answer, for the ones Node writes itself: no nonce (there is
 * no script), no HSTS (whether the client came over https is unknown here; the proxy in front sets
 * it for those).
 */
const RAW_SECURITY_HEADERS = Object.entries(securityHeaders({ https: false }))
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/**
 * How long a kept-alive connection may idle before the server closes it: longer than any client in
 * front keeps an idle connection for reuse (Varnish's backend_idle_timeout and most load balancers'
 * idle timeouts are 60 s). With Node's default of 5 s, a client that picks a connection idle for
 * about 5 s sends its request just as the server closes it, and gets a reset instead of an answer
 * (the e2e sitemap crawl's keep-alive client met it under load; behind Varnish it is a 503).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/** Keeps idle connections open for KEEP_ALIVE_TIMEOUT_MS. */
export function keepConnectionsForReuse(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
}

/**
 * Node answers requests it cannot hand to the app (headers over its 16 KiB limit, unparsable
 * request lines or headers, a client too slow to send its headers) itself, with an empty body.
 * This gives those answers Shopware's error shape like every other 4xx of the server, and still
 * closes the connection, since the rest of what the client sent cannot be trusted to line up.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Nothing to answer on a connection that is gone or already half-answered.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const [status, reason, code, detail] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'STOREFRONT__HEADERS_TOO_LARGE',
            'Request headers are too large',
          ]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'STOREFRONT__REQUEST_TIMEOUT', 'The request was not received in time']
          : [400, 'Bad Request', 'STOREFRONT__MALFORMED_REQUEST', 'The request could not be parsed']
    const body = JSON.stringify({ errors: [{ status: String(status), code, title: reason, detail }] })
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n${RAW_SECURITY_HEADERS}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
}

/** How long a SIGTERM waits for requests in flight (orchestrators kill after 10 s by default). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8_000

export interface Drain {
  /** The app's fetch, answering 503 instead once draining began (requests on kept-alive connections). */
  guard<A extends unknown[]>(
    fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
  ): (request: Request, ...rest: A) => Response | Promise<Response>
  /** Watches the server's requests; call once, right after the server is created. */
  attach(server: Server): void
  /** Stops accepting, lets requests in flight finish, then calls `done(true)`; `done(false)` at the deadline. */
  start(done: (clean: boolean) => void): void
  /** Requests being answered right now. */
  readonly inFlight: number
  /** True from `start` on: /readyz answers 503 (observability/probes.ts). */
  readonly draining: boolean
}

/**
 * Graceful shutdown of a Node HTTP server. On start the listener closes (new connections are
 * refused), idle kept-alive connections are closed, a request that still arrives on a busy
 * connection is answered 503 with `Connection: close`, and each connection is closed as soon as
 * its last response is sent. Requests in flight (a page still streaming, a Store API write) finish
 * normally. A request that does not finish within `graceMs` (a client that stopped reading, an
 * upstream that hangs past every deadline) is cut off so that the process still exits in time.
 */
export function createDrain(graceMs: number = DEFAULT_SHUTDOWN_GRACE_MS): Drain {
  let draining = false
  let inFlight = 0
  let server: Server | undefined
  const busy = new Map<Socket, number>()
  const watch = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    inFlight++
    busy.set(socket, (busy.get(socket) ?? 0) + 1)
    if (draining) res.shouldKeepAlive = false
    res.once('close', () => {
      inFlight--
      const left = (busy.get(socket) ?? 1) - 1
      if (left > 0) {
        busy.set(socket, left)
        return
      }
      busy.delete(socket)
      if (draining) socket.end()
    })
  }
  return {
    attach(target) {
      server = target
      // First listener: it sees every request before the app's listener starts answering it.
      target.prependListener('request', watch)
    },
    get inFlight() {
      return inFlight
    },
    get draining() {
      return draining
    },
    guard(fetch) {
      return (request, ...rest) => {
        if (!draining) return fetch(request, ...rest)
        const body = JSON.stringify({
          errors: [
            {
              status: '503',
              code: 'STOREFRONT__SHUTTING_DOWN',
              title: 'Service Unavailable',
              detail: 'The server is shutting down; try again in a moment',
            },
          ],
        })
        return new Response(body, {
          status: 503,
          // `x-storefront-draining`: nothing of the request was carried out, so a proxy in front may
          // send it to another replica (deploy/varnish/default.vcl does, POSTs included).
          headers: {
            'content-type': 'application/json',
            connection: 'close',
            'retry-after': '1',
            'x-storefront-draining': '1',
          },
        })
      }
    },
    start(done) {
      if (draining) return
      draining = true
      if (!server) {
        done(true)
        return
      }
      const listening = server
      const deadline = setTimeout(() => {
        listening.closeAllConnections()
        done(false)
      }, graceMs)
      deadline.unref()
      listening.close(() => {
        clearTimeout(deadline)
        done(true)
      })
      listening.closeIdleConnections()
    },
  }
}

/** Where the shutdown's two lines go: the server's logger (main.ts), or the console. */
export interface ShutdownLog {
  info(message: string): void
  error(message: string): void
}

/**
 * SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C): drain, then `close` (the upstream:
 * the embedded back end closes its database last, which checkpoints the WAL), then exit: 0 when
 * everything in flight finished, 1 when the grace time cut something off.
 */
export function exitOnShutdownSignals(drain: Drain, close: () => void, log: ShutdownLog = console): void {
  const shutdown = (signal: NodeJS.Signals) => {
    log.info(`${signal}: draining ${drain.inFlight} request(s) in flight, refusing new ones`)
    drain.start((clean) => {
      close()
      if (!clean) log.error('Shutdown: requests still open at the deadline were cut off')
      process.exit(clean ? 0 : 1)
    })
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
