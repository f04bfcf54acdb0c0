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

/**
 * Headers a proxy, load balancer or CDN adds to say it passes a request on (whom for, which host,
 * which scheme). Which one a given proxy sets varies (nginx: X-Real-IP, Cloudflare:
 * CF-Connecting-IP, Akamai: True-Client-IP, Fastly: Fastly-Client-IP, HTTP/1.1 proxies: Via), so
 * any of them counts, and so does any `X-Forwarded-*`.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
]

/** Whether a request carries any sign of having been passed on by a proxy (see FORWARDING_HEADERS). */
export function looksForwarded(headers: Headers): boolean {
  if (FORWARDING_HEADERS.some((name) => headers.has(name))) return true
  for (const name of headers.keys()) if (name.startsWith('x-forwarded-')) return true
  return false
}

/**
 * A request from this machine itself: the socket's peer is loopback and nothing says it was
 * forwarded. The second part matters when a reverse proxy runs on the same machine: it connects
 * from loopback for every visitor, but announces the visitor in one of these headers. The headers
 * can only take access away, never grant it.
 */
export function isLocalRequest(c: Context): boolean {
  if (!isLoopbackAddress(socketAddressOf(c))) return false
  return !looksForwarded(c.req.raw.headers)
}

/** The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
export interface TrustedProxies {
  /** As configured, for the start-up log and the docs. */
  readonly entries: readonly string[]
  includes(address: string): boolean
}

/**
 * Parses `TRUSTED_PROXIES` (or another list of the same form, named `setting` in the error, such as
 * PROBE_ALLOW): comma-separated IPv4/IPv6 addresses and CIDR ranges. Throws an Error naming the
 * first entry that is neither (config.ts turns it into a ConfigError).
 */
export function parseTrustedProxies(value: string | undefined, setting = 'TRUSTED_PROXIES'): TrustedProxies {
  const list = new BlockList()
  const entries: string[] = []
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim()
    if (entry === '') continue
    const [address = '', bits, ...extra] = entry.split('/')
    const family = isIP(address)
    const max = family === 6 ? 128 : 32
    const prefix = bits === undefined ? max : Number(bits)
    if (family === 0 || extra.length > 0 || !/^\d+$/.test(bits ?? String(max)) || prefix > max)
      throw new Error(`${setting} entry '${entry}' must be an IP address or a CIDR range`)
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
    entries.push(entry)
  }
  return {
    entries,
    includes: (address) => {
      const family = isIP(address)
      return family !== 0 && entries.length > 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
    },
  }
}

export const NO_TRUSTED_PROXIES: TrustedProxies = parseTrustedProxies(undefined)

/**
 * The visitor's address for per-client limits. The socket's peer, unless that peer is a trusted
 * proxy: then X-Forwarded-For is read from the right (each proxy appends the address it saw),
 * skipping trusted hops, and the first address no trusted proxy vouches for is the client. Entries
 * to its left were written by the client itself and are never taken. A list with anything but IP
 * addresses where it is read means a misconfigured proxy: the socket's address is used then.
 */
export function clientAddressOf(c: Context, trusted: TrustedProxies): string | undefined {
  const socket = socketAddressOf(c)
  if (!socket || !trusted.includes(socket)) return socket
  const header = c.req.raw.headers.get('x-forwarded-for')
  if (!header) return socket
  const hops = header.split(',').map((hop) => hop.trim())
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? ''
    if (isIP(hop) === 0) return socket
    if (!trusted.includes(hop)) return hop
  }
  // Every hop is a trusted proxy: the leftmost is as close to the client as anyone can tell.
  return hops[0]
}
