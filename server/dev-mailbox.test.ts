import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { devMailboxEnabled, frameDocument, type MailboxMail, mountDevMailbox } from './dev-mailbox.ts'

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

function app(mails: MailboxMail[], env: Record<string, string | undefined> = {}, operatorNodeEnv?: string) {
  const a = new Hono()
  const mounted = mountDevMailbox(a, {
    listOutbox: (limit = 50) => mails.slice(0, limit),
    mode: 'embedded',
    env,
    operatorNodeEnv,
  })
  a.get('*', (c) => c.text('storefront page', 200))
  return { a, mounted }
}

describe('devMailboxEnabled', () => {
  it('is on for the embedded back end unless the operator declared production', () => {
    expect(devMailboxEnabled({ mode: 'embedded', env: {}, operatorNodeEnv: undefined })).toBe(true)
    expect(devMailboxEnabled({ mode: 'embedded', env: {}, operatorNodeEnv: 'development' })).toBe(true)
    expect(devMailboxEnabled({ mode: 'embedded', env: {}, operatorNodeEnv: 'production' })).toBe(false)
    expect(
      devMailboxEnabled({ mode: 'embedded', env: { DEV_MAILBOX: '1' }, operatorNodeEnv: 'production' }),
    ).toBe(true)
    expect(
      devMailboxEnabled({ mode: 'embedded', env: { DEV_MAILBOX: '0' }, operatorNodeEnv: undefined }),
    ).toBe(false)
  })

  it('is never on with an external Store API', () => {
    expect(
      devMailboxEnabled({ mode: 'external', env: { DEV_MAILBOX: '1' }, operatorNodeEnv: undefined }),
    ).toBe(false)
  })
})

describe('mountDevMailbox', () => {
  it('lists the outbox newest first with working links and the mail in a preview frame', async () => {
    const { a, mounted } = app([mail({ subject: 'Second <b>mail</b>', id: 'm2' }), mail()])
    expect(mounted).toBe(true)
    const res = await a.request('http://en.localhost:3000/_dev/mailbox')
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
    const { a } = app([])
    const de = await (await a.request('http://localhost:3000/_dev/mailbox')).text()
    expect(de).toContain('<html lang="de-DE">')
    expect(de).toContain('Entwicklungs-Postfach')
    expect(de).toContain('Noch keine E-Mails.')
    const fr = await (await a.request('http://localhost:3000/fr-FR/_dev/mailbox')).text()
    expect(fr).toContain('<html lang="fr-FR">')
    expect(fr).toContain('Boîte mail de développement')
  })

  it('serves JSON, filtered by recipient', async () => {
    const { a } = app([
      mail({ recipient: 'a@example.org', id: 'a' }),
      mail({ recipient: 'B@example.org', id: 'b' }),
    ])
    const all = (await (await a.request('http://localhost/_dev/mailbox.json')).json()) as {
      mails: MailboxMail[]
    }
    expect(all.mails.map((m) => m.id)).toEqual(['a', 'b'])
    const one = (await (await a.request('http://localhost/_dev/mailbox.json?to=b@example.org')).json()) as {
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
    const { a } = app([mail({ links: ['javascript:alert(1)'] })])
    const html = await (await a.request('http://localhost/_dev/mailbox')).text()
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('<li>javascript:alert(1)</li>')
  })

  it('is not mounted in an explicit production deployment', async () => {
    const { a, mounted } = app([mail()], {}, 'production')
    expect(mounted).toBe(false)
    expect(await (await a.request('http://localhost/_dev/mailbox')).text()).toBe('storefront page')
  })
})
