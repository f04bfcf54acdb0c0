import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../backend/lib/ids.ts'
import { customer, fill, guest, type Shopper } from '../backend/tests/checkout-helpers.ts'
import { type CartBackend, cartBackend, closeCartBackend, shopper } from '../backend/tests/cart-helpers.ts'
import { registration, uniqueEmail } from '../backend/tests/account-helpers.ts'
import type { Locale } from '../src/domain/locale.ts'
import { loadConfig } from './config.ts'

/**
 * Defect 4: with PORT=3456 and no PUBLIC_URL, the shop answers on :3456, so every link in every mail
 * the embedded back end writes must lead there, in the mail's locale (en-GB on en.localhost, fr-FR
 * under /fr-FR), not to the seeded sales channel domains on :3000.
 */

const config = loadConfig({ PORT: '3456', DATABASE_PATH: '/nonexistent/unused.sqlite' })
if (config.upstream.kind !== 'embedded') throw new Error('expected the embedded back end')
const storefrontUrls = config.upstream.storefrontUrls

const EXPECTED: Record<Locale, string> = {
  'de-DE': 'http://localhost:3456',
  'en-GB': 'http://en.localhost:3456',
  'fr-FR': 'http://localhost:3456/fr-FR',
}
const LANGUAGE: Record<Locale, string> = {
  'de-DE': IDS.languageDe,
  'en-GB': IDS.languageEn,
  'fr-FR': IDS.languageFr,
}
const LOCALES = Object.keys(EXPECTED) as Locale[]

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend({ storefrontUrls })
})
afterAll(() => closeCartBackend(t))

function linksTo(email: string): string[] {
  return t.backend
    .listOutbox(500)
    .filter((m) => m.recipient === email)
    .flatMap((m) => m.links)
}

function expectAllUnder(links: string[], locale: Locale): void {
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) {
    const url = new URL(link)
    const base = new URL(EXPECTED[locale])
    expect(url.origin, link).toBe(base.origin)
    if (locale === 'fr-FR') expect(url.pathname.startsWith('/fr-FR/'), link).toBe(true)
    else expect(url.pathname.startsWith('/fr-FR'), link).toBe(false)
  }
}

async function orderIn(s: Shopper, locale: Locale): Promise<void> {
  await s.context({ languageId: LANGUAGE[locale], paymentMethodId: IDS.paymentPrepayment })
  await fill(t, s, [['GW-TEAK-OIL']])
  const placed = await s.order()
  expect(placed.status).toBe(200)
}

describe('mail links without PUBLIC_URL follow PORT', () => {
  it('the server hands the back end the origins of its own port', () => {
    expect(storefrontUrls).toEqual(EXPECTED)
  })

  it.each(LOCALES)('%s: registration, welcome, password change, recovery and order mails', async (locale) => {
    const language = { 'sw-language-id': LANGUAGE[locale] }
    const email = uniqueEmail(`links-${locale.toLowerCase()}`)
    const s = await customer(t, { email, storefrontUrl: EXPECTED[locale] })
    // The confirmation came in German (the helper's context); the rest in the locale under test.
    await s.context({ languageId: LANGUAGE[locale] })
    const recovery = await s.send('POST', '/account/recovery-password', {
      headers: language,
      body: { email, storefrontUrl: EXPECTED[locale] },
    })
    expect(recovery.status).toBe(200)
    await orderIn(s, locale)
    const mails = t.backend.listOutbox(500).filter((m) => m.recipient === email)
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['customer.recovery.request', 'order.confirmation']),
    )
    // The first two mails were written in the helper's German context.
    const localised = mails.filter(
      (m) => m.template === 'customer.recovery.request' || m.template === 'order.confirmation',
    )
    expectAllUnder(
      localised.flatMap((m) => m.links),
      locale,
    )
    expectAllUnder(
      mails.filter((m) => !localised.includes(m)).flatMap((m) => m.links),
      'de-DE',
    )
  })

  it.each(LOCALES)("%s: a guest's order confirmation links the order on this port", async (locale) => {
    const email = uniqueEmail(`guest-${locale.toLowerCase()}`)
    const s = await guest(
      t,
      { email, storefrontUrl: EXPECTED[locale] },
      { 'sw-language-id': LANGUAGE[locale] },
    )
    await orderIn(s, locale)
    const links = linksTo(email)
    expect(links.some((link) => new URL(link).pathname.includes('/order/'))).toBe(true)
    expectAllUnder(links, locale)
  })

  it.each(LOCALES)('%s: newsletter confirmation and welcome mails', async (locale) => {
    const s = shopper(t)
    const language = { 'sw-language-id': LANGUAGE[locale] }
    const email = uniqueEmail(`news-${locale.toLowerCase()}`)
    const subscribed = await s.send('POST', '/newsletter/subscribe', {
      headers: language,
      body: { email, option: 'subscribe', storefrontUrl: EXPECTED[locale] },
    })
    expect(subscribed.status).toBe(200)
    // Double opt-in (when configured) first: confirm it, which writes the welcome mail.
    if (subscribed.body !== null && (subscribed.body as { status?: string }).status === 'notSet') {
      const confirm = new URL(linksTo(email)[0] ?? '')
      const confirmed = await s.send('POST', '/newsletter/confirm', {
        headers: language,
        body: { em: confirm.searchParams.get('em'), hash: confirm.searchParams.get('hash') },
      })
      expect(confirmed.status).toBe(200)
    }
    expect(
      t.backend.listOutbox(500).some((m) => m.recipient === email && m.template === 'newsletter.confirmed'),
    ).toBe(true)
    expectAllUnder(linksTo(email), locale)
  })

  it('registration links in each locale', async () => {
    for (const locale of LOCALES) {
      const body = registration({
        email: uniqueEmail(`reg-${locale.toLowerCase()}`),
        storefrontUrl: EXPECTED[locale],
      })
      const res = await shopper(t).send('POST', '/account/register', {
        body,
        headers: { 'sw-language-id': LANGUAGE[locale] },
      })
      expect(res.status).toBe(200)
      expectAllUnder(linksTo(String(body.email)), locale)
    }
  })
})
