import { type Http2Bindings, type HttpBindings, type ServerType, serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { Backend } from './app.ts'
import { resolveClientIp, type TrustedProxies } from './http/client-ip.ts'
import { errorEntry, statusTitle } from './http/errors.ts'

export interface StandaloneOptions {
  backend: Backend
  port: number
  hostname?: string
  /** proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default */
  trustedProxies: TrustedProxies
}

/**
 * The request handler of the standalone back end. The back end takes the client from its caller
 * (the in-process mount: the first X-Forwarded-For entry the storefront server set), so here the one
 * client address this server trusts is bound to the request (client-ip.ts ClientBinding): the
 * socket's peer, or what trusted proxies in front of it reported. The client's own
 * X-Forwarded-For is then never read.
 */
export function standaloneFetch(backend: Backend, trusted: TrustedProxies) {
  return (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const peer = env.incoming.socket.remoteAddress ?? ''
    const client = peer === '' ? null : resolveClientIp(peer, request.headers.get('x-forwarded-for'), trusted)
    return backend.fetch(request, { clientIp: client })
  }
}

/**
 * Node's HTTP parser answers requests it cannot parse itself, with an empty body; this answers them
 * in Shopware's error shape: 431 for header fields too large, 408 for a request that timed out while
 * arriving, 400 for anything else malformed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const detail =
    status === 431
      ? 'The request header fields are too large.'
      : status === 408
        ? 'The request did not arrive in time.'
        : 'The request could not be parsed.'
  const body = JSON.stringify({ errors: [errorEntry(status, '0', detail)] })
  socket.end(
    `HTTP/1.1 ${status} ${statusTitle(status)}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** Serves the back end over HTTP on its own (`npm run backend`). */
export function serveStandalone(
  options: StandaloneOptions,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const server = serve(
    {
      fetch: standaloneFetch(options.backend, options.trustedProxies) as (
        r: Request,
        e: unknown,
      ) => Promise<Response>,
      port: options.port,
      ...(options.hostname ? { hostname: options.hostname } : {}),
    },
    onListening,
  )
  server.on('clientError', answerClientError)
  // Idle kept-alive connections stay open longer than the storefront's upstream agent, Varnish or a
  // load balancer keeps them for reuse (60 s), so that none of them sends a request on a connection
  // this server is closing (Node's default of 5 s; the client gets a reset instead of an answer).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000
  return server
}
