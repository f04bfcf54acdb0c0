import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import {
  type DevMailboxSwitch,
  devMailboxDecision,
  devMailboxStatusLine,
  frameDocument,
  type MailboxMail,
  mountDevMailbox,
} from './dev-mailbox.ts'

const mail = (overrides: Partial<MailboxMail> = {}): MailboxMail => ({
  id: 'm1',
  template: 'customer.register.double_opt_in',
  locale: 'en-GB',
  recipient: 'lea@example.org',
  subject: 'Please confirm your registration at Gartenwerk',
  html: '<!doctype html><html lang="en-GB"><head><title>x</title></head><body><a href="http://localhost:4210/account/register/confirm?em=a&amp;hash=b">Confirm</a></body></html>',
  text: 'Hello',
  links: ['http://localhost:4210/account/register/confirm?em=a&hash=b'],
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  ...overrides,
})

/** A request from this machine, as @hono/node-server reports its socket. */
const LOCAL = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }

function app(mails: MailboxMail[]) {
  const a = new Hono()
  mountDevMailbox(a, { listOutbox: (limit = 50) => mails.slice(0, limit) })
  a.get('*', (c) => c.text('storefront page', 200))
  const request = (url: string) => a.request(url, {}, LOCAL)
  return { a, request }
}

const start = (overrides: Partial<DevMailboxSwitch> = {}): DevMailboxSwitch => ({
  mode: 'embedded',
  setting: undefined,
  development: false,
  requested: false,
  nodeEnv: undefined,
  ...overrides,
})

describe('devMailboxDecision', () => {
  it('is off for a plain start of the server, whatever NODE_ENV says', () => {
    expect(devMailboxDecision(start()).on).toBe(false)
    expect(devMailboxDecision(start({ nodeEnv: 'development' })).on).toBe(false)
    expect(devMailboxDecision(start({ nodeEnv: 'production' })).on).toBe(false)
  })

  it('is on under npm run dev, and for the start script unless NODE_ENV=production', () => {
    expect(devMailboxDecision(start({ development: true })).on).toBe(true)
    expect(devMailboxDecision(start({ requested: true })).on).toBe(true)
    expect(devMailboxDecision(start({ requested: true, nodeEnv: 'production' })).on).toBe(false)
  })

  it('follows DEV_MAILBOX=1 and DEV_MAILBOX=0 over everything else', () => {
    expect(devMailboxDecision(start({ setting: true, nodeEnv: 'production' })).on).toBe(true)
    expect(devMailboxDecision(start({ setting: false, development: true })).on).toBe(false)
    expect(devMailboxDecision(start({ setting: false, requested: true })).on).toBe(false)
  })

  it('is never on with an external Store API (it has no outbox here)', () => {
    expect(devMailboxDecision(start({ mode: 'external', setting: true })).on).toBe(false)
    expect(devMailboxDecision(start({ mode: 'external', development: true })).on).toBe(false)
  })

  it('says at start whether it is on, where, and why', () => {
    expect(devMailboxStatusLine(devMailboxDecision(start({ setting: true })), 'http://localhost:3000')).toBe(
      'Development mailbox: on at http://localhost:3000/_dev/mailbox, for connections from this machine only (DEV_MAILBOX=1)',
    )
    expect(
      devMailboxStatusLine(devMailboxDecision(start({ nodeEnv: 'production', requested: true })), 'x'),
    ).toBe('Development mailbox: off (NODE_ENV=production; DEV_MAILBOX=1 turns it on)')
  })
})

describe('mountDevMailbox', () => {
  it('lists the outbox newest first with working links and the mail in a preview frame', async () => {
    const { request } = app([mail({ subject: 'Second <b>mail</b>', id: 'm2' }), mail()])
    const res = await request('http://en.localhost:3000/_dev/mailbox')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<html lang="en-GB">')
    expect(html).toContain('<h1>Development mailbox</h1>')
    expect(html.indexOf('Second &lt;b&gt;mail&lt;/b&gt;')).toBeLessThan(html.indexOf('Please confirm'))
    expect(html).not.toContain('<b>mail</b>')
    expect(html).toContain('<a href="http://localhost:4210/account/register/confirm?em=a&amp;hash=b">')
    expect(html).toMatch(
      /<iframe title="Content of the e-mail “Please confirm your registration at Gartenwerk”" srcdoc="/,
    )
    // the frame's document opens links in the top window
    expect(html).toContain('&lt;base target=&quot;_top&quot;&gt;')
  })

  it("speaks the visitor's language: German by default, French under /fr-FR", async () => {
    const { request } = app([])
    const de = await (await request('http://localhost:3000/_dev/mailbox')).text()
    expect(de).toContain('<html lang="de-DE">')
    expect(de).toContain('Entwicklungs-Postfach')
    expect(de).toContain('Noch keine E-Mails.')
    const fr = await (await request('http://localhost:3000/fr-FR/_dev/mailbox')).text()
    expect(fr).toContain('<html lang="fr-FR">')
    expect(fr).toContain('Boîte mail de développement')
  })

  it('serves JSON, filtered by recipient', async () => {
    const { request } = app([
      mail({ recipient: 'a@example.org', id: 'a' }),
      mail({ recipient: 'B@example.org', id: 'b' }),
    ])
    const all = (await (await request('http://localhost/_dev/mailbox.json')).json()) as {
      mails: MailboxMail[]
    }
    expect(all.mails.map((m) => m.id)).toEqual(['a', 'b'])
    const one = (await (await request('http://localhost/_dev/mailbox.json?to=b@example.org')).json()) as {
      mails: MailboxMail[]
    }
    expect(one.mails.map((m) => m.id)).toEqual(['b'])
  })

  it('strips scripts, handlers and javascript: links from the previewed HTML', () => {
    const doc = frameDocument(
      '<html><head><title>x</title></head><body onload="steal()"><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror=steal()></body></html>',
    )
    expect(doc).not.toMatch(/steal/)
    expect(doc).toContain('<head><base target="_top"><title>x</title>')
  })

  it('shows non-http links as text, never as anchors', async () => {
    const { request } = app([mail({ links: ['javascript:alert(1)'] })])
    const html = await (await request('http://localhost/_dev/mailbox')).text()
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('<li>javascript:alert(1)</li>')
  })
})
