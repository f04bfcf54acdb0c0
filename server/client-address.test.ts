import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { createRecordingUpstream, createTestApp } from './test-support.ts'

// The Store API's rate limits (login, recovery, contact, newsletter) key on the client address the
// storefront tells it. X-Forwarded-For is believed only from a proxy the operator listed; from
// anyone else it is the visitor's own claim, and the socket's address counts.

const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

async function forwardedFor(
  trustedProxies: string | undefined,
  socket: string,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  const { upstream, received } = createRecordingUpstream()
  const config = loadConfig(trustedProxies === undefined ? {} : { TRUSTED_PROXIES: trustedProxies })
  const { app } = createTestApp(upstream, { trustedProxies: config.trustedProxies })
  const response = await app.request('http://localhost:3000/store-api/context', { headers }, peer(socket))
  expect(response.status).toBe(200)
  return received.at(-1)?.headers['x-forwarded-for']
}

describe('client address for the Store API', () => {
  it('is the socket address by default, whatever X-Forwarded-For claims', async () => {
    expect(await forwardedFor(undefined, '10.0.0.7', { 'x-forwarded-for': '203.0.113.9' })).toBe('10.0.0.7')
    expect(await forwardedFor(undefined, '198.51.100.4')).toBe('198.51.100.4')
  })

  it('is the visitor a trusted proxy names', async () => {
    expect(await forwardedFor('10.0.0.0/8', '10.0.0.7', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '203.0.113.9',
    )
    expect(await forwardedFor('10.0.0.7', '::ffff:10.0.0.7', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '203.0.113.9',
    )
    expect(await forwardedFor('fd00::/8', 'fd00::2', { 'x-forwarded-for': '2001:db8::5' })).toBe(
      '2001:db8::5',
    )
  })

  it('skips trusted hops from the right and never takes what the visitor prepended', async () => {
    // visitor forged "1.1.1.1", then the CDN (10.1.0.1) and the load balancer (10.0.0.7) appended.
    const chain = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.1.0.1' }
    expect(await forwardedFor('10.0.0.0/8', '10.0.0.7', chain)).toBe('203.0.113.9')
    // Several header lines count as one list.
    expect(await forwardedFor('10.0.0.0/8', '10.0.0.7', { 'x-forwarded-for': '198.51.100.1,10.2.0.1' })).toBe(
      '198.51.100.1',
    )
  })

  it('is the socket address when a trusted proxy sends nothing usable', async () => {
    expect(await forwardedFor('10.0.0.0/8', '10.0.0.7')).toBe('10.0.0.7')
    expect(await forwardedFor('10.0.0.0/8', '10.0.0.7', { 'x-forwarded-for': 'unknown' })).toBe('10.0.0.7')
    expect(await forwardedFor('10.0.0.0/8', '10.0.0.7', { 'x-forwarded-for': '203.0.113.9, junk' })).toBe(
      '10.0.0.7',
    )
  })

  it('ignores X-Forwarded-For from a peer outside the list', async () => {
    expect(await forwardedFor('10.0.0.0/8', '192.0.2.50', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '192.0.2.50',
    )
  })
})

describe('TRUSTED_PROXIES', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, comma-separated; none by default', () => {
    expect(loadConfig({}).trustedProxies.entries).toEqual([])
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.1,::1 , fd00::/8' }).trustedProxies.entries,
    ).toEqual(['10.0.0.0/8', '192.0.2.1', '::1', 'fd00::/8'])
  })

  it.each(['10.0.0.0/33', 'localhost', '10.0.0', 'fd00::/129', '10.0.0.0/x', '*'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(ConfigError)
  })
})
