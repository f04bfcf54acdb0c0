import { describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { MAIL_LOCALES, type MailTemplate, mailLocale, renderMail, type TemplateData } from './templates.ts'

const greeting = { letterName: null, firstName: 'Lea <b>', lastName: 'Sommer & Söhne' }
const samples: { [T in MailTemplate]: TemplateData[T] } = {
  'customer.register.double_opt_in': {
    ...greeting,
    shopName: 'Gartenwerk',
    confirmUrl: 'http://localhost:3000/account/register/confirm?em=a&hash=b',
  },
  'customer.register.welcome': {
    ...greeting,
    shopName: 'Gartenwerk',
    accountUrl: 'http://localhost:3000/account',
    email: 'lea@example.org',
  },
  'customer.recovery.request': {
    ...greeting,
    shopName: 'Gartenwerk',
    resetUrl: 'http://localhost:3000/account/recover/password?hash=c',
    validHours: 2,
  },
  'customer.password.changed': {
    ...greeting,
    shopName: 'Gartenwerk',
    recoverUrl: 'http://localhost:3000/account/recover',
  },
  'customer.email.changed': { ...greeting, shopName: 'Gartenwerk', email: 'neu@example.org' },
  'newsletter.double_opt_in': {
    ...greeting,
    shopName: 'Gartenwerk',
    confirmUrl: 'http://localhost:3000/newsletter-subscribe?em=a&hash=b',
  },
  'newsletter.confirmed': {
    ...greeting,
    shopName: 'Gartenwerk',
    unsubscribeUrl: 'http://localhost:3000/newsletter-unsubscribe?email=a%40example.com',
    promotionCode: 'GW-ABCD2345',
    discountPercent: 10,
  },
  'contact_form.shop': {
    ...greeting,
    shopName: 'Gartenwerk',
    email: 'ada@example.com',
    phone: '+49 30 1234',
    subject: 'Teak bench',
    comment: 'Line one\nLine two',
  },
  'order.confirmation': {
    ...greeting,
    shopName: 'Gartenwerk',
    orderNumber: '10042',
    orderDate: '20.11.2026',
    total: '1.234,50 €',
    paymentMethod: 'Vorkasse',
    shippingMethod: 'Standard',
    items: [{ label: 'Lounge-Sofa <Amrum>', quantity: 1, total: '1.199,00 €' }],
    accountUrl: 'http://localhost:3000/account/order',
  },
  'order.withdrawal.received': {
    ...greeting,
    shopName: 'Gartenwerk',
    orderNumber: '10042',
    receivedAt: '26. November 2026 um 09:12:00 MEZ',
    items: ['1 × Lounge-Sofa <Amrum>'],
    excluded: ['1 × Pflanzplan (PDF)'],
    comment: 'Passt nicht <b>',
  },
}

describe('mail templates', () => {
  for (const template of Object.keys(samples) as MailTemplate[]) {
    for (const locale of MAIL_LOCALES) {
      it(`${template} in ${locale}: subject, text and escaped HTML`, () => {
        const mail = renderMail(template, locale, samples[template] as never)
        expect(mail.subject.length).toBeGreaterThan(5)
        expect(mail.html).toContain(`<html lang="${locale}">`)
        expect(mail.html).not.toContain('<b>')
        expect(mail.html).toContain('Lea &lt;b&gt;')
        expect(mail.html).not.toMatch(/<script/i)
        expect(mail.text).toContain('Lea <b> Sommer & Söhne')
        for (const link of mail.links) {
          expect(mail.text).toContain(link)
          expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`)
        }
        if (locale === 'fr-FR') {
          // French typography: no ordinary space before ; : ! ?
          expect(mail.text).not.toMatch(/ [;:!?]/)
          expect(mail.subject).not.toMatch(/ [;:!?]/)
        }
        if (locale === 'de-DE') {
          expect(mail.text).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i)
        }
      })
    }
  }

  it('uses the salutation letter name when there is one', () => {
    const mail = renderMail('customer.register.welcome', 'de-DE', {
      ...samples['customer.register.welcome'],
      letterName: 'Sehr geehrte Frau',
    })
    expect(mail.text.startsWith('Sehr geehrte Frau Sommer & Söhne,')).toBe(true)
  })

  it('maps the context language to the mail locale, German by default', () => {
    expect(mailLocale(IDS.languageEn)).toBe('en-GB')
    expect(mailLocale(IDS.languageFr)).toBe('fr-FR')
    expect(mailLocale(IDS.languageDe)).toBe('de-DE')
    expect(mailLocale('0'.repeat(32))).toBe('de-DE')
  })

  it('adds transfer details for prepayment and invoice in each language', () => {
    const bankTransfer = {
      accountHolder: 'Gartenwerk GmbH',
      bankName: 'Commerzbank',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      reference: '10042',
      amount: '1.234,50 €',
      dueDays: 14,
    }
    const data = { ...samples['order.confirmation'], bankTransfer, shippingCosts: '0,00 €' }
    const de = renderMail('order.confirmation', 'de-DE', data)
    expect(de.text).toContain('innerhalb von 14 Tagen nach Erhalt der Ware')
    expect(de.text).toContain('Verwendungszweck: 10042')
    expect(de.text).toContain('Versandkosten: 0,00 €')
    const en = renderMail('order.confirmation', 'en-GB', {
      ...data,
      bankTransfer: { ...bankTransfer, dueDays: null },
    })
    expect(en.text).toContain('We will dispatch your order as soon as your payment has arrived.')
    expect(en.html).toContain('DE89 3704 0044 0532 0130 00')
    const fr = renderMail('order.confirmation', 'fr-FR', data)
    expect(fr.text).toContain('Motif du virement : 10042')
  })

  it('lists the order lines in the order confirmation', () => {
    const mail = renderMail('order.confirmation', 'en-GB', samples['order.confirmation'])
    expect(mail.subject).toBe('Your order 10042 at Gartenwerk')
    expect(mail.text).toContain('1 × Lounge-Sofa <Amrum> – 1.199,00 €')
    expect(mail.html).toContain('Lounge-Sofa &lt;Amrum&gt;')
    expect(mail.links).toEqual(['http://localhost:3000/account/order'])
  })
})
