import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DOMAINS } from '../src/domain/locale.ts'
import { createApp } from './app.ts'
import type { OutboxMail } from '../backend/mail/outbox.ts'
import { createRecordingUpstream, LOCAL_ORIGINS } from './test-support.ts'
import type { Upstream } from './upstream.ts'

// The mailbox shows password-recovery links: whoever reads it can take over the account. These tests
// go through the storefront app as main.ts builds it and decide on the TCP peer's address only.

const MAIL: OutboxMail = {
  id: 'm1',
  template: 'customer.recovery.request',
  locale: 'de-DE',
  recipient: 'victim@example.org',
  subject: 'Passwort zurücksetzen',
  html: '<p>reset</p>',
  text: 'reset',
  links: ['http://localhost:3000/account/recover/password?hash=secret-hash'],
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  error: null,
}

function embeddedUpstream(): Upstream {
  const { upstream } = createRecordingUpstream()
  return { ...upstream, mode: 'embedded', listOutbox: () => [MAIL] }
}

/** The storefront with a stand-in page renderer: unknown pages answer 404, as the router's do. */
function storefront(devMailbox: boolean | undefined) {
  return createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream: embeddedUpstream(),
    devMailbox,
    assets: async () => ({ scripts: [], css: [], preloads: [] }),
    render: async () => async () => ({
      response: new Response('<!doctype html><title>Seite nicht gefunden</title>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    }),
  })
}

/** What @hono/node-server hands the app as `c.env`: the socket the request came in on. */
const peer = (remoteAddress: string | undefined) => ({ incoming: { socket: { remoteAddress } } })

const PATHS = ['/_dev/mailbox', '/_dev/mailbox.json', '/fr-FR/_dev/mailbox', '/fr-FR/_dev/mailbox.json']

describe('development mailbox in the storefront app', () => {
  it('does not exist unless the server was started with it (plain `node server/main.ts`)', async () => {
    const app = storefront(undefined)
    for (const path of PATHS) {
      const response = await app.request(`http://localhost:3000${path}`, {}, peer('127.0.0.1'))
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('secret-hash')
    }
  })

  it.each(['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1'])(
    'answers a loopback peer (%s) when switched on',
    async (address) => {
      const app = storefront(true)
      const json = await app.request('http://localhost:3000/_dev/mailbox.json', {}, peer(address))
      expect(json.status).toBe(200)
      expect(await json.text()).toContain('secret-hash')
      const html = await app.request('http://localhost:3000/fr-FR/_dev/mailbox', {}, peer(address))
      expect(html.status).toBe(200)
    },
  )

  it.each([
    ['a remote peer', '203.0.113.7', {}],
    ['a private-network peer', '192.168.1.20', {}],
    ['an IPv6 peer', '2001:db8::1', {}],
    ['an IPv4-mapped remote peer', '::ffff:198.51.100.4', {}],
    ['an unknown peer (no socket)', undefined, {}],
    ['a remote peer claiming loopback in X-Forwarded-For', '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
    ['a remote peer claiming loopback in Forwarded', '203.0.113.7', { forwarded: 'for=127.0.0.1' }],
    ['a remote peer naming localhost as Host', '203.0.113.7', { host: 'localhost:3000' }],
    // A reverse proxy on the same machine connects from loopback but says whom it forwards.
    ['a proxy on this machine forwarding a visitor', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
    ['a proxy on this machine (X-Real-IP)', '127.0.0.1', { 'x-real-ip': '203.0.113.7' }],
    // Every other header a proxy or CDN sets to say it passes a request on, each on its own.
    ...(
      [
        ['via', '1.1 proxy'],
        ['true-client-ip', '203.0.113.7'],
        ['cf-connecting-ip', '203.0.113.7'],
        ['x-client-ip', '203.0.113.7'],
        ['client-ip', '203.0.113.7'],
        ['fastly-client-ip', '203.0.113.7'],
        ['x-cluster-client-ip', '203.0.113.7'],
        ['x-original-forwarded-for', '203.0.113.7'],
        ['x-forwarded-host', 'shop.example'],
        ['x-forwarded-proto', 'https'],
        ['x-forwarded-port', '443'],
      ] as const
    ).map(
      ([name, value]) =>
        [`a proxy on this machine (${name})`, '127.0.0.1', { [name]: value }] as [
          string,
          string,
          Record<string, string>,
        ],
    ),
  ])('answers 404 to %s, as if it did not exist', async (_name, address, headers) => {
    const app = storefront(true)
    for (const path of PATHS) {
      const response = await app.request(`http://localhost:3000${path}`, { headers }, peer(address))
      expect(response.status, path).toBe(404)
      const body = await response.text()
      expect(body).not.toContain('secret-hash')
      // Indistinguishable from a server without a mailbox: the storefront's own not-found page.
      expect(body).toBe('<!doctype html><title>Seite nicht gefunden</title>')
    }
  })
})

/** A non-loopback address of this machine, if it has one (CI containers usually do). */
function externalAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    const found = list?.find((entry) => !entry.internal && entry.family === 'IPv4')
    if (found) return found.address
  }
  return undefined
}

const external = externalAddress()

describe.skipIf(!external)('development mailbox over real sockets', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    server = createServer(getRequestListener(storefront(true).fetch))
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers a connection from 127.0.0.1', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/_dev/mailbox.json`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('secret-hash')
  })

  it(`answers 404 to a connection from ${external}, whatever its headers claim`, async () => {
    const response = await fetch(`http://${external}:${port}/_dev/mailbox.json`, {
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('secret-hash')
  })
})
