import { type Http2Bindings, type HttpBindings, type ServerType, serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Backend } from './app.ts'
import { resolveClientIp, type TrustedProxies } from './http/client-ip.ts'

export interface StandaloneOptions {
  backend: Backend
  port: number
  hostname?: string
  /** proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default */
  trustedProxies: TrustedProxies
}

/**
 * The request handler of the standalone back end. The back end reads the client from the first
 * X-Forwarded-For entry (the in-process mount gets it from the storefront server), so here the
 * header is replaced by the one client address this server trusts: the socket's peer, or what
 * trusted proxies in front of it reported.
 */
export function standaloneFetch(backend: Backend, trusted: TrustedProxies) {
  return (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const peer = env.incoming.socket.remoteAddress ?? ''
    const headers = new Headers(request.headers)
    const client = peer === '' ? null : resolveClientIp(peer, request.headers.get('x-forwarded-for'), trusted)
    if (client) headers.set('x-forwarded-for', client)
    else headers.delete('x-forwarded-for')
    return backend.fetch(new Request(request, { headers }))
  }
}

/** Serves the back end over HTTP on its own (`npm run backend`). */
export function serveStandalone(
  options: StandaloneOptions,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  return serve(
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
}
