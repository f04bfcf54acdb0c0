import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

/**
 * The client a caller of `Backend.fetch` established itself, passed beside the request (Hono's env):
 * the standalone entry's socket peer or what its trusted proxies reported. Passing it so, rather
 * than as a rewritten X-Forwarded-For, spares a copy of every request (a new Request with new
 * headers made the HTTP server build the full request object it otherwise never needs).
 */
export interface ClientBinding {
  clientIp: string | null
}

function isClientBinding(value: unknown): value is ClientBinding {
  return typeof value === 'object' && value !== null && 'clientIp' in value
}

/**
 * The client's IP address as the front of this back end established it: the one the caller bound
 * (ClientBinding), else the first `X-Forwarded-For` entry. Whoever calls the back end owns that
 * header: the storefront server sets it to the socket address of the visitor for the in-process
 * mount. Null when none was passed (then per-IP limits cannot apply, as in Shopware when
 * Request::getClientIp() is null).
 */
export function clientIpOf(c: Context): string | null {
  const bound: unknown = c.env
  if (isClientBinding(bound)) return bound.clientIp
  const first = normaliseIp(c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? '')
  return isIP(first) === 0 ? null : first
}

/** The proxies whose X-Forwarded-For the standalone back end believes (TRUSTED_PROXIES). */
export interface TrustedProxies {
  has(address: string): boolean
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address 10.0.0.1. */
export function normaliseIp(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

/**
 * Parses a comma-separated list of IP addresses and CIDR ranges (IPv4 and IPv6). An entry that is
 * neither is a configuration error, thrown at start rather than silently trusting nobody or everybody.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList()
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim()
    if (entry === '') continue
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? null : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (family === 0 || (bits !== null && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === null) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return {
    has(address) {
      const ip = normaliseIp(address)
      const family = isIP(ip)
      return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

/**
 * The client of a request that arrived from `peer` (the socket's remote address). X-Forwarded-For is
 * read from the right, the way proxies append to it: while the hop that handed the request on is a
 * trusted proxy, the entry it wrote is believed; the first untrusted hop is the client. A malformed
 * entry ends the walk at the trusted hop that passed it on.
 */
export function resolveClientIp(peer: string, forwardedFor: string | null, trusted: TrustedProxies): string {
  let client = normaliseIp(peer)
  if (!forwardedFor) return client
  const hops = forwardedFor.split(',').map((hop) => hop.trim())
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i--) {
    const hop = normaliseIp(hops[i] ?? '')
    if (isIP(hop) === 0) break
    client = hop
  }
  return client
}
