import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * The TCP peer's address as @hono/node-server hands it over (`c.env.incoming.socket`); undefined
 * outside it (tests without bindings, other runtimes). The only address of a request nobody can
 * forge with a header.
 */
export function socketAddressOf(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined
  const address = env?.incoming?.socket?.remoteAddress
  return typeof address === 'string' && isIP(address) ? address : undefined
}

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms (`::ffff:127.0.0.1`, how a dual-stack socket reports them). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const family = isIP(address)
  if (family === 0) return false
  return LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** Headers a proxy adds to say whom it is forwarding. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip']

/**
 * A request from this machine itself: the socket's peer is loopback and nothing says it was
 * forwarded. The second part matters when a reverse proxy runs on the same machine: it connects
 * from loopback for every visitor, but announces the visitor in one of these headers. The headers
 * can only take access away, never grant it.
 */
export function isLocalRequest(c: Context): boolean {
  if (!isLoopbackAddress(socketAddressOf(c))) return false
  return FORWARDING_HEADERS.every((name) => c.req.raw.headers.get(name) === null)
}
