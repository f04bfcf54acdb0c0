import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailHash } from '../customer/form-validation.ts'
import { IDS } from '../lib/ids.ts'
import type { OutboxMail } from '../mail/outbox.ts'
import { errorKeys, lines } from './cart-helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  fill,
  guest,
} from './checkout-helpers.ts'
import { call, get } from './helpers.ts'

/**
 * Newsletter double opt-in end to end on the back end: subscribe → confirmation mail → confirm →
 * welcome mail with a single-use code that one order uses up; the account's own status; contact mails.
 * Every answer is checked against the official schema by `call`.
 */

let t: CartBackend

beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const mailsTo = (address: string): OutboxMail[] =>
  t.backend.listOutbox(500).filter((m) => m.recipient === address.toLowerCase())
const fr = { 'sw-language-id': IDS.languageFr }

describe('newsletter double opt-in', () => {
  it('mails the confirmation link, confirms with it and mails a single-use code in the language', async () => {
    const email = 'Rosa.Gartner@Example.com'
    const res = await call(t, 'POST', '/newsletter/subscribe', {
      body: { email, option: 'subscribe', storefrontUrl: 'http://localhost:3000/fr-FR', firstName: 'Rosa' },
      headers: fr,
    })
    expect(res.body).toEqual({ success: true, status: 'notSet' })
    const [doi] = mailsTo(email)
    expect(doi?.template).toBe('newsletter.double_opt_in')
    expect(doi?.locale).toBe('fr-FR')
    const link = new URL(doi?.links[0] ?? '')
    expect(link.pathname).toBe('/fr-FR/newsletter-subscribe')
    expect(link.searchParams.get('em')).toBe(emailHash('rosa.gartner@example.com'))

    const params = { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') }
    // confirmed in another language: the mail still speaks the subscriber's
    const confirmed = await call(t, 'POST', '/newsletter/confirm', { body: params })
    expect(confirmed.status).toBe(200)
    const welcome = mailsTo(email).find((m) => m.template === 'newsletter.confirmed')
    expect(welcome?.locale).toBe('fr-FR')
    const code = /GW-[A-Z2-9]{8}/.exec(welcome?.text ?? '')?.[0] ?? ''
    expect(code).not.toBe('')
    expect(
      welcome?.links.some((l) => l.includes('/newsletter-unsubscribe?email=rosa.gartner%40example.com')),
    ).toBe(true)
    // a second click confirms nothing new and mints no second code
    expect((await call(t, 'POST', '/newsletter/confirm', { body: params })).status).toBe(200)
    expect(mailsTo(email).filter((m) => m.template === 'newsletter.confirmed')).toHaveLength(1)

    // the code takes 10 % off once; the order uses it up and a later cart no longer finds it
    const first = await guest(t)
    await fill(t, first, [['GW-TEAK-OIL', 2]])
    const applied = await first.add([{ type: 'promotion', referencedId: code.toLowerCase() }])
    const [discount] = lines(applied.body, 'promotion')
    const goods = lines(applied.body).reduce((sum, l) => sum + Number(get(l, 'price', 'totalPrice')), 0)
    expect(Number(get(discount, 'price', 'totalPrice'))).toBeCloseTo(-goods * 0.1, 2)
    expect((await first.order()).status).toBe(200)
    const second = await guest(t)
    await fill(t, second, [['GW-TEAK-OIL']])
    expect(errorKeys((await second.add([{ type: 'promotion', referencedId: code }])).body)).toContain(
      'promotion-not-found',
    )
  })

  it('a wrong hash or e-mail hash is refused with Shopware code', async () => {
    const res = await call(t, 'POST', '/newsletter/confirm', { body: { hash: 'f'.repeat(32), em: 'x' } })
    expect(res.status).toBe(400)
    expect(errorCodes(res)).toEqual(['CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND'])
  })

  it('option unsubscribe and /newsletter/unsubscribe opt out; unsubscribing an unknown address answers the same', async () => {
    const email = 'leave@example.com'
    await call(t, 'POST', '/newsletter/subscribe', {
      body: { email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' },
    })
    const out = await call(t, 'POST', '/newsletter/subscribe', {
      body: { email, option: 'unsubscribe', storefrontUrl: 'http://localhost:3000' },
    })
    expect(out.body).toEqual({ success: true, status: 'optOut' })
    const unknown = await call(t, 'POST', '/newsletter/unsubscribe', {
      body: { email: 'nobody@example.com' },
    })
    expect(unknown.status).toBe(200)
  })
})

describe('POST /account/newsletter-recipient', () => {
  it('is 403 without a login', async () => {
    const res = await call(t, 'POST', '/account/newsletter-recipient', { body: {} })
    expect(res.status).toBe(403)
  })

  it('answers the customer own status; the own address subscribes directly (no confirmation needed)', async () => {
    const s = await customer(t)
    const status = async () =>
      get((await s.send('POST', '/account/newsletter-recipient', { body: {} })).body, 'status')
    expect(await status()).toBe('undefined')
    const me = await s.send('POST', '/account/customer', { body: {} })
    const email = String(get(me.body, 'email'))
    const direct = await s.send('POST', '/newsletter/subscribe', {
      body: { email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' },
    })
    expect(direct.body).toEqual({ success: true, status: 'direct' })
    expect(await status()).toBe('direct')
    expect(mailsTo(email).some((m) => m.template === 'newsletter.confirmed')).toBe(true)
    expect(mailsTo(email).some((m) => m.template === 'newsletter.double_opt_in')).toBe(false)
    await s.send('POST', '/newsletter/unsubscribe', { body: { email } })
    expect(await status()).toBe('optOut')
  })
})

describe('contact form mails', () => {
  it('mails the shop in the request language, and nothing to the sender (the address is only data)', async () => {
    const email = 'Claire@Example.com'
    const res = await call(t, 'POST', '/contact-form', {
      body: {
        email,
        firstName: 'Claire',
        lastName: 'Dubois',
        subject: 'Banc en teck',
        comment: 'Livrez-vous en Corse ?',
      },
      headers: fr,
    })
    expect(res.status).toBe(200)
    expect(mailsTo(email)).toEqual([])
    const shop = t.backend
      .listOutbox(500)
      .find((m) => m.template === 'contact_form.shop' && m.text.includes('claire@example.com'))
    expect(shop?.recipient).toBe('service@gartenwerk.example')
    expect(shop?.locale).toBe('fr-FR')
    expect(shop?.subject).toContain('Banc en teck')
  })
})
